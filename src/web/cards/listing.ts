import {
  CARD_FILTER_DEBOUNCE_MS,
  CARD_PAGE_SIZE,
  type CardSort,
  type TCardFilters,
  type TCreditCardQuote,
  type TCreditCardsResponse,
} from '../../shared/contracts/credit-cards-api-constants';

/**
 * The credit cards listing's pure rules in the browser (docs/product/cards.md 'Credit cards listing'; docs/product/cards.md page size 10,
 * debounce 500 ms): the filter state, what a filter change, a request and an answer do to the list, and the
 * debounce that turns quick changes into one request.
 */

/** docs/product/cards.md: 'load more' appends; a filter change reloads from 0 with 10 items in mode FILTERS. */
export type RequestMode = 'FILTERS' | 'LOAD_MORE';

export type FilterKind = 'bankIds' | 'featureIds' | 'rewardTypeIds';

export type ListingPhase =
  /** No list yet: the server could not render the first page, the island loads it. */
  'empty' | 'loading' | 'loaded' | 'error';

export type ListingState = {
  /** The filters as the visitor set them (what the next FILTERS request sends). */
  filters: TCardFilters;
  /** The filters of the list on screen. */
  applied: TCardFilters;
  /** The page's default filters (reset and Clear Filter restore them). */
  defaults: TCardFilters;
  quotes: TCreditCardQuote[];
  /** The last answer without its quotes (counts, the popular flag, the filter lists). */
  meta: Omit<TCreditCardsResponse, 'quotes'> | null;
  phase: ListingPhase;
  /** A FILTERS reload is running while the list stays on screen. */
  reloading: boolean;
  /** A 'load more' request is running. */
  appending: boolean;
  /** Id of the newest request; an answer of an older one is dropped. */
  requestId: number;
  errorMessage: string | null;
};

export type ListingAction =
  | { type: 'setIncome'; income: number }
  | { type: 'setSort'; sort: CardSort }
  | { type: 'toggle'; kind: FilterKind; id: number }
  | { type: 'reset' }
  | { type: 'request'; mode: RequestMode; id: number }
  | { type: 'answer'; mode: RequestMode; id: number; filters: TCardFilters; response: TCreditCardsResponse }
  | { type: 'failed'; mode: RequestMode; id: number; message: string };

export function initialListingState(
  defaults: TCardFilters,
  initial: { filters: TCardFilters; response: TCreditCardsResponse } | null,
): ListingState {
  const filters = initial?.filters ?? defaults;
  const { quotes = [], ...meta } = initial?.response ?? {};
  return {
    filters,
    applied: filters,
    defaults,
    quotes,
    meta: initial ? (meta as Omit<TCreditCardsResponse, 'quotes'>) : null,
    phase: initial ? 'loaded' : 'empty',
    reloading: false,
    appending: false,
    requestId: 0,
    errorMessage: null,
  };
}

/** A canonical text of a filter state: equal filters, equal keys (id lists compared as sets). */
export function filtersKey(f: TCardFilters): string {
  const ids = (a: readonly number[]) => [...a].sort((x, y) => x - y).join(',');
  return `${f.income}|${ids(f.bankIds)}|${ids(f.featureIds)}|${ids(f.rewardTypeIds)}|${f.sort ?? 'recommended'}`;
}

export const sameFilters = (a: TCardFilters, b: TCardFilters): boolean => filtersKey(a) === filtersKey(b);

/** A multi-select's list with the id added, or removed when already chosen. */
export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/** The first card of each planId, in order (an appended page never repeats a card already shown). */
export function mergeQuotes(
  existing: readonly TCreditCardQuote[],
  page: readonly TCreditCardQuote[],
): TCreditCardQuote[] {
  const seen = new Set(existing.map((q) => q.planId));
  return [...existing, ...page.filter((q) => !seen.has(q.planId) && seen.add(q.planId))];
}

export function listingReducer(state: ListingState, action: ListingAction): ListingState {
  switch (action.type) {
    case 'setIncome':
      return { ...state, filters: { ...state.filters, income: action.income } };
    case 'toggle':
      return {
        ...state,
        filters: { ...state.filters, [action.kind]: toggleId(state.filters[action.kind], action.id) },
      };
    case 'setSort':
      return { ...state, filters: { ...state.filters, sort: action.sort } };
    case 'reset':
      // The order is not a filter: resetting the filters keeps it (decision 0070).
      return { ...state, filters: { ...state.defaults, sort: state.filters.sort } };
    case 'request':
      return action.mode === 'LOAD_MORE'
        ? { ...state, requestId: action.id, appending: true, errorMessage: null }
        : {
            ...state,
            requestId: action.id,
            // The list stays on screen while a filter change reloads it; only an empty island shows loading.
            phase: state.phase === 'loaded' ? 'loaded' : 'loading',
            reloading: state.phase === 'loaded',
            appending: false,
            errorMessage: null,
          };
    case 'answer': {
      if (action.id !== state.requestId) return state;
      const { quotes, ...meta } = action.response;
      return {
        ...state,
        applied: action.filters,
        meta,
        quotes: action.mode === 'LOAD_MORE' ? mergeQuotes(state.quotes, quotes) : quotes,
        phase: 'loaded',
        reloading: false,
        appending: false,
        errorMessage: null,
      };
    }
    case 'failed':
      if (action.id !== state.requestId) return state;
      // A failed 'load more' or reload keeps the list and says so beside it; a failed first load shows the error.
      return state.phase === 'loaded'
        ? { ...state, reloading: false, appending: false, errorMessage: action.message }
        : { ...state, phase: 'error', reloading: false, appending: false, errorMessage: action.message };
  }
}

/** Whether the debounced reload has anything to ask: the filters differ from the list on screen (or none is). */
export const needsReload = (s: ListingState): boolean =>
  s.phase !== 'loaded' || !sameFilters(s.filters, s.applied) || s.errorMessage !== null;

/** 'Load More' asks for the page after the cards loaded (skip = loaded count, 10 more). */
export const nextPage = (s: ListingState): { skip: number; limit: number } => ({
  skip: s.quotes.length,
  limit: CARD_PAGE_SIZE,
});

/** More cards remain for the filters on screen. */
export const hasMore = (s: ListingState): boolean =>
  s.phase === 'loaded' && s.meta !== null && s.quotes.length < s.meta.totalCount;

/** docs/product/cards.md: nothing is eligible, or nothing matched and nothing popular could stand in: the no-results card. */
export const showsNoResults = (s: ListingState): boolean =>
  s.phase === 'loaded' && s.quotes.length === 0 && s.meta !== null && !s.meta.isProviderPopularPlans;

// ---------------------------------------------------------------------------------------------------------
// Debounce (docs/product/cards.md: 'Any filter change waits 500 ms'): several quick changes, one request.

export type DebounceState = { dueAt: number | null };

/** A change (re)starts the wait: the request is due `delay` after the last change. */
export const debounceChange = (
  _s: DebounceState,
  now: number,
  delay: number = CARD_FILTER_DEBOUNCE_MS,
): DebounceState => ({ dueAt: now + delay });

/** At `now`: fire (and stop waiting) once the wait is over, else keep waiting. */
export function debounceTick(s: DebounceState, now: number): { state: DebounceState; fire: boolean } {
  if (s.dueAt === null || now < s.dueAt) return { state: s, fire: false };
  return { state: { dueAt: null }, fire: true };
}

/** 'Search' closes the dialog and does not wait out the rest: a pending change fires now. */
export const debounceFlush = (s: DebounceState): { state: DebounceState; fire: boolean } => ({
  state: { dueAt: null },
  fire: s.dueAt !== null,
});
