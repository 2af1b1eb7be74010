import { localizedPath, type LangCode } from '../../../shared/domain/locales';
import type { TBlock } from '../../../shared/contracts/blocks';
import type { TBlockData, TCmsListData } from '../../../shared/contracts/block-data';
import {
  CEO_BLOG_FIRST,
  CEO_BLOG_STEP,
  CMS_LIMIT_MOBILE,
  CMS_LIMIT_WEB,
  CMS_LIST_PAGE_SIZE,
  cmsListPages,
  cmsListWindow,
  type TCmsPageItem,
} from '../../../shared/contracts/cms';
import { articlesTabKey, type TCmsListSource } from '../../../shared/contracts/cms-list';
import type { CmsRepo, PageListQuery, PageListRow } from './repo';

export type CmsAuthor = {
  name: string;
  slug: string;
  designation?: string | undefined;
  imageUrl?: string | undefined;
  imageAltText?: string | undefined;
  profileUrl?: string | undefined;
  articleCount: number;
};

/** The page type of articles (2; docs/product/pages.md 'Page types'). */
export const ARTICLE_PAGE_TYPE = 2;

/** A page's list title: the title tag without the site's ' | Sahel Compare …' tail. */
export function listTitle(metaTitle: string | null, urlPath: string): string {
  const t = (metaTitle ?? '').split(' | ')[0]?.trim();
  return t || urlPath;
}

