/**
 * Field values as the rule engine and the constraint evaluator see them.
 *
 * Values come from the browser form and, on the server, from an untrusted request body, so a lookup by a
 * name taken from a form definition or a constraint must never walk the prototype chain
 * (`constructor`, `__proto__`, `prototype`, `toString` …): see docs/ARCHITECTURE.md#principle-3.
 */

/** Other field values: a Map, or a plain / null-prototype object (own properties only are read). */
export type ValueLookup = ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>;

/** Names that always resolve to "missing", even when an object carries them as own properties. */
export const FORBIDDEN_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Reads one value by name: Map.get or Object.hasOwn, never an inherited property. */
export function lookupValue(values: ValueLookup | null | undefined, name: string): unknown {
  if (values == null || FORBIDDEN_NAMES.has(name)) return undefined;
  if (values instanceof Map) return values.get(name);
  const record = values as Readonly<Record<string, unknown>>;
  return Object.hasOwn(record, name) ? record[name] : undefined;
}

/**
 * docs/product/journeys.md: 'A value is present if not null, empty, or the strings 'null' or 'undefined''.
 * Blank strings count as empty (docs/product/journeys.md 'required: fails on … blank'); NaN counts as empty.
 * An empty array or an object without own properties is empty. `false` and `0` are answers, so present.
 */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed !== '' && trimmed !== 'null' && trimmed !== 'undefined';
  }
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** Deep presence for structured answers: arrays need every item present, objects every own value (depth-bounded). */
export function isPresentDeep(value: unknown, depth = 0): boolean {
  if (!isPresent(value)) return false;
  if (depth >= 4) return true;
  if (Array.isArray(value)) return value.every((item) => isPresentDeep(item, depth + 1));
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).every((item) => isPresentDeep(item, depth + 1));
  }
  return true;
}

/** A value as text for pattern tests and formatters (numbers and booleans become their decimal / literal text). */
export function valueAsText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return undefined;
}
