import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addOffset, wholeYearsBetween, type CalendarDate } from '../../rules/dates';
import {
  UAE_HOME_LTV_TABLE,
  UAE_LOAN_RULES,
  checkAgeAtMaturity,
  checkCarLtv,
  checkDbr,
  checkEligibility,
  checkHomeLtv,
  checkMinSalary,
  checkSalaryMultiple,
  checkTenure,
  homeLtvCapBp,
  maxMonthsBeforeAge,
  type EligibilityFacts,
  type EligibilityRules,
  type HomeLtvTable,
} from './eligibility';

const AED = 100; // fils
const date = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

const RULES: EligibilityRules = {
  dbrLimitBp: UAE_LOAN_RULES.dbrLimitBp,
  personalLoanSalaryMultiple: UAE_LOAN_RULES.personalLoanSalaryMultiple,
  minMonthlySalaryFils: 5_000 * AED,
  maxTenureMonths: UAE_LOAN_RULES.maxTenureMonths.personal,
  maxAgeAtMaturity: UAE_LOAN_RULES.maxAgeAtMaturity,
  carMaxLtvBp: UAE_LOAN_RULES.carMaxLtvBp,
  homeLtvTables: [UAE_HOME_LTV_TABLE],
};

/** A personal loan that passes every rule: AED 100,000 over 24 months, salary AED 20,000, 35 years old. */
const FACTS: EligibilityFacts = {
  productType: 'personal',
  amountFils: 100_000 * AED,
  months: 24,
  instalmentFils: 4_500 * AED,
  monthlySalaryFils: 20_000 * AED,
  existingMonthlyRepaymentsFils: 1_000 * AED,
  dateOfBirth: date(1990, 3, 1),
  uaeNational: false,
  today: date(2025, 6, 15),
};

describe('the defaults are the regulation’s figures', () => {
  it('DBR 50 %, 20 × salary, 48/60/300 months, age 65/70, car 80 %', () => {
    expect(UAE_LOAN_RULES).toEqual({
      dbrLimitBp: 5_000,
      personalLoanSalaryMultiple: 20,
      maxTenureMonths: { personal: 48, car: 60, home: 300, mortgage: 300 },
      maxAgeAtMaturity: { national: 70, expatriate: 65 },
      carMaxLtvBp: { new: 8_000, used: 8_000 },
    });
  });

  it('home LTV: first home 85/80 % to AED 5m, 75/70 % above; second 65/60 %; off-plan 50 %', () => {
    const cap = (
      residency: 'national' | 'expatriate',
      order: 'first' | 'second',
      aed: number,
      offPlan = false,
    ) => homeLtvCapBp(UAE_HOME_LTV_TABLE, residency, order, aed * AED, offPlan);
    expect([cap('national', 'first', 5_000_000), cap('national', 'first', 5_000_001)]).toEqual([
      8_500, 7_500,
    ]);
    expect([cap('expatriate', 'first', 5_000_000), cap('expatriate', 'first', 5_000_001)]).toEqual([
      8_000, 7_000,
    ]);
    expect([cap('national', 'second', 1_000_000), cap('national', 'second', 9_000_000)]).toEqual([
      6_500, 6_500,
    ]);
    expect([cap('expatriate', 'second', 1_000_000), cap('expatriate', 'second', 9_000_000)]).toEqual([
      6_000, 6_000,
    ]);
    expect([cap('national', 'first', 1_000_000, true), cap('expatriate', 'second', 1_000_000, true)]).toEqual(
      [5_000, 5_000],
    );
  });
});

