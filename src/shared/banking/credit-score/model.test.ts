import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CREDIT_FACTOR_IDS,
  CREDIT_SCORE_BANDS,
  CREDIT_SCORE_BAND_IDS,
  CREDIT_SCORE_MODEL,
  RATIO_CAP_BP,
  bandOf,
  creditScoreOf,
  measuresOf,
  pointsFor,
  ratioBp,
  wholeOrNull,
  type CreditProfile,
} from './model';

const PROFILE_KEYS: readonly (keyof CreditProfile)[] = [
  'creditCards',
  'totalCreditLimitAed',
  'cardBalancesAed',
  'activeLoans',
  'monthlyLoanRepaymentsAed',
  'monthlyIncomeAed',
  'missedPayments12m',
  'creditHistoryYears',
  'recentApplications6m',
];

const pointsOf = (profile: CreditProfile) =>
  Object.fromEntries(creditScoreOf(profile).contributions.map((c) => [c.id, c.points]));

describe('the model table', () => {
  it('baseline 650; each factor ends in an open band, ascending maxima', () => {
    expect(CREDIT_SCORE_MODEL.baseline).toBe(650);
    for (const id of CREDIT_FACTOR_IDS) {
      const bands = CREDIT_SCORE_MODEL.factors[id].bands;
      expect(bands.at(-1)?.max).toBeNull();
      const maxima = bands.slice(0, -1).map((b) => b.max as number);
      expect(maxima).toEqual([...maxima].sort((a, b) => a - b));
      expect(new Set(maxima).size).toBe(maxima.length);
      for (const b of bands) expect(Number.isInteger(b.points)).toBe(true);
    }
  });

  it('swings (best − worst band) as documented: 290, 190, 180, 110, 120, 55, 70 of 1,015', () => {
    const swing = (id: (typeof CREDIT_FACTOR_IDS)[number]) => {
      const pts = CREDIT_SCORE_MODEL.factors[id].bands.map((b) => b.points);
      return Math.max(...pts) - Math.min(...pts);
    };
    expect(CREDIT_FACTOR_IDS.map(swing)).toEqual([290, 190, 180, 110, 120, 55, 70]);
    expect(CREDIT_FACTOR_IDS.map(swing).reduce((a, b) => a + b, 0)).toBe(1_015);
  });

  it('credit history only rises; credit cards rise from none to 1–2 then fall; every other table never rises', () => {
    const pts = (id: (typeof CREDIT_FACTOR_IDS)[number]) =>
      CREDIT_SCORE_MODEL.factors[id].bands.map((b) => b.points);
    const never = (xs: number[], dir: 1 | -1) =>
      xs.every((x, i) => i === 0 || dir * (x - (xs[i - 1] ?? 0)) >= 0);
    for (const id of CREDIT_FACTOR_IDS) {
      if (id === 'creditHistory') expect(never(pts(id), 1)).toBe(true);
      else if (id === 'creditCards')
        expect([never(pts(id).slice(0, 2), 1), never(pts(id).slice(1), -1)]).toEqual([true, true]);
      else expect(never(pts(id), -1)).toBe(true);
    }
  });

  it('the best and worst possible profiles reach past both ends of the scale (so both clamps are real)', () => {
    const best = CREDIT_FACTOR_IDS.map((id) =>
      Math.max(...CREDIT_SCORE_MODEL.factors[id].bands.map((b) => b.points)),
    ).reduce((a, b) => a + b, CREDIT_SCORE_MODEL.baseline);
    const worst = CREDIT_FACTOR_IDS.map((id) =>
      Math.min(...CREDIT_SCORE_MODEL.factors[id].bands.map((b) => b.points)),
    ).reduce((a, b) => a + b, CREDIT_SCORE_MODEL.baseline);
    expect([best, worst]).toEqual([915, -100]);
  });
});

