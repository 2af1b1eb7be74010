import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CREDIT_SCORE_ANSWER_IDS, DEMO_BUREAU, creditScoreFor, creditScoreOf, declaredFromAnswers } from '.';

const DECLARED = {
  creditCards: 2,
  totalCreditLimitAed: 20_000,
  cardBalancesAed: 16_000,
  activeLoans: 1,
  monthlyLoanRepaymentsAed: 2_000,
  monthlyIncomeAed: 10_000,
  missedPayments12m: 0,
  creditHistoryYears: 5,
  recentApplications6m: 0,
};

describe('creditScoreFor', () => {
  it('the demo bureau’s record when it knows the Emirates ID (declared answers ignored)', () => {
    const p = DEMO_BUREAU[10];
    const r = creditScoreFor({ emiratesId: '784 1983 0000011 1', declared: DECLARED });
    expect(r).toEqual({ ...p?.result, source: 'bureau' });
    expect(r).toMatchObject({ score: 300, band: 'poor' });
  });

  it('the model over the declared answers otherwise', () => {
    // utilisation 16,000 / 20,000 = 8,000 bp (75–89 %) −90; debt burden 2,000 / 10,000 = 2,000 bp (15–29 %) +20
    // 0 missed +70; 5 years +15; 0 applications +20; 2 cards +15; 1 loan 0 → 650 − 90 + 20 + 70 + 15 + 20 + 15 = 700
    for (const emiratesId of [undefined, null, '', '784-1990-1234567-1', 'not an id']) {
      const r = creditScoreFor({ emiratesId, declared: DECLARED });
      expect(r).toMatchObject({ source: 'declared', score: 700, band: 'good' });
      expect(r.factors).toEqual([
        { id: 'utilisation', direction: 'down', points: 90 },
        { id: 'missedPayments', direction: 'up', points: 70 },
        { id: 'debtBurden', direction: 'up', points: 20 },
      ]);
    }
  });

  it('same request → same outcome', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DEMO_BUREAU.map((p) => p.emiratesId), '784-2000-9999999-9'),
        (emiratesId) => {
          expect(creditScoreFor({ emiratesId, declared: {} })).toEqual(
            creditScoreFor({ emiratesId, declared: {} }),
          );
        },
      ),
    );
  });
});

describe('declaredFromAnswers', () => {
  it('reads the field ids the model would like asked (numbers or option ids)', () => {
    const ids = CREDIT_SCORE_ANSWER_IDS;
    const r = declaredFromAnswers({
      [ids.emiratesId]: '784-1990-0000010-0',
      [ids.creditCards]: 2,
      [ids.totalCreditLimitAed]: '20000',
      [ids.cardBalancesAed]: 16_000,
      [ids.activeLoans]: '1',
      [ids.monthlyLoanRepaymentsAed]: 2_000,
      [ids.monthlyIncomeAed]: 10_000,
      [ids.missedPayments12m]: '0',
      [ids.creditHistoryYears]: 5,
      [ids.recentApplications6m]: 0,
    });
    expect(r).toEqual({ emiratesId: '784-1990-0000010-0', declared: DECLARED, missing: [], invalid: [] });
    expect(creditScoreOf(r.declared).score).toBe(700);
  });

  it('today’s journey (Emirates ID, date of birth, consent): every model answer missing', () => {
    const r = declaredFromAnswers({
      emiratesId: '784199000000100',
      dateOfBirth: '01/01/1990',
      creditReportConsent: true,
    });
    expect(r.emiratesId).toBe('784199000000100');
    expect(r.missing).toEqual([
      'creditCardCount',
      'creditCardLimit',
      'creditCardBalance',
      'activeLoanCount',
      'monthlyLoanRepayments',
      'monthlySalary',
      'missedPayments',
      'creditHistoryYears',
      'creditApplications',
    ]);
    expect(creditScoreOf(r.declared).score).toBe(650);
  });

  it('unusable answers are reported and treated as missing', () => {
    const r = declaredFromAnswers({
      creditCardCount: -1,
      missedPayments: 'often',
      monthlySalary: '',
      emiratesId: 7,
    });
    expect(r.invalid).toEqual(['creditCardCount', 'missedPayments']);
    expect(r.missing).toContain('monthlySalary');
    expect(r.declared.creditCards).toBeNull();
    expect(r.emiratesId).toBeNull();
  });

  it('feeds creditScoreFor directly (a demo bureau id wins over the answers)', () => {
    const answers = { emiratesId: '784-1999-0000014-5', creditCardCount: 9, missedPayments: '3' };
    expect(creditScoreFor(declaredFromAnswers(answers))).toMatchObject({
      source: 'bureau',
      score: 620,
      band: 'fair',
    });
    // without the id: 650 − 220 (3+ missed) − 40 (7+ cards) = 390
    const { emiratesId: _, ...declaredOnly } = answers;
    expect(creditScoreFor(declaredFromAnswers(declaredOnly))).toMatchObject({
      source: 'declared',
      score: 390,
    });
  });

  it('ignores inherited properties', () => {
    const answers = Object.create({ creditCardCount: 3 }) as Record<string, unknown>;
    expect(declaredFromAnswers(answers).declared.creditCards).toBeNull();
  });
});