describe('(a) debt burden ratio: at most 50 % of the salary', () => {
  // Salary AED 20,000: the limit is AED 10,000 a month of repayments in all; AED 1,000 are already committed.
  const at = (instalmentAed: number) =>
    checkDbr({ ...FACTS, instalmentFils: Math.round(instalmentAed * AED) }, 5_000);

  it('49.9 % passes (AED 9,980 in all)', () => expect(at(8_980)).toBeNull());
  it('exactly 50 % passes (AED 10,000 in all)', () => expect(at(9_000)).toBeNull());

  it('50.1 % fails (AED 10,020), with the ratio, the limit and the largest instalment that would pass', () => {
    expect(at(9_020)).toEqual({
      code: 'DBR_EXCEEDED',
      params: { limitPct: 50, dbrPct: 50.1, monthlyDebtFils: 1_002_000, maxInstalmentFils: 900_000 },
    });
  });

  it('one fils over fails, and its ratio reads 50.01 %, not 50 % (rounded up)', () => {
    expect(at(9_000.01)).toMatchObject({ code: 'DBR_EXCEEDED', params: { dbrPct: 50.01 } });
  });

  it('existing debts above the limit leave no room (maxInstalmentFils 0)', () => {
    expect(
      checkDbr(
        { instalmentFils: 1, existingMonthlyRepaymentsFils: 12_000 * AED, monthlySalaryFils: 20_000 * AED },
        5_000,
      ),
    ).toMatchObject({ params: { dbrPct: 60.01, maxInstalmentFils: 0 } });
  });

  it('compares exactly, like the rational numbers (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e10 }),
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 1, max: 10_000 }),
        (salary, existing, instalment, limitBp) => {
          const exact = BigInt(existing + instalment) * 10_000n <= BigInt(salary) * BigInt(limitBp);
          const r = checkDbr(
            {
              instalmentFils: instalment,
              existingMonthlyRepaymentsFils: existing,
              monthlySalaryFils: salary,
            },
            limitBp,
          );
          expect(r === null).toBe(exact);
        },
      ),
    );
  });
});

describe('(b) personal loans: at most 20 × the monthly salary', () => {
  // Salary AED 15,000 → at most AED 300,000.
  const check = (amountFils: number, productType: EligibilityFacts['productType'] = 'personal') =>
    checkSalaryMultiple({ productType, amountFils, monthlySalaryFils: 15_000 * AED }, 20);

  it('exactly 20 × passes', () => expect(check(300_000 * AED)).toBeNull());
  it('one fils more fails', () =>
    expect(check(300_000 * AED + 1)).toEqual({
      code: 'AMOUNT_ABOVE_SALARY_MULTIPLE',
      params: { multiple: 20, maxAmountFils: 30_000_000, amountFils: 30_000_001 },
    }));
  it('does not apply to car or home loans', () => {
    expect(check(400_000 * AED, 'car')).toBeNull();
    expect(check(400_000 * AED, 'home')).toBeNull();
  });
});

describe('(c) the lender’s minimum salary', () => {
  it('the minimum itself passes; one fils below fails', () => {
    expect(checkMinSalary({ monthlySalaryFils: 500_000 }, 500_000)).toBeNull();
    expect(checkMinSalary({ monthlySalaryFils: 499_999 }, 500_000)).toEqual({
      code: 'SALARY_BELOW_MINIMUM',
      params: { minSalaryFils: 500_000, salaryFils: 499_999 },
    });
  });
});

describe('(d) car loans: at most 80 % of the value; a lower cap for used cars', () => {
  const car = (amountAed: number, carCondition: 'new' | 'used', caps = UAE_LOAN_RULES.carMaxLtvBp) =>
    checkCarLtv(
      {
        productType: 'car',
        amountFils: Math.round(amountAed * AED),
        carValueFils: 100_000 * AED,
        carCondition,
      },
      caps,
    );

  it('AED 80,000 on a AED 100,000 car passes, new or used; AED 80,000.01 fails', () => {
    expect(car(80_000, 'new')).toBeNull();
    expect(car(80_000, 'used')).toBeNull();
    expect(car(80_000.01, 'new')).toEqual({
      code: 'LTV_EXCEEDED',
      params: { limitPct: 80, ltvPct: 80.01, maxAmountFils: 8_000_000, valueFils: 10_000_000 },
    });
  });

  it('a product capping used cars at 70 % refuses AED 75,000 on a used car only', () => {
    const caps = { new: 8_000, used: 7_000 };
    expect(car(75_000, 'new', caps)).toBeNull();
    expect(car(75_000, 'used', caps)).toMatchObject({ params: { limitPct: 70, ltvPct: 75 } });
  });

  it('needs the car’s value; ignores other products', () => {
    expect(
      checkCarLtv({ productType: 'car', amountFils: 1, carValueFils: null }, UAE_LOAN_RULES.carMaxLtvBp),
    ).toEqual({
      code: 'CAR_VALUE_REQUIRED',
      params: {},
    });
    expect(checkCarLtv({ productType: 'personal', amountFils: 1 }, UAE_LOAN_RULES.carMaxLtvBp)).toBeNull();
  });
});

