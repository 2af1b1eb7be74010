import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CMS_ERROR_CODES,
  CMS_LIMIT_MAX,
  CMS_LIMIT_MOBILE,
  CMS_LIMIT_WEB,
  CMS_SORT_KEYS,
  CMS_SKIP_MAX,
  CMS_TAG_LIMIT,
} from '../../../shared/contracts/cms';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { resolveRoute } from '../../../shared/domain/routing';
import { HttpError } from '../../plugins/errors';
import { deviceOf } from '../../plugins/route-options';
import { isMobileRequest, requestLanguage } from '../../lib/request';
import { bytesOf } from '../../ssr/page-cache/index';
import { PAGES_TAG } from '../../ssr/page-cache/tags';
import { ARTICLE_PAGE_TYPE, type CmsService } from './service';

/**
 * The spec's CMS calls (decision 0100; docs/product/pages.md 'CMS calls'): public reads like GET /api/page (no
 * device token, the read budget per address), answered through the page cache under the tags of what they read, so
 * a content write (any writer: the triggers of decision 0025) makes them stale at once; a write takes the device
 * token. Every query is strict: an unknown parameter or value answers 400 VALIDATION_FAILED.
 */

const ZInt = (max: number) => z.coerce.number().int().min(1).max(max);
const ZSkip = z.coerce.number().int().min(0).max(CMS_SKIP_MAX).default(0);
const ZLimit = z.coerce.number().int().min(1).max(CMS_LIMIT_MAX);
const ZSort = z.enum(CMS_SORT_KEYS);
/** A content path or a page address (a language prefix is taken off): '/', then letters, digits, '-', '_', '.', '%' and '/'. */
const ZPath = z
  .string()
  .max(300)
  .regex(/^\/[A-Za-z0-9\-_.%/]*$/, 'must be a site path starting with /');

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
});
const ZTagQuery = z.strictObject({
  pageTag: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[\p{L}\p{N} _-]+$/u, 'letters, digits, spaces, - and _'),
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
const ZPagedQuery = z.strictObject({ skip: ZSkip, limit: ZLimit.default(CMS_LIMIT_WEB) });
const ZPreviewQuery = z.strictObject({
  productId: ZInt(10_000),
  limit: z.coerce.number().int().min(1).max(12).default(3),
});
const ZLinksQuery = z.strictObject({
  productId: ZInt(10_000),
  skip: ZSkip,
  limit: ZLimit.default(CMS_LIMIT_MAX),
});
const ZComponentQuery = z.strictObject({
  url: ZPath,
  type: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]{1,60}$/, 'a block type')
    .optional(),
});
const ZViewBody = z.strictObject({ url: ZPath, visitId: z.number().int().positive().max(2_147_483_647) });
const ZIdParam = z.strictObject({ id: ZInt(10_000) });
const ZPairParam = z.strictObject({ a: ZInt(10_000), b: ZInt(10_000) });
const ZNameParam = z.strictObject({ name: z.string().min(1).max(120) });
const ZEmpty = z.strictObject({});

const ZItem = z.object({
  refUrl: z.string(),
  url: z.string(),
  title: z.string(),
  description: z.string(),
  pageImageUrl: z.string().nullable(),
  pageImageAltText: z.string(),
  updatedOn: z.string(),
  createdOn: z.string(),
  pageViews: z.number(),
  pageTag: z.array(z.string()),
  productId: z.number(),
  pageTypeId: z.number(),
});
const ZList = z.object({ data: z.object({ data: z.array(ZItem), totalCount: z.number() }) });
const ZAuthor = z.object({
  name: z.string(),
  slug: z.string(),
  designation: z.string().optional(),
  imageUrl: z.string().optional(),
  imageAltText: z.string().optional(),
  profileUrl: z.string().optional(),
  articleCount: z.number(),
});
const ZAnything = z.object({ data: z.unknown() });

function read(
  summary: string,
  schemas: { query?: z.ZodType; params?: z.ZodType; response: z.ZodType },
): { config: FastifyContextConfig } {
  return { config: { public: true, bucket: 'read', schemas: { summary, ...schemas } } };
}

/** What the content lists read: any page's write makes them stale (the derived 'pages' tag), 'all' too. */
const CONTENT_TAGS = ['all', PAGES_TAG] as const;
/** Lists carry page views, which change without a content write: kept 5 minutes at most. */
const LIST_TTL_SECONDS = 300;

/** A content path from a path or page address (its language prefix taken off); undefined if it is no page's. */
function contentPathOf(path: string): string | undefined {
  const r = resolveRoute(path.endsWith('/') ? path : `${path}/`);
  const target = r.kind === 'redirect' ? resolveRoute(r.location) : r;
  return target.kind === 'page' ? target.contentPath : undefined;
}

