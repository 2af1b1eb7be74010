import { describe, expect, it } from 'vitest';
import { loanOffer, type EligibilityReason, type LoanApplicant } from '../../../../shared/banking/loans';
import {
  APPLICANT,
  CAR_LOAN,
  HOME_LOAN,
  PERSONAL_FLAT,
  PERSONAL_REDUCING,
} from '../../../../shared/banking/loans/loans.fixture';
import {
  alternatives,
  JOURNEY_TERMS,
  largestAmount,
  lowestMinimumSalary,
  mainReason,
  nearestPerRule,
} from './qualify';

/**
 * Worked examples (decision 0064). A 35-year-old expatriate earning AED 6,000 a month with no other debts asks for
 * AED 200,000 over 12 months. The rules: a personal loan at most 20 × salary = AED 120,000; all repayments at most
 * 50 % of salary = AED 3,000 a month. At 6 % reducing (r = 0.5 % a month) AED 1 of loan costs
 * r / (1 − (1 + r)^−n) a month: 0.086066 over 12 months, 0.030422 over 36, 0.023485 over 48. So AED 3,000 carries
 * AED 34,857 over 12 months (AED 34,000 in whole thousands), AED 98,613 over 36 (98,000) and AED 127,741 over 48,
 * which the salary multiple caps at AED 120,000.
 */
const ASKS: LoanApplicant = { ...APPLICANT, amountFils: 20_000_000, months: 12, monthlySalaryFils: 600_000 };
const aed = (fils: number) => fils / 100;

describe('largestAmount', () => {
  it('over 12 months: AED 34,000, and AED 35,000 is refused for the debt burden', () => {
    const o = largestAmount(PERSONAL_REDUCING, ASKS, 12, ASKS.amountFils);
    expect(o && aed(o.amountFils)).toBe(34_000);
    expect(o && aed(o.instalmentFils)).toBeLessThanOrEqual(3_000);
    const over = loanOffer(PERSONAL_REDUCING, { ...ASKS, amountFils: 3_500_000 });
    expect(over.eligible ? [] : over.reasons.map((r) => r.code)).toEqual(['DBR_EXCEEDED']);
  });

  it('over 36 months AED 98,000; over 48 the salary multiple caps it at AED 120,000', () => {
    expect(aed(largestAmount(PERSONAL_REDUCING, ASKS, 36, ASKS.amountFils)?.amountFils ?? 0)).toBe(98_000);
    expect(aed(largestAmount(PERSONAL_REDUCING, ASKS, 48, ASKS.amountFils)?.amountFils ?? 0)).toBe(120_000);
  });

  it('never more than the cap, which it returns as it is when it passes', () => {
    const o = largestAmount(PERSONAL_REDUCING, ASKS, 48, 5_012_300);
    expect(o?.amountFils).toBe(5_012_300);
  });

  it('none when the rule does not depend on the amount: a term past the lender maximum, a salary below its minimum', () => {
    expect(largestAmount(PERSONAL_REDUCING, ASKS, 60, ASKS.amountFils)).toBeNull();
    expect(
      largestAmount(HOME_LOAN, { ...ASKS, propertyValueFils: 100_000_000 }, 60, ASKS.amountFils),
    ).toBeNull();
  });
});

