import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UAE_HOME_LTV_TABLE, type HomeLtvTable } from './eligibility';
import * as loans from './index';
import { APPLICANT, CAR_LOAN, HOME_LOAN, PERSONAL_FLAT, PERSONAL_REDUCING } from './loans.fixture';
import {
  eligibilityRulesFor,
  loanOffer,
  type EligibleLoanOffer,
  type LoanApplicant,
  type LoanOffer,
  type LoanProduct,
} from './offer';

function eligible(o: LoanOffer): EligibleLoanOffer {
  if (!o.eligible) throw new Error(`refused: ${o.reasons.map((r) => r.code).join(', ')}`);
  return o;
}
const codes = (o: LoanOffer) => (o.eligible ? [] : o.reasons.map((r) => r.code));

describe('loan offers: worked examples (fils)', () => {
  it('personal, AED 100,000 at 6 % reducing over 12 months, 1 % fee', () => {
    // EMI 8,606.64, the last 8,606.69, interest 3,279.73 (amortisation tests)
    // fee 1 % of 100,000 = 1,000 (between the AED 500 minimum and the AED 2,500 cap)
    // repaid 103,279.73; cost with the fee 104,279.73; APR 7.89 % (apr tests); DBR 8,606.64 / 20,000 = 43 %
    expect(loanOffer(PERSONAL_REDUCING, APPLICANT)).toEqual({
      eligible: true,
      productId: 'personal-st-reducing',
      bankId: 'bank-a',
      productType: 'personal',
      rateType: 'reducing',
      salaryTransfer: true,
      amountFils: 10_000_000,
      months: 12,
      instalmentFils: 860_664,
      lastInstalmentFils: 860_669,
      totalInterestFils: 327_973,
      processingFeeFils: 100_000,
      fixedFeesFils: 0,
      totalFeesFils: 100_000,
      totalRepaidFils: 10_327_973,
      totalCostFils: 10_427_973,
      aprBp: 789,
      effectiveAprBp: 818,
      reducingRateBp: 600,
      flatRateBp: null,
      fixedPeriodMonths: null,
      followOnRateBp: null,
      followOnInstalmentFils: null,
      years: [{ year: 1, principalPaidFils: 10_000_000, interestPaidFils: 327_973, balanceFils: 0 }],
    });
  });

  it('personal, AED 100,000 at 3 % flat over 48 months, no fee: reducing 5.67 %, APR 5.67 %', () => {
    // interest 12,000; instalment 2,333.33; the last 2,333.49; interest 250.00 a month
    // year 1: principal 12 × (2,333.33 − 250) = 24,999.96; balance 75,000.04
    const o = eligible(loanOffer(PERSONAL_FLAT, { ...APPLICANT, months: 48 }));
    expect(o).toMatchObject({
      rateType: 'flat',
      salaryTransfer: false,
      instalmentFils: 233_333,
      lastInstalmentFils: 233_349,
      totalInterestFils: 1_200_000,
      totalFeesFils: 0,
      totalCostFils: 11_200_000,
      flatRateBp: 300,
      reducingRateBp: 567,
      aprBp: 567,
    });
    expect(o.years.map((y) => [y.principalPaidFils, y.interestPaidFils, y.balanceFils])).toEqual([
      [2_499_996, 300_000, 7_500_004],
      [2_499_996, 300_000, 5_000_008],
      [2_499_996, 300_000, 2_500_012],
      [2_500_012, 300_000, 0],
    ]);
  });

  it('used car, AED 70,000 on a AED 100,000 car at 2.49 % flat over 60 months, fee 1 % + AED 300', () => {
    // interest 70,000 × 2.49 % × 5 = 8,715.00; instalment 78,715 / 60 = 1,311.916… → 1,311.92
    // the last 78,715 − 59 × 1,311.92 = 1,311.72; fees 700 + 300 = 1,000; cost 79,715.00
    const o = eligible(
      loanOffer(CAR_LOAN, {
        ...APPLICANT,
        months: 60,
        amountFils: 7_000_000,
        carValueFils: 10_000_000,
        carCondition: 'used',
      }),
    );
    expect(o).toMatchObject({
      instalmentFils: 131_192,
      lastInstalmentFils: 131_172,
      totalInterestFils: 871_500,
      processingFeeFils: 70_000,
      fixedFeesFils: 30_000,
      totalCostFils: 7_971_500,
      flatRateBp: 249,
    });
    expect(o.reducingRateBp).toBeGreaterThan(2 * 249 - 50); // a flat rate is roughly half its reducing one
    expect(o.aprBp).toBeGreaterThan(o.reducingRateBp); // the fees
  });

  it('the same car loan at 75 % of a used car is refused by the product’s 70 % cap; a new car would pass', () => {
    const applicant = { ...APPLICANT, months: 60, amountFils: 7_500_000, carValueFils: 10_000_000 };
    expect(loanOffer(CAR_LOAN, { ...applicant, carCondition: 'used' })).toEqual({
      eligible: false,
      productId: 'car-used-70',
      bankId: 'bank-b',
      reasons: [
        {
          code: 'LTV_EXCEEDED',
          params: { limitPct: 70, ltvPct: 75, maxAmountFils: 7_000_000, valueFils: 10_000_000 },
        },
      ],
    });
    expect(loanOffer(CAR_LOAN, { ...applicant, carCondition: 'new' }).eligible).toBe(true);
  });

  it('home, expatriate: AED 1,600,000 on AED 2,000,000 (80 %) over 25 years at 4.5 %', () => {
    // EMI 8,893.32 (amortisation tests); fee 1 % = 16,000 (under the AED 20,000 cap) + valuation 3,000
    // DBR 8,893.32 / 30,000 = 29.6 %; aged 35 today, 60 at the end
    const applicant: LoanApplicant = {
      ...APPLICANT,
      months: 300,
      amountFils: 160_000_000,
      propertyValueFils: 200_000_000,
      monthlySalaryFils: 3_000_000,
    };
    const o = eligible(loanOffer(HOME_LOAN, applicant));
    expect(o).toMatchObject({ instalmentFils: 889_332, totalFeesFils: 1_900_000, reducingRateBp: 450 });
    expect(o.totalRepaidFils).toBe(299 * 889_332 + o.lastInstalmentFils);
    expect(o.years).toHaveLength(25);
    expect(o.years[24]?.balanceFils).toBe(0);
    expect(o.aprBp).toBeGreaterThan(450);
    // One fils more than 80 %, or a 301st month, is refused.
    expect(codes(loanOffer(HOME_LOAN, { ...applicant, amountFils: 160_000_001 }))).toEqual(['LTV_EXCEEDED']);
    expect(codes(loanOffer(HOME_LOAN, { ...applicant, months: 301 }))).toEqual(['TENURE_EXCEEDED']);
  });

  it('refuses with every reason at once, and no figures', () => {
    // AED 500 at 6 % over 60 months: EMI = 500 × 0.005 / (1 − 1.005^−60) = 9.666… → 9.67
    // DBR (3,000 + 9.67) / 4,000 = 75.2418 % → 75.25 % (rounded up); born 1 January 1962: 65 on 1 January 2027,
    // so 18 months (to 15 December 2026) at most, and 68 at the end of 60 months
    const o = loanOffer(PERSONAL_REDUCING, {
      ...APPLICANT,
      amountFils: 50_000, // AED 500: the AED 500 minimum fee takes it all
      months: 60,
      monthlySalaryFils: 400_000,
      existingMonthlyRepaymentsFils: 300_000,
      dateOfBirth: { year: 1962, month: 1, day: 1 },
    });
    expect(o).toEqual({
      eligible: false,
      productId: 'personal-st-reducing',
      bankId: 'bank-a',
      reasons: [
        { code: 'SALARY_BELOW_MINIMUM', params: { minSalaryFils: 500_000, salaryFils: 400_000 } },
        {
          code: 'DBR_EXCEEDED',
          params: { limitPct: 50, dbrPct: 75.25, monthlyDebtFils: 300_967, maxInstalmentFils: 0 },
        },
        { code: 'TENURE_EXCEEDED', params: { maxMonths: 48, months: 60 } },
        { code: 'AGE_AT_MATURITY_EXCEEDED', params: { maxAge: 65, ageAtMaturity: 68, maxMonths: 18 } },
        { code: 'FEES_NOT_BELOW_AMOUNT', params: { feesFils: 50_000, amountFils: 50_000 } },
      ],
    });
  });
});