describe('(e) home loans: LTV by residency, property order and value band', () => {
  const home = (
    amountAed: number,
    valueAed: number,
    more: Partial<Pick<EligibilityFacts, 'uaeNational' | 'propertyOrder' | 'offPlan'>> = {},
    tables: readonly HomeLtvTable[] = [UAE_HOME_LTV_TABLE],
  ) =>
    checkHomeLtv(
      {
        productType: 'home',
        amountFils: Math.round(amountAed * AED),
        propertyValueFils: Math.round(valueAed * AED),
        uaeNational: false,
        ...more,
      },
      tables,
    );

  it('expatriate, first home of exactly AED 5,000,000: 80 % (AED 4,000,000) passes, a fils more fails', () => {
    expect(home(4_000_000, 5_000_000)).toBeNull();
    expect(home(4_000_000.01, 5_000_000)).toMatchObject({ code: 'LTV_EXCEEDED', params: { limitPct: 80 } });
  });

  it('expatriate, AED 5,000,000.01: the 70 % band (AED 3,500,000.00 at most), so AED 4,000,000 fails', () => {
    // 70 % of 500,000,001 fils = 350,000,000.7 → at most 350,000,000 fils (rounded down: never above the cap).
    expect(home(3_500_000, 5_000_000.01)).toBeNull();
    expect(home(3_500_000.01, 5_000_000.01)).not.toBeNull();
    expect(home(4_000_000, 5_000_000.01)).toEqual({
      code: 'LTV_EXCEEDED',
      params: { limitPct: 70, ltvPct: 80, maxAmountFils: 350_000_000, valueFils: 500_000_001 },
    });
  });

  it('UAE national: 85 % up to AED 5m, 75 % above', () => {
    expect(home(4_250_000, 5_000_000, { uaeNational: true })).toBeNull();
    expect(home(4_250_000.01, 5_000_000, { uaeNational: true })).toMatchObject({ params: { limitPct: 85 } });
    expect(home(4_500_000, 6_000_000, { uaeNational: true })).toBeNull();
    expect(home(4_500_000.01, 6_000_000, { uaeNational: true })).toMatchObject({ params: { limitPct: 75 } });
  });

  it('second homes: 65 % for nationals, 60 % for expatriates, whatever the value', () => {
    expect(home(650_000, 1_000_000, { uaeNational: true, propertyOrder: 'second' })).toBeNull();
    expect(home(650_000.01, 1_000_000, { uaeNational: true, propertyOrder: 'second' })).not.toBeNull();
    expect(home(600_000, 1_000_000, { propertyOrder: 'second' })).toBeNull();
    expect(home(600_000.01, 1_000_000, { propertyOrder: 'second' })).toMatchObject({
      params: { limitPct: 60 },
    });
  });

  it('off-plan: 50 % for everyone', () => {
    expect(home(500_000, 1_000_000, { uaeNational: true, offPlan: true })).toBeNull();
    expect(home(500_000.01, 1_000_000, { uaeNational: true, offPlan: true })).toMatchObject({
      params: { limitPct: 50 },
    });
  });

  it('the caps are data: a lender’s own table applies with the regulator’s, the tighter wins', () => {
    const own: HomeLtvTable = {
      firstProperty: {
        national: [{ upToValueFils: null, maxLtvBp: 9_000 }],
        expatriate: [{ upToValueFils: null, maxLtvBp: 7_500 }],
      },
      secondProperty: UAE_HOME_LTV_TABLE.secondProperty,
      offPlanMaxLtvBp: 5_000,
    };
    expect(home(780_000, 1_000_000)).toBeNull();
    expect(home(780_000, 1_000_000, {}, [UAE_HOME_LTV_TABLE, own])).toMatchObject({
      params: { limitPct: 75 },
    });
    // …and a looser own cap (90 % for nationals) does not loosen the regulator's 85 %.
    expect(home(880_000, 1_000_000, { uaeNational: true }, [UAE_HOME_LTV_TABLE, own])).toMatchObject({
      params: { limitPct: 85 },
    });
  });

  it('a value no band covers is refused, not guessed; the value is required', () => {
    const capped: HomeLtvTable = {
      ...UAE_HOME_LTV_TABLE,
      firstProperty: {
        ...UAE_HOME_LTV_TABLE.firstProperty,
        expatriate: [{ upToValueFils: 1_000_000_00, maxLtvBp: 8_000 }],
      },
    };
    expect(home(100_000, 2_000_000, {}, [capped])).toEqual({
      code: 'PROPERTY_VALUE_OUTSIDE_LTV_TABLE',
      params: { valueFils: 200_000_000 },
    });
    expect(
      checkHomeLtv({ productType: 'mortgage', amountFils: 1, uaeNational: false }, [UAE_HOME_LTV_TABLE]),
    ).toEqual({
      code: 'PROPERTY_VALUE_REQUIRED',
      params: {},
    });
  });

  it('passing never turns into failing for a smaller amount (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5e9 }),
        fc.integer({ min: 1, max: 5e9 }),
        fc.boolean(),
        fc.constantFrom('first' as const, 'second' as const),
        fc.boolean(),
        (value, amount, uaeNational, propertyOrder, offPlan) => {
          const facts = {
            productType: 'home' as const,
            propertyValueFils: value,
            uaeNational,
            propertyOrder,
            offPlan,
          };
          const cap = homeLtvCapBp(
            UAE_HOME_LTV_TABLE,
            uaeNational ? 'national' : 'expatriate',
            propertyOrder,
            value,
            offPlan,
          )!;
          const exact = BigInt(amount) * 10_000n <= BigInt(value) * BigInt(cap);
          expect(checkHomeLtv({ ...facts, amountFils: amount }, [UAE_HOME_LTV_TABLE]) === null).toBe(exact);
          if (exact)
            expect(
              checkHomeLtv({ ...facts, amountFils: Math.max(1, amount - 1) }, [UAE_HOME_LTV_TABLE]),
            ).toBeNull();
        },
      ),
    );
  });
});