describe('alternatives', () => {
  it('the largest amount at the shortest term that allows it, and the largest at the term asked', () => {
    const a = alternatives([{ ref: 'A', product: PERSONAL_REDUCING }], ASKS, JOURNEY_TERMS.personal);
    expect(a.largest?.ref).toBe('A');
    expect(aed(a.largest?.offer.amountFils ?? 0)).toBe(120_000);
    expect(a.largest?.offer.months).toBe(48);
    expect(aed(a.atYourTerm?.offer.amountFils ?? 0)).toBe(34_000);
    expect(a.atYourTerm?.offer.months).toBe(12);
    // Each figure is the engine's own for that loan.
    const again = loanOffer(PERSONAL_REDUCING, { ...ASKS, amountFils: 12_000_000, months: 48 });
    expect(again.eligible && again.instalmentFils).toBe(a.largest?.offer.instalmentFils);
  });

  it('of two lenders lending the same amount, the lower APR; never more than the amount asked', () => {
    // A flat 3 % over 12 months costs P × 1.03 / 12 = P × 0.085833 a month: AED 34,951 fit in AED 3,000, so
    // AED 34,000 as with 6 % reducing, at a lower APR (no fee, about 5.5 % reducing).
    const a = alternatives(
      [
        { ref: 'reducing', product: PERSONAL_REDUCING },
        { ref: 'flat', product: PERSONAL_FLAT },
      ],
      ASKS,
      JOURNEY_TERMS.personal,
    );
    expect(a.atYourTerm?.ref).toBe('flat');
    expect(aed(a.atYourTerm?.offer.amountFils ?? 0)).toBe(34_000);
    expect(a.largest!.offer.amountFils).toBeLessThanOrEqual(12_000_000);
  });

  it('the full amount at a longer term when only the term was the problem', () => {
    const asks = { ...ASKS, amountFils: 9_000_000 };
    const a = alternatives([{ ref: 'A', product: PERSONAL_REDUCING }], asks, JOURNEY_TERMS.personal);
    expect(aed(a.largest?.offer.amountFils ?? 0)).toBe(90_000);
    expect(a.largest?.offer.months).toBe(36);
  });

  it('nothing when no amount qualifies anywhere (salary below every minimum)', () => {
    const poor = { ...ASKS, monthlySalaryFils: 400_000 };
    const a = alternatives([{ ref: 'A', product: PERSONAL_REDUCING }], poor, JOURNEY_TERMS.personal);
    expect(a).toEqual({ largest: null, atYourTerm: null });
  });
});

describe('lowestMinimumSalary', () => {
  const candidates = [
    { ref: 'car', product: CAR_LOAN },
    { ref: 'home', product: HOME_LOAN },
  ];
  it('the lowest minimum (AED 5,000) when the salary is below every one', () => {
    expect(lowestMinimumSalary(candidates, 400_000)?.ref).toBe('car');
  });
  it('none when some product accepts the salary', () => {
    expect(lowestMinimumSalary(candidates, 500_000)).toBeNull();
  });
});

describe('mainReason', () => {
  const dbr = (dbrPct: number): EligibilityReason => ({
    code: 'DBR_EXCEEDED',
    params: { limitPct: 50, dbrPct, monthlyDebtFils: 0, maxInstalmentFils: 0 },
  });
  const salary = (minSalaryFils: number): EligibilityReason => ({
    code: 'SALARY_BELOW_MINIMUM',
    params: { minSalaryFils, salaryFils: 600_000 },
  });

  it('the rule that refused the most lenders, with the figures of the refusal nearest to passing', () => {
    const r = mainReason([[[dbr(61.2)]], [[dbr(58.4), salary(1_000_000)]], [[dbr(60)], [dbr(70)]]]);
    expect(r).toEqual(dbr(58.4));
  });

  it('a rule refuses a lender when it refused each of its products; a lender counts once; ties in rule order', () => {
    // Lender 1: one product needs a higher salary, another only breaks the debt burden: the debt burden it is.
    const r = mainReason([[[salary(1_000_000), dbr(60)], [dbr(55)]], [[dbr(70)]], [[salary(1_200_000)]]]);
    expect(r?.code).toBe('DBR_EXCEEDED');
    expect(mainReason([[[dbr(60)], [dbr(61)], [dbr(62)]], [[salary(1_000_000)]]])?.code).toBe(
      'SALARY_BELOW_MINIMUM',
    );
    expect(mainReason([[[salary(1_200_000)]], [[salary(800_000)]]])).toEqual(salary(800_000));
  });

  it('none without reasons', () => {
    expect(mainReason([])).toBeNull();
  });
});

describe('nearestPerRule (decision 0076)', () => {
  const salary = (aed: number): EligibilityReason => ({
    code: 'SALARY_BELOW_MINIMUM',
    params: { minSalaryFils: aed * 100, salaryFils: 600_000 },
  });
  const tenure = (months: number): EligibilityReason => ({
    code: 'TENURE_EXCEEDED',
    params: { maxMonths: months, months: 60 },
  });
  it("keeps one reason per rule, the nearest to passing, in the engine's rule order", () => {
    expect(nearestPerRule([tenure(36), salary(12_000), salary(7_500), tenure(48)])).toEqual([
      salary(7_500),
      tenure(48),
    ]);
    expect(nearestPerRule([])).toEqual([]);
  });
});
