import type { QuoteSort, TQuote, TQuotesResponse } from '../../shared/contracts/quotes-api';
import { QUOTE_CARDS_LIMIT, QUOTE_PAGE_SIZE } from '../../shared/contracts/quotes-api-constants';

/**
 * The quote list's pure rules (docs/product/quotes.md 'Quote list paging', sorting, de-duplication, grouping; docs/product/quotes.md page size
 * 10, cardsLimit 5): what the island shows for a state, and how a page answer changes it.
 */

/** docs/product/quotes.md: quotes are de-duplicated by the providerId and planId pair. */
export const quoteKey = (q: Pick<TQuote, 'providerId' | 'planId'>): string => `${q.providerId}:${q.planId}`;

/** The first quote of each providerId + planId pair, in order; hidden plans (`isHidden`) are dropped. */
export function dedupe(quotes: readonly TQuote[]): TQuote[] {
  const seen = new Set<string>();
  const out: TQuote[] = [];
  for (const q of quotes) {
    const key = quoteKey(q);
    if (q.isHidden || seen.has(key)) continue;
    seen.add(key);
    out.push(q);
  }
  return out;
}

const priceOf = (q: TQuote): number | null => (q.showPriceOnRequest !== 0 ? null : q.premium);

/** Nulls last, then ascending or descending; ties keep the answer's order (Array.prototype.sort is stable). */
function compareNullable(a: number | null, b: number | null, dir: 1 | -1): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return (a - b) * dir;
}

/**
 * Recommended: priority ascending (docs/product/quotes.md); price low to high with 'Check premium' plans last; cover high to
 * low with unknown cover last and, of the same cover, 'Check premium' plans after priced ones (decision 0065). The server sorts each page the same way; sorting again keeps appended pages in
 * one order.
 */
export function sortQuotes(quotes: readonly TQuote[], sort: QuoteSort): TQuote[] {
  const list = [...quotes];
  if (sort === 'PRICE_ASC') list.sort((a, b) => compareNullable(priceOf(a), priceOf(b), 1));
  else if (sort === 'COVER_DESC')
    list.sort(
      (a, b) =>
        compareNullable(a.coverAmount, b.coverAmount, -1) ||
        compareNullable(priceOf(a) === null ? 1 : 0, priceOf(b) === null ? 1 : 0, 1),
    );
  else if (sort === 'NETWORK_MATCH_DESC')
    // Keep my doctor (decision 0099): the most of the visitor's hospitals first, then exactly the server's PRICE_ASC
    // (price on request last, then the premium, then priority; decision 0095).
    list.sort(
      (a, b) =>
        (b.networkMatch?.matched ?? 0) - (a.networkMatch?.matched ?? 0) ||
        Number(a.showPriceOnRequest !== 0) - Number(b.showPriceOnRequest !== 0) ||
        a.premium - b.premium ||
        a.priority - b.priority,
    );
  else if (sort === 'TOTAL_ASC')
    list.sort((a, b) => compareNullable(a.loan?.totalCost ?? null, b.loan?.totalCost ?? null, 1));
  else list.sort((a, b) => a.priority - b.priority);
  return list;
}

/** A page answer merged into the list: appended (Show More) or replacing it, de-duplicated and sorted. */
export function mergePage(
  existing: readonly TQuote[],
  page: readonly TQuote[],
  append: boolean,
  sort: QuoteSort,
): TQuote[] {
  return sortQuotes(dedupe(append ? [...existing, ...page] : page), sort);
}

export type ProviderGroup = {
  providerId: number;
  providerName: string;
  logo: string;
  quotes: TQuote[];
};

/** docs/product/quotes.md 'grouped by provider': one group per insurer, in the order of its first (best) plan. */
export function groupByProvider(quotes: readonly TQuote[]): ProviderGroup[] {
  const groups = new Map<number, ProviderGroup>();
  for (const q of quotes) {
    let g = groups.get(q.providerId);
    if (!g) {
      g = {
        providerId: q.providerId,
        providerName: q.insurerName || q.providerName,
        logo: q.providerLogo || q.imgUrl,
        quotes: [],
      };
      groups.set(q.providerId, g);
    }
    g.quotes.push(q);
  }
  return [...groups.values()];
}

/** Whether a product's list is grouped by provider (docs/product/quotes.md: health, travel and bank accounts send groupBy). */
export const GROUPED_PRODUCTS: ReadonlySet<number> = new Set([2, 3, 12]);

export type ListPhase =
  /** Before the island knows the enquiry (server render and the first browser render). */
  | 'init'
  /** No enquiry from this browser. */
  | 'none'
  | 'loading'
  | 'processing'
  | 'loaded'
  | 'error'
  /** Still processing after the poll's time limit. */
  | 'timeout';