describe('(f) the loan ends before 65 (expatriates) or 70 (UAE nationals)', () => {
  // Born 15 June 1980; today 10 January 2025. The 65th birthday is 15 June 2045.
  const expat = { dateOfBirth: date(1980, 6, 15), today: date(2025, 1, 10), uaeNational: false };

  it('245 months ends 10 June 2045, aged 64: passes', () => {
    expect(checkAgeAtMaturity({ ...expat, months: 245 }, UAE_LOAN_RULES.maxAgeAtMaturity)).toBeNull();
  });

  it('246 months ends 10 July 2045, aged 65: fails, and 245 is the longest tenure', () => {
    expect(checkAgeAtMaturity({ ...expat, months: 246 }, UAE_LOAN_RULES.maxAgeAtMaturity)).toEqual({
      code: 'AGE_AT_MATURITY_EXCEEDED',
      params: { maxAge: 65, ageAtMaturity: 65, maxMonths: 245 },
    });
  });

  it('ending on the 65th birthday itself is not before it: fails', () => {
    // Today 15 January 2025: 245 months ends on 15 June 2045, 244 on 15 May 2045.
    const onDay = { ...expat, today: date(2025, 1, 15) };
    expect(checkAgeAtMaturity({ ...onDay, months: 244 }, UAE_LOAN_RULES.maxAgeAtMaturity)).toBeNull();
    expect(checkAgeAtMaturity({ ...onDay, months: 245 }, UAE_LOAN_RULES.maxAgeAtMaturity)).toMatchObject({
      params: { maxMonths: 244 },
    });
  });

  it('a UAE national born five years earlier has the same edge at 70', () => {
    const national = { ...expat, dateOfBirth: date(1975, 6, 15), uaeNational: true };
    expect(checkAgeAtMaturity({ ...national, months: 245 }, UAE_LOAN_RULES.maxAgeAtMaturity)).toBeNull();
    expect(checkAgeAtMaturity({ ...national, months: 246 }, UAE_LOAN_RULES.maxAgeAtMaturity)).toMatchObject({
      params: { maxAge: 70, ageAtMaturity: 70, maxMonths: 245 },
    });
    // …while an expatriate of that age reaches 65 on 15 June 2040: 185 months (to 10 June 2040) at most.
    expect(
      checkAgeAtMaturity({ ...national, uaeNational: false, months: 186 }, UAE_LOAN_RULES.maxAgeAtMaturity),
    ).toMatchObject({ params: { maxAge: 65, ageAtMaturity: 65, maxMonths: 185 } });
  });

  it('someone already at the age has no tenure left', () => {
    expect(maxMonthsBeforeAge(date(1960, 1, 1), date(2025, 6, 1), 65)).toBe(0);
  });

  it('maxMonthsBeforeAge is exactly the edge (property, including 29 February births and month ends)', () => {
    const day = fc.record({
      year: fc.integer({ min: 1950, max: 2005 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
    });
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 3_000 }),
        fc.constantFrom(65, 70),
        (dob0, offsetDays, maxAge) => {
          const dob = addOffset(
            { year: dob0.year, month: dob0.month, day: 1 },
            { amount: dob0.day - 1, unit: 'd' },
          );
          const today = addOffset(date(2025, 1, 1), { amount: offsetDays, unit: 'd' });
          const m = maxMonthsBeforeAge(dob, today, maxAge);
          const ageAt = (months: number) =>
            wholeYearsBetween(dob, addOffset(today, { amount: months, unit: 'm' }));
          if (ageAt(0) < maxAge) expect(ageAt(m)).toBeLessThan(maxAge);
          else expect(m).toBe(0);
          expect(ageAt(m + 1)).toBeGreaterThanOrEqual(maxAge);
        },
      ),
    );
  });
});

