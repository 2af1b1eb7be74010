/**
 * The network hospitals search page's state (decision 0094; docs/product/hospitals.md), kept apart from the DOM so it is
 * unit-tested: the filters, the paging (skip = items loaded, limit 10 on desktop / 5 on a phone, +10 per 'View More
 * List'), the dependent clear (a new insurer clears the city), and the request each state asks for.
 */

export const SEARCH_LIMIT = 10;
export const SEARCH_LIMIT_MOBILE = 5;
export const SEARCH_STEP = 10;
/** The name box waits 300 ms after the last key (docs/product/hospitals.md). */
export const NAME_DEBOUNCE_MS = 300;

export type Filters = { insurerId: string; city: string; type: string; name: string };

export type SearchState = {
  filters: Filters;
  /** Items shown so far (the next request's skip). */
  loaded: number;
  hasNext: boolean;
  mobile: boolean;
};

export const initialState = (mobile: boolean): SearchState => ({
  filters: { insurerId: '', city: '', type: '', name: '' },
  loaded: 0,
  hasNext: false,
  mobile,
});

/**
 * A field changed: the list starts again (skip 0, the first page's size), and a new insurer clears the city, whose
 * options depend on it (a changed field clears the fields that depend on it).
 */
export function withFilter(s: SearchState, field: keyof Filters, value: string): SearchState {
  const filters = { ...s.filters, [field]: value };
  if (field === 'insurerId' && value !== s.filters.insurerId) filters.city = '';
  return { ...s, filters, loaded: 0, hasNext: false };
}

/** Every filter back to empty ('Clear Filter'); the name box too. */
export const cleared = (s: SearchState): SearchState => ({ ...initialState(s.mobile) });

/** The first request's size: 5 on a phone, 10 on desktop; every later one asks for 10 more. */
export const pageLimit = (s: SearchState): number =>
  s.loaded === 0 ? (s.mobile ? SEARCH_LIMIT_MOBILE : SEARCH_LIMIT) : SEARCH_STEP;

/**
 * The query of GET /api/network-hospitals for the next page, or null: a hospital fetch is sent only when an
 * insurer is chosen (docs/product/hospitals.md).
 */
export function listQuery(s: SearchState): string | null {
  if (s.filters.insurerId === '') return null;
  const p = new URLSearchParams({ insurerId: s.filters.insurerId });
  if (s.filters.city) p.set('city', s.filters.city);
  if (s.filters.type) p.set('type', s.filters.type);
  const name = s.filters.name.trim();
  if (name) p.set('providerName', name);
  p.set('skip', String(s.loaded));
  p.set('limit', String(pageLimit(s)));
  return p.toString();
}

/** A page arrived: replace (first page) or append ('View More List'). */
export function withPage(s: SearchState, count: number, hasNext: boolean): SearchState {
  return { ...s, loaded: s.loaded + count, hasNext };
}

/** What Search needs before it navigates: the missing required fields (insurer, then city). */
export function missingForSearch(f: Filters): ('insurerId' | 'city')[] {
  const missing: ('insurerId' | 'city')[] = [];
  if (f.insurerId === '') missing.push('insurerId');
  if (f.city === '') missing.push('city');
  return missing;
}

/** A coordinate as sent to the server: 3 decimals (about 100 m), never more (decision 0094). */
export const roundCoordinate = (x: number): number => Math.round(x * 1000) / 1000;

/** The body of POST /api/network-hospitals/nearby: the rounded position and the chosen filters. */
export function nearbyBody(
  s: SearchState,
  latitude: number,
  longitude: number,
): Record<string, string | number> {
  return {
    latitude: roundCoordinate(latitude),
    longitude: roundCoordinate(longitude),
    ...(s.filters.insurerId ? { insurerId: Number(s.filters.insurerId) } : {}),
    ...(s.filters.city ? { city: s.filters.city } : {}),
    ...(s.filters.type ? { type: s.filters.type } : {}),
    limit: SEARCH_LIMIT,
  };
}

/** Calls `fn` once `ms` after the last call (the name box). */
export function debounce<A extends unknown[]>(fn: (...a: A) => void, ms: number): (...a: A) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (...a: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => fn(...a), ms);
  };
}

/** A cache of option lists by address: each is fetched once, a failed fetch is forgotten so it is asked again. */
export function optionsCache<T>(load: (url: string) => Promise<T>): (url: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (url) => {
    let p = cache.get(url);
    if (!p) {
      p = load(url);
      p.catch(() => cache.delete(url));
      cache.set(url, p);
    }
    return p;
  };
}

/** The list page address of an insurer and a city under a language's prefix (decision 0093's URL). */
export function listPageUrl(base: string, insurerSlug: string, citySlug: string): string {
  const insurer = insurerSlug.endsWith('-insurance') ? insurerSlug : `${insurerSlug}-insurance`;
  return `${base}${insurer}-hospital-list-${citySlug}/`;
}
