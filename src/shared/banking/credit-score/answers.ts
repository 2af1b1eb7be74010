import { asInt, type Parse } from '../../quotes/answers';
import type { Answers } from '../../quotes/engine';
import { isPresent, lookupValue } from '../../rules/values';
import type { CreditProfile } from './model';

/**
 * The credit score journey's answers → the model's declared profile (decision 0016 'Answers'). Today's journey
 * (src/db/seed/journeys/lighter.ts, `creditScore`) asks only `emiratesId`, `dateOfBirth` and
 * `creditReportConsent`; the ids below are those the model would like asked. Every one is optional: an answer
 * that is absent is missing (the model keeps its factor at the baseline) and one that cannot be read is reported
 * as invalid and treated as missing.
 */
export const CREDIT_SCORE_ANSWER_IDS = {
  emiratesId: 'emiratesId',
  creditCards: 'creditCardCount',
  totalCreditLimitAed: 'creditCardLimit',
  cardBalancesAed: 'creditCardBalance',
  activeLoans: 'activeLoanCount',
  monthlyLoanRepaymentsAed: 'monthlyLoanRepayments',
  /** The banking journeys' salary field. */
  monthlyIncomeAed: 'monthlySalary',
  /** Option ids '0', '1', '2', '3' ('3 or more'). */
  missedPayments12m: 'missedPayments',
  creditHistoryYears: 'creditHistoryYears',
  recentApplications6m: 'creditApplications',
} as const satisfies { emiratesId: string } & { readonly [K in keyof CreditProfile]-?: string };

const AMOUNT_MAX_AED = 1_000_000_000;

/** How each declared answer is read: whole numbers (number inputs or option ids) in a plausible range. */
const PARSERS: { readonly [K in keyof CreditProfile]-?: Parse<number> } = {
  creditCards: asInt(0, 99),
  totalCreditLimitAed: asInt(0, AMOUNT_MAX_AED),
  cardBalancesAed: asInt(0, AMOUNT_MAX_AED),
  activeLoans: asInt(0, 99),
  monthlyLoanRepaymentsAed: asInt(0, AMOUNT_MAX_AED),
  monthlyIncomeAed: asInt(0, AMOUNT_MAX_AED),
  missedPayments12m: asInt(0, 99),
  creditHistoryYears: asInt(0, 80),
  recentApplications6m: asInt(0, 99),
};

export interface DeclaredAnswers {
  /** The Emirates ID as typed, when answered. */
  readonly emiratesId: string | null;
  readonly declared: CreditProfile;
  /** Field ids not answered. */
  readonly missing: readonly string[];
  /** Field ids answered with something unusable (treated as missing). */
  readonly invalid: readonly string[];
}

export function declaredFromAnswers(answers: Answers): DeclaredAnswers {
  const missing: string[] = [];
  const invalid: string[] = [];
  const declared: Record<string, number | null> = {};
  for (const key of Object.keys(PARSERS) as (keyof CreditProfile)[]) {
    const fieldId = CREDIT_SCORE_ANSWER_IDS[key];
    const raw = lookupValue(answers, fieldId);
    if (!isPresent(raw)) {
      missing.push(fieldId);
      declared[key] = null;
      continue;
    }
    const value = PARSERS[key](raw);
    if (value === undefined) invalid.push(fieldId);
    declared[key] = value ?? null;
  }
  const eid = lookupValue(answers, CREDIT_SCORE_ANSWER_IDS.emiratesId);
  return {
    emiratesId: typeof eid === 'string' && isPresent(eid) ? eid : null,
    declared: declared as CreditProfile,
    missing,
    invalid,
  };
}
