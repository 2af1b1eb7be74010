import { LANG_CODES, type LangCode, localeByPrefix, localizedPath } from './locales';
import { PRODUCT, PRODUCT_SEGMENTS } from './products';

/** Partner path segments (docs/product/pages.md) and their source ids (docs/product/pages.md). */
export const PARTNER_SOURCE_IDS = { adcb: 4, mbank: 10, yknp: 11, network_global: 14, peko: 16 } as const;
export type PartnerSegment = keyof typeof PARTNER_SOURCE_IDS;
export const PARTNER_SEGMENTS = Object.keys(PARTNER_SOURCE_IDS) as PartnerSegment[];

/** A language's podcast feed (decision 0106): `/podcasts/rss.xml`, `/ar-ae/podcasts/rss.xml`, … */
export const podcastFeedPath = (lang: LangCode): string => `${localizedPath('/podcasts/', lang)}rss.xml`;

/**
 * Files served at fixed addresses by their own routes, exempt from the trailing-slash rule: the podcast feeds, one
 * per language (decision 0106). resolveRoute never redirects them to a '/'-ended address.
 */
export const FILE_ROUTES: readonly string[] = LANG_CODES.map(podcastFeedPath);

export type RouteDecision =
  | { kind: 'redirect'; location: string; status: 301 }
  | {
      kind: 'page';
      lang: LangCode;
      /** The stored page's path: no language prefix, no partner segment. */
      contentPath: string;
      productId: number | undefined;
      partner: PartnerSegment | undefined;
      /** The canonical public path of this request (language prefix and partner segment kept). */
      publicPath: string;
    };

/**
 * Resolves a request URL to a page lookup or a canonicalising redirect.
 * Rules (docs/product/pages.md): every path ends with '/', English has no prefix (so /en-ae/x/ → /x/),
 * ar-ae, hi-ae and ml-ae prefix the content path. The query string is kept on redirects.
 */
export function resolveRoute(rawUrl: string): RouteDecision {
  const qIndex = rawUrl.indexOf('?');
  const path = qIndex === -1 ? rawUrl : rawUrl.slice(0, qIndex);
  const query = qIndex === -1 ? '' : rawUrl.slice(qIndex);
  // Collapse duplicate slashes: '//evil.example/' must never become a protocol-relative redirect. A browser
  // reads a backslash as a slash ('/\\evil.example/' is another host to it), so backslashes count as slashes
  // (decision 0022).
  const clean = ('/' + path.split(/[/\\]/).filter(Boolean).join('/') + '/').replace(/\/+$/, '/');
  const segments = clean.split('/').filter(Boolean);
  if (segments[0] === 'en-ae') {
    return {
      kind: 'redirect',
      status: 301,
      location:
        '/' +
        segments
          .slice(1)
          .map((s) => s + '/')
          .join('') +
        query,
    };
  }
  if (clean !== path && !FILE_ROUTES.includes(path)) {
    return { kind: 'redirect', status: 301, location: clean + query };
  }
  let lang: LangCode = 'en';
  const locale = segments[0] ? localeByPrefix(segments[0]) : undefined;
  if (locale) {
    lang = locale.code;
    segments.shift();
  }
  let partner: PartnerSegment | undefined;
  if (segments[0] && (PARTNER_SEGMENTS as readonly string[]).includes(segments[0])) {
    partner = segments.shift() as PartnerSegment;
  }
  const contentPath = '/' + segments.map((s) => s + '/').join('');
  return {
    kind: 'page',
    lang,
    contentPath,
    productId: productOfPath(contentPath),
    partner,
    publicPath: clean,
  };
}

/** The product a content path belongs to: home is 17, otherwise the first product segment found. */
export function productOfPath(contentPath: string): number | undefined {
  const segments = contentPath.split('/').filter(Boolean);
  if (segments.length === 0) return PRODUCT.HOME;
  for (const s of segments) {
    const id = PRODUCT_SEGMENTS[s];
    if (id !== undefined) return id;
  }
  return undefined;
}

/** Marketing landing pages hide the products menu and SEO content (docs/product/pages.md). */
export function isMarketingPath(path: string): boolean {
  return path.includes('buy-insurance') || path.includes('/apply/') || path.includes('/offers');
}
