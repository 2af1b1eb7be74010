import type { TFieldValue } from '../../shared/contracts/journey';
import type { TFilterField, TQuote } from '../../shared/contracts/quotes-api';
import { fillPlaceholders } from '../../shared/rules/placeholders';

/**
 * The quote filter panel's pure rules (docs/product/quotes.md 'Filter field', docs/product/quotes.md 'A filter change marks the form changed;
 * search is allowed only when all required fields have values. Filtering by text is a case-insensitive contains
 * match on a quote key or a feature of the same id or key', docs/product/quotes.md 'Empty filter values omitted from requests').
 */

export type FilterValue = string | string[] | number;
export type FilterValues = Readonly<Record<string, FilterValue>>;

export function isEmptyValue(v: FilterValue | null | undefined): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === 'string') return v.trim() === '';
  if (typeof v === 'number') return !Number.isFinite(v);
  return v.length === 0;
}

/** The panel's starting values: each visible field's value as the answer gives it. */
export function initialValues(fields: readonly TFilterField[]): Record<string, FilterValue> {
  const out: Record<string, FilterValue> = {};
  for (const f of fields) if (!f.isHidden && f.value !== null && !isEmptyValue(f.value)) out[f.id] = f.value;
  return out;
}

/** Required visible fields without a value: they block the search button (docs/product/quotes.md). */
export function missingRequired(fields: readonly TFilterField[], values: FilterValues): string[] {
  return fields.filter((f) => f.required && !f.isHidden && isEmptyValue(values[f.id])).map((f) => f.id);
}

export const canSearch = (fields: readonly TFilterField[], values: FilterValues): boolean =>
  missingRequired(fields, values).length === 0;

/**
 * The request's filter keys: selected field ids mapped to ids or id arrays, typed input as numbers when numeric
 * (docs/product/quotes.md). Empty values are omitted; the text filter travels separately as `textFilter`.
 */
export function filterBody(
  fields: readonly TFilterField[],
  values: FilterValues,
): Record<string, FilterValue> {
  const out: Record<string, FilterValue> = {};
  for (const f of fields) {
    const v = values[f.id];
    if (f.type === 'text' || f.isHidden || v === undefined || isEmptyValue(v)) continue;
    if (f.type === 'multiSelect') out[f.id] = Array.isArray(v) ? [...v] : [String(v)];
    else if (f.type === 'input' && typeof v === 'string' && /^\d+(\.\d+)?$/.test(v.trim()))
      out[f.id] = Number(v.trim());
    else out[f.id] = Array.isArray(v) ? (v[0] ?? '') : v;
  }
  return out;
}

export type TextFilter = { key: string; text: string };

/** The first text field with something typed (docs/product/quotes.md text filter), or undefined. */
export function textFilterOf(fields: readonly TFilterField[], values: FilterValues): TextFilter | undefined {
  for (const f of fields) {
    const v = values[f.id];
    if (f.type === 'text' && !f.isHidden && typeof v === 'string' && v.trim() !== '')
      return { key: f.id, text: v.trim() };
  }
  return undefined;
}

/** Whether any filter narrows the list (so an empty answer reads 'no plans available for this selection!'). */
export function hasActiveFilter(fields: readonly TFilterField[], values: FilterValues): boolean {
  return Object.keys(filterBody(fields, values)).length > 0 || textFilterOf(fields, values) !== undefined;
}

/**
 * docs/product/quotes.md: a case-insensitive contains match on the quote's own key (a string or number property) or on a
 * feature whose id or key is that key (its value and title).
 */
export function matchesText(quote: TQuote, filter: TextFilter): boolean {
  const needle = filter.text.trim().toLocaleLowerCase();
  if (needle === '') return true;
  const has = (v: unknown) =>
    (typeof v === 'string' || typeof v === 'number') && String(v).toLocaleLowerCase().includes(needle);
  if (Object.hasOwn(quote, filter.key) && has((quote as Record<string, unknown>)[filter.key])) return true;
  return quote.features.some(
    (f) => (String(f.id) === filter.key || f.key === filter.key) && (has(f.value) || has(f.title)),
  );
}

export function applyTextFilter(quotes: readonly TQuote[], filter: TextFilter | undefined): TQuote[] {
  return filter ? quotes.filter((q) => matchesText(q, filter)) : [...quotes];
}

/**
 * The url a field's options come from, with its `:param` placeholders filled from the other answers (docs/product/quotes.md
 * docs/product/quotes.md 'GET option url from field config'); null while an answer it needs is missing, or when it has none.
 */