describe('credit score: worked examples', () => {
  it('1. a strong profile: 805, excellent', () => {
    // 3 cards, AED 80,000 limit, AED 12,000 owed: 12,000 × 10,000 / 80,000 = 1,500 bp (15 %)   → 10–29 %  +35
    // 1 loan, AED 6,000 a month on AED 35,000: 60,000,000 / 35,000 = 1,714 bp (17.1 %)          → 15–29 %  +20
    // no missed payment +70; 8 years of history (7–9) +30; 1 application 0; 3 cards 0; 1 loan 0
    // 650 + 35 + 20 + 70 + 30 = 805 → excellent (780–900)
    const r = creditScoreOf({
      creditCards: 3,
      totalCreditLimitAed: 80_000,
      cardBalancesAed: 12_000,
      activeLoans: 1,
      monthlyLoanRepaymentsAed: 6_000,
      monthlyIncomeAed: 35_000,
      missedPayments12m: 0,
      creditHistoryYears: 8,
      recentApplications6m: 1,
    });
    expect(r.score).toBe(805);
    expect(r.band).toBe('excellent');
    expect(r.factors).toEqual([
      { id: 'missedPayments', direction: 'up', points: 70 },
      { id: 'utilisation', direction: 'up', points: 35 },
      { id: 'creditHistory', direction: 'up', points: 30 },
    ]);
    expect(r.contributions.map((c) => [c.id, c.value, c.points])).toEqual([
      ['missedPayments', 0, 70],
      ['utilisation', 1_500, 35],
      ['debtBurden', 1_714, 20],
      ['creditHistory', 8, 30],
      ['recentApplications', 1, 0],
      ['creditCards', 3, 0],
      ['activeLoans', 1, 0],
    ]);
    expect(r.missing).toEqual([]);
  });

  it('2. stretched: one missed payment, 70 % used, 48 % debt burden, 4 applications: 405, poor', () => {
    // utilisation 28,000 / 40,000 = 7,000 bp (50–74 %) −50; debt burden 6,720 / 14,000 = 4,800 bp (40–49 %) −40
    // 1 missed −70; 3 years 0; 4 applications (4–5) −70; 4 cards 0; 2 loans −15
    // 650 − 50 − 40 − 70 − 70 − 15 = 405 → poor (300–579)
    const r = creditScoreOf({
      creditCards: 4,
      totalCreditLimitAed: 40_000,
      cardBalancesAed: 28_000,
      activeLoans: 2,
      monthlyLoanRepaymentsAed: 6_720,
      monthlyIncomeAed: 14_000,
      missedPayments12m: 1,
      creditHistoryYears: 3,
      recentApplications6m: 4,
    });
    expect([r.score, r.band]).toEqual([405, 'poor']);
    // Ties (70, 70) keep the table order: missed payments before recent applications.
    expect(r.factors).toEqual([
      { id: 'missedPayments', direction: 'down', points: 70 },
      { id: 'recentApplications', direction: 'down', points: 70 },
      { id: 'utilisation', direction: 'down', points: 50 },
    ]);
  });

  it('3. only some answers: the missing factors stay at the baseline and are listed', () => {
    // missed payments 2 → −140; 12 years → +50; the rest missing (0 points each)
    // 650 − 140 + 50 = 560 → poor
    const r = creditScoreOf({ missedPayments12m: 2, creditHistoryYears: 12 });
    expect([r.score, r.band]).toEqual([560, 'poor']);
    expect(r.factors).toEqual([
      { id: 'missedPayments', direction: 'down', points: 140 },
      { id: 'creditHistory', direction: 'up', points: 50 },
    ]);
    expect(r.missing).toEqual([
      'utilisation',
      'debtBurden',
      'recentApplications',
      'creditCards',
      'activeLoans',
    ]);
  });

  it('4. nothing answered: the baseline, 650 (fair), no factor', () => {
    const r = creditScoreOf({});
    expect(r).toMatchObject({ score: 650, band: 'fair', factors: [] });
    expect(r.missing).toEqual([...CREDIT_FACTOR_IDS]);
  });

  it('5. clamps: a perfect profile (915) reads 900, the worst (−100) reads 300', () => {
    // +70 (0 missed) +60 (0 %) +40 (0 %) +50 (10 y) +20 (0 apps) +15 (2 cards) +10 (0 loans) = 650 + 265 = 915
    const best = creditScoreOf({
      creditCards: 2,
      totalCreditLimitAed: 50_000,
      cardBalancesAed: 0,
      activeLoans: 0,
      monthlyIncomeAed: 30_000,
      missedPayments12m: 0,
      creditHistoryYears: 10,
      recentApplications6m: 0,
    });
    expect([best.score, best.band]).toEqual([900, 'excellent']);
    expect(best.contributions.reduce((s, c) => s + c.points, 650)).toBe(915);
    // −220 −130 −140 −60 −100 −40 −60 = −750 → 650 − 750 = −100
    const worst = creditScoreOf({
      creditCards: 7,
      totalCreditLimitAed: 10_000,
      cardBalancesAed: 12_000,
      activeLoans: 4,
      monthlyLoanRepaymentsAed: 9_000,
      monthlyIncomeAed: 10_000,
      missedPayments12m: 5,
      creditHistoryYears: 0,
      recentApplications6m: 6,
    });
    expect([worst.score, worst.band]).toEqual([300, 'poor']);
    expect(worst.contributions.reduce((s, c) => s + c.points, 650)).toBe(-100);
  });

  it('6. no cards and no loans: utilisation and a clean payment year do not apply; a missed payment still counts', () => {
    // cards 0 −20; loans 0 +10; debt burden 0 / 12,000 = 0 bp +40; history 0 −60; 1 application 0
    // 650 − 20 + 10 + 40 − 60 = 620 (fair); utilisation and missed payments not applicable, not missing
    const none = { creditCards: 0, activeLoans: 0, monthlyIncomeAed: 12_000, creditHistoryYears: 0 };
    const r = creditScoreOf({ ...none, missedPayments12m: 0, recentApplications6m: 1 });
    expect([r.score, r.band]).toEqual([620, 'fair']);
    expect(r.missing).toEqual([]);
    expect(r.contributions.filter((c) => c.status === 'notApplicable').map((c) => c.id)).toEqual([
      'missedPayments',
      'utilisation',
    ]);
    expect(creditScoreOf({ ...none, missedPayments12m: 1, recentApplications6m: 1 }).score).toBe(620 - 70);
  });
});

