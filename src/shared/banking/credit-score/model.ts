/**
 * A deterministic credit score model on the 300–900 scale (decision 0016). It is NOT an AECB score: the AECB's
 * model is not public; this one only borrows the AECB's 300–900 scale and weighs the usual drivers of a bureau
 * score from what a visitor declared (or what the fictional demo bureau holds). Pure: integers only, no I/O, no
 * clock, no randomness, no hashing; the same profile always gives the same result. Band and factor ids only:
 * the page translates them.
 *
 * score = clamp(300, 900, BASELINE + Σ points of each factor)
 *
 * Each factor reads one measure of the profile (a count, whole years, or a ratio in basis points) and takes the
 * points of the first band of its table whose `max` (inclusive) is not below the measure. A factor whose answer is
 * missing takes 0 points: it stays at the baseline (see `CREDIT_SCORE_MODEL`).
 */

/** The AECB's scale, used here for familiarity only. */
export const CREDIT_SCORE_MIN = 300;
export const CREDIT_SCORE_MAX = 900;

/** 10000 basis points = 100 %. */
export const BP_ONE = 10_000;

/**
 * A ratio whose denominator is 0 while its numerator is not (card balances on no limit, repayments on no income)
 * counts as this: 1000 %, in the worst band of its table. Larger ratios are capped at it too, so measures stay
 * small integers.
 */
export const RATIO_CAP_BP = 100_000;

export const CREDIT_SCORE_BAND_IDS = ['poor', 'fair', 'good', 'veryGood', 'excellent'] as const;
export type CreditScoreBand = (typeof CREDIT_SCORE_BAND_IDS)[number];

/**
 * The five bands, inclusive ranges covering 300–900 without gaps. The ids are those the journey catalogues
 * already translate (`journey:quotes.result.bands.*`).
 */
export const CREDIT_SCORE_BANDS: readonly {
  readonly id: CreditScoreBand;
  readonly min: number;
  readonly max: number;
}[] = [
  { id: 'poor', min: 300, max: 579 },
  { id: 'fair', min: 580, max: 659 },
  { id: 'good', min: 660, max: 719 },
  { id: 'veryGood', min: 720, max: 779 },
  { id: 'excellent', min: 780, max: 900 },
];

/** The factors, in their tie-break order (the order of the table below). */
export const CREDIT_FACTOR_IDS = [
  'missedPayments',
  'utilisation',
  'debtBurden',
  'creditHistory',
  'recentApplications',
  'creditCards',
  'activeLoans',
] as const;
export type CreditFactorId = (typeof CREDIT_FACTOR_IDS)[number];

/**
 * What the model reads. Amounts in whole AED; counts and years whole. `null` or absent: not answered. A value
 * that is not a finite number ≥ 0 counts as not answered; fractions are floored (1.9 cards is 1).
 */
export interface CreditProfile {
  /** Credit cards held. */
  readonly creditCards?: number | null;
  /** The sum of the cards' credit limits (AED). */
  readonly totalCreditLimitAed?: number | null;
  /** The sum of the cards' current balances (AED). */
  readonly cardBalancesAed?: number | null;
  /** Active loans (personal, car, home, …). */
  readonly activeLoans?: number | null;
  /** The sum of the active loans' monthly repayments (AED). */
  readonly monthlyLoanRepaymentsAed?: number | null;
  /** Monthly income (AED). */
  readonly monthlyIncomeAed?: number | null;
  /** Missed or late payments in the last 12 months (3 stands for 3 or more). */
  readonly missedPayments12m?: number | null;
  /** Whole years since the first credit product was opened. */
  readonly creditHistoryYears?: number | null;
  /** Applications for credit (cards, loans) in the last 6 months. */
  readonly recentApplications6m?: number | null;
}

/** A band of a factor table: measures up to and including `max` (null: no upper bound) score `points`. */
export interface PointsBand {
  readonly max: number | null;
  readonly points: number;
}

export type FactorMeasure = 'count' | 'years' | 'ratioBp';

export interface FactorTable {
  readonly measure: FactorMeasure;
  /** Ascending `max`, the last one null, so every measure ≥ 0 falls in exactly one band. */
  readonly bands: readonly PointsBand[];
}

/**
 * The model's weights: a baseline and, per factor, the points of each band (decision 0016 'Weights'). The points
 * are the weights: a factor's swing (best band − worst band) is its share of the score —
 * missed payments 290 (29 %), utilisation 190 (19 %), debt burden 180 (18 %), recent applications 120 (12 %),
 * credit history 110 (11 %), active loans 70 (7 %), credit cards 55 (5 %) of 1,015.
 *
 * The baseline person (every factor at 0 points) scores 650: cards 30–49 % used, loan repayments 30–39 % of
 * income, 3–4 years of history, 1 application in 6 months, 3–4 cards, 1 loan, and a payment record between a
 * clean year (+70) and one missed payment (−70). A missing answer keeps its factor there (0 points).
 *
 * Every table's points never rise as its measure rises (the property tests check it): more missed payments,
 * higher utilisation, a higher debt burden, more applications, more cards beyond two or more loans never raise
 * the score, and a longer history never lowers it.
 */
