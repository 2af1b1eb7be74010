import { useCallback, useRef, useState } from 'react';
import type { TFilterField } from '../../shared/contracts/quotes-api';
import type { TFunction } from '../../shared/i18n/translator';
import type { SavedOptions } from './edit-cover-panel';
import {
  filterBody,
  followAnswers,
  hasActiveFilter,
  initialValues,
  textFilterOf,
  withAnswer,
  withTextSearch,
  type FilterValue,
} from './filters';
import type { QuotesList } from './use-quotes-list';

/**
 * The filter form's answers. Created before the list so the list's first answer can seed them (`seed` is stable:
 * the list's fetch effect does not run again for it).
 */
export function useFilterValues() {
  const [values, setValues] = useState<Record<string, FilterValue>>({});
  const defaults = useRef<Record<string, FilterValue> | null>(null);
  const seed = useCallback((fields: readonly TFilterField[]) => {
    if (defaults.current !== null) return;
    defaults.current = initialValues(fields);
    setValues(defaults.current);
  }, []);
  return { values, setValues, defaults, seed };
}

/**
 * Filtering and re-pricing (docs/product/quotes.md): typing filters the loaded plans at once, Search asks the
 * server with the same answers, Clear goes back to the first answer's defaults, and 'Edit your cover' re-prices in
 * place (a changed cover type also narrows the list to it, decision 0014).
 */
export function useQuoteFilters(
  form: ReturnType<typeof useFilterValues>,
  list: Pick<QuotesList, 'state' | 'query' | 'setQuery' | 'setReprice'>,
  t: TFunction,
) {
  const { values, setValues, defaults } = form;
  const { state, query, setQuery, setReprice } = list;
  const [formChanged, setFormChanged] = useState(false);
  const [filterOpen, setFilterOpen] = useState(false);

  const fields = state.meta
    ? withTextSearch(state.meta.fields, state.meta.keysToFilter, t('filters.planName'))
    : [];
  const liveText = textFilterOf(fields, values);
  const filtersOn = hasActiveFilter(fields, query.filters) || !!query.textFilter || !!liveText;

  const onChange = (id: string, value: FilterValue | undefined) => {
    setValues((v) => withAnswer(fields, v, id, value));
    setFormChanged(true);
  };
  const search = (next: Record<string, FilterValue> = values) => {
    setQuery((q) => ({
      ...q,
      filters: filterBody(fields, next),
      textFilter: textFilterOf(fields, next),
      refresh: false,
    }));
    setFormChanged(false);
    setFilterOpen(false);
  };
  const clear = () => {
    const d = defaults.current ?? {};
    setValues(d);
    search(d);
  };
  const repriced = (saved: SavedOptions) => {
    const follow = followAnswers(fields, values, query.filters, saved.answers, saved.changed);
    if (follow) setValues(follow.values);
    setReprice('updating');
    setQuery((q) => ({
      ...q,
      ...(follow ? { filters: follow.filters } : {}),
      attempt: q.attempt + 1,
      refresh: true,
    }));
  };

  return {
    fields,
    values,
    liveText,
    filtersOn,
    formChanged,
    filterOpen,
    setFilterOpen,
    onChange,
    search,
    clear,
    repriced,
  };
}

export type QuoteFilters = ReturnType<typeof useQuoteFilters>;