describe('measures', () => {
  it('ratios are floored basis points, exact for large amounts', () => {
    expect(ratioBp(1, 3)).toBe(3_333);
    expect(ratioBp(999, 10_000)).toBe(999); // 9.99 % is under 10 %
    expect(ratioBp(1_000, 10_000)).toBe(1_000);
    expect(ratioBp(2 ** 53 - 1, 2 ** 53 - 2)).toBe(10_000); // the double product would round
    expect(ratioBp(0, 0)).toBe(0);
    expect(ratioBp(1, 0)).toBe(RATIO_CAP_BP);
    expect(ratioBp(1e15, 1)).toBe(RATIO_CAP_BP);
  });

  it('utilisation: 9.99 % is +60, exactly 10 % is +35; 89.99 % is −90, 90 % and over the limit −130', () => {
    const u = (balances: number, limit = 10_000) =>
      pointsOf({ totalCreditLimitAed: limit, cardBalancesAed: balances }).utilisation;
    expect([u(999), u(1_000), u(2_999), u(3_000), u(4_999), u(5_000)]).toEqual([60, 35, 35, 0, 0, -50]);
    expect([u(7_499), u(7_500), u(8_999), u(9_000), u(10_000), u(25_000)]).toEqual([
      -50, -90, -90, -130, -130, -130,
    ]);
    expect(u(1, 0)).toBe(-130); // a balance on no limit
  });

  it('debt burden: 49.99 % is −40, the CBUAE 50 % cap −90, 60 % −140', () => {
    const d = (repayments: number) =>
      pointsOf({ monthlyLoanRepaymentsAed: repayments, monthlyIncomeAed: 10_000 }).debtBurden;
    expect([d(0), d(1_499), d(1_500), d(2_999), d(3_000), d(3_999)]).toEqual([40, 40, 20, 20, 0, 0]);
    expect([d(4_000), d(4_999), d(5_000), d(5_999), d(6_000), d(20_000)]).toEqual([
      -40, -40, -90, -90, -140, -140,
    ]);
  });

  it('repayments are 0 when no loans are declared; missing when loans are declared without them', () => {
    expect(measuresOf({ activeLoans: 0, monthlyIncomeAed: 8_000 }).debtBurden).toEqual({
      status: 'answered',
      value: 0,
    });
    expect(measuresOf({ activeLoans: 2, monthlyIncomeAed: 8_000 }).debtBurden.status).toBe('missing');
    expect(measuresOf({ monthlyLoanRepaymentsAed: 100 }).debtBurden.status).toBe('missing');
    expect(measuresOf({ monthlyLoanRepaymentsAed: 0, monthlyIncomeAed: 0 }).debtBurden.status).toBe(
      'missing',
    );
    expect(measuresOf({ monthlyLoanRepaymentsAed: 1, monthlyIncomeAed: 0 }).debtBurden.value).toBe(
      RATIO_CAP_BP,
    );
  });

  it('counts and years: missed payments 3 and 30 are the same band; history 4 → 0, 5 → +15, 10 → +50', () => {
    const m = (n: number) => pointsOf({ missedPayments12m: n }).missedPayments;
    expect([m(0), m(1), m(2), m(3), m(30)]).toEqual([70, -70, -140, -220, -220]);
    const h = (n: number) => pointsOf({ creditHistoryYears: n }).creditHistory;
    expect([h(0), h(1), h(2), h(3), h(4), h(5), h(6), h(7), h(9), h(10), h(40)]).toEqual([
      -60, -40, -20, 0, 0, 15, 15, 30, 30, 50, 50,
    ]);
  });

  it('unusable numbers count as missing; fractions are floored', () => {
    expect([
      wholeOrNull(-1),
      wholeOrNull(NaN),
      wholeOrNull(Infinity),
      wholeOrNull(null),
      wholeOrNull(undefined),
    ]).toEqual([null, null, null, null, null]);
    expect(wholeOrNull(2.9)).toBe(2);
    expect(creditScoreOf({ missedPayments12m: -1, creditCards: NaN }).score).toBe(650);
  });

  it('a table without an open band is a programming error', () => {
    expect(() => pointsFor({ measure: 'count', bands: [{ max: 1, points: 0 }] }, 2)).toThrow(RangeError);
  });
});

