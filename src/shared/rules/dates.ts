/**
 * Calendar dates for validation rules and constraints: strict parsing, whole-year ages, date bounds.
 *
 * Everything works on calendar dates (year, month, day) with integer arithmetic, never on `Date` objects
 * in a local time zone, so the browser and the server agree on every answer. Today's date is always
 * passed in (`todayAt(now)` turns an injected instant into the UAE calendar date); nothing here reads
 * the clock.
 */

export interface CalendarDate {
  readonly year: number;
  readonly month: number; // 1-12
  readonly day: number; // 1-31
}

/** docs/product/journeys.md constants: 'default date format DD/MM/YYYY'; docs/product/journeys.md: age comes from a strict DD/MM/YYYY date. */
export const DATE_FORMAT_DMY = 'DD/MM/YYYY';
/** docs/product/journeys.md constants: '(form default YYYY-MM-DD)'; docs/product/journeys.md 'Date default format YYYY-MM-DD'. */
export const DATE_FORMAT_ISO = 'YYYY-MM-DD';
/** The two formats a date value may take when a rule names none (see `parseKnownDate`). */
export const KNOWN_DATE_FORMATS = [DATE_FORMAT_DMY, DATE_FORMAT_ISO] as const;

/** Gulf Standard Time is UTC+4 all year (no daylight saving), docs/product/journeys.md 'GST'. */
export const GST_OFFSET_MINUTES = 240;

const MS_PER_DAY = 86_400_000;
const MONTH_ABBR = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/**
 * Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's days_from_civil).
 * Own arithmetic because `Date.UTC` maps years 0-99 to 1900-1999.
 */