export const CREDIT_SCORE_MODEL: {
  readonly baseline: number;
  readonly factors: { readonly [F in CreditFactorId]: FactorTable };
} = {
  baseline: 650,
  factors: {
    // Missed or late payments in the last 12 months: 0, 1, 2, 3 or more.
    missedPayments: {
      measure: 'count',
      bands: [
        { max: 0, points: 70 },
        { max: 1, points: -70 },
        { max: 2, points: -140 },
        { max: null, points: -220 },
      ],
    },
    // Card balances ÷ card limits: < 10 %, 10–29 %, 30–49 %, 50–74 %, 75–89 %, 90 % and over (over the limit).
    utilisation: {
      measure: 'ratioBp',
      bands: [
        { max: 999, points: 60 },
        { max: 2_999, points: 35 },
        { max: 4_999, points: 0 },
        { max: 7_499, points: -50 },
        { max: 8_999, points: -90 },
        { max: null, points: -130 },
      ],
    },
    // Loan repayments ÷ monthly income: < 15 %, 15–29 %, 30–39 %, 40–49 %, 50–59 % (over the CBUAE 50 % cap),
    // 60 % and over.
    debtBurden: {
      measure: 'ratioBp',
      bands: [
        { max: 1_499, points: 40 },
        { max: 2_999, points: 20 },
        { max: 3_999, points: 0 },
        { max: 4_999, points: -40 },
        { max: 5_999, points: -90 },
        { max: null, points: -140 },
      ],
    },
    // Years of credit history: 0, 1, 2, 3–4, 5–6, 7–9, 10 and more (the only table that rises).
    creditHistory: {
      measure: 'years',
      bands: [
        { max: 0, points: -60 },
        { max: 1, points: -40 },
        { max: 2, points: -20 },
        { max: 4, points: 0 },
        { max: 6, points: 15 },
        { max: 9, points: 30 },
        { max: null, points: 50 },
      ],
    },
    // Credit applications in the last 6 months: 0, 1, 2, 3, 4–5, 6 and more.
    recentApplications: {
      measure: 'count',
      bands: [
        { max: 0, points: 20 },
        { max: 1, points: 0 },
        { max: 2, points: -20 },
        { max: 3, points: -45 },
        { max: 5, points: -70 },
        { max: null, points: -100 },
      ],
    },
    // Credit cards held: 0 (no revolving record), 1–2, 3–4, 5–6, 7 and more.
    creditCards: {
      measure: 'count',
      bands: [
        { max: 0, points: -20 },
        { max: 2, points: 15 },
        { max: 4, points: 0 },
        { max: 6, points: -20 },
        { max: null, points: -40 },
      ],
    },
    // Active loans: 0, 1, 2, 3, 4 and more.
    activeLoans: {
      measure: 'count',
      bands: [
        { max: 0, points: 10 },
        { max: 1, points: 0 },
        { max: 2, points: -15 },
        { max: 3, points: -35 },
        { max: null, points: -60 },
      ],
    },
  },
};

/** How a factor's measure was found. */
export type MeasureStatus =
  /** Read from the profile. */
  | 'answered'
  /** Not answered: 0 points (the baseline). */
  | 'missing'
  /**
   * Does not apply (utilisation without any card limit or balance; a clean payment year without any card or loan):
   * 0 points, and not a missing answer.
   */
  | 'notApplicable';

export interface FactorMeasureOf {
  readonly status: MeasureStatus;
  /** The measure (count, years, or basis points); null unless answered. */
  readonly value: number | null;
}

export interface FactorContribution {
  readonly id: CreditFactorId;
  /** Signed points from the baseline (before the 300–900 clamp). */
  readonly points: number;
  readonly status: MeasureStatus;
  readonly value: number | null;
}

/** One of the factors that moved the score most. `points` is the size of the move (> 0); `direction` its sign. */
export interface CreditScoreFactor {
  readonly id: CreditFactorId;
  readonly direction: 'up' | 'down';
  readonly points: number;
}

export interface CreditScoreResult {
  /** A whole number in 300–900. */
  readonly score: number;
  readonly band: CreditScoreBand;
  /** Up to three factors with the largest non-zero contributions, largest first (ties: table order). */
  readonly factors: readonly CreditScoreFactor[];
  /** Every factor's contribution, in table order (for "how was this computed"). */
  readonly contributions: readonly FactorContribution[];
  /** Factors whose answers were missing (the page may ask for them). */
  readonly missing: readonly CreditFactorId[];
}

/** A declared number as the model reads it: a whole number ≥ 0, or null (not answered or unusable). */
export function wholeOrNull(value: number | null | undefined): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  return Math.floor(value);
}

/** floor(numerator × 10000 ÷ denominator), exact for any size (BigInt), capped at RATIO_CAP_BP. */
export function ratioBp(numerator: number, denominator: number): number {
  if (denominator === 0) return numerator === 0 ? 0 : RATIO_CAP_BP;
  const bp = (BigInt(numerator) * BigInt(BP_ONE)) / BigInt(denominator);
  return bp >= BigInt(RATIO_CAP_BP) ? RATIO_CAP_BP : Number(bp);
}

