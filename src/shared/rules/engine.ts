/**
 * The one rule engine (docs/ARCHITECTURE.md#principle-2): the journey form validates each screen with it in the
 * browser, and the server re-runs it over the same form definition before it stores anything.
 * Pure: no DOM, no clock (today is injected), no I/O.
 *
 * docs/product/journeys.md 'Form rules run in order and stop at the first failure; a field with no rules is valid …
 * Each failing rule yields its own errorMessage and type.'
 */
import {
  compareDates,
  DATE_FORMAT_DMY,
  formatDate,
  parseDate,
  parseDateBound,
  parseKnownDate,
  resolveDateBound,
  wholeYearsBetween,
  type CalendarDate,
} from './dates';
import { isFieldActive, type UtmValues } from './constraints/evaluate';
import { isMessageKey, MSG, type MessageKey } from './messages';
import { compilePattern, matchesPattern } from './pattern';
import { VALID } from './result';
import type { FieldConstraints, MessageParams, RuleFailure, RuleResult, ValidationRule } from './types';
import { isPresent, isPresentDeep, lookupValue, valueAsText, type ValueLookup } from './values';

export interface RuleContext {
  /** Today's UAE calendar date, injected (`todayAt(new Date())` in the app): rules never read the clock. */
  readonly today: CalendarDate;
  /** Other answers of the journey, for 'unique' (compareWith), START_DATE from another field and constraints. */
  readonly values?: ValueLookup | null;
}

/** Runs the rules in order and returns the first failure (docs/product/journeys.md). No rules: valid. */
export function validateField(
  value: unknown,
  rules: readonly ValidationRule[] | null | undefined,
  ctx: RuleContext,
): RuleResult {
  if (!rules) return VALID;
  for (const rule of rules) {
    const result = checkRule(value, rule, ctx);
    if (!result.valid) return result;
  }
  return VALID;
}

/** One rule. Every rule but `required` passes an absent value, so optional fields stay optional. */
export function checkRule(value: unknown, rule: ValidationRule, ctx: RuleContext): RuleResult {
  if (rule.type === 'required') return checkRequired(value, rule);
  if (!isPresent(value)) return VALID;
  switch (rule.type) {
    case 'regex':
      return checkRegex(value, rule);
    case 'range':
      switch (rule.subType ?? 'number') {
        case 'age':
          return checkAge(value, rule, ctx);
        case 'date':
          return checkDateRange(value, rule, ctx);
        default:
          return checkNumberRange(value, rule);
      }
    case 'date':
      return checkDateFormat(value, rule);
    case 'miscellaneous':
      switch (rule.subType) {
        case 'member':
          return checkMember(value, rule);
        case 'unique':
          return checkUnique(value, rule, ctx);
        case 'length':
          return checkLength(value, rule);
        default:
          // A definition the schema would have refused: fail closed rather than accept anything.
          return fail(rule, MSG.invalidValue);
      }
    default:
      return fail(rule, MSG.invalidValue);
  }
}

// ---------------------------------------------------------------------------------------------------------

function fail(rule: ValidationRule, defaultKey: MessageKey, params: MessageParams = {}): RuleFailure {
  const custom = rule.errorMessage?.trim();
  const base = { valid: false as const, type: rule.type, ...(rule.subType ? { subType: rule.subType } : {}) };
  if (!custom) return { ...base, messageKey: defaultKey, params };
  // A key from the definition is used as is; literal text (already in the page language) travels as a parameter.
  if (isMessageKey(custom)) return { ...base, messageKey: custom, params };
  return { ...base, messageKey: MSG.custom, params: { ...params, text: custom } };
}

function itemsOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [value];
}

/** docs/product/journeys.md 'required: fails on empty, null, 'null', 'undefined' or blank; arrays need every item non-empty.' */
function checkRequired(value: unknown, rule: ValidationRule): RuleResult {
  const ok = isPresent(value) && (!Array.isArray(value) || value.every((item) => isPresent(item)));
  return ok ? VALID : fail(rule, MSG.required);
}

