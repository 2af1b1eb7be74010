import type { TFieldValue } from '../contracts/journey';
import { MSG } from './messages';
import { fillPlaceholders } from './placeholders';
import type { RuleFailure, ValidationRule } from './types';

/**
 * A field's `rangeSource` (decision 0014: the car value inside the catalogue's range for the model and year) as
 * a rule of the one engine: the browser and the server both fetch the `{min, max}` its url serves for the
 * answers and add this number range rule after the field's own rules, so both give the same message.
 */
export type NumberRange = { min: number; max: number };

export function rangeSourceRule(range: NumberRange): ValidationRule {
  return { type: 'range', subType: 'number', min: range.min, max: range.max };
}

/** The url to ask for a field's range with these answers; null while an answer it names is missing. */
export function rangeSourceUrl(
  source: { url: string },
  answers: Readonly<Record<string, TFieldValue>>,
): string | null {
  return fillPlaceholders(source.url, answers);
}

/** A present answer of a field whose url served no range (an unknown model or year): nothing fits. */
export const NO_RANGE_FAILURE: RuleFailure = {
  valid: false,
  type: 'range',
  subType: 'number',
  messageKey: MSG.invalidValue,
  params: {},
};

/** `{min, max}` of a range answer (`{data: {min, max}}` or the bare object), else undefined. */
export function rangeOfAnswer(body: unknown): NumberRange | undefined {
  const obj = (v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  const data = obj(obj(body)?.data) ?? obj(body);
  const min = data?.min;
  const max = data?.max;
  if (typeof min !== 'number' || typeof max !== 'number') return undefined;
  return Number.isFinite(min) && Number.isFinite(max) && min <= max ? { min, max } : undefined;
}