describe('bands', () => {
  it('five bands cover 300–900 without gap or overlap, in order', () => {
    expect(CREDIT_SCORE_BANDS.map((b) => b.id)).toEqual([...CREDIT_SCORE_BAND_IDS]);
    expect(CREDIT_SCORE_BANDS[0]?.min).toBe(300);
    expect(CREDIT_SCORE_BANDS.at(-1)?.max).toBe(900);
    for (let i = 1; i < CREDIT_SCORE_BANDS.length; i++)
      expect(CREDIT_SCORE_BANDS[i]?.min).toBe((CREDIT_SCORE_BANDS[i - 1]?.max ?? NaN) + 1);
  });

  it('edges: 579/580, 659/660, 719/720, 779/780, and the ends', () => {
    expect([300, 579, 580, 659, 660, 719, 720, 779, 780, 900].map(bandOf)).toEqual([
      'poor',
      'poor',
      'fair',
      'fair',
      'good',
      'good',
      'veryGood',
      'veryGood',
      'excellent',
      'excellent',
    ]);
  });

  it('every score 300–900 falls in exactly the band whose range holds it', () => {
    for (let s = 300; s <= 900; s++) {
      const holding = CREDIT_SCORE_BANDS.filter((b) => b.min <= s && s <= b.max);
      expect(holding.map((b) => b.id)).toEqual([bandOf(s)]);
    }
  });
});