/** docs/product/journeys.md 'regex: pattern test; arrays check each item.' */
function checkRegex(value: unknown, rule: ValidationRule): RuleResult {
  const re = rule.pattern ? compilePattern(rule.pattern) : null;
  if (!re) return fail(rule, MSG.regex);
  for (const item of itemsOf(value)) {
    const text = valueAsText(item);
    if (text === undefined || !matchesPattern(re, text)) return fail(rule, MSG.regex);
  }
  return VALID;
}

function numberOf(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === 'string' && raw.trim() !== '') {
    const n = Number(raw.trim());
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** A whole number answer: a safe integer, or a string of digits with an optional minus sign. */
function integerOf(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw : undefined;
  if (typeof raw === 'string' && /^\s*-?\d{1,15}\s*$/.test(raw)) return Number(raw.trim());
  return undefined;
}

type BoundKeys = { readonly between: MessageKey; readonly min: MessageKey; readonly max: MessageKey };

function boundKey(keys: BoundKeys, hasMin: boolean, hasMax: boolean): MessageKey {
  return hasMin && hasMax ? keys.between : hasMin ? keys.min : keys.max;
}

function boundParams(
  min: string | number | undefined,
  max: string | number | undefined,
): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (min !== undefined) params.min = min;
  if (max !== undefined) params.max = max;
  return params;
}

/** docs/product/journeys.md 'Default numeric: min <= integer <= max.' */
function checkNumberRange(value: unknown, rule: ValidationRule): RuleResult {
  const min = numberOf(rule.min);
  const max = numberOf(rule.max);
  const params = boundParams(min, max);
  for (const item of itemsOf(value)) {
    const n = integerOf(item);
    if (n === undefined) return fail(rule, MSG.range.number.invalid, params);
    if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
      return fail(rule, boundKey(MSG.range.number, min !== undefined, max !== undefined), params);
    }
  }
  return VALID;
}

/**
 * docs/product/journeys.md 'range, subtype age: years from a DD/MM/YYYY date must be at least min and below max.'
 * Whole years (a day before the 18th birthday is 17). An unparsable or future birth date fails.
 */
function checkAge(value: unknown, rule: ValidationRule, ctx: RuleContext): RuleResult {
  const format = rule.format ?? DATE_FORMAT_DMY;
  const min = numberOf(rule.min);
  const max = numberOf(rule.max);
  const params: Record<string, string | number> = { ...boundParams(min, max), format };
  if (max !== undefined) params.maxAge = max - 1;
  for (const item of itemsOf(value)) {
    const dob = typeof item === 'string' ? parseDate(item, format) : null;
    if (!dob || compareDates(dob, ctx.today) > 0) return fail(rule, MSG.range.age.invalid, params);
    const age = wholeYearsBetween(dob, ctx.today);
    if (age < (min ?? 0) || (max !== undefined && age >= max)) {
      return fail(rule, boundKey(MSG.range.age, min !== undefined, max !== undefined), params);
    }
  }
  return VALID;
}

function parseDateValue(raw: unknown, format: string | null | undefined): CalendarDate | null {
  if (typeof raw !== 'string') return null;
  return format ? parseDate(raw, format) : parseKnownDate(raw);
}

/**
 * START_DATE from another answer: a date, or a year (a model year, '2021' or 2021), read as 1 January of it, so
 * 'first registration not before the year before the model year' is a rule (decision 0029).
 */
function startDateOf(raw: unknown, format: string | null | undefined): CalendarDate | null {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text === 'string' && /^[12][0-9]{3}$/.test(text))
    return { year: Number(text), month: 1, day: 1 };
  return parseDateValue(raw, format);
}

/**
 * docs/product/journeys.md 'Subtype date: value between min/max or minDate/maxDate; CURRENT_DATE, relative macros (up
 * to one year from the start date) and offsets in days, months, years allowed.' Bounds are inclusive.
 * START_DATE is the first date of a date-range answer, or the answer of `startField`. A bound that needs
 * a start date nobody has given yet is skipped: the start field's own rules report it.
 */