export type ListState = {
  phase: ListPhase;
  enquiryId: string | null;
  /** The last answer (fields, ranking, counts, status); quotes live in `quotes`. */
  meta: Omit<TQuotesResponse, 'quotes'> | null;
  quotes: TQuote[];
  /** The skip of the last page loaded (0 after the first page and after Show Less). */
  skip: number;
  sort: QuoteSort;
  /** 'See More Plans' pressed: every loaded card shows, not only cardsLimit. */
  expanded: boolean;
  /** A Show More request is running (the list stays, the button shows progress). */
  appending: boolean;
  errorMessage: string | null;
};

export type ListAction =
  | { type: 'none' }
  /** `refresh`: re-pricing after 'Edit your cover' keeps the loaded list on screen until the answer replaces it. */
  | { type: 'request'; enquiryId: string; append: boolean; refresh?: boolean }
  | { type: 'answer'; response: TQuotesResponse; append: boolean }
  | { type: 'failed'; message: string; append: boolean }
  | { type: 'timeout' }
  | { type: 'sort'; sort: QuoteSort }
  | { type: 'toggleExpanded' }
  | { type: 'showLess' };

export function initialListState(sort: QuoteSort): ListState {
  return {
    phase: 'init',
    enquiryId: null,
    meta: null,
    quotes: [],
    skip: 0,
    sort,
    expanded: false,
    appending: false,
    errorMessage: null,
  };
}

export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'none':
      return { ...state, phase: 'none' };
    case 'request':
      return action.append
        ? { ...state, enquiryId: action.enquiryId, appending: true, errorMessage: null }
        : {
            ...state,
            enquiryId: action.enquiryId,
            // A re-fetch while pricing (poll) keeps the progress on screen instead of flashing skeletons, and a
            // re-pricing keeps the loaded list.
            phase:
              state.phase === 'processing'
                ? 'processing'
                : action.refresh && state.phase === 'loaded'
                  ? 'loaded'
                  : 'loading',
            appending: false,
            errorMessage: null,
          };
    case 'answer': {
      const { quotes, ...meta } = action.response;
      return {
        ...state,
        meta,
        quotes: mergePage(state.quotes, quotes, action.append, state.sort),
        skip: action.append ? action.response.skip : 0,
        phase: action.response.status === 'processing' ? 'processing' : 'loaded',
        appending: false,
        errorMessage: null,
      };
    }
    case 'failed':
      // A failed Show More keeps the list and offers the retry beside it; a failed first page shows the error.
      return action.append
        ? { ...state, appending: false, errorMessage: action.message }
        : { ...state, phase: 'error', appending: false, errorMessage: action.message };
    case 'timeout':
      return { ...state, phase: 'timeout' };
    case 'sort':
      return { ...state, sort: action.sort, quotes: sortQuotes(state.quotes, action.sort) };
    case 'toggleExpanded':
      return { ...state, expanded: !state.expanded };
    case 'showLess':
      // docs/product/quotes.md: 'Show Less' resets to skip 0 (the first page stays loaded; no request needed).
      return {
        ...state,
        skip: 0,
        quotes: state.quotes.slice(0, state.meta?.limit ?? QUOTE_PAGE_SIZE),
      };
  }
}

export type ListView = {
  visible: TQuote[];
  /** 'See More Plans' / 'See Less Plans' (null: everything fits within cardsLimit). */
  seeMore: 'more' | 'less' | null;
  /** 'Show More' (skip + 10) while more remain, 'Show Less' at the end (null: one page holds them all). */
  paging: 'more' | 'less' | null;
};

/** Show More asks for the page after the last one loaded (docs/product/quotes.md: skip + 10). */
export const nextSkip = (s: ListState): number => s.skip + (s.meta?.limit ?? QUOTE_PAGE_SIZE);

/** How many quotes the server has for the current filters (at least those loaded). */
export const totalOf = (s: ListState): number => Math.max(s.meta?.totalCount ?? 0, s.quotes.length);

/** What the list shows: cardsLimit cards until 'See More Plans', and the paging button under the full list. */
export function listView(s: ListState, quotes: readonly TQuote[] = s.quotes): ListView {
  const cardsLimit = s.meta?.cardsLimit ?? QUOTE_CARDS_LIMIT;
  const fits = quotes.length <= cardsLimit;
  const visible = s.expanded || fits ? [...quotes] : quotes.slice(0, cardsLimit);
  const seeMore = fits ? null : s.expanded ? 'less' : 'more';
  let paging: ListView['paging'] = null;
  if (s.expanded || fits) {
    if (nextSkip(s) < totalOf(s)) paging = 'more';
    else if (s.skip > 0) paging = 'less';
  }
  return { visible, seeMore, paging };
}