/** An author's address part: letters and digits of any script, lower case, joined by '-'. */
export function authorSlug(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

export function toItem(r: PageListRow, lang: LangCode): TCmsPageItem {
  return {
    refUrl: r.urlPath,
    url: localizedPath(r.urlPath, lang),
    title: listTitle(r.metaTitle, r.urlPath),
    description: r.description ?? '',
    pageImageUrl: r.image,
    pageImageAltText: '',
    updatedOn: r.updatedOn,
    createdOn: r.createdOn,
    pageViews: r.pageViews,
    pageTag: r.pageTags,
    productId: r.productId,
    pageTypeId: r.pageTypeId,
  };
}

type AuthorData = {
  name: string;
  designation?: string;
  imageUrl?: string;
  imageAltText?: string;
  profileUrl?: string;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The lists a block takes from page data (decisions 0107, 0112), each with its data key: the block's `list` under
 * the block's key; an ARTICLES tab's own `list` (every tab but the first, which may take the block's) under
 * `<key>#<tab index>` (`articlesTabKey`).
 */
function listSourcesOf(b: TBlock): { key: string; source: TCmsListSource }[] {
  if (b.type === 'ARTICLES')
    return b.tabs.flatMap((tab, i) => {
      const source = tab.list ?? (i === 0 ? b.list : undefined);
      return source ? [{ key: articlesTabKey(b.key, i), source }] : [];
    });
  const source =
    b.type === 'CEO_BLOG' || b.type === 'NEWS_AND_UPDATE' || b.type === 'DOORWAY' || b.type === 'AUTHOR_BIO'
      ? b.list
      : undefined;
  return source ? [{ key: b.key, source }] : [];
}

/**
 * A list's first page and step: the CEO blog 6 then 5; the doorway and an author's articles 12 a page, 6 on a phone
 * (the spec's page data size; decision 0112); the news and article lists 12.
 */
function listSizes(type: TBlock['type'], isMobile: boolean): [first: number, step: number] {
  if (type === 'CEO_BLOG') return [CEO_BLOG_FIRST, CEO_BLOG_STEP];
  if (type === 'DOORWAY' || type === 'AUTHOR_BIO') {
    const size = isMobile ? CMS_LIMIT_MOBILE : CMS_LIMIT_WEB;
    return [size, size];
  }
  return [CMS_LIST_PAGE_SIZE, CMS_LIST_PAGE_SIZE];
}

/** The query 'Load More' sends to GET /api/page_data (the widget adds skip and limit). */
function moreQuery(source: TCmsListSource, ownUrl: string | undefined): string {
  const query = new URLSearchParams();
  if (source.productId) query.set('productId', String(source.productId));
  if (source.pageTypeId) query.set('pageTypeId', String(source.pageTypeId));
  if (source.urlPattern) query.set('urlPattern', source.urlPattern);
  if (source.pageTag) query.set('pageTag', source.pageTag);
  if (ownUrl) query.set('ownUrl', ownUrl);
  query.set('sortBy', 'updatedOn');
  query.set('secondarySortBy', 'createdOn');
  query.set('sortOrder', 'desc');
  return query.toString();
}

/** The `authorData` objects of a stored block list (ARTICLE_DETAILS, AUTHOR, AUTHOR_BIO). */
function authorsIn(blocks: unknown): AuthorData[] {
  if (!Array.isArray(blocks)) return [];
  const out: AuthorData[] = [];
  for (const b of blocks) {
    if (!isRecord(b) || b.type === 'AUTHOR_BIO') continue;
    const a = b.authorData;
    if (isRecord(a) && typeof a.name === 'string' && a.name.trim()) out.push(a as AuthorData);
  }
  return out;
}

export function cmsService(repo: CmsRepo) {
  const list = async (q: PageListQuery, lang: LangCode) => {
    const { rows, total } = await repo.pages(q);
    return { data: rows.map((r) => toItem(r, lang)), totalCount: total };
  };

  /** Every author named on a published page of the language, with the pages naming them (by path). */
  const authorIndex = async (lang: LangCode) => {
    const pages = await repo.blocksOf(lang, {});
    const bySlug = new Map<string, { author: AuthorData; paths: string[] }>();
    for (const p of pages) {
      for (const a of authorsIn(p.blocks)) {
        const slug = authorSlug(a.name);
        if (!slug) continue;
        const hit = bySlug.get(slug) ?? { author: a, paths: [] };
        if (!hit.paths.includes(p.urlPath)) hit.paths.push(p.urlPath);
        bySlug.set(slug, hit);
      }
    }
    return bySlug;
  };

  const authorOf = (slug: string, a: AuthorData, count: number): CmsAuthor => ({
    name: a.name,
    slug,
    ...(a.designation ? { designation: a.designation } : {}),
    ...(a.imageUrl ? { imageUrl: a.imageUrl } : {}),
    ...(a.imageAltText ? { imageAltText: a.imageAltText } : {}),
    ...(a.profileUrl ? { profileUrl: a.profileUrl } : {}),
    articleCount: count,
  });

  return {
    list,

    async authors(lang: LangCode, skip: number, limit: number) {
      const all = [...(await authorIndex(lang))]
        .map(([slug, { author, paths }]) => authorOf(slug, author, paths.length))
        .sort((a, b) => a.name.localeCompare(b.name, lang) || a.slug.localeCompare(b.slug));
      return { data: all.slice(skip, skip + limit), totalCount: all.length };
    },

    /** The author and the pages naming them, newest first; undefined for a name no page has. */
    async author(lang: LangCode, name: string, skip: number, limit: number) {
      const slug = authorSlug(name);
      const hit = (await authorIndex(lang)).get(slug);
      if (!hit) return undefined;
      const { rows } = await repo.pages({
        language: lang,
        sortBy: 'updatedOn',
        sortOrder: 'desc',
        skip: 0,
        limit: 1000,
      });
      const items = rows.filter((r) => hit.paths.includes(r.urlPath)).map((r) => toItem(r, lang));
      return {
        author: authorOf(slug, hit.author, hit.paths.length),
        articles: { data: items.slice(skip, skip + limit), totalCount: items.length },
      };
    },

    /** The product's published pages as links (name, url, refUrl), the product's main page first. */
    async links(lang: LangCode, productId: number, skip: number, limit: number) {
      const { rows, total } = await repo.pages({
        language: lang,
        productId,
        sortBy: 'title',
        sortOrder: 'asc',
        skip,
        limit,
      });
      return {
        data: rows.map((r) => ({
          name: listTitle(r.metaTitle, r.urlPath),
          url: localizedPath(r.urlPath, lang),
          refUrl: r.urlPath,
        })),
        totalCount: total,
      };
    },

    /** The JOURNEY_ELEMENT of the product's page of that type (the shortest address first); undefined if none. */
    async journeyElement(lang: LangCode, productId: number, pageTypeId: number) {
      const pages = (await repo.blocksOf(lang, { productId, pageTypeId })).sort(
        (a, b) => a.urlPath.length - b.urlPath.length || a.urlPath.localeCompare(b.urlPath),
      );
      for (const p of pages) {
        const found = Array.isArray(p.blocks)
          ? (p.blocks as unknown[]).find((b) => isRecord(b) && b.type === 'JOURNEY_ELEMENT')
          : undefined;
        if (found) return { refUrl: p.urlPath, element: found };
      }
      return undefined;
    },

    /** A page's stored blocks of one type (every block without a type); undefined for a page not published. */
    async componentConfig(lang: LangCode, urlPath: string, type: string | undefined) {
      const page = (await repo.blocksOf(lang, { urlPath }))[0];
      if (!page) return undefined;
      const blocks = Array.isArray(page.blocks) ? (page.blocks as unknown[]) : [];
      return blocks.filter((b) => isRecord(b) && (type === undefined || b.type === type));
    },

    /** The podcast groups of the language's podcast pages (PODCAST_LIST blocks), each with its totalCount. */
    async podcasts(lang: LangCode) {
      const pages = await repo.blocksOf(lang, { pageTypeId: 39 });
      const groups: { id: number; title: string; podcasts: unknown[]; totalCount: number; refUrl: string }[] =
        [];
      for (const p of pages) {
        for (const b of Array.isArray(p.blocks) ? (p.blocks as unknown[]) : []) {
          if (!isRecord(b) || b.type !== 'PODCAST_LIST' || !Array.isArray(b.groups)) continue;
          for (const g of b.groups as unknown[]) {
            if (!isRecord(g) || !Array.isArray(g.podcasts)) continue;
            groups.push({
              id: Number(g.id),
              title: String(g.title ?? ''),
              podcasts: g.podcasts,
              totalCount: g.podcasts.length,
              refUrl: p.urlPath,
            });
          }
        }
      }
      return groups;
    },

    /**
     * The page route's resolver part (decisions 0100, 0107, 0112): each list of a block (CEO_BLOG,
     * NEWS_AND_UPDATE, ARTICLES and each of its tabs, DOORWAY, AUTHOR_BIO) gets the items of the asked `?page=`
     * (sizes: `listSizes`), the total, the page count, the query 'Load More' sends, and for the CEO blog the 5 most
     * viewed; null when they could not be loaded (the block then shows the document's rows). The page itself is
     * left out of its lists.
     */
    async resolveBlocks(
      blocks: readonly TBlock[],
      lang: LangCode,
      page: { urlPath?: string | undefined; listPage?: number | undefined; isMobile?: boolean | undefined },
    ): Promise<Partial<TBlockData>> {
      const out: Record<string, TCmsListData> = {};
      for (const b of blocks)
        for (const { key, source } of listSourcesOf(b)) {
          const ceo = b.type === 'CEO_BLOG';
          const [first, step] = listSizes(b.type, page.isMobile === true);
          const pageNo = page.listPage ?? 1;
          const { skip, limit } = cmsListWindow(pageNo, first, step);
          const base = {
            language: lang,
            productId: source.productId,
            pageTypeIds: source.pageTypeId ? [source.pageTypeId] : undefined,
            urlPattern: source.urlPattern,
            pageTag: source.pageTag,
            exclude: page.urlPath ? [page.urlPath] : undefined,
          };
          try {
            const [latest, popular] = await Promise.all([
              list(
                {
                  ...base,
                  sortBy: 'updatedOn',
                  secondarySortBy: 'createdOn',
                  sortOrder: 'desc',
                  skip,
                  limit,
                },
                lang,
              ),
              ceo
                ? list(
                    {
                      ...base,
                      sortBy: 'pageViews',
                      secondarySortBy: 'updatedOn',
                      sortOrder: 'desc',
                      skip: 0,
                      limit: 5,
                    },
                    lang,
                  )
                : undefined,
            ]);
            out[key] = {
              items: latest.data,
              totalCount: latest.totalCount,
              skip,
              page: pageNo,
              pages: cmsListPages(latest.totalCount, first, step),
              popular: popular?.data ?? [],
              query: moreQuery(source, page.urlPath),
            };
          } catch {
            out[key] = null;
          }
        }
      return Object.keys(out).length > 0 ? { cmsLists: out } : {};
    },

    redirections: (skip: number, limit: number) => repo.redirections(skip, limit),
    published: (urlPath: string) => repo.published(urlPath),
    countView: (device: string, visitId: number, urlPath: string) => repo.countView(device, visitId, urlPath),
    purgeViewVisits: (days: number) => repo.purgeViewVisits(days),
  };
}

export type CmsService = ReturnType<typeof cmsService>;