export function toDayNumber(date: CalendarDate): number {
  const y = date.month <= 2 ? date.year - 1 : date.year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (date.month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + date.day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

export function fromDayNumber(days: number): CalendarDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Negative, zero or positive like a comparator. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * The calendar date at an instant in a fixed-offset zone, UAE by default. Callers inject the instant
 * (`todayAt(new Date())` in the app, a fixed date in tests) so that rules stay deterministic.
 */
export function todayAt(now: Date | number, offsetMinutes = GST_OFFSET_MINUTES): CalendarDate {
  const ms = typeof now === 'number' ? now : now.getTime();
  return fromDayNumber(Math.floor((ms + offsetMinutes * 60_000) / MS_PER_DAY));
}

// ---------------------------------------------------------------------------------------------------------
// Formats

type FormatToken =
  | { readonly kind: 'DD' | 'D' | 'MM' | 'M' | 'MMM' | 'YYYY' }
  | { readonly kind: 'lit'; readonly text: string };

const formatCache = new Map<string, readonly FormatToken[] | null>();

/**
 * Compiles a date format made of DD, D, MM, M, MMM, YYYY and literal separators (any character that is
 * not a letter). Returns null unless the format has exactly one day, one month and one year part.
 */
export function compileDateFormat(format: string): readonly FormatToken[] | null {
  const cached = formatCache.get(format);
  if (cached !== undefined) return cached;
  const tokens = compileUncached(format);
  if (formatCache.size > 64) formatCache.clear();
  formatCache.set(format, tokens);
  return tokens;
}

function compileUncached(format: string): readonly FormatToken[] | null {
  if (format.length === 0 || format.length > 32) return null;
  const tokens: FormatToken[] = [];
  const seen = { day: 0, month: 0, year: 0 };
  let i = 0;
  while (i < format.length) {
    const rest = format.slice(i);
    if (rest.startsWith('YYYY')) {
      tokens.push({ kind: 'YYYY' });
      seen.year++;
      i += 4;
    } else if (rest.startsWith('MMM')) {
      tokens.push({ kind: 'MMM' });
      seen.month++;
      i += 3;
    } else if (rest.startsWith('MM')) {
      tokens.push({ kind: 'MM' });
      seen.month++;
      i += 2;
    } else if (rest.startsWith('M')) {
      tokens.push({ kind: 'M' });
      seen.month++;
      i += 1;
    } else if (rest.startsWith('DD')) {
      tokens.push({ kind: 'DD' });
      seen.day++;
      i += 2;
    } else if (rest.startsWith('D')) {
      tokens.push({ kind: 'D' });
      seen.day++;
      i += 1;
    } else {
      const ch = format.charAt(i);
      if (/[A-Za-z0-9]/.test(ch)) return null; // unknown letter token (e.g. 'yy', 'Do') or a stray digit
      tokens.push({ kind: 'lit', text: ch });
      i += 1;
    }
  }
  return seen.day === 1 && seen.month === 1 && seen.year === 1 ? tokens : null;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Reads exactly `min`..`max` ASCII digits at `pos`, greedily. */
function readDigits(s: string, pos: number, min: number, max: number): { value: number; end: number } | null {
  let end = pos;
  while (end < s.length && end - pos < max && isDigit(s.charCodeAt(end))) end++;
  if (end - pos < min) return null;
  return { value: Number(s.slice(pos, end)), end };
}

/**
 * Strict parse: the whole value must match the format, the date must exist (31/02/2024 is rejected) and
 * 'DD'/'MM' need two digits, so 1/2/2024 only passes a 'D/M/YYYY' format. No trimming.
 */
export function parseDate(value: string, format: string = DATE_FORMAT_DMY): CalendarDate | null {
  const tokens = compileDateFormat(format);
  if (!tokens || value.length > 40) return null;
  let pos = 0;
  let year = 0;
  let month = 0;
  let day = 0;
  for (const token of tokens) {
    switch (token.kind) {
      case 'lit':
        if (value.charAt(pos) !== token.text) return null;
        pos += 1;
        break;
      case 'MMM': {
        const idx = MONTH_ABBR.indexOf(value.slice(pos, pos + 3).toLowerCase());
        if (idx < 0) return null;
        month = idx + 1;
        pos += 3;
        break;
      }
      default: {
        const [min, max] = token.kind === 'YYYY' ? [4, 4] : token.kind.length === 2 ? [2, 2] : [1, 2];
        const read = readDigits(value, pos, min, max);
        if (!read) return null;
        if (token.kind === 'YYYY') year = read.value;
        else if (token.kind === 'MM' || token.kind === 'M') month = read.value;
        else day = read.value;
        pos = read.end;
      }
    }
  }
  if (pos !== value.length || !isValidCalendarDate(year, month, day)) return null;
  return { year, month, day };
}

/**
 * A date in one of the two formats the product uses (DD/MM/YYYY or YYYY-MM-DD). They cannot be confused:
 * one starts with a four-digit year and uses dashes, the other uses slashes.
 */
export function parseKnownDate(value: string): CalendarDate | null {
  for (const format of KNOWN_DATE_FORMATS) {
    const parsed = parseDate(value, format);
    if (parsed) return parsed;
  }
  return null;
}

export function formatDate(date: CalendarDate, format: string = DATE_FORMAT_DMY): string {
  const tokens = compileDateFormat(format) ?? compileDateFormat(DATE_FORMAT_DMY) ?? [];
  const pad = (n: number, width: number): string => String(n).padStart(width, '0');
  return tokens
    .map((t) => {
      switch (t.kind) {
        case 'lit':
          return t.text;
        case 'YYYY':
          return pad(date.year, 4);
        case 'MMM': {
          const abbr = MONTH_ABBR[date.month - 1] ?? '';
          return abbr.charAt(0).toUpperCase() + abbr.slice(1);
        }
        case 'MM':
          return pad(date.month, 2);
        case 'M':
          return String(date.month);
        case 'DD':
          return pad(date.day, 2);
        case 'D':
          return String(date.day);
      }
    })
    .join('');
}

// ---------------------------------------------------------------------------------------------------------
// Offsets and ages

export type DateUnit = 'd' | 'm' | 'y';

export interface DateOffset {
  readonly amount: number; // signed whole number
  readonly unit: DateUnit;
}

/**
 * Adds days, months or years. Month and year steps keep the day of month and clamp it to the length of
 * the target month (31/01 + 1m = 28/02 or 29/02; 29/02/2024 + 1y = 28/02/2025), the usual calendar rule.
 */
export function addOffset(date: CalendarDate, offset: DateOffset): CalendarDate {
  if (offset.unit === 'd') return fromDayNumber(toDayNumber(date) + offset.amount);
  const months = offset.unit === 'm' ? offset.amount : offset.amount * 12;
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/**
 * Whole years from `from` to `to` (floor), negative when `to` is earlier. A birthday on 29 February is
 * reached on 1 March in common years (the day-of-month comparison below), so nobody is a year older early.
 */
export function wholeYearsBetween(from: CalendarDate, to: CalendarDate): number {
  if (compareDates(to, from) < 0) return -wholeYearsBetween(to, from);
  let years = to.year - from.year;
  if (to.month < from.month || (to.month === from.month && to.day < from.day)) years -= 1;
  return years;
}

/** docs/product/journeys.md: 'Age from a strict DD/MM/YYYY date; 0 if invalid.' A birth date after today is invalid. */
export function ageFromDateString(value: string, today: CalendarDate): number {
  const dob = parseDate(value, DATE_FORMAT_DMY);
  if (!dob || compareDates(dob, today) > 0) return 0;
  return wholeYearsBetween(dob, today);
}

// ---------------------------------------------------------------------------------------------------------
// Date bounds for range rules (docs/product/journeys.md 'Subtype date: … CURRENT_DATE, relative macros (up to one year
// from the start date) and offsets in days, months, years allowed').

/** What an anchor-less bound is relative to (the rule's minDateType / maxDateType). */
export const DATE_BOUND_TYPES = ['CURRENT_DATE', 'START_DATE', 'DATE'] as const;
export type DateBoundType = (typeof DATE_BOUND_TYPES)[number];

export type DateAnchor =
  | { readonly kind: 'CURRENT_DATE' }
  | { readonly kind: 'START_DATE' }
  | { readonly kind: 'DATE'; readonly date: CalendarDate };

export interface DateBound {
  readonly anchor: DateAnchor;
  readonly offsets: readonly DateOffset[];
}

const MAX_OFFSETS = 4;
const MAX_OFFSET_AMOUNT = 99_999;

/**
 * Parses a bound. Grammar (whitespace allowed between parts; units are case-insensitive):
 *
 *   bound  = anchor { offset } | offset { offset } | signed-integer
 *   anchor = "CURRENT_DATE" | "START_DATE" | DD/MM/YYYY | YYYY-MM-DD
 *   offset = ( "+" | "-" ) digits ( "d" | "m" | "y" )
 *
 * Without an anchor, offsets apply to `defaultAnchor` (CURRENT_DATE unless the rule's min/maxDateType
 * says START_DATE). A plain number is a number of days. Returns null for anything else, so a bad
 * bound is caught when the form definition is parsed (zod), not when a visitor types.
 */
export function parseDateBound(
  input: string | number,
  defaultAnchor: DateBoundType = 'CURRENT_DATE',
): DateBound | null {
  const implicit: DateAnchor | null =
    defaultAnchor === 'DATE'
      ? null
      : defaultAnchor === 'START_DATE'
        ? { kind: 'START_DATE' }
        : { kind: 'CURRENT_DATE' };
  if (typeof input === 'number') {
    if (!Number.isInteger(input) || Math.abs(input) > MAX_OFFSET_AMOUNT || !implicit) return null;
    return { anchor: implicit, offsets: [{ amount: input, unit: 'd' }] };
  }
  const text = input.trim();
  if (text.length === 0 || text.length > 64) return null;

  let anchor: DateAnchor | null = null;
  let rest = text;
  for (const kind of ['CURRENT_DATE', 'START_DATE'] as const) {
    if (text.toUpperCase().startsWith(kind)) {
      anchor = { kind };
      rest = text.slice(kind.length);
    }
  }
  if (!anchor) {
    const literal = /^(\d{2}\/\d{2}\/\d{4}|\d{4}-\d{2}-\d{2})/.exec(text);
    if (literal?.[1]) {
      const date = parseKnownDate(literal[1]);
      if (!date) return null;
      anchor = { kind: 'DATE', date };
      rest = text.slice(literal[1].length);
    }
  }
  if (!anchor && /^[+-]?\d+$/.test(text)) {
    const days = Number(text);
    if (!implicit || Math.abs(days) > MAX_OFFSET_AMOUNT) return null;
    return { anchor: implicit, offsets: [{ amount: days, unit: 'd' }] };
  }

  const offsets: DateOffset[] = [];
  const offsetRe = /^\s*([+-])\s*(\d{1,5})\s*([dmyDMY])/;
  rest = rest.trimStart();
  while (rest.length > 0) {
    const m = offsetRe.exec(rest);
    if (!m || offsets.length >= MAX_OFFSETS) return null;
    const [whole, sign, digits, unit] = m as unknown as [string, string, string, string];
    offsets.push({ amount: (sign === '-' ? -1 : 1) * Number(digits), unit: unit.toLowerCase() as DateUnit });
    rest = rest.slice(whole.length).trimStart();
  }
  if (!anchor) {
    if (!implicit || offsets.length === 0) return null;
    anchor = implicit;
  }
  return { anchor, offsets };
}

/** Resolves a bound to a date; null when it needs a start date that is not available. */
export function resolveDateBound(
  bound: DateBound,
  env: { readonly today: CalendarDate; readonly start?: CalendarDate | null },
): CalendarDate | null {
  let base: CalendarDate;
  switch (bound.anchor.kind) {
    case 'CURRENT_DATE':
      base = env.today;
      break;
    case 'START_DATE':
      if (!env.start) return null;
      base = env.start;
      break;
    case 'DATE':
      base = bound.anchor.date;
      break;
  }
  return bound.offsets.reduce(addOffset, base);
}
