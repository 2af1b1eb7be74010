import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CMS_LIMIT_MAX, CMS_LIMIT_MOBILE, CMS_LIMIT_WEB, CMS_TAG_LIMIT } from '../../../shared/contracts/cms';
import { isMobileRequest } from '../../lib/request';
import { ARTICLE_PAGE_TYPE, type CmsService } from './service';
import {
  cmsRead,
  contentPathOf,
  ZInt,
  ZLimit,
  ZList,
  ZPagedQuery,
  ZPath,
  ZSkip,
  ZSort,
} from './routes-shared';

/** The list calls (decision 0100): page data, by page tag, latest, a product's articles and preview, its links. */

const ZPageTag = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[\p{L}\p{N} _-]+$/u, 'letters, digits, spaces, - and _');
const ZPageDataQuery = z.strictObject({
  productId: ZInt(10_000).optional(),
  pageTypeId: ZInt(10_000).optional(),
  skip: ZSkip,
  limit: ZLimit.optional(),
  sortBy: ZSort.default('updatedOn'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  secondarySortBy: ZSort.optional(),
  urlPattern: ZPath.optional(),
  ownUrl: ZPath.optional(),
  /** Pages carrying this tag (an author's articles: `author-<id>`; decision 0112). */
  pageTag: ZPageTag.optional(),
});
const ZTagQuery = z.strictObject({
  pageTag: ZPageTag,
  productId: ZInt(10_000).optional(),
  skip: ZSkip,
  limit: z.coerce.number().int().min(1).max(CMS_TAG_LIMIT).default(CMS_TAG_LIMIT),
  sortBy: ZSort.default('updatedOn'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
});
const ZLatestQuery = z.strictObject({
  productId: ZInt(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});
const ZPreviewQuery = z.strictObject({
  productId: ZInt(10_000),
  limit: z.coerce.number().int().min(1).max(12).default(3),
});
const ZLinksQuery = z.strictObject({
  productId: ZInt(10_000),
  skip: ZSkip,
  limit: ZLimit.default(CMS_LIMIT_MAX),
});
const ZIdParam = z.strictObject({ id: ZInt(10_000) });

export function registerCmsListRoutes(app: FastifyInstance, cms: CmsService): void {
  cmsRead(
    app,
    '/api/page_data',
    'Published pages by product, page type and path prefix, sorted and paged (own page left out).',
    { query: ZPageDataQuery, response: ZList },
    async ({ query: q, lang, req }) => {
      const limit = q.limit ?? (isMobileRequest(req) ? CMS_LIMIT_MOBILE : CMS_LIMIT_WEB);
      const own = q.ownUrl ? contentPathOf(q.ownUrl) : undefined;
      return {
        key: ['page_data', q, limit],
        produce: async () => ({
          data: await cms.list(
            {
              language: lang,
              productId: q.productId,
              pageTypeIds: q.pageTypeId ? [q.pageTypeId] : undefined,
              urlPattern: q.urlPattern,
              pageTag: q.pageTag,
              exclude: own ? [own] : undefined,
              sortBy: q.sortBy,
              sortOrder: q.sortOrder,
              secondarySortBy: q.secondarySortBy,
              skip: q.skip,
              limit,
            },
            lang,
          ),
        }),
      };
    },
  );

  cmsRead(
    app,
    '/api/pages_by_page_tag',
    'Published pages carrying a page tag (metaData.pageTags), 20 a page.',
    { query: ZTagQuery, response: ZList },
    async ({ query: q, lang }) => ({
      key: ['by_tag', q],
      produce: async () => ({
        data: await cms.list(
          {
            language: lang,
            productId: q.productId,
            pageTag: q.pageTag,
            sortBy: q.sortBy,
            sortOrder: q.sortOrder,
            skip: q.skip,
            limit: q.limit,
          },
          lang,
        ),
      }),
    }),
  );

  /** A product's (or every product's) articles, newest first: the three article calls differ only in their query. */
  const articles = (
    lang: Parameters<CmsService['list']>[1],
    productId: number | undefined,
    skip: number,
    limit: number,
  ) =>
    cms.list(
      {
        language: lang,
        productId,
        pageTypeIds: [ARTICLE_PAGE_TYPE],
        sortBy: 'updatedOn',
        sortOrder: 'desc',
        skip,
        limit,
      },
      lang,
    );

  cmsRead(
    app,
    '/api/latest_articles',
    'The newest articles (page type 2), of one product or all.',
    { query: ZLatestQuery, response: ZList },
    async ({ query: q, lang }) => ({
      key: ['latest', q],
      produce: async () => ({ data: await articles(lang, q.productId, 0, q.limit) }),
    }),
  );

  cmsRead(
    app,
    '/api/product_articles/:id',
    'A product’s articles, newest first, paged.',
    { params: ZIdParam, query: ZPagedQuery, response: ZList },
    async ({ params: { id }, query: q, lang }) => ({
      key: ['product_articles', id, q],
      produce: async () => ({ data: await articles(lang, id, q.skip, q.limit) }),
    }),
  );

  cmsRead(
    app,
    '/api/product_article_preview',
    'The first articles of a product (3 by default), for a preview row.',
    { query: ZPreviewQuery, response: ZList },
    async ({ query: q, lang }) => ({
      key: ['preview', q],
      produce: async () => ({ data: await articles(lang, q.productId, 0, q.limit) }),
    }),
  );

  cmsRead(
    app,
    '/api/get_links',
    'A product’s published pages as links (name, url, refUrl), by title.',
    {
      query: ZLinksQuery,
      response: z.object({
        data: z.object({
          data: z.array(z.object({ name: z.string(), url: z.string(), refUrl: z.string() })),
          totalCount: z.number(),
        }),
      }),
    },
    async ({ query: q, lang }) => ({
      key: ['links', q],
      produce: async () => ({ data: await cms.links(lang, q.productId, q.skip, q.limit) }),
    }),
  );
}