export function registerCmsRoutes(app: FastifyInstance, cms: CmsService): void {
  /**
   * Answers `produce()`'s JSON through the page cache, keyed by the call, language, device class and the parsed
   * query (never the raw one), under `tags`; x-cms-cache says hit, stored or miss.
   */
  const cached = async (
    req: FastifyRequest,
    reply: FastifyReply,
    key: unknown,
    produce: () => Promise<unknown>,
    opts: { tags?: readonly string[]; ttlSeconds?: number } = {},
  ) => {
    const lang = requestLanguage(req);
    const served = await app.pageCache.serve(
      `cms:${lang}:${isMobileRequest(req) ? 'm' : 'd'}:${JSON.stringify(key)}`,
      opts.tags ?? CONTENT_TAGS,
      async () => ({
        kind: 'html',
        status: 200,
        html: JSON.stringify(await produce()),
        cache: 'shared',
        ttlSeconds: opts.ttlSeconds ?? LIST_TTL_SECONDS,
      }),
    );
    const body = served.entry?.html ?? (served.outcome?.kind === 'html' ? bytesOf(served.outcome.html) : '');
    return reply
      .header('x-cms-cache', served.state)
      .header('Vary', 'accept-language, user-agent')
      .header('Cache-Control', 'public, max-age=60')
      .type('application/json; charset=utf-8')
      .send(body);
  };

  app.get(
    '/api/page_data',
    read('Published pages by product, page type and path prefix, sorted and paged (own page left out).', {
      query: ZPageDataQuery,
      response: ZList,
    }),
    async (req, reply) => {
      const q = ZPageDataQuery.parse(req.query);
      const lang = requestLanguage(req);
      const limit = q.limit ?? (isMobileRequest(req) ? CMS_LIMIT_MOBILE : CMS_LIMIT_WEB);
      const own = q.ownUrl ? contentPathOf(q.ownUrl) : undefined;
      return cached(req, reply, ['page_data', q, limit], async () => ({
        data: await cms.list(
          {
            language: lang,
            productId: q.productId,
            pageTypeIds: q.pageTypeId ? [q.pageTypeId] : undefined,
            urlPattern: q.urlPattern,
            exclude: own ? [own] : undefined,
            sortBy: q.sortBy,
            sortOrder: q.sortOrder,
            secondarySortBy: q.secondarySortBy,
            skip: q.skip,
            limit,
          },
          lang,
        ),
      }));
    },
  );

  app.get(
    '/api/pages_by_page_tag',
    read('Published pages carrying a page tag (metaData.pageTags), 20 a page.', {
      query: ZTagQuery,
      response: ZList,
    }),
    async (req, reply) => {
      const q = ZTagQuery.parse(req.query);
      const lang = requestLanguage(req);
      return cached(req, reply, ['by_tag', q], async () => ({
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
      }));
    },
  );

  app.get(
    '/api/latest_articles',
    read('The newest articles (page type 2), of one product or all.', {
      query: ZLatestQuery,
      response: ZList,
    }),
    async (req, reply) => {
      const q = ZLatestQuery.parse(req.query);
      const lang = requestLanguage(req);
      return cached(req, reply, ['latest', q], async () => ({
        data: await cms.list(
          {
            language: lang,
            productId: q.productId,
            pageTypeIds: [ARTICLE_PAGE_TYPE],
            sortBy: 'updatedOn',
            sortOrder: 'desc',
            skip: 0,
            limit: q.limit,
          },
          lang,
        ),
      }));
    },
  );

  app.get(
    '/api/product_articles/:id',
    read('A product’s articles, newest first, paged.', {
      params: ZIdParam,
      query: ZPagedQuery,
      response: ZList,
    }),
    async (req, reply) => {
      const { id } = ZIdParam.parse(req.params);
      const q = ZPagedQuery.parse(req.query);
      const lang = requestLanguage(req);
      return cached(req, reply, ['product_articles', id, q], async () => ({
        data: await cms.list(
          {
            language: lang,
            productId: id,
            pageTypeIds: [ARTICLE_PAGE_TYPE],
            sortBy: 'updatedOn',
            sortOrder: 'desc',
            skip: q.skip,
            limit: q.limit,
          },
          lang,
        ),
      }));
    },
  );

  app.get(
    '/api/product_article_preview',
    read('The first articles of a product (3 by default), for a preview row.', {
      query: ZPreviewQuery,
      response: ZList,
    }),
    async (req, reply) => {
      const q = ZPreviewQuery.parse(req.query);
      const lang = requestLanguage(req);
      return cached(req, reply, ['preview', q], async () => ({
        data: await cms.list(
          {
            language: lang,
            productId: q.productId,
            pageTypeIds: [ARTICLE_PAGE_TYPE],
            sortBy: 'updatedOn',
            sortOrder: 'desc',
            skip: 0,
            limit: q.limit,
          },
          lang,
        ),
      }));
    },
  );

  app.get(
    '/api/authors',
    read('The authors named on published pages, with how many pages each wrote.', {
      query: ZPagedQuery,
      response: z.object({ data: z.object({ data: z.array(ZAuthor), totalCount: z.number() }) }),
    }),
    async (req, reply) => {
      const q = ZPagedQuery.parse(req.query);
      const lang = requestLanguage(req);
      return cached(req, reply, ['authors', q], async () => ({
        data: await cms.authors(lang, q.skip, q.limit),
      }));
    },
  );

  app.get(
    '/api/author/:name',
    read('An author (by name or its slug) and the pages naming them, newest first, paged.', {
      params: ZNameParam,
      query: ZPagedQuery,
      response: z.object({
        data: z.object({
          author: ZAuthor,
          articles: z.object({ data: z.array(ZItem), totalCount: z.number() }),
        }),
      }),
    }),
    async (req, reply) => {
      const { name } = ZNameParam.parse(req.params);
      const q = ZPagedQuery.parse(req.query);
      const lang = requestLanguage(req);
      // Looked up before the cache: an unknown author answers 404, which is never cached.
      const found = await cms.author(lang, name, q.skip, q.limit);
      if (!found) throw new HttpError(404, CMS_ERROR_CODES.AUTHOR_NOT_FOUND, 'No page names this author.');
      return cached(req, reply, ['author', name, q], async () => ({ data: found }));
    },
  );

  app.get(
    '/api/get_links',
    read('A product’s published pages as links (name, url, refUrl), by title.', {
      query: ZLinksQuery,
      response: z.object({
        data: z.object({
          data: z.array(z.object({ name: z.string(), url: z.string(), refUrl: z.string() })),
          totalCount: z.number(),
        }),
      }),
    }),
    async (req, reply) => {
      const q = ZLinksQuery.parse(req.query);
      const lang = requestLanguage(req);
      return cached(req, reply, ['links', q], async () => ({
        data: await cms.links(lang, q.productId, q.skip, q.limit),
      }));
    },
  );

  app.get(
    '/api/journey_element/:a/:b',
    read('The JOURNEY_ELEMENT block of product {a}’s page of type {b}.', {
      params: ZPairParam,
      response: ZAnything,
    }),
    async (req, reply) => {
      const { a, b } = ZPairParam.parse(req.params);
      const lang = requestLanguage(req);
      const found = await cms.journeyElement(lang, a, b);
      if (!found)
        throw new HttpError(
          404,
          CMS_ERROR_CODES.JOURNEY_ELEMENT_NOT_FOUND,
          'That product has no page of that type with a journey element.',
        );
      return cached(req, reply, ['journey_element', a, b], async () => ({ data: found }));
    },
  );

  app.get(
    '/api/get_component_config',
    read('A published page’s stored blocks (of one type when `type` is given).', {
      query: ZComponentQuery,
      response: ZAnything,
    }),
    async (req, reply) => {
      const q = ZComponentQuery.parse(req.query);
      const lang = requestLanguage(req);
      const path = contentPathOf(q.url);
      const blocks = path ? await cms.componentConfig(lang, path, q.type) : undefined;
      if (!blocks) throw new HttpError(404, ERROR_CODES.PAGE_NOT_FOUND, 'Page not found.');
      return cached(req, reply, ['component', path, q.type ?? null], async () => ({ data: blocks }));
    },
  );

  app.get(
    '/api/redirections/published',
    read('The published redirections (from, to, status), by source path, paged.', {
      query: ZPagedQuery,
      response: z.object({
        data: z.object({
          data: z.array(z.object({ fromPath: z.string(), toPath: z.string(), statusCode: z.number() })),
          totalCount: z.number(),
        }),
      }),
    }),
    async (req, reply) => {
      const q = ZPagedQuery.parse(req.query);
      return cached(
        req,
        reply,
        ['redirections', q],
        async () => {
          const r = await cms.redirections(q.skip, q.limit);
          return { data: { data: r.rows, totalCount: r.total } };
        },
        { tags: ['all', 'redirects'] },
      );
    },
  );

  app.get(
    '/api/podcast',
    read('The podcast groups of the podcast pages, each with its episodes and totalCount.', {
      query: ZEmpty,
      response: ZAnything,
    }),
    async (req, reply) => {
      ZEmpty.parse(req.query);
      const lang = requestLanguage(req);
      return cached(req, reply, ['podcast'], async () => ({ data: await cms.podcasts(lang) }));
    },
  );

  app.post(
    '/api/increment_page_view',
    {
      config: {
        public: false,
        bucket: 'write',
        device: true,
        schemas: {
          summary: 'Counts a view of a page once per visit (the visit must be the token’s device’s).',
          body: ZViewBody,
          response: z.object({ data: z.object({ counted: z.boolean(), pageViews: z.number() }) }),
        },
      },
    },
    async (req, reply) => {
      const body = ZViewBody.parse(req.body);
      const path = contentPathOf(body.url);
      if (!path || !(await cms.published(path)))
        throw new HttpError(404, ERROR_CODES.PAGE_NOT_FOUND, 'Page not found.');
      const r = await cms.countView(deviceOf(req), body.visitId, path);
      if (!r) throw new HttpError(400, CMS_ERROR_CODES.UNKNOWN_VISIT, 'That visit is not this device’s.');
      reply.header('Cache-Control', 'no-store');
      return { data: { counted: r.counted, pageViews: r.views } };
    },
  );
}
