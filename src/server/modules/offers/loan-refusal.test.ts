import { describe, expect, it } from 'vitest';
import { banksSeed, homeLoansSeed, personalLoansSeed } from '../../../db/seed/banking';
import type { TLoan } from '../../../shared/contracts/banking';
import { ZLoanRefusal } from '../../../shared/contracts/quotes-api';
import { loanOffer, type LoanApplicant } from '../../../shared/banking/loans';
import { tFor } from '../../../shared/i18n/catalogues';
import { loanProductsOf } from './loan-products';
import { loanRefusal } from './loan-refusal';

/**
 * The refusal answer over the seeded catalogue (decision 0064): one reason, and loans the engine itself accepts.
 * Personal loans: a 35-year-old expatriate earning AED 6,000 asks for AED 200,000 over 12 months; every lender
 * refuses (20 × salary = AED 120,000; AED 3,000 a month at most for all repayments).
 */
const banks = new Map(banksSeed.map((b) => [b.id, b]));
const TODAY = { year: 2026, month: 11, day: 28 };
const PERSONAL: LoanApplicant = {
  amountFils: 20_000_000,
  months: 12,
  monthlySalaryFils: 600_000,
  existingMonthlyRepaymentsFils: 0,
  dateOfBirth: { year: 1991, month: 5, day: 10 },
  uaeNational: false,
  today: TODAY,
};

function refuse(rows: readonly TLoan[], applicant: LoanApplicant, lang: 'en' | 'ar' = 'en') {
  const lent = rows.map((row) => ({ row, bank: banks.get(row.bankId)! }));
  const refused = lent.flatMap(({ row, bank }) =>
    loanProductsOf(row).map((p) => {
      const r = loanOffer(p, applicant);
      return { bank, reasons: r.eligible ? [] : r.reasons };
    }),
  );
  return loanRefusal({ rows: lent, refused, applicant, t: tFor(lang), lang });
}

describe('loanRefusal over the seeded personal loans', () => {
  it('one reason in words, the largest amount (AED 120,000 cap) and the largest over the 12 months asked', () => {
    const rows = personalLoansSeed as unknown as TLoan[];
    const started = performance.now();
    const r = refuse(rows, PERSONAL);
    const ms = performance.now() - started;
    expect(ZLoanRefusal.safeParse(r).success).toBe(true);
    // Every lender breaks the salary multiple and the debt burden; the multiple comes first in rule order.
    expect(r?.reason).toBe('A personal loan may be at most 20 times your monthly salary (AED 120,000).');
    expect(r?.requested).toEqual({ amount: 200_000, months: 12 });
    expect(r?.largest?.amount).toBe(120_000);
    expect(r?.largest?.months).toBe(48);
    expect(r?.largest?.instalment).toBeLessThanOrEqual(3_000);
    // AED 3,000 a month over 12 months carries about AED 34,000-35,000 at the seeded rates.
    expect(r?.atYourTerm?.months).toBe(12);
    expect(r?.atYourTerm?.amount).toBeGreaterThanOrEqual(33_000);
    expect(r?.atYourTerm?.amount).toBeLessThanOrEqual(35_000);
    expect(r?.minSalary).toBeNull();
    // The figures are the engine's own for that lender's row.
    const row = rows.find((x) => x.name.en === r?.largest?.planName && x.bankId === r?.largest?.providerId)!;
    const again = loanProductsOf(row)
      .map((p) => loanOffer(p, { ...PERSONAL, amountFils: 12_000_000, months: 48 }))
      .filter((o) => o.eligible)
      .map((o) => o.instalmentFils / 100);
    expect(again).toContain(r?.largest?.instalment);
    expect(ms).toBeLessThan(2_000);
  });

  it('a salary below every minimum (AED 3,000): no amount, the lowest minimum salary instead; Arabic words', () => {
    const rows = personalLoansSeed as unknown as TLoan[];
    const r = refuse(rows, { ...PERSONAL, amountFils: 2_000_000, monthlySalaryFils: 300_000 }, 'ar');
    expect(r?.largest).toBeNull();
    expect(r?.atYourTerm).toBeNull();
    expect(r?.minSalary?.amount).toBe(5_000);
    expect(r?.reason).toBe('أدنى راتب شهري تقبله جهات التمويل هذه هو 5,000 درهم.');
  });
});

describe('loanRefusal over the seeded home loans', () => {
  it('a loan above the value cap: the largest amount the loan-to-value rules allow, within a second', () => {
    const rows = homeLoansSeed as unknown as TLoan[];
    const applicant: LoanApplicant = {
      ...PERSONAL,
      amountFils: 190_000_000,
      months: 300,
      monthlySalaryFils: 6_000_000,
      propertyValueFils: 200_000_000,
      propertyOrder: 'first',
      offPlan: false,
    };
    const started = performance.now();
    const r = refuse(rows, applicant);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(r?.reason).toMatch(/^The loan would be 95% of the value; these lenders allow at most \d+%\.$/);
    // An expatriate's first home up to AED 5m: at most 80 % (AED 1,600,000); a lender may allow less.
    expect(r?.largest?.amount).toBeLessThanOrEqual(1_600_000);
    expect(r?.largest?.amount).toBeGreaterThan(1_000_000);
  });
});
