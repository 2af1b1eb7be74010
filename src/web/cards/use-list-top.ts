import { useEffect, useRef, useState, type Dispatch } from 'react';
import type { CardSort, TCardFilters } from '../../shared/contracts/credit-cards-api-constants';
import { salaryFilterIncome } from '../../shared/rules/inputs';
import type { FilterControls } from './filter-panel';
import type { ListingAction, ListingState } from './listing';
import { listingHref, readListingQuery } from './url-state';

/**
 * The list's top (decision 0070): the salary typed but not yet applied (cards above it are marked), the order,
 * and the address kept in step with the list on screen. On load the address's salary and order replace the
 * server's default list (one debounced reload, as a filter change).
 */
export function useListTop(
  listing: { state: ListingState; dispatch: Dispatch<ListingAction> },
  controls: FilterControls,
  changed: () => void,
  defaults: TCardFilters,
) {
  const { state, dispatch } = listing;
  const [draft, setDraft] = useState<number | null>(null);
  const read = useRef(false);
  // What the address is compared with: the list the page opened with (a block may open on another salary than
  // the filters' defaults), or the defaults when the address itself asked for a list.
  const fromAddress = useRef(false);
  const base = useRef<TCardFilters | null>(null);

  useEffect(() => {
    if (read.current) return;
    read.current = true;
    const q = readListingQuery(window.location.search);
    fromAddress.current = q.income !== undefined || q.sort !== undefined;
    if (q.income !== undefined && q.income !== state.filters.income) controls.onIncomeText(String(q.income));
    if (q.sort !== undefined) {
      dispatch({ type: 'setSort', sort: q.sort });
      changed();
    }
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // replaceState: a reload or Back shows this list, and Back still leaves the page (no entry per change).
  const { applied } = state;
  useEffect(() => {
    if (!read.current || state.phase !== 'loaded') return;
    base.current ??= fromAddress.current ? defaults : applied;
    const href = listingHref(window.location.href, applied, base.current);
    if (href !== window.location.href) window.history.replaceState(window.history.state, '', href);
  }, [applied, defaults, state.phase]);

  return {
    /** The salary the cards are compared with: the one being typed, else the one the list is for. */
    salary: draft ?? state.filters.income,
    setDraft,
    applySalary: (text: string): boolean => {
      controls.onIncomeText(text);
      return salaryFilterIncome(text) !== null;
    },
    sort: state.filters.sort ?? 'recommended',
    onSort: (sort: CardSort) => {
      dispatch({ type: 'setSort', sort });
      changed();
    },
  };
}
