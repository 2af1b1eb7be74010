import { toAsciiDigits } from '../../rules/inputs';
import { creditScoreOf, type CreditProfile, type CreditScoreBand, type CreditScoreResult } from './model';

/**
 * A FICTIONAL credit bureau for the demo (decision 0016): invented people, invented records, not the AECB and not
 * anyone's data. Every Emirates ID here is made up: 784, a birth year, a serial 0000001–0000015 that says "demo",
 * and a last digit chosen so that the Luhn check fails, so none can be a validly issued number. Each record
 * carries the model's inputs as if reported by the banks; the score is computed by the model when this module
 * loads, never stored. `demoBand` is the band the persona was written to show; the tests check the model agrees.
 */

/** What the bureau holds for a person: every input of the model, all reported. */
export type BureauRecord = { readonly [K in keyof CreditProfile]-?: number };

export interface DemoBureauPerson {
  /** 784-YYYY-NNNNNNN-N, as printed on the card. */
  readonly emiratesId: string;
  readonly demoBand: CreditScoreBand;
  readonly record: BureauRecord;
  /** The model's result over `record`, computed at load. */
  readonly result: CreditScoreResult;
}

type Persona = Omit<DemoBureauPerson, 'result'>;

function person(
  emiratesId: string,
  demoBand: CreditScoreBand,
  r: [
    cards: number,
    limitAed: number,
    balancesAed: number,
    loans: number,
    repaymentsAed: number,
    incomeAed: number,
    missed12m: number,
    historyYears: number,
    applications6m: number,
  ],
): Persona {
  const [cards, limit, balances, loans, repayments, income, missed, history, applications] = r;
  return {
    emiratesId,
    demoBand,
    record: {
      creditCards: cards,
      totalCreditLimitAed: limit,
      cardBalancesAed: balances,
      activeLoans: loans,
      monthlyLoanRepaymentsAed: repayments,
      monthlyIncomeAed: income,
      missedPayments12m: missed,
      creditHistoryYears: history,
      recentApplications6m: applications,
    },
  };
}

// prettier-ignore
const PERSONAS: readonly Persona[] = [
  //                                        cards   limit balances loans repay  income missed years apps
  // Long clean history, cards barely used, no loans: above 900 before the clamp.
  person('784-1975-0000001-1', 'excellent', [2,  60_000,  3_000, 0,      0, 40_000, 0, 12, 0]),
  person('784-1982-0000002-2', 'excellent', [3,  80_000, 12_000, 1,  6_000, 35_000, 0,  8, 1]),
  // Exactly 780, the lowest 'excellent'.
  person('784-1988-0000003-3', 'excellent', [3,  50_000,  4_000, 1,  7_000, 20_000, 0,  4, 1]),
  person('784-1979-0000004-4', 'veryGood',  [2,  30_000, 12_000, 1,  5_000, 20_000, 0,  5, 2]),
  person('784-1991-0000005-5', 'veryGood',  [2,  25_000,  5_000, 2,  8_750, 25_000, 0,  2, 1]),
  person('784-1986-0000006-6', 'good',      [2,  40_000, 18_000, 1,  7_400, 18_500, 0,  5, 2]),
  // New to credit: a thin file and three applications.
  person('784-2001-0000007-7', 'good',      [1,  10_000,  2_500, 0,      0,  9_000, 0,  0, 3]),
  person('784-1984-0000008-8', 'fair',      [3,  45_000, 15_750, 1,  5_000, 15_000, 1,  7, 0]),
  // Clean payments but heavily used cards and three loans.
  person('784-1970-0000009-9', 'fair',      [5, 100_000, 80_000, 3, 13_500, 30_000, 0, 10, 1]),
  // The baseline person with a clean year: exactly 720, the lowest 'veryGood'.
  person('784-1990-0000010-0', 'veryGood',  [3,  36_000, 14_400, 1,  5_400, 16_000, 0,  3, 1]),
  // Everything at once: below 300 before the clamp.
  person('784-1983-0000011-1', 'poor',      [6,  60_000, 57_000, 3, 11_600, 20_000, 2,  6, 3]),
  person('784-1993-0000012-2', 'poor',      [4,  40_000, 28_000, 2,  6_720, 14_000, 1,  3, 4]),
  // A good profile sunk by three or more missed payments.
  person('784-1968-0000013-4', 'poor',      [2,  20_000,  8_000, 1,  3_000, 15_000, 3,  9, 0]),
  // No cards and no loans: nothing to measure but the lack of history.
  person('784-1999-0000014-5', 'fair',      [0,       0,      0, 0,      0, 12_000, 0,  0, 1]),
  // Exactly 660, the lowest 'good'.
  person('784-1996-0000015-5', 'good',      [3,  30_000, 12_000, 1,  3_500, 10_000, 0,  1, 2]),
];

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** The fictional demo bureau, scored by the model at load (deeply frozen: shared by every request). */
export const DEMO_BUREAU: readonly DemoBureauPerson[] = deepFreeze(
  PERSONAS.map((p) => ({ ...p, result: creditScoreOf(p.record) })),
);

/**
 * The 15 digits of an Emirates ID written with or without separators (spaces, dashes of any kind, dots) and in
 * native digits; null when what remains is not 784 followed by 12 digits.
 */
export function normaliseEmiratesId(text: string): string | null {
  const digits = toAsciiDigits(text).replace(/[\s\p{Pd}.]/gu, '');
  return /^784\d{12}$/.test(digits) ? digits : null;
}

const BY_DIGITS: ReadonlyMap<string, DemoBureauPerson> = new Map(
  DEMO_BUREAU.map((p) => [normaliseEmiratesId(p.emiratesId) ?? p.emiratesId, p]),
);

/** The demo bureau's person for an Emirates ID (any separators), or null when the bureau has no record. */
export function bureauRecordFor(emiratesId: string): DemoBureauPerson | null {
  const digits = normaliseEmiratesId(emiratesId);
  return digits === null ? null : (BY_DIGITS.get(digits) ?? null);
}