describe('the product can only tighten the regulation', () => {
  it('tenure: the lower of the product’s and the regulator’s maximum', () => {
    expect(eligibilityRulesFor({ ...PERSONAL_REDUCING, maxTenureMonths: 60 }).maxTenureMonths).toBe(48);
    expect(eligibilityRulesFor({ ...PERSONAL_REDUCING, maxTenureMonths: 36 }).maxTenureMonths).toBe(36);
    expect(
      codes(loanOffer({ ...PERSONAL_REDUCING, maxTenureMonths: 60 }, { ...APPLICANT, months: 49 })),
    ).toEqual(['TENURE_EXCEEDED']);
  });

  it('car: a product cap of 90 % still lends at most 80 %', () => {
    const loose: LoanProduct = { ...CAR_LOAN, carMaxLtvBp: { new: 9_000, used: 9_000 } };
    expect(eligibilityRulesFor(loose).carMaxLtvBp).toEqual({ new: 8_000, used: 8_000 });
    expect(eligibilityRulesFor({ ...CAR_LOAN, carMaxLtvBp: null }).carMaxLtvBp).toEqual({
      new: 8_000,
      used: 8_000,
    });
  });

  it('home: the lender’s table joins the regulator’s; an international mortgage uses the lender’s alone', () => {
    const abroad: HomeLtvTable = {
      firstProperty: {
        national: [{ upToValueFils: null, maxLtvBp: 6_000 }],
        expatriate: [{ upToValueFils: null, maxLtvBp: 9_000 }],
      },
      secondProperty: {
        national: [{ upToValueFils: null, maxLtvBp: 5_000 }],
        expatriate: [{ upToValueFils: null, maxLtvBp: 5_000 }],
      },
      offPlanMaxLtvBp: 4_000,
    };
    const applicant: LoanApplicant = {
      ...APPLICANT,
      months: 240,
      amountFils: 170_000_000, // 85 % of AED 2,000,000
      propertyValueFils: 200_000_000,
      monthlySalaryFils: 5_000_000,
    };
    expect(eligibilityRulesFor({ ...HOME_LOAN, homeLtv: abroad }).homeLtvTables).toEqual([
      UAE_HOME_LTV_TABLE,
      abroad,
    ]);
    expect(codes(loanOffer({ ...HOME_LOAN, homeLtv: abroad }, applicant))).toEqual(['LTV_EXCEEDED']); // UAE 80 %
    const mortgage: LoanProduct = { ...HOME_LOAN, productType: 'mortgage', homeLtv: abroad };
    expect(loanOffer(mortgage, applicant).eligible).toBe(true); // the lender's 90 % abroad
    expect(codes(loanOffer({ ...mortgage, homeLtv: null }, applicant))).toEqual(['LTV_EXCEEDED']); // UAE default
  });
});

