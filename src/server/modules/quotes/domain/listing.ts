import type { QuoteSort, TQuote } from '../../../../shared/contracts/quotes-api';
import { PRODUCT } from '../../../../shared/domain/products';

/**
 * Ordering and paging a quote list (docs/product/quotes.md 'Quote list paging', sorting, de-duplication, grouping, text
 * filter), pure. Runs on the presented quotes, so the text filter matches what the visitor reads.
 */

/** docs/product/quotes.md: health lists cover high to low by default; every other product by priority. */
export function defaultSortOf(productId: number): QuoteSort {
  return productId === PRODUCT.HEALTH_INSURANCE ? 'COVER_DESC' : 'RECOMMENDED';
}

/** Quote keys the text filter may name (besides a feature's key or id). */
export const TEXT_FILTER_QUOTE_KEYS = [
  'planName',
  'providerName',
  'insurerName',
  'label',
  'mobLabel',
  'offerText',
] as const;
type QuoteTextKey = (typeof TEXT_FILTER_QUOTE_KEYS)[number];

const isQuoteTextKey = (key: string): key is QuoteTextKey =>
  (TEXT_FILTER_QUOTE_KEYS as readonly string[]).includes(key);

/** The keys a text filter may use for these quotes: the quote keys and every feature key. */
export function keysToFilterOf(quotes: readonly TQuote[]): string[] {
  const featureKeys = new Set(quotes.flatMap((q) => q.features.map((f) => f.key)));
  return [...TEXT_FILTER_QUOTE_KEYS, ...[...featureKeys].sort()];
}

/** Whether a text filter may name `key`: a quote key, or the key or id of a feature the plans carry. */
export function isTextFilterKey(
  key: string,
  features: Iterable<{ key: string; id: string | number }>,
): boolean {
  if (isQuoteTextKey(key)) return true;
  for (const f of features) if (f.key === key || String(f.id) === key) return true;
  return false;
}

/**
 * docs/product/quotes.md: a case-insensitive contains match on a quote key, or on a feature whose id or key is the key
 * (its value or title). Empty text matches everything.
 */
export function matchesText(q: TQuote, key: string, text: string): boolean {
  const needle = text.trim().toLocaleLowerCase();
  if (needle === '') return true;
  const has = (s: string) => s.toLocaleLowerCase().includes(needle);
  if (isQuoteTextKey(key)) return has(q[key]);
  return q.features.some((f) => (f.key === key || String(f.id) === key) && (has(f.value) || has(f.title)));
}

/** The cover term's points (0..1000) of a quote's ranking. */
const coverPoints = (q: TQuote) => q.rankTerms.find((t) => t.term === 'cover')?.points ?? 0;

export function compareQuotes(
  sort: QuoteSort,
  /** Keep my doctor (decision 0095): how many chosen hospitals a quote's plan network holds. */
  matchedOf: (q: TQuote) => number = () => 0,
): (a: TQuote, b: TQuote) => number {
  switch (sort) {
    case 'NETWORK_MATCH_DESC': {
      // The most of the visitor's hospitals first, then price low to high (as PRICE_ASC).
      const byPrice = compareQuotes('PRICE_ASC');
      return (a, b) => matchedOf(b) - matchedOf(a) || byPrice(a, b);
    }
    case 'PRICE_ASC':
      // A plan whose price is on request ('Check premium') sorts after every priced one.
      return (a, b) =>
        Number(a.showPriceOnRequest !== 0) - Number(b.showPriceOnRequest !== 0) ||
        a.premium - b.premium ||
        a.priority - b.priority;
    case 'COVER_DESC':
      // Of the same cover, a plan with a price comes before one whose price is on request (decision 0065).
      return (a, b) =>
        (b.coverAmount ?? -1) - (a.coverAmount ?? -1) ||
        Number(a.showPriceOnRequest !== 0) - Number(b.showPriceOnRequest !== 0) ||
        coverPoints(b) - coverPoints(a) ||
        a.priority - b.priority;
    case 'TOTAL_ASC':
      // Loans (decision 0064): the total repayable, low to high; a quote without loan figures after every loan.
      return (a, b) =>
        Number(a.loan === undefined) - Number(b.loan === undefined) ||
        (a.loan?.totalCost ?? 0) - (b.loan?.totalCost ?? 0) ||
        a.priority - b.priority;
    case 'RECOMMENDED':
      return (a, b) => a.priority - b.priority;
  }
}

/** docs/product/quotes.md: one quote per providerId + planId pair (the first in order). */
export function dedupe(quotes: readonly TQuote[]): TQuote[] {
  const seen = new Set<string>();
  return quotes.filter((q) => {
    const key = `${q.providerId}:${q.planId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Grouped by provider (`groupBy: providerId`): each insurer's quotes together, insurers in the order of their
 * first quote, the order within an insurer kept. Paging then runs over the grouped list.
 */
export function groupByProvider(quotes: readonly TQuote[]): TQuote[] {
  const groups = new Map<number, TQuote[]>();
  for (const q of quotes) groups.set(q.providerId, [...(groups.get(q.providerId) ?? []), q]);
  return [...groups.values()].flat();
}

export type ListOptions = {
  sort: QuoteSort;
  supplierId?: number | undefined;
  groupBy?: 'providerId' | undefined;
  textFilter?: { key: string; text: string } | undefined;
  /** The product filters, already resolved (filters.ts). */
  test: (q: TQuote) => boolean;
  /** NETWORK_MATCH_DESC's count of chosen hospitals in a quote's network (decision 0095). */
  matchedOf?: ((q: TQuote) => number) | undefined;
  skip: number;
  limit: number;
};

export function listQuotes(
  quotes: readonly TQuote[],
  o: ListOptions,
): { page: TQuote[]; totalCount: number } {
  let list = quotes.filter(
    (q) =>
      (o.supplierId === undefined || q.providerId === o.supplierId) &&
      o.test(q) &&
      (o.textFilter === undefined || matchesText(q, o.textFilter.key, o.textFilter.text)),
  );
  list = dedupe([...list].sort(compareQuotes(o.sort, o.matchedOf)));
  if (o.groupBy === 'providerId') list = groupByProvider(list);
  return { page: list.slice(o.skip, o.skip + o.limit), totalCount: list.length };
}
