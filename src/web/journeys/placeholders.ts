import type { TFieldValue } from '../../shared/contracts/journey';

/** ':name' placeholders of an action or options url (spec 000 §3 'action {url with :param placeholders}'). */
const PLACEHOLDER = /:([A-Za-z_$][A-Za-z0-9_$]{0,63})/g;

/** The field ids a url's placeholders name, in order. */
export function placeholderNames(url: string): string[] {
  return [...url.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
}

function asParam(value: TFieldValue | undefined): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * Fills every ':name' from the answers, URL-encoded (spec 000 §7 'Form next button: :param placeholders
 * filled from form values'). Null when an answer is missing: the call cannot be made yet.
 */
export function fillPlaceholders(url: string, values: Readonly<Record<string, TFieldValue>>): string | null {
  let missing = false;
  const filled = url.replace(PLACEHOLDER, (_m, name: string) => {
    const v = Object.hasOwn(values, name) ? asParam(values[name]) : undefined;
    if (v === undefined) {
      missing = true;
      return '';
    }
    return encodeURIComponent(v);
  });
  return missing ? null : filled;
}

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
 * url on this origin. The server already restricts `next` (spec 000 §4); the browser checks again.
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