describe('credit score: properties', () => {
  const amount = fc.integer({ min: 0, max: 2_000_000 });
  const count = fc.integer({ min: 0, max: 12 });
  const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 5 });
  const arbProfile: fc.Arbitrary<CreditProfile> = fc.record({
    creditCards: maybe(count),
    totalCreditLimitAed: maybe(amount),
    cardBalancesAed: maybe(amount),
    activeLoans: maybe(count),
    monthlyLoanRepaymentsAed: maybe(fc.integer({ min: 0, max: 200_000 })),
    monthlyIncomeAed: maybe(fc.integer({ min: 0, max: 500_000 })),
    missedPayments12m: maybe(fc.integer({ min: 0, max: 6 })),
    creditHistoryYears: maybe(fc.integer({ min: 0, max: 50 })),
    recentApplications6m: maybe(count),
  });
  /** Anything a caller might pass: negative, fractional, NaN, infinite, huge. */
  const arbWild: fc.Arbitrary<CreditProfile> = fc.record(
    Object.fromEntries(PROFILE_KEYS.map((k) => [k, fc.option(fc.double(), { nil: undefined })])) as Record<
      keyof CreditProfile,
      fc.Arbitrary<number | undefined>
    >,
  );

  it('the score is always a whole number within 300–900, in its band', () => {
    fc.assert(
      fc.property(fc.oneof(arbProfile, arbWild), (p) => {
        const r = creditScoreOf(p);
        expect(Number.isInteger(r.score)).toBe(true);
        expect(r.score).toBeGreaterThanOrEqual(300);
        expect(r.score).toBeLessThanOrEqual(900);
        expect(r.band).toBe(bandOf(r.score));
      }),
    );
  });

  it('same input → same output', () => {
    fc.assert(
      fc.property(fc.oneof(arbProfile, arbWild), (p) => {
        expect(creditScoreOf(structuredClone(p))).toEqual(creditScoreOf(p));
      }),
    );
  });

  it('more missed payments never raise the score', () => {
    fc.assert(
      fc.property(arbProfile, fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }), (p, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(creditScoreOf({ ...p, missedPayments12m: hi }).score).toBeLessThanOrEqual(
          creditScoreOf({ ...p, missedPayments12m: lo }).score,
        );
      }),
    );
  });

  it('higher utilisation (more owed on the same limit) never raises the score', () => {
    fc.assert(
      fc.property(arbProfile, amount, amount, amount, (p, limit, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const at = (balances: number) =>
          creditScoreOf({ ...p, totalCreditLimitAed: limit, cardBalancesAed: balances }).score;
        expect(at(hi)).toBeLessThanOrEqual(at(lo));
      }),
    );
  });

  it('a lower limit for the same balances never raises the score', () => {
    fc.assert(
      fc.property(arbProfile, amount, fc.integer({ min: 1, max: 2_000_000 }), amount, (p, balances, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const at = (limit: number) =>
          creditScoreOf({ ...p, totalCreditLimitAed: limit, cardBalancesAed: balances }).score;
        expect(at(lo)).toBeLessThanOrEqual(at(hi));
      }),
    );
  });

  it('a higher debt burden (more repayments, or less income) never raises the score', () => {
    const repay = fc.integer({ min: 0, max: 200_000 });
    const income = fc.integer({ min: 0, max: 500_000 });
    fc.assert(
      fc.property(arbProfile, income, repay, repay, (p, inc, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const at = (r: number) =>
          creditScoreOf({ ...p, monthlyIncomeAed: inc, monthlyLoanRepaymentsAed: r }).score;
        expect(at(hi)).toBeLessThanOrEqual(at(lo));
      }),
    );
    fc.assert(
      fc.property(arbProfile, fc.integer({ min: 1, max: 200_000 }), income, income, (p, r, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const at = (inc: number) =>
          creditScoreOf({ ...p, monthlyIncomeAed: inc, monthlyLoanRepaymentsAed: r }).score;
        expect(at(lo)).toBeLessThanOrEqual(at(hi));
      }),
    );
  });

  it('more recent applications never raise the score; a longer history never lowers it', () => {
    fc.assert(
      fc.property(arbProfile, count, count, (p, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(creditScoreOf({ ...p, recentApplications6m: hi }).score).toBeLessThanOrEqual(
          creditScoreOf({ ...p, recentApplications6m: lo }).score,
        );
        expect(creditScoreOf({ ...p, creditHistoryYears: hi }).score).toBeGreaterThanOrEqual(
          creditScoreOf({ ...p, creditHistoryYears: lo }).score,
        );
      }),
    );
  });

  it('the factors are the (up to) three largest absolute contributions, largest first, signs as directions', () => {
    fc.assert(
      fc.property(fc.oneof(arbProfile, arbWild), (p) => {
        const r = creditScoreOf(p);
        const nonZero = r.contributions.filter((c) => c.points !== 0);
        expect(r.factors).toHaveLength(Math.min(3, nonZero.length));
        const listed = new Set(r.factors.map((f) => f.id));
        const smallestListed = Math.min(...r.factors.map((f) => f.points));
        for (const c of r.contributions)
          if (!listed.has(c.id)) expect(Math.abs(c.points)).toBeLessThanOrEqual(smallestListed);
        for (let i = 1; i < r.factors.length; i++)
          expect(r.factors[i]?.points).toBeLessThanOrEqual(r.factors[i - 1]?.points ?? Infinity);
        for (const f of r.factors) {
          const c = r.contributions.find((x) => x.id === f.id);
          expect(f.points).toBe(Math.abs(c?.points ?? NaN));
          expect(f.direction).toBe((c?.points ?? 0) > 0 ? 'up' : 'down');
        }
      }),
    );
  });

  it('the score is the baseline plus the contributions, clamped', () => {
    fc.assert(
      fc.property(arbProfile, (p) => {
        const r = creditScoreOf(p);
        const raw = r.contributions.reduce((s, c) => s + c.points, 650);
        expect(r.score).toBe(Math.min(900, Math.max(300, raw)));
      }),
    );
  });
});
