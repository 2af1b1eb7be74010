import type { Gender } from '../contracts/quotes';
import { compareDates, parseDate, wholeYearsBetween, type CalendarDate } from '../rules/dates';
import { isPresent, lookupValue } from '../rules/values';
import type { AdapterResult, Answers } from './engine';

/**
 * Reading an enquiry's stored answers for the engines' `inputFromAnswers` adapters. Answers are untrusted shapes
 * (stored JSON): every read goes through `lookupValue` (own properties only) and a parser; a missing or unusable
 * answer is collected by field id, so the adapter can say exactly which answers it lacks.
 */

export type Parse<T> = (value: unknown) => T | undefined;

export class AnswerReader {
  readonly missing: string[] = [];
  readonly invalid: string[] = [];
  readonly defaulted: string[] = [];

  constructor(private readonly answers: Answers) {}

  /** The raw answer when present (docs/product/quotes.md presence: not null, blank, 'null' or 'undefined'). */
  raw(fieldId: string): unknown {
    const value = lookupValue(this.answers, fieldId);
    return isPresent(value) ? value : undefined;
  }

  required<T>(fieldId: string, parse: Parse<T>): T | undefined {
    const value = this.raw(fieldId);
    if (value === undefined) {
      this.missing.push(fieldId);
      return undefined;
    }
    const parsed = parse(value);
    if (parsed === undefined) this.invalid.push(fieldId);
    return parsed;
  }

  /** An answer the journey may not ask: absent → `fallback` (recorded under `defaultName`). */
  optional<T>(fieldId: string, parse: Parse<T>, fallback: T, defaultName: string = fieldId): T {
    const value = this.raw(fieldId);
    if (value === undefined) {
      this.defaulted.push(defaultName);
      return fallback;
    }
    const parsed = parse(value);
    if (parsed === undefined) {
      this.invalid.push(fieldId);
      return fallback;
    }
    return parsed;
  }

  /** The adapter's answer: the input when nothing is missing or invalid, else the field ids. */
  result<I>(build: () => I): AdapterResult<I> {
    if (this.missing.length || this.invalid.length) {
      return {
        ok: false,
        error: {
          code: this.missing.length ? 'MISSING_ANSWERS' : 'INVALID_ANSWERS',
          missing: [...this.missing],
          invalid: [...this.invalid],
        },
      };
    }
    return { ok: true, input: build(), defaulted: [...this.defaulted] };
  }
}

export const asOneOf =
  <const T extends string>(ids: readonly T[]): Parse<T> =>
  (v) => {
    const text = typeof v === 'number' ? String(v) : v;
    return typeof text === 'string' && (ids as readonly string[]).includes(text) ? (text as T) : undefined;
  };

/** A whole number from a number input (stored as a number) or an option id ('5'). */
export const asInt =
  (min: number, max: number): Parse<number> =>
  (v) => {
    const n =
      typeof v === 'number' ? v : typeof v === 'string' && /^-?\d{1,15}$/.test(v.trim()) ? Number(v) : NaN;
    return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  };

/** docs/product/quotes.md genders: '1' male, '2' female (the option ids an answer stores). */
export const asGender: Parse<Gender> = (v) => {
  const id = typeof v === 'number' ? String(v) : v;
  return id === '1' ? 'male' : id === '2' ? 'female' : undefined;
};

export const asBoolean: Parse<boolean> = (v) => {
  if (typeof v === 'boolean') return v;
  if (v === 'yes' || v === 'true' || v === '1' || v === 1) return true;
  if (v === 'no' || v === 'false' || v === '0' || v === 0) return false;
  return undefined;
};

/** A string id list (multiSelect), each id one of `ids`, no repeats. */
export const asIdList =
  <const T extends string>(ids: readonly T[]): Parse<T[]> =>
  (v) => {
    if (!Array.isArray(v)) return undefined;
    const one = asOneOf(ids);
    const out = v.map(one);
    if (out.some((x) => x === undefined) || new Set(out).size !== out.length) return undefined;
    return out as T[];
  };

/** Dates are stored as DD/MM/YYYY (docs/product/quotes.md; journeys/build.ts DATE_PLACEHOLDER). */
export const asDate =
  (format = 'DD/MM/YYYY'): Parse<CalendarDate> =>
  (v) =>
    typeof v === 'string' ? (parseDate(v, format) ?? undefined) : undefined;

/** Whole years of age on `on` from a DD/MM/YYYY birth date; undefined for a malformed or future date. */
export function ageOn(dateOfBirth: unknown, on: CalendarDate): number | undefined {
  const dob = asDate()(dateOfBirth);
  if (!dob || compareDates(dob, on) > 0) return undefined;
  return wholeYearsBetween(dob, on);
}

/** The rows of a memberDetails answer (`[{id, dateOfBirth, gender}]`); undefined when not a list of objects. */
export const asRows: Parse<Readonly<Record<string, unknown>>[]> = (v) => {
  if (!Array.isArray(v) || v.length === 0) return undefined;
  if (!v.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) return undefined;
  return v as Readonly<Record<string, unknown>>[];
};
