import type { QuoteSort, TFilterField } from '../../shared/contracts/quotes-api';
import { QUOTE_SORTS } from '../../shared/contracts/quotes-api-constants';
import type { FilterValue, TextFilter } from './filters';

/**
 * The list's sort, filters and compare selection in the page address, so a reload or the Back button finds them
 * again (decision 0065): `sort=PRICE_ASC` (only when not the product's default), `f.<field id>=<value>` (repeated
 * for several values; the text search under its own field id) and `compare=<providerId>:<planId>,…`. Read and
 * written in the browser only: the server never reads them and they are never part of the page-cache key
 * (decision 0045).
 */
export type AddressState = {
  sort: QuoteSort | null;
  /** Raw values per filter field id, as the address holds them. */
  filters: Record<string, string[]>;
  compare: string[];
};

const FILTER = 'f.';
const KEY = /^\d+:\d+$/;

export function readAddressState(search: string): AddressState {
  const q = new URLSearchParams(search);
  const sort = q.get('sort');
  const filters: Record<string, string[]> = {};
  for (const [k, v] of q) {
    if (!k.startsWith(FILTER) || v === '') continue;
    (filters[k.slice(FILTER.length)] ??= []).push(v);
  }
  return {
    sort: (QUOTE_SORTS as readonly string[]).includes(sort ?? '') ? (sort as QuoteSort) : null,
    filters,
    compare: (q.get('compare') ?? '').split(',').filter((k) => KEY.test(k)),
  };
}

/** The address's filters as the form's values, for the fields the answer has (unknown ids are dropped). */
export function filterValuesOf(
  fields: readonly TFilterField[],
  raw: Readonly<Record<string, string[]>>,
): Record<string, FilterValue> | null {
  const out: Record<string, FilterValue> = {};
  for (const f of fields) {
    const v = raw[f.id];
    if (!v?.length || f.isHidden) continue;
    out[f.id] = f.type === 'multiSelect' ? [...v] : (v[0] ?? '');
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** The address with this state written in, every other parameter (the enquiry id, utm_*) kept. */
export function withAddressState(
  search: string,
  state: {
    sort: QuoteSort | null;
    filters: Readonly<Record<string, FilterValue | string[]>>;
    text: TextFilter | undefined;
    compare: readonly string[];
  },
): string {
  const q = new URLSearchParams(search);
  for (const k of [...q.keys()]) if (k.startsWith(FILTER)) q.delete(k);
  q.delete('sort');
  q.delete('compare');
  // A one-time ask from the comparison page (open this plan's lead popup): read once, never kept.
  q.delete('choose');
  if (state.sort) q.set('sort', state.sort);
  for (const [id, v] of Object.entries(state.filters))
    for (const one of Array.isArray(v) ? v : [v]) q.append(FILTER + id, String(one));
  if (state.text) q.set(FILTER + state.text.key, state.text.text);
  if (state.compare.length > 0) q.set('compare', state.compare.join(','));
  const out = q.toString().replace(/%2C/g, ',').replace(/%3A/g, ':');
  return out ? `?${out}` : '';
}
