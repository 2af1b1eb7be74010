import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  addOffset,
  ageFromDateString,
  compareDates,
  compileDateFormat,
  formatDate,
  fromDayNumber,
  parseDate,
  parseDateBound,
  parseKnownDate,
  resolveDateBound,
  todayAt,
  toDayNumber,
  wholeYearsBetween,
  type CalendarDate,
} from './dates';

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });
const TODAY = d(2025, 6, 15);

/** Valid calendar dates between 1900 and 2100. */
const arbDate = fc
  .record({
    year: fc.integer({ min: 1900, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) =>
    d(year, month, Math.min(day, new Date(Date.UTC(year, month, 0)).getUTCDate())),
  );

describe('parseDate (strict)', () => {
  it.each([
    ['15/06/2025', 'DD/MM/YYYY', d(2025, 6, 15)],
    ['29/02/2024', 'DD/MM/YYYY', d(2024, 2, 29)],
    ['2025-06-15', 'YYYY-MM-DD', d(2025, 6, 15)],
    ['1/2/2024', 'D/M/YYYY', d(2024, 2, 1)],
    ['01/02/2024', 'D/M/YYYY', d(2024, 2, 1)],
    ['15 Jun 2025', 'DD MMM YYYY', d(2025, 6, 15)],
    ['15.06.2025', 'DD.MM.YYYY', d(2025, 6, 15)],
  ])('accepts %s as %s', (value, format, expected) => {
    expect(parseDate(value, format)).toEqual(expected);
  });

  it.each([
    ['31/02/2024', 'DD/MM/YYYY'], // no such day
    ['29/02/2023', 'DD/MM/YYYY'], // not a leap year
    ['1/2/2024', 'DD/MM/YYYY'], // one-digit day and month need a D/M format
    ['15/13/2025', 'DD/MM/YYYY'],
    ['00/01/2025', 'DD/MM/YYYY'],
    ['15/06/25', 'DD/MM/YYYY'],
    [' 15/06/2025', 'DD/MM/YYYY'], // no trimming
    ['15/06/2025 ', 'DD/MM/YYYY'],
    ['15-06-2025', 'DD/MM/YYYY'],
    ['2025-06-15', 'DD/MM/YYYY'],
    ['15/06/0000', 'DD/MM/YYYY'],
    ['１５/06/2025', 'DD/MM/YYYY'], // full-width digits
    ['15/06/2025', 'yyyy'], // unknown format
  ])('rejects %j for %s', (value, format) => {
    expect(parseDate(value, format)).toBeNull();
  });

  it('parseKnownDate reads both product formats and nothing else', () => {
    expect(parseKnownDate('15/06/2025')).toEqual(d(2025, 6, 15));
    expect(parseKnownDate('2025-06-15')).toEqual(d(2025, 6, 15));
    expect(parseKnownDate('06/15/2025')).toBeNull();
    expect(parseKnownDate('2025/06/15')).toBeNull();
  });

  it('compiles only formats with one day, one month and one year part', () => {
    expect(compileDateFormat('DD/MM/YYYY')).not.toBeNull();
    expect(compileDateFormat('DD/MM')).toBeNull();
    expect(compileDateFormat('DD/MM/YYYY/YYYY')).toBeNull();
    expect(compileDateFormat('DD/MM/YY')).toBeNull();
  });

  it('round-trips format and parse for every date (property)', () => {
    fc.assert(
      fc.property(
        arbDate,
        fc.constantFrom('DD/MM/YYYY', 'YYYY-MM-DD', 'D/M/YYYY', 'DD MMM YYYY'),
        (date, format) => {
          expect(parseDate(formatDate(date, format), format)).toEqual(date);
        },
      ),
    );
  });
});

describe('day numbers', () => {
  it('match the platform calendar (property)', () => {
    fc.assert(
      fc.property(arbDate, (date) => {
        expect(toDayNumber(date)).toBe(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000);
        expect(fromDayNumber(toDayNumber(date))).toEqual(date);
      }),
    );
  });

  it('todayAt gives the UAE calendar date (UTC+4)', () => {
    expect(todayAt(new Date('2025-06-14T19:59:59Z'))).toEqual(d(2025, 6, 14));
    expect(todayAt(new Date('2025-06-14T20:00:00Z'))).toEqual(d(2025, 6, 15));
    expect(todayAt(Date.UTC(2024, 1, 28, 20), 0)).toEqual(d(2024, 2, 28));
  });
});

describe('offsets', () => {
  it.each([
    [d(2025, 1, 31), { amount: 1, unit: 'm' as const }, d(2025, 2, 28)],
    [d(2024, 1, 31), { amount: 1, unit: 'm' as const }, d(2024, 2, 29)],
    [d(2024, 2, 29), { amount: 1, unit: 'y' as const }, d(2025, 2, 28)],
    [d(2025, 6, 15), { amount: -18, unit: 'y' as const }, d(2007, 6, 15)],
    [d(2025, 12, 31), { amount: 1, unit: 'd' as const }, d(2026, 1, 1)],
    [d(2025, 3, 1), { amount: -1, unit: 'd' as const }, d(2025, 2, 28)],
    [d(2025, 1, 15), { amount: -13, unit: 'm' as const }, d(2023, 12, 15)],
  ])('%j + %j = %j', (date, offset, expected) => {
    expect(addOffset(date, offset)).toEqual(expected);
  });
});

describe('whole-year age', () => {
  it('is 17 the day before the 18th birthday and 18 on it', () => {
    expect(wholeYearsBetween(d(2007, 6, 16), TODAY)).toBe(17);
    expect(wholeYearsBetween(d(2007, 6, 15), TODAY)).toBe(18);
    expect(ageFromDateString('16/06/2007', TODAY)).toBe(17);
    expect(ageFromDateString('15/06/2007', TODAY)).toBe(18);
  });

  it('reaches a 29 February birthday on 1 March in common years', () => {
    expect(wholeYearsBetween(d(2004, 2, 29), d(2022, 2, 28))).toBe(17);
    expect(wholeYearsBetween(d(2004, 2, 29), d(2022, 3, 1))).toBe(18);
    expect(wholeYearsBetween(d(2004, 2, 29), d(2024, 2, 29))).toBe(20);
  });

  it('is 0 for an invalid or future date (docs/product/journeys.md)', () => {
    expect(ageFromDateString('31/02/2000', TODAY)).toBe(0);
    expect(ageFromDateString('2000-01-01', TODAY)).toBe(0);
    expect(ageFromDateString('16/06/2025', TODAY)).toBe(0);
    expect(ageFromDateString('', TODAY)).toBe(0);
  });

  it('equals the largest n with birth + n years <= today (property)', () => {
    fc.assert(
      fc.property(arbDate, arbDate, (a, b) => {
        const [dob, today] = compareDates(a, b) <= 0 ? [a, b] : [b, a];
        const age = wholeYearsBetween(dob, today);
        expect(age).toBeGreaterThanOrEqual(0);
        // Spelled out on calendar fields so the oracle does not share addOffset's clamping.
        const birthdayIn = (year: number): CalendarDate =>
          dob.month === 2 && dob.day === 29 && !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0))
            ? d(year, 3, 1)
            : d(year, dob.month, dob.day);
        expect(compareDates(birthdayIn(dob.year + age), today)).toBeLessThanOrEqual(0);
        expect(compareDates(birthdayIn(dob.year + age + 1), today)).toBeGreaterThan(0);
      }),
    );
  });

  it('is one less the day before a birthday than on it (property)', () => {
    fc.assert(
      fc.property(arbDate, fc.integer({ min: 1, max: 100 }), (dob, years) => {
        fc.pre(!(dob.month === 2 && dob.day === 29));
        const birthday = d(dob.year + years, dob.month, dob.day);
        const dayBefore = fromDayNumber(toDayNumber(birthday) - 1);
        expect(wholeYearsBetween(dob, birthday)).toBe(years);
        expect(wholeYearsBetween(dob, dayBefore)).toBe(years - 1);
      }),
    );
  });
});

