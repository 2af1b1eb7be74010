import { LOCALES, localizedPath, type LangCode } from '../../../shared/domain/locales';

/**
 * sitemap.xml (decision 0039; the sitemap protocol, sitemaps.org 0.9): one `<url>` per indexable stored page and
 * language, with `lastmod` and an `xhtml:link rel="alternate"` for every indexable language version of the same
 * path plus `x-default` (the English version), so each hreflang pair is present both ways. Over 50,000 URLs the
 * file becomes a sitemap index of files of at most 50,000 URLs each.
 */

/** The protocol's limit of URLs per sitemap file (and of sitemaps per index). */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** A stored published page in one language, as the sitemap needs it. */
export type SitemapPage = {
  urlPath: string;
  language: LangCode;
  updatedAt: Date;
  /** The page's own metadata asks search engines not to index it (`<meta name="robots" content="noindex…">`). */
  noindex: boolean;
};

export type SitemapUrl = {
  loc: string;
  lastmod: string;
  /** hreflang (`en-AE`, `ar-AE`, …, `x-default`) to absolute URL; empty when the path has one language. */
  alternates: { hreflang: string; href: string }[];
};

/** Paths that are never listed: development tools, per-visitor areas and the API (their pages say noindex). */
export const PRIVATE_PREFIXES = ['/api/', '/dev/', '/account/', '/my-data/'] as const;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** hreflang of a language version, as the page head writes it. */
export const hreflangOf = (code: LangCode) => `${code}-AE`;

/**
 * The URLs of the sitemap, grouped by path so alternates are symmetric: every indexable version lists every other
 * indexable version of its path (and itself), plus x-default when the English version is indexable. `excluded`
 * says which content paths never appear (per-visitor pages, paths a stored redirection sends elsewhere).
 */
export function sitemapUrls(
  pages: readonly SitemapPage[],
  origin: string,
  excluded: (contentPath: string, publicPath: string) => boolean = () => false,
): SitemapUrl[] {
  const base = origin.replace(/\/+$/, '');
  const byPath = new Map<string, SitemapPage[]>();
  for (const p of pages) {
    if (p.noindex) continue;
    if (PRIVATE_PREFIXES.some((prefix) => p.urlPath.startsWith(prefix))) continue;
    if (excluded(p.urlPath, localizedPath(p.urlPath, p.language))) continue;
    const list = byPath.get(p.urlPath) ?? [];
    list.push(p);
    byPath.set(p.urlPath, list);
  }
  const order = new Map<string, number>(LOCALES.map((l, i) => [l.code, i]));
  const urls: SitemapUrl[] = [];
  for (const path of [...byPath.keys()].sort()) {
    const versions = (byPath.get(path) ?? []).sort(
      (a, b) => (order.get(a.language) ?? 9) - (order.get(b.language) ?? 9),
    );
    const en = versions.find((v) => v.language === 'en');
    const alternates =
      versions.length > 1
        ? [
            ...versions.map((v) => ({
              hreflang: hreflangOf(v.language),
              href: base + localizedPath(path, v.language),
            })),
            ...(en ? [{ hreflang: 'x-default', href: base + localizedPath(path, 'en') }] : []),
          ]
        : [];
    for (const v of versions) {
      urls.push({
        loc: base + localizedPath(path, v.language),
        lastmod: v.updatedAt.toISOString(),
        alternates,
      });
    }
  }
  return urls;
}

/** One `<urlset>` document. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((u) => {
      const links = u.alternates
        .map(
          (a) =>
            `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`,
        )
        .join('');
      return `<url><loc>${escapeXml(u.loc)}</loc><lastmod>${u.lastmod}</lastmod>${links}</url>`;
    })
    .join('\n');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${body}\n</urlset>\n`
  );
}

/** A `<sitemapindex>` naming each part with the latest `lastmod` of its URLs. */
export function sitemapIndexXml(parts: readonly { loc: string; lastmod: string }[]): string {
  const body = parts
    .map((p) => `<sitemap><loc>${escapeXml(p.loc)}</loc><lastmod>${p.lastmod}</lastmod></sitemap>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${body}\n</sitemapindex>\n`;
}

/** The public path of part `n` (1-based) of a split sitemap. */
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

export type SitemapFiles = {
  /** What `/sitemap.xml` answers: the urlset itself, or an index of the parts. */
  root: string;
  /** Part n (1-based) at `sitemapPartPath(n)`; empty when the root is a urlset. */
  parts: string[];
};

/**
 * The sitemap files for a URL list: one urlset up to `max` URLs, else an index of urlsets of at most `max` URLs
 * each (`max` is the protocol's 50,000; tests pass a smaller one only to keep inputs small).
 */
export function sitemapFiles(
  urls: readonly SitemapUrl[],
  origin: string,
  max = SITEMAP_MAX_URLS,
): SitemapFiles {
  if (urls.length <= max) return { root: urlsetXml(urls), parts: [] };
  const base = origin.replace(/\/+$/, '');
  const chunks: SitemapUrl[][] = [];
  for (let i = 0; i < urls.length; i += max) chunks.push(urls.slice(i, i + max));
  return {
    root: sitemapIndexXml(
      chunks.map((c, i) => ({
        loc: base + sitemapPartPath(i + 1),
        lastmod: c.reduce((m, u) => (u.lastmod > m ? u.lastmod : m), ''),
      })),
    ),
    parts: chunks.map((c) => urlsetXml(c)),
  };
}

/** A stored page's robots meta tag says noindex. */
export function isNoindex(metaData: unknown): boolean {
  const tags = (metaData as { metaTags?: unknown } | null)?.metaTags;
  if (!Array.isArray(tags)) return false;
  return tags.some((t: unknown) => {
    const tag = t as { tag?: unknown; attributes?: Record<string, unknown> } | null;
    if (tag?.tag !== 'meta' || !tag.attributes) return false;
    const name = tag.attributes.name;
    const content = tag.attributes.content;
    return (
      typeof name === 'string' &&
      name.toLowerCase() === 'robots' &&
      typeof content === 'string' &&
      /\bnoindex\b/i.test(content)
    );
  });
}
