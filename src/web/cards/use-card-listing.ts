import { useCallback, useEffect, useReducer, useRef } from 'react';
import { CARD_FILTER_DEBOUNCE_MS, CARD_PAGE_SIZE } from '../../shared/contracts/credit-cards-api-constants';
import { fetchCards } from './api';
import type { CreditCardsProps } from './props';
import {
  debounceChange,
  debounceFlush,
  debounceTick,
  initialListingState,
  listingReducer,
  needsReload,
  nextPage,
  type DebounceState,
  type ListingAction,
  type ListingState,
  type RequestMode,
} from './listing';

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * 'The page scrolls smoothly to the list's title' (docs/product/cards.md): only when the title is out of view,
 * and never with motion off.
 */
export function scrollToTitle(titleId: string): void {
  const title = document.getElementById(titleId);
  if (!title) return;
  const top = title.getBoundingClientRect().top;
  if (top >= 0 && top < window.innerHeight * 0.5) return;
  title.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

/**
 * The listing's requests (docs/product/cards.md, decision 0019): a filter reload supersedes whatever is running
 * and replaces the list, 'Load More' appends the next page; any filter change waits 500 ms (a newer change
 * restarts the wait), then one reload. The first render loads nothing when the server rendered the first page.
 * While the filter dialog is open, the scroll to the title waits for it to close (`scrollPending`).
 */
export function useCardListing(
  props: Pick<CreditCardsProps, 'action' | 'cardType' | 'defaults' | 'initial' | 'titleId'>,
  errorMessage: string,
  dialogOpen: boolean,
) {
  const { titleId } = props;
  const [state, dispatch] = useReducer(listingReducer, null, () =>
    initialListingState(props.defaults, props.initial),
  );
  // The latest state for timers and callbacks (the debounce fires after renders it cannot see).
  const stateRef = useRef<ListingState>(state);
  stateRef.current = state;
  const dialogRef = useRef(dialogOpen);
  dialogRef.current = dialogOpen;
  const debounce = useRef<DebounceState>({ dueAt: null });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reloadCtrl = useRef<AbortController | null>(null);
  const moreCtrl = useRef<AbortController | null>(null);
  const requestIds = useRef(0);
  const scrollPending = useRef(false);

  const send = useCallback(
    async (mode: RequestMode) => {
      const s = stateRef.current;
      const filters = mode === 'LOAD_MORE' ? s.applied : s.filters;
      const page = mode === 'LOAD_MORE' ? nextPage(s) : { skip: 0, limit: CARD_PAGE_SIZE };
      // A filter reload supersedes whatever is running; a 'load more' only the previous 'load more'.
      if (mode === 'FILTERS') reloadCtrl.current?.abort();
      moreCtrl.current?.abort();
      const ctrl = new AbortController();
      if (mode === 'FILTERS') reloadCtrl.current = ctrl;
      else moreCtrl.current = ctrl;
      const id = ++requestIds.current;
      dispatch({ type: 'request', mode, id });
      const res = await fetchCards(props.action, filters, props.cardType, page, ctrl.signal);
      if (ctrl.signal.aborted) return;
      const action: ListingAction = res.ok
        ? { type: 'answer', mode, id, filters, response: res.data }
        : { type: 'failed', mode, id, message: errorMessage };
      dispatch(action);
      if (res.ok && mode === 'FILTERS') {
        if (dialogRef.current) scrollPending.current = true;
        else scrollToTitle(titleId);
      }
    },
    [props.action, props.cardType, errorMessage, titleId],
  );

  const fire = useCallback(() => {
    if (needsReload(stateRef.current)) void send('FILTERS');
  }, [send]);

  const changed = useCallback(() => {
    debounce.current = debounceChange(debounce.current, Date.now(), CARD_FILTER_DEBOUNCE_MS);
    clearTimeout(timer.current);
    const wait = () => {
      const tick = debounceTick(debounce.current, Date.now());
      debounce.current = tick.state;
      if (tick.fire) fire();
      else if (debounce.current.dueAt !== null)
        timer.current = setTimeout(wait, Math.max(0, debounce.current.dueAt - Date.now()));
    };
    timer.current = setTimeout(wait, CARD_FILTER_DEBOUNCE_MS);
  }, [fire]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const f = debounceFlush(debounce.current);
    debounce.current = f.state;
    if (f.fire) fire();
  }, [fire]);

  // Only when the server could not render the first page (its data is missing) does the island load it, like
  // the other islands' retry on the client.
  useEffect(() => {
    if (stateRef.current.phase === 'empty') void send('FILTERS');
    return () => {
      clearTimeout(timer.current);
      reloadCtrl.current?.abort();
      moreCtrl.current?.abort();
    };
  }, [send]);

  return { state, dispatch, stateRef, send, changed, flush, scrollPending };
}