describe('date bounds', () => {
  const resolve = (
    text: string | number,
    type?: 'CURRENT_DATE' | 'START_DATE' | 'DATE',
    start?: CalendarDate,
  ) => {
    const bound = parseDateBound(text, type);
    return bound ? resolveDateBound(bound, { today: TODAY, start: start ?? null }) : 'unparsable';
  };

  it.each([
    ['CURRENT_DATE', d(2025, 6, 15)],
    ['CURRENT_DATE+30d', d(2025, 7, 15)],
    ['CURRENT_DATE - 18y', d(2007, 6, 15)],
    ['current_date+1m', d(2025, 7, 15)],
    ['+1m', d(2025, 7, 15)],
    ['-18Y', d(2007, 6, 15)],
    ['-1y +1d', d(2024, 6, 16)],
    ['30', d(2025, 7, 15)],
    [-1, d(2025, 6, 14)],
    ['01/01/2020', d(2020, 1, 1)],
    ['2020-01-01+1y', d(2021, 1, 1)],
  ])('%j resolves against 15/06/2025', (text, expected) => {
    expect(resolve(text)).toEqual(expected);
  });

  it('START_DATE is relative to the start date, up to one year', () => {
    expect(resolve('START_DATE+1y', undefined, d(2025, 7, 1))).toEqual(d(2026, 7, 1));
    expect(resolve('+1y', 'START_DATE', d(2025, 7, 1))).toEqual(d(2026, 7, 1));
    expect(resolve('START_DATE+1y')).toBeNull(); // no start date yet
  });

  it.each([
    '',
    'tomorrow',
    'CURRENT_DATE+',
    'CURRENT_DATE+1w',
    '+1.5d',
    '31/02/2024',
    '1e3',
    'CURRENT_DATE+1d+1d+1d+1d+1d',
  ])('rejects %j', (text) => {
    expect(parseDateBound(text)).toBeNull();
  });

  it('a DATE-typed bound needs a literal date', () => {
    expect(parseDateBound('+1d', 'DATE')).toBeNull();
    expect(parseDateBound('01/01/2020', 'DATE')).not.toBeNull();
  });
});