function checkDateRange(value: unknown, rule: ValidationRule, ctx: RuleContext): RuleResult {
  const items = itemsOf(value);
  const dates: CalendarDate[] = [];
  for (const item of items) {
    const d = parseDateValue(item, rule.format);
    if (!d) return fail(rule, MSG.range.date.invalid, { format: rule.format ?? DATE_FORMAT_DMY });
    dates.push(d);
  }
  for (let i = 1; i < dates.length; i++) {
    const prev = dates[i - 1];
    const cur = dates[i];
    if (prev && cur && compareDates(prev, cur) > 0) return fail(rule, MSG.range.date.order);
  }
  const start = Array.isArray(value)
    ? (dates[0] ?? null)
    : rule.startField
      ? startDateOf(lookupValue(ctx.values, rule.startField), rule.format)
      : null;

  const resolve = (
    raw: string | number | null | undefined,
    type: ValidationRule['minDateType'],
  ): { readonly ok: boolean; readonly date: CalendarDate | null } => {
    if (raw == null || raw === '') return { ok: true, date: null };
    const bound = parseDateBound(raw, type ?? 'CURRENT_DATE');
    if (!bound) return { ok: false, date: null };
    return { ok: true, date: resolveDateBound(bound, { today: ctx.today, start }) };
  };
  const low = resolve(rule.minDate ?? rule.min, rule.minDateType);
  const high = resolve(rule.maxDate ?? rule.max, rule.maxDateType);
  // A bound the schema would have refused: fail closed.
  if (!low.ok || !high.ok)
    return fail(rule, MSG.range.date.invalid, { format: rule.format ?? DATE_FORMAT_DMY });
  const lo = low.date;
  const hi = high.date;
  const params = boundParams(lo ? formatDate(lo) : undefined, hi ? formatDate(hi) : undefined);
  for (const d of dates) {
    if ((lo && compareDates(d, lo) < 0) || (hi && compareDates(d, hi) > 0)) {
      return fail(rule, boundKey(MSG.range.date, lo !== null, hi !== null), params);
    }
  }
  return VALID;
}

/**
 * docs/product/journeys.md 'date: value must match the format.' Without a format on the rule, either product format
 * (DD/MM/YYYY, the default date format, or YYYY-MM-DD, the form default) is accepted, strictly.
 */
function checkDateFormat(value: unknown, rule: ValidationRule): RuleResult {
  for (const item of itemsOf(value)) {
    if (!parseDateValue(item, rule.format))
      return fail(rule, MSG.date.format, { format: rule.format ?? DATE_FORMAT_DMY });
  }
  return VALID;
}

function memberIdOf(entry: unknown): string | undefined {
  if (typeof entry === 'string' || typeof entry === 'number') return String(entry);
  if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
    for (const key of ['id', 'memberId']) {
      if (Object.hasOwn(entry, key)) {
        const id = (entry as Record<string, unknown>)[key];
        if (typeof id === 'string' || typeof id === 'number') return String(id);
      }
    }
  }
  return undefined;
}

/**
 * docs/product/journeys.md 'member (all entries and sub-values non-empty and any requiredId present)'. Entries are
 * member objects (their own values must all be present) or member ids; an entry carries an id in `id`
 * or `memberId`.
 */
function checkMember(value: unknown, rule: ValidationRule): RuleResult {
  if (!Array.isArray(value) || !value.every((entry) => isPresentDeep(entry)))
    return fail(rule, MSG.misc.member);
  const required =
    rule.requiredId == null ? [] : Array.isArray(rule.requiredId) ? rule.requiredId : [rule.requiredId];
  const ids = new Set(value.map(memberIdOf));
  for (const id of required) {
    if (!ids.has(String(id))) return fail(rule, MSG.misc.memberRequired, { requiredId: String(id) });
  }
  return VALID;
}

/** Comparison key for 'unique': text trimmed and case-folded (e-mail addresses, names), objects by sorted JSON. */
function uniqueKey(item: unknown): string {
  if (typeof item === 'string') return `s:${item.trim().toLowerCase()}`;
  if (typeof item === 'number' || typeof item === 'boolean') return `s:${String(item)}`;
  try {
    return `j:${JSON.stringify(item, (_k, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : v,
    )}`;
  } catch {
    return `x:${String(item)}`;
  }
}

/** docs/product/journeys.md 'unique (no duplicates)': among the items of the answer, and against the `compareWith` fields. */
function checkUnique(value: unknown, rule: ValidationRule, ctx: RuleContext): RuleResult {
  const seen = new Set<string>();
  for (const item of itemsOf(value)) {
    if (!isPresent(item)) continue;
    const key = uniqueKey(item);
    if (seen.has(key)) return fail(rule, MSG.misc.unique);
    seen.add(key);
  }
  for (const fieldId of rule.compareWith ?? []) {
    const other = lookupValue(ctx.values, fieldId);
    for (const item of itemsOf(other)) {
      if (isPresent(item) && seen.has(uniqueKey(item))) return fail(rule, MSG.misc.unique);
    }
  }
  return VALID;
}

