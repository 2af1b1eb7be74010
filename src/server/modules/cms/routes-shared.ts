import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CMS_LIMIT_MAX, CMS_LIMIT_WEB, CMS_SKIP_MAX, CMS_SORT_KEYS } from '../../../shared/contracts/cms';
import type { LangCode } from '../../../shared/domain/locales';
import { resolveRoute } from '../../../shared/domain/routing';
import { isMobileRequest, requestLanguage } from '../../lib/request';
import { bytesOf } from '../../ssr/page-cache/index';
import { PAGES_TAG } from '../../ssr/page-cache/tags';

/**
 * What the CMS call groups share (decision 0100; split by call group, decision 0107): the common parameter schemas,
 * the item shape, and ONE route helper, `cmsRead`, which registers a public read whose answer goes through the page
 * cache. Every query is strict: an unknown parameter or value answers 400 VALIDATION_FAILED.
 */

export const ZInt = (max: number) => z.coerce.number().int().min(1).max(max);
export const ZSkip = z.coerce.number().int().min(0).max(CMS_SKIP_MAX).default(0);
export const ZLimit = z.coerce.number().int().min(1).max(CMS_LIMIT_MAX);
export const ZSort = z.enum(CMS_SORT_KEYS);
/** A content path or a page address (a language prefix is taken off): '/', then letters, digits, '-', '_', '.', '%' and '/'. */
export const ZPath = z
  .string()
  .max(300)
  .regex(/^\/[A-Za-z0-9\-_.%/]*$/, 'must be a site path starting with /');
/** skip and limit (12 by default), nothing else. */
export const ZPagedQuery = z.strictObject({ skip: ZSkip, limit: ZLimit.default(CMS_LIMIT_WEB) });
export const ZAnything = z.object({ data: z.unknown() });

export const ZItem = z.object({
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
export const ZList = z.object({ data: z.object({ data: z.array(ZItem), totalCount: z.number() }) });

/** What the content lists read: any page's write makes them stale (the derived 'pages' tag), 'all' too. */
const CONTENT_TAGS = ['all', PAGES_TAG] as const;
/** Lists carry page views, which change without a content write: kept 5 minutes at most. */
const LIST_TTL_SECONDS = 300;

/** A content path from a path or page address (its language prefix taken off); undefined if it is no page's. */
export function contentPathOf(path: string): string | undefined {
  const r = resolveRoute(path.endsWith('/') ? path : `${path}/`);
  const target = r.kind === 'redirect' ? resolveRoute(r.location) : r;
  return target.kind === 'page' ? target.contentPath : undefined;
}

/** What a read's handler answers: the cache key (beside call, language and device class) and how to make the body. */
export interface CachedAnswer {
  key: unknown;
  produce: () => Promise<unknown>;
  tags?: readonly string[];
}

interface ReadContext<Q, P> {
  query: Q;
  params: P;
  lang: LangCode;
  req: FastifyRequest;
}

/**
 * Registers a public GET (the `read` budget, no device token) whose query and params are parsed strictly and whose
 * answer goes through the page cache, keyed by the call, language, device class and the handler's key (the parsed
 * query, never the raw one), under the content tags unless `tags` says otherwise; x-cms-cache says hit, stored or
 * miss. A handler that throws (a 404 decided before the cache) is never cached.
 */
export function cmsRead<Q extends z.ZodType = z.ZodType<unknown>, P extends z.ZodType = z.ZodType<unknown>>(
  app: FastifyInstance,
  path: string,
  summary: string,
  schemas: { query?: Q; params?: P; response: z.ZodType },
  handle: (ctx: ReadContext<z.output<Q>, z.output<P>>) => Promise<CachedAnswer>,
): void {
  app.get(
    path,
    { config: { public: true, bucket: 'read', schemas: { summary, ...schemas } } },
    async (req: FastifyRequest, reply: FastifyReply) => {
      const params = (schemas.params ? schemas.params.parse(req.params) : undefined) as z.output<P>;
      const query = (schemas.query ? schemas.query.parse(req.query) : undefined) as z.output<Q>;
      const lang = requestLanguage(req);
      const answer = await handle({ query, params, lang, req });
      const served = await app.pageCache.serve(
        `cms:${lang}:${isMobileRequest(req) ? 'm' : 'd'}:${JSON.stringify(answer.key)}`,
        answer.tags ?? CONTENT_TAGS,
        async () => ({
          kind: 'html',
          status: 200,
          html: JSON.stringify(await answer.produce()),
          cache: 'shared',
          ttlSeconds: LIST_TTL_SECONDS,
        }),
      );
      const body =
        served.entry?.html ?? (served.outcome?.kind === 'html' ? bytesOf(served.outcome.html) : '');
      return reply
        .header('x-cms-cache', served.state)
        .header('Vary', 'accept-language, user-agent')
        .header('Cache-Control', 'public, max-age=60')
        .type('application/json; charset=utf-8')
        .send(body);
    },
  );
}
