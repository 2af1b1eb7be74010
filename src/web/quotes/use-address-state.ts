import { useEffect, useRef } from 'react';
import type { QuoteSort, TQuote } from '../../shared/contracts/quotes-api';
import { filterValuesOf, readAddressState, withAddressState, type AddressState } from './address-state';
import { quoteKey } from './list';
import type { Compare } from './use-compare';
import type { QuoteFilters, useFilterValues } from './use-quote-filters';
import type { QuotesList } from './use-quotes-list';

/**
 * Keeps the sort, the filters and the compare selection in the address (decision 0065, address-state.ts): read
 * once after hydration (the server rendered the defaults, so the first render matches its markup), applied as the
 * list allows (the sort at once, the filters once the first answer names its fields, a compared plan once the
 * list holds it), and written back with replaceState on every change, so a reload or Back shows the same list.
 */
export function useAddressState(opts: {
  defaultSort: QuoteSort;
  list: QuotesList;
  form: ReturnType<typeof useFilterValues>;
  filters: QuoteFilters;
  compare: Compare;
  /** `choose=<planId>` from the comparison page: that plan's lead popup, as its card opens it. */
  onChoose(q: TQuote): void;
}) {
  const { list, filters, compare, form } = opts;
  const { query, state } = list;
  const read = useRef<AddressState | null>(null);
  /** What the address asked for and the list could not apply yet: kept in the address meanwhile. */
  const pendingFilters = useRef<Record<string, string[]> | null>(null);
  const pendingCompare = useRef<string[]>([]);
  const pendingChoose = useRef<number | null>(null);

  useEffect(() => {
    const a = readAddressState(location.search);
    read.current = a;
    pendingFilters.current = Object.keys(a.filters).length > 0 ? a.filters : null;
    pendingCompare.current = a.compare;
    pendingChoose.current = Number(new URLSearchParams(location.search).get('choose')) || null;
    if (a.sort && a.sort !== opts.defaultSort) list.sortBy(a.sort);
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fieldsKnown = filters.fields.length > 0;
  useEffect(() => {
    const raw = pendingFilters.current;
    if (!fieldsKnown || !raw) return;
    pendingFilters.current = null;
    const values = filterValuesOf(filters.fields, raw);
    if (values) filters.search({ ...form.defaults.current, ...values });
    if (values) form.setValues((v) => ({ ...v, ...values }));
    // The fields of the first answer only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fieldsKnown]);

  useEffect(() => {
    const chosen = state.quotes.find((q) => q.planId === pendingChoose.current);
    if (chosen) {
      pendingChoose.current = null;
      opts.onChoose(chosen);
    }
    if (pendingCompare.current.length === 0) return;
    const found = state.quotes.filter((q) => pendingCompare.current.includes(quoteKey(q)));
    pendingCompare.current = pendingCompare.current.filter((k) => !found.some((q) => quoteKey(q) === k));
    for (const q of found) if (!compare.isCompared(quoteKey(q))) compare.toggle(q);
    // Each new page of the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.quotes]);

  useEffect(() => {
    if (!read.current) return;
    const write = () => {
      const next = withAddressState(location.search, {
        sort: query.sort === opts.defaultSort ? null : query.sort,
        filters: pendingFilters.current ?? query.filters,
        text: pendingFilters.current ? undefined : query.textFilter,
        compare: [...compare.items.map((c) => c.key), ...pendingCompare.current],
      });
      if (next !== location.search)
        history.replaceState(history.state, '', location.pathname + next + location.hash);
    };
    write();
    // A dialog closed by Back (its own history entry) lands on the entry before it: write the state there too.
    addEventListener('popstate', write);
    return () => removeEventListener('popstate', write);
  }, [query.sort, query.filters, query.textFilter, compare.items, opts.defaultSort]);
}