export function optionsUrl(field: TFilterField, values: FilterValues): string | null {
  const f = field.fetchOptions;
  if (!f) return null;
  const answers: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(values))
    if (typeof v === 'string' || typeof v === 'number') answers[k] = v;
  const url = fillPlaceholders(f.url, answers);
  // Only this site's API: a field definition must never make the browser call elsewhere.
  return url && /^\/api\/[^/\\]/.test(url) ? url : null;
}

/** Options from a fetched list, read with the field's idKey and valueKey. */
export function optionsFrom(
  field: TFilterField,
  items: readonly Record<string, unknown>[],
): { id: string; name: string }[] {
  const idKey = field.fetchOptions?.idKey || 'id';
  const valueKey = field.fetchOptions?.valueKey || 'name';
  const out: { id: string; name: string }[] = [];
  for (const item of items) {
    const id = item[idKey];
    const name = item[valueKey];
    if (
      (typeof id === 'string' || typeof id === 'number') &&
      (typeof name === 'string' || typeof name === 'number')
    )
      out.push({ id: String(id), name: String(name) });
  }
  return out;
}

/**
 * A changed answer clears the fields whose options depend on it (docs/product/quotes.md 'Changing a field clears
 * dependent fields'), transitively.
 */
export function withAnswer(
  fields: readonly TFilterField[],
  values: FilterValues,
  id: string,
  value: FilterValue | undefined,
): Record<string, FilterValue> {
  const next: Record<string, FilterValue> = { ...values };
  if (value === undefined || isEmptyValue(value)) delete next[id];
  else next[id] = value;
  const cleared = new Set<string>([id]);
  let changed = true;
  while (changed) {
    changed = false;
    for (const f of fields) {
      if (cleared.has(f.id) || !f.fetchOptions) continue;
      const deps = [...f.fetchOptions.params, ...(f.fetchOptions.url.match(/:([A-Za-z_$][\w$]*)/g) ?? [])];
      if (deps.some((d) => cleared.has(d.replace(/^:/, '')))) {
        delete next[f.id];
        cleared.add(f.id);
        changed = true;
      }
    }
  }
  return next;
}

/** Toggles one id of a multiSelect answer. */
export function toggleId(current: FilterValue | undefined, id: string): string[] {
  const list = Array.isArray(current) ? current : typeof current === 'string' && current ? [current] : [];
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

/** The text filter's quote key the page offers when the answer lists no text field of its own. */
export const TEXT_SEARCH_KEY = 'planName';

/**
 * The fields the panel shows: the answer's, plus a plan-name text search (docs/product/quotes.md text filter) when the
 * answer allows that key (`keysToFilter`) and has no text field itself. It is never sent as a filter id, only as
 * `textFilter`.
 */
export function withTextSearch(
  fields: readonly TFilterField[],
  keysToFilter: readonly string[],
  label: string,
): TFilterField[] {
  if (
    !keysToFilter.includes(TEXT_SEARCH_KEY) ||
    fields.some((f) => f.type === 'text' || f.id === TEXT_SEARCH_KEY)
  )
    return [...fields];
  return [
    ...fields,
    {
      id: TEXT_SEARCH_KEY,
      type: 'text',
      label,
      required: false,
      value: null,
      options: [],
      fetchOptions: null,
      journeyId: null,
      isSearchable: true,
      errorMessage: '',
      searchedText: '',
      isHidden: false,
    },
  ];
}

/**
 * 'Edit your cover' (decision 0014). Answers the list follows: a changed cover type becomes the list's own `coverType` filter (each plan is priced
 * for its own cover, decision 0012, so the list narrows to the cover the visitor now asks for; Clear Filter
 * shows every plan again).
 */
export const LIST_FOLLOWS_ANSWERS: readonly string[] = ['coverType'];

/**
 * The filter panel's values and the applied filters after a saved change, when a changed answer is one the list
 * follows and the list offers that option; null when nothing changes.
 */
export function followAnswers(
  fields: readonly TFilterField[],
  values: FilterValues,
  filters: FilterValues,
  answers: Readonly<Record<string, TFieldValue>>,
  changed: readonly string[],
): { values: Record<string, FilterValue>; filters: Record<string, FilterValue> } | null {
  let nextValues: Record<string, FilterValue> | null = null;
  let nextFilters: Record<string, FilterValue> | null = null;
  for (const id of LIST_FOLLOWS_ANSWERS) {
    const answer = answers[id];
    const field = fields.find((f) => f.id === id && !f.isHidden);
    if (!changed.includes(id) || typeof answer !== 'string' || !field) continue;
    if (!field.options.some((o) => o.id === answer)) continue;
    const value: FilterValue = field.type === 'multiSelect' ? [answer] : answer;
    nextValues = withAnswer(fields, nextValues ?? values, id, value);
    nextFilters = { ...(nextFilters ?? filters), [id]: value };
  }
  return nextValues && nextFilters ? { values: nextValues, filters: nextFilters } : null;
}
