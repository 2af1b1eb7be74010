import { LOCALES, type LangCode } from '../../../shared/domain/locales';
import { podcastFeedPath } from '../../../shared/domain/routing';
import {
  ACCOUNT_PATH,
  CAR_COMPARISON_PATH,
  quoteCertificateProductOf,
  quotesProductOf,
} from '../../ssr/pages/index';
import type { SeoRepo } from './repo';
import { isNoindex, sitemapUrls, type SitemapPage, type SitemapUrl } from './sitemap';
import { healthFilterRobots } from '../../../shared/health-seo/filters';
import type { LlmsPage } from './text-files';
import { HOSPITAL_LIST_BASE, hospitalListPath, hospitalPagePath } from '../../../shared/hospitals/paths';

/** The network hospital pages that exist (decision 0093): insurer × city pairs with places, and every place. */
export type GeneratedPages = () => Promise<{
  updatedAt: Date;
  lists: { insurerSlug: string; citySlug: string }[];
  places: string[];
  /** Further generated addresses (the health provider and plan pages, decision 0097). */
  paths?: string[];
}>;

const isLang = (v: string): v is LangCode => LOCALES.some((l) => l.code === v);

/** Pages never listed although a row could exist: per-visitor pages (decision 0025's private paths). */
function isUnlisted(contentPath: string): boolean {
  return (
    quotesProductOf(contentPath) !== undefined ||
    quoteCertificateProductOf(contentPath) !== undefined ||
    contentPath === CAR_COMPARISON_PATH ||
    contentPath === ACCOUNT_PATH
  );
}

/** A stored page's title tag and meta description. */
function titleOf(metaData: unknown): { title: string | undefined; description: string | undefined } {
  const tags = (metaData as { metaTags?: unknown } | null)?.metaTags;
  let title: string | undefined;
  let description: string | undefined;
  if (!Array.isArray(tags)) return { title, description };
  for (const raw of tags as unknown[]) {
    const t = raw as { tag?: unknown; content?: unknown; attributes?: Record<string, unknown> } | null;
    if (!t?.attributes) continue;
    if (t.tag === 'title') {
      const c = t.content ?? t.attributes.content;
      if (typeof c === 'string') title = c;
    }
    if (t.tag === 'meta' && t.attributes.name === 'description' && typeof t.attributes.content === 'string')
      description = t.attributes.content;
  }
  return { title, description };
}

/** What sitemap.xml and llms.txt list: the stored published pages that are indexable and not redirected. */
export function seoService(repo: SeoRepo, origin: string, generated?: GeneratedPages) {
  const base = origin.replace(/\/+$/, '');
  return {
    async listed(): Promise<{ urls: SitemapUrl[]; llms: LlmsPage[] }> {
      const { pages, redirectedPaths } = await repo.published();
      const sitemapPages: SitemapPage[] = [];
      for (const p of pages) {
        if (!isLang(p.language)) continue;
        sitemapPages.push({
          urlPath: p.urlPath,
          language: p.language,
          updatedAt: p.updatedAt,
          // Health filter pages: the allowed list decides (decision 0098); others: the document's robots tag.
          noindex: healthFilterRobots(p.urlPath)?.startsWith('noindex') ?? isNoindex(p.metaData),
        });
      }
      // The generated pages in every language (they exist in all four), beside the stored ones.
      if (generated) {
        const g = await generated();
        const paths = [
          // the network hospitals search page (decision 0094), then every list and place
          HOSPITAL_LIST_BASE,
          ...g.lists.map((l) => hospitalListPath(l.insurerSlug, l.citySlug)),
          ...g.places.map(hospitalPagePath),
          ...(g.paths ?? []),
        ];
        for (const urlPath of paths)
          for (const l of LOCALES)
            sitemapPages.push({ urlPath, language: l.code, updatedAt: g.updatedAt, noindex: false });
      }
      const urls = sitemapUrls(
        sitemapPages,
        base,
        (contentPath, publicPath) => isUnlisted(contentPath) || redirectedPaths.has(publicPath),
      );
      // The podcast feeds (RSS 2.0; the protocol takes any URL of the site, decision 0106's 'Later'): a language's
      // feed once it has an episode with audio, dated by its newest one. Each feed is its own language's document,
      // so it has no hreflang alternates.
      const feeds = await repo.podcastFeedDates();
      for (const l of LOCALES) {
        const newest = feeds.get(l.code);
        if (newest)
          urls.push({ loc: base + podcastFeedPath(l.code), lastmod: newest.toISOString(), alternates: [] });
      }
      // llms.txt: what the sitemap lists, in English (one language suffices for machines).
      const locs = new Set(urls.map((u) => u.loc));
      const llms: LlmsPage[] = [];
      for (const p of pages) {
        if (p.language !== 'en' || !locs.has(base + p.urlPath)) continue;
        const { title, description } = titleOf(p.metaData);
        llms.push({
          urlPath: p.urlPath,
          productId: p.productId,
          pageTypeId: p.pageTypeId,
          title: title ?? p.urlPath,
          description,
        });
      }
      return { urls, llms };
    },
  };
}

export type SeoService = ReturnType<typeof seoService>;