describe('public API', () => {
  it('index re-exports the engine', () => {
    expect(loans.loanOffer).toBe(loanOffer);
    for (const fn of [
      loans.emiFils,
      loans.reducingSchedule,
      loans.flatToReducingRateBp,
      loans.aprOf,
      loans.checkEligibility,
    ])
      expect(typeof fn).toBe('function');
    expect(loans.UAE_HOME_LTV_TABLE).toBe(UAE_HOME_LTV_TABLE);
  });
});

const anyProduct: fc.Arbitrary<LoanProduct> = fc.record({
  productId: fc.constant('p'),
  bankId: fc.constant('b'),
  productType: fc.constant('personal' as const),
  rateType: fc.constantFrom('flat' as const, 'reducing' as const),
  rateBp: fc.integer({ min: 0, max: 2_500 }),
  salaryTransfer: fc.boolean(),
  processingFeeBp: fc.integer({ min: 0, max: 300 }),
  processingFeeMinFils: fc.integer({ min: 0, max: 100_000 }),
  processingFeeMaxFils: fc.option(fc.integer({ min: 100_000, max: 1_000_000 }), { nil: null }),
  fixedFees: fc.array(
    fc.record({ code: fc.constant('fee'), amountFils: fc.integer({ min: 0, max: 50_000 }) }),
    {
      maxLength: 2,
    },
  ),
  minMonthlySalaryFils: fc.integer({ min: 0, max: 1_500_000 }),
  maxTenureMonths: fc.integer({ min: 12, max: 48 }),
});
const anyApplicant: fc.Arbitrary<LoanApplicant> = fc.record({
  amountFils: fc.integer({ min: 1_000_000, max: 100_000_000 }), // AED 10,000 to 1m
  months: fc.integer({ min: 1, max: 60 }),
  monthlySalaryFils: fc.integer({ min: 300_000, max: 10_000_000 }),
  existingMonthlyRepaymentsFils: fc.integer({ min: 0, max: 1_000_000 }),
  dateOfBirth: fc.record({
    year: fc.integer({ min: 1960, max: 2004 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  }),
  uaeNational: fc.boolean(),
  today: fc.constant({ year: 2025, month: 6, day: 15 }),
});

describe('offer properties', () => {
  it('eligible offers add up: cost = repaid + fees, repaid = amount + interest, years = schedule', () => {
    fc.assert(
      fc.property(anyProduct, anyApplicant, (product, applicant) => {
        const o = loanOffer(product, applicant);
        if (!o.eligible) {
          expect(o.reasons.length).toBeGreaterThan(0);
          return;
        }
        expect(o.totalCostFils).toBe(o.totalRepaidFils + o.totalFeesFils);
        expect(o.totalRepaidFils).toBe(o.amountFils + o.totalInterestFils);
        expect(o.totalFeesFils).toBe(o.processingFeeFils + o.fixedFeesFils);
        expect(o.years.reduce((s, y) => s + y.principalPaidFils, 0)).toBe(o.amountFils);
        expect(o.years.reduce((s, y) => s + y.interestPaidFils, 0)).toBe(o.totalInterestFils);
        expect(o.years.every((y) => y.balanceFils >= 0)).toBe(true);
        expect(o.aprBp).toBeGreaterThanOrEqual(o.reducingRateBp);
        expect(o.flatRateBp === null).toBe(product.rateType === 'reducing');
      }),
      { numRuns: 200 },
    );
  });

  it('a higher salary never turns an offer into a refusal', () => {
    fc.assert(
      fc.property(
        anyProduct,
        anyApplicant,
        fc.integer({ min: 1, max: 5_000_000 }),
        (product, applicant, raise) => {
          const before = loanOffer(product, applicant);
          const after = loanOffer(product, {
            ...applicant,
            monthlySalaryFils: applicant.monthlySalaryFils + raise,
          });
          if (before.eligible) expect(after.eligible).toBe(true);
          else if (after.eligible === false)
            expect(after.reasons.length).toBeLessThanOrEqual(before.reasons.length);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('the same input gives the same output', () => {
    fc.assert(
      fc.property(anyProduct, anyApplicant, (product, applicant) => {
        expect(JSON.stringify(loanOffer(product, applicant))).toBe(
          JSON.stringify(loanOffer(structuredClone(product), structuredClone(applicant))),
        );
      }),
      { numRuns: 50 },
    );
  });
});