/**
 * docs/product/journeys.md 'length (array length or value within min and max)': the item count of an array, the value
 * of a number, the number of characters of a text.
 */
function checkLength(value: unknown, rule: ValidationRule): RuleResult {
  const min = numberOf(rule.min);
  const max = numberOf(rule.max);
  let measure: number | undefined;
  if (Array.isArray(value)) measure = value.length;
  else if (typeof value === 'number') measure = value;
  else if (typeof value === 'string') measure = Array.from(value.trim()).length;
  const params = boundParams(min, max);
  const key = boundKey(MSG.misc.length, min !== undefined, max !== undefined);
  if (measure === undefined) return fail(rule, key, params);
  if ((min !== undefined && measure < min) || (max !== undefined && measure > max))
    return fail(rule, key, params);
  return VALID;
}

// ---------------------------------------------------------------------------------------------------------
// Screens

export interface FieldForValidation {
  readonly fieldId: string;
  readonly fieldType?: string | null;
  readonly value?: unknown;
  readonly validations?: readonly ValidationRule[] | null;
  readonly constraints?: FieldConstraints | null;
  readonly isDirty?: boolean | null;
  /** The error currently shown for the field, if any. */
  readonly error?: unknown;
}

export interface ScreenContext extends RuleContext {
  readonly utm?: UtmValues | null;
}

export interface FieldError {
  readonly fieldId: string;
  readonly failure: RuleFailure;
}

export interface ScreenValidation {
  readonly valid: boolean;
  /** In field order. */
  readonly errors: readonly FieldError[];
  /** Fields switched off by their constraint: not validated, not submitted. */
  readonly inactive: readonly string[];
}

export interface ScreenOptions {
  /**
   * Browser only: skip fields already validated since their last edit (dirty and without an error).
   * The server never trusts that state and leaves this off (docs/ARCHITECTURE.md#principle-1).
   */
  readonly skipValidDirty?: boolean;
}

function valuesOf(fields: readonly FieldForValidation[]): Map<string, unknown> {
  return new Map(fields.map((f) => [f.fieldId, f.value]));
}

function alwaysRechecked(field: FieldForValidation): boolean {
  // docs/product/journeys.md 'miscellaneous fields are always rechecked' (their validity depends on other entries).
  return (
    field.fieldType === 'miscellaneous' || (field.validations ?? []).some((r) => r.type === 'miscellaneous')
  );
}

/**
 * docs/product/journeys.md 'Screen validation checks fields active by constraint and not already valid-dirty;
 * miscellaneous fields are always rechecked.' `ctx.values` should hold every answer of the journey
 * (constraints may read other screens); without it, the screen's own fields are used.
 */
export function validateFields(
  fields: readonly FieldForValidation[],
  ctx: ScreenContext,
  options: ScreenOptions = {},
): ScreenValidation {
  const full: ScreenContext = ctx.values ? ctx : { ...ctx, values: valuesOf(fields) };
  const errors: FieldError[] = [];
  const inactive: string[] = [];
  for (const field of fields) {
    if (!isFieldActive(field.constraints, full)) {
      inactive.push(field.fieldId);
      continue;
    }
    const validDirty = field.isDirty === true && !field.error;
    if (options.skipValidDirty && validDirty && !alwaysRechecked(field)) continue;
    const result = validateField(field.value, field.validations, full);
    if (!result.valid) errors.push({ fieldId: field.fieldId, failure: result });
  }
  return { valid: errors.length === 0, errors, inactive };
}

/** docs/product/journeys.md 'screens whose fields all fail their constraint are skipped (forward or backward)'. */
export function isScreenSkipped(fields: readonly FieldForValidation[], ctx: ScreenContext): boolean {
  const full: ScreenContext = ctx.values ? ctx : { ...ctx, values: valuesOf(fields) };
  return fields.length > 0 && fields.every((f) => !isFieldActive(f.constraints, full));
}
