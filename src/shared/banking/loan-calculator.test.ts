import { describe, expect, it } from 'vitest';
import { emiFils, reducingSchedule, UAE_LOAN_RULES } from './loans';
import {
  LOAN_CALCULATORS,
  formatFils,
  formatGrouped,
  formatPct,
  loanCalculatorFor,
  loanFigures,
  monthsForUnit,
  parseAmountText,
  tenureIn,
  tenureRange,
} from './loan-calculator';

describe('loan calculator setups', () => {
  it('cover personal, home, car loans and international mortgages within the regulator’s tenure caps', () => {
    expect(
      Object.keys(LOAN_CALCULATORS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([8, 10, 11, 18]);
    for (const setup of Object.values(LOAN_CALCULATORS)) {
      expect(setup.months.max).toBe(UAE_LOAN_RULES.maxTenureMonths[setup.productType]);
      for (const [range, value] of [
        [setup.amountAed, setup.defaults.amountAed],
        [setup.months, setup.defaults.months],
        [setup.ratePct, setup.defaults.ratePct],
      ] as const) {
        expect(range.min).toBeLessThan(range.max);
        expect(value).toBeGreaterThanOrEqual(range.min);
        expect(value).toBeLessThanOrEqual(range.max);
      }
    }
    expect(loanCalculatorFor(1)).toBeUndefined();
    expect(loanCalculatorFor(Number('constructor'))).toBeUndefined();
  });
});

describe('loanFigures', () => {
  it('takes the instalment, totals and yearly summary from the loan engine', () => {
    const f = loanFigures({ amountAed: 100_000, months: 48, rateBp: 750 });
    expect(f.principalFils).toBe(10_000_000);
    expect(f.instalmentFils).toBe(emiFils(10_000_000, 750, 48));
    expect(f.instalmentFils).toBe(241_789);
    const schedule = reducingSchedule(10_000_000, 750, 48);
    expect(f.totalInterestFils).toBe(schedule.totalInterestFils);
    expect(f.totalPayableFils).toBe(10_000_000 + f.totalInterestFils);
    expect(f.years).toHaveLength(4);
    expect(f.years[3]?.balanceFils).toBe(0);
    // A tenure that is not whole years: the last year is the remainder.
    expect(loanFigures({ amountAed: 50_000, months: 30, rateBp: 600 }).years).toHaveLength(3);
  });
});

describe('tenure units', () => {
  const months = LOAN_CALCULATORS[8]!.months;
  it('turns the month range into whole years inside it', () => {
    expect(tenureRange(months, 'months')).toBe(months);
    expect(tenureRange(months, 'years')).toEqual({ min: 1, max: 4, step: 1 });
    expect(tenureRange(LOAN_CALCULATORS[10]!.months, 'years')).toEqual({ min: 5, max: 25, step: 1 });
  });

  it('rounds a tenure switched to years to whole years within the range', () => {
    expect(monthsForUnit(29, 'years', months)).toBe(24);
    expect(monthsForUnit(30, 'years', months)).toBe(36); // 2.5 years: half up
    expect(monthsForUnit(6, 'years', months)).toBe(12);
    expect(monthsForUnit(31, 'months', months)).toBe(31);
    expect(tenureIn(36, 'years')).toBe(3);
    expect(tenureIn(36, 'months')).toBe(36);
  });
});

describe('parseAmountText', () => {
  it('reads Latin and Arabic-Indic digits, grouping and decimal marks', () => {
    expect(parseAmountText('100000')).toBe(100_000);
    expect(parseAmountText('100,000')).toBe(100_000);
    expect(parseAmountText(' 1 250 000 ')).toBe(1_250_000);
    expect(parseAmountText('٣٠٠٬٠٠٠')).toBe(300_000);
    expect(parseAmountText('۷٫۵')).toBe(7.5);
    expect(parseAmountText('6.25')).toBe(6.25);
    expect(parseAmountText('.5')).toBe(0.5);
  });

  it('refuses what is not a plain non-negative number', () => {
    for (const text of ['', ' ', '-5', '1e6', '12abc', '1.2.3', 'Infinity', '0x10', '.']) {
      expect(parseAmountText(text), text).toBeNull();
    }
  });
});

describe('formatting', () => {
  it('writes amounts like the rest of the site: Latin digits, comma groups, fils only when present', () => {
    expect(formatFils(241_789)).toBe('2,417.89');
    expect(formatFils(150_000)).toBe('1,500');
    expect(formatFils(5)).toBe('0.05');
    expect(formatFils(0)).toBe('0');
    expect(formatFils(2_000_000_000)).toBe('20,000,000');
    expect(formatGrouped(1234567.5, 2)).toBe('1,234,567.50');
    expect(formatPct(7.5)).toBe('7.5');
    expect(formatPct(4.75)).toBe('4.75');
    expect(formatPct(6)).toBe('6');
  });
});