describe('(g) maximum tenure', () => {
  it('48 months passes a 48-month product; 49 fails', () => {
    expect(checkTenure({ months: 48 }, 48)).toBeNull();
    expect(checkTenure({ months: 49 }, 48)).toEqual({
      code: 'TENURE_EXCEEDED',
      params: { maxMonths: 48, months: 49 },
    });
  });
});

describe('checkEligibility: every failure, in a fixed order', () => {
  it('passes a good applicant', () => {
    expect(checkEligibility(FACTS, RULES)).toEqual([]);
  });

  it('lists all five failures of a poor application, not only the first', () => {
    const reasons = checkEligibility(
      {
        ...FACTS,
        monthlySalaryFils: 4_000 * AED, // below AED 5,000; 20 × = AED 80,000 < 100,000
        instalmentFils: 4_500 * AED, // with AED 1,000 existing: 137.5 % of salary
        months: 60, // > 48
        dateOfBirth: date(1962, 1, 1), // 63 today, 68 at the end
      },
      RULES,
    );
    expect(reasons.map((r) => r.code)).toEqual([
      'SALARY_BELOW_MINIMUM',
      'AMOUNT_ABOVE_SALARY_MULTIPLE',
      'DBR_EXCEEDED',
      'TENURE_EXCEEDED',
      'AGE_AT_MATURITY_EXCEEDED',
    ]);
    expect(reasons[2]).toMatchObject({ params: { dbrPct: 137.5 } });
  });

  it('refuses malformed facts (the API validates before)', () => {
    expect(() => checkEligibility({ ...FACTS, monthlySalaryFils: 0 }, RULES)).toThrow(RangeError);
    expect(() => checkEligibility({ ...FACTS, amountFils: 10.5 }, RULES)).toThrow(RangeError);
    expect(() => checkEligibility({ ...FACTS, dateOfBirth: date(2030, 1, 1) }, RULES)).toThrow(RangeError);
  });

  it('agrees with each rule’s plain statement, whatever the facts (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          salary: fc.integer({ min: 100_000, max: 10_000_000 }),
          existing: fc.integer({ min: 0, max: 2_000_000 }),
          instalment: fc.integer({ min: 0, max: 5_000_000 }),
          amount: fc.integer({ min: 100_000, max: 300_000_000 }),
          months: fc.integer({ min: 1, max: 72 }),
          birthYear: fc.integer({ min: 1950, max: 2004 }),
          uaeNational: fc.boolean(),
        }),
        (f) => {
          const facts: EligibilityFacts = {
            ...FACTS,
            monthlySalaryFils: f.salary,
            existingMonthlyRepaymentsFils: f.existing,
            instalmentFils: f.instalment,
            amountFils: f.amount,
            months: f.months,
            dateOfBirth: date(f.birthYear, 7, 1),
            uaeNational: f.uaeNational,
          };
          const end = addOffset(FACTS.today, { amount: f.months, unit: 'm' });
          const expected = [
            f.salary < RULES.minMonthlySalaryFils && 'SALARY_BELOW_MINIMUM',
            f.amount > 20 * f.salary && 'AMOUNT_ABOVE_SALARY_MULTIPLE',
            2 * (f.existing + f.instalment) > f.salary && 'DBR_EXCEEDED',
            f.months > 48 && 'TENURE_EXCEEDED',
            wholeYearsBetween(facts.dateOfBirth, end) >= (f.uaeNational ? 70 : 65) &&
              'AGE_AT_MATURITY_EXCEEDED',
          ].filter(Boolean);
          expect(checkEligibility(facts, RULES).map((r) => r.code)).toEqual(expected);
        },
      ),
    );
  });
});
