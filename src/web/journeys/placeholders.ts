export { fillPlaceholders, placeholderNames } from '../../shared/rules/placeholders';

/** Appends query parameters to a same-origin path that may already have a query. */
export function withQuery(url: string, params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${url}${url.includes('?') ? '&' : '?'}${s}` : url;
}

/**
 * Where the journey may send the visitor: a same-origin path ('/x/', not '//host' or '/\host') or an absolute
 * url on this origin. The server already restricts `next` (docs/product/journeys.md); the browser checks again.
 * `external` additionally allows https urls (redirectToInsurer: the server allows only configured insurer hosts).
 */
export function safeNavigationTarget(
  url: string,
  origin: string,
  opts: { external?: boolean } = {},
): string | null {
  if (/^\/(?![/\\])/.test(url)) return url;
  try {
    const u = new URL(url);
    if (u.origin === origin) return u.pathname + u.search + u.hash;
    if (opts.external && u.protocol === 'https:') return u.href;
  } catch {
    // not a url
  }
  return null;
}