const answered = (value: number): FactorMeasureOf => ({ status: 'answered', value });
const MISSING: FactorMeasureOf = { status: 'missing', value: null };
const NOT_APPLICABLE: FactorMeasureOf = { status: 'notApplicable', value: null };
const countOf = (value: number | null): FactorMeasureOf => (value === null ? MISSING : answered(value));

/**
 * Each factor's measure:
 * - utilisation: balances ÷ limit when both are answered (no limit and no balance: not applicable; a balance on no
 *   limit: the cap); no cards declared and no limit or balance given: not applicable; otherwise missing.
 * - debt burden: repayments ÷ income when both are known (repayments are 0 when no loans are declared and no
 *   repayment given; an income of 0 with no repayments is missing, with repayments the cap); otherwise missing.
 * - missed payments: the count as given, except 0 with no cards and no loans declared: not applicable (nothing
 *   was due, so a clean year earns nothing; a missed payment declared anyway still counts).
 * - the others: the count or years as given.
 */
export function measuresOf(profile: CreditProfile): { readonly [F in CreditFactorId]: FactorMeasureOf } {
  const cards = wholeOrNull(profile.creditCards);
  const limit = wholeOrNull(profile.totalCreditLimitAed);
  const balances = wholeOrNull(profile.cardBalancesAed);
  const loans = wholeOrNull(profile.activeLoans);
  const income = wholeOrNull(profile.monthlyIncomeAed);
  const declaredRepayments = wholeOrNull(profile.monthlyLoanRepaymentsAed);
  const repayments = declaredRepayments ?? (loans === 0 ? 0 : null);

  let utilisation: FactorMeasureOf;
  if (limit !== null && balances !== null) {
    utilisation = limit === 0 && balances === 0 ? NOT_APPLICABLE : answered(ratioBp(balances, limit));
  } else if (cards === 0 && limit === null && balances === null) {
    utilisation = NOT_APPLICABLE;
  } else {
    utilisation = MISSING;
  }

  let debtBurden: FactorMeasureOf;
  if (income === null || repayments === null || (income === 0 && repayments === 0)) debtBurden = MISSING;
  else debtBurden = answered(ratioBp(repayments, income));

  // With no card and no loan there was nothing to pay: a clean year earns nothing (a missed payment still counts).
  const missed = wholeOrNull(profile.missedPayments12m);
  const missedPayments = missed === 0 && cards === 0 && loans === 0 ? NOT_APPLICABLE : countOf(missed);

  return {
    missedPayments,
    utilisation,
    debtBurden,
    creditHistory: countOf(wholeOrNull(profile.creditHistoryYears)),
    recentApplications: countOf(wholeOrNull(profile.recentApplications6m)),
    creditCards: countOf(cards),
    activeLoans: countOf(loans),
  };
}

/** The points of the band a measure falls in. */
export function pointsFor(table: FactorTable, measure: number): number {
  for (const band of table.bands) if (band.max === null || measure <= band.max) return band.points;
  throw new RangeError('a factor table must end with an open band (max null)');
}

/** The band of a score; scores outside 300–900 take the end bands. */
export function bandOf(score: number): CreditScoreBand {
  for (const band of CREDIT_SCORE_BANDS) if (score <= band.max) return band.id;
  return 'excellent';
}

export function clampScore(raw: number): number {
  return Math.min(CREDIT_SCORE_MAX, Math.max(CREDIT_SCORE_MIN, raw));
}

/** The up-to-three factors with the largest |points| (0 points moved nothing and is never listed). */
export function topFactors(contributions: readonly FactorContribution[], count = 3): CreditScoreFactor[] {
  return contributions
    .map((c, order) => ({ c, order }))
    .filter(({ c }) => c.points !== 0)
    .sort((a, b) => Math.abs(b.c.points) - Math.abs(a.c.points) || a.order - b.order)
    .slice(0, count)
    .map(({ c }) => ({ id: c.id, direction: c.points > 0 ? 'up' : 'down', points: Math.abs(c.points) }));
}

/** The model: a profile → score, band and the factors that moved it most. */
export function creditScoreOf(profile: CreditProfile): CreditScoreResult {
  const measures = measuresOf(profile);
  const contributions: FactorContribution[] = CREDIT_FACTOR_IDS.map((id) => {
    const m = measures[id];
    const points = m.value === null ? 0 : pointsFor(CREDIT_SCORE_MODEL.factors[id], m.value);
    return { id, points, status: m.status, value: m.value };
  });
  const raw = contributions.reduce((sum, c) => sum + c.points, CREDIT_SCORE_MODEL.baseline);
  const score = clampScore(raw);
  return {
    score,
    band: bandOf(score),
    factors: topFactors(contributions),
    contributions,
    missing: contributions.filter((c) => c.status === 'missing').map((c) => c.id),
  };
}
