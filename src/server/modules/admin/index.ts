import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { contentPages, redirections, siteChrome } from '../../../db/schema';
import { ZStoredPage } from '../../../shared/contracts/page';
import { ZChromeData } from '../../../shared/contracts/chrome';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { HttpError } from '../../plugins/errors';
import type { ModuleContext } from '../context';

const ZContentPath = z
  .string()
  .max(300)
  .regex(
    /^\/([a-z0-9-]+\/)*$/,
    'a content path such as /car-insurance/ (lower case, leading and trailing /)',
  );
const ZLanguage = z.enum(['en', 'ar', 'hi', 'ml']);

const ZPageUpdate = z.object({
  urlPath: ZContentPath,
  language: ZLanguage,
  productId: z.number().int().min(0).max(10_000),
  pageTypeId: z.number().int().min(0).max(10_000),
  published: z.boolean().default(true),
  page: ZStoredPage,
});

const ZRedirectionUpdate = z.object({
  fromPath: z
    .string()
    .max(300)
    .regex(/^\/[^\s?#]*$/, 'a site path starting with /'),
  toPath: z
    .string()
    .max(300)
    .regex(/^\/(?!\/)[^\s]*$/, 'a site path starting with /'),
  statusCode: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(301),
  published: z.boolean().default(true),
});

const ZPurge = z.object({
  tags: z
    .array(z.string().regex(/^(all|chrome|redirects|partners|forms|catalogue|page:\/([a-z0-9-]+\/)*)$/))
    .min(1)
    .max(50)
    .default(['all']),
});

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Content updates that must show at once (issue 12 §2): each write commits (the table's trigger gives the
 * page's tags new versions and notifies every node), then the page cache syncs its versions (and Redis) before
 * the call answers, so the next request on any node renders afresh. No ADMIN_TOKEN, no admin call.
 */
export function registerAdminModule(app: FastifyInstance, ctx: ModuleContext): void {
  const token = ctx.config.adminToken;
  if (!token) return;
  const expected = digest(`Bearer ${token}`);
  const guard = async (req: FastifyRequest) => {
    const given = digest(req.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected))
      throw new HttpError(401, ERROR_CODES.UNAUTHORIZED, 'An admin token is required.');
  };
  // Exempt from session tokens (public, decision 0042), guarded by ADMIN_TOKEN instead (decision 0025).
  const ADMIN = { preHandler: guard, config: { public: true, bucket: 'write' } } as const;
  const done = async (tags: string[]) => {
    await app.pageCache.sync();
    return { updated: true, tags };
  };

  app.put('/api/admin/pages', ADMIN, async (req) => {
    const b = ZPageUpdate.parse(req.body);
    const values = {
      productId: b.productId,
      pageTypeId: b.pageTypeId,
      metaData: b.page.metaData,
      blocks: b.page.jsonData,
      published: b.published,
    };
    await ctx.db
      .insert(contentPages)
      .values({ urlPath: b.urlPath, language: b.language, ...values })
      .onConflictDoUpdate({
        target: [contentPages.urlPath, contentPages.language],
        set: { ...values, updatedAt: sql`now()` },
      });
    return done([`page:${b.urlPath}`]);
  });

  app.put('/api/admin/redirections', ADMIN, async (req) => {
    const b = ZRedirectionUpdate.parse(req.body);
    await ctx.db
      .insert(redirections)
      .values(b)
      .onConflictDoUpdate({
        target: redirections.fromPath,
        set: { toPath: b.toPath, statusCode: b.statusCode, published: b.published, updatedAt: sql`now()` },
      });
    return done(['redirects']);
  });

  app.put('/api/admin/chrome/:language', ADMIN, async (req) => {
    const { language } = z.object({ language: ZLanguage }).parse(req.params);
    const data = ZChromeData.parse(req.body);
    await ctx.db
      .insert(siteChrome)
      .values({ language, data })
      .onConflictDoUpdate({ target: siteChrome.language, set: { data, updatedAt: sql`now()` } });
    return done(['chrome']);
  });

  app.post('/api/admin/page-cache/purge', ADMIN, async (req) => {
    const { tags } = ZPurge.parse(req.body ?? {});
    await ctx.db.$client.query('select page_cache_bump($1::text[])', [tags]);
    return done(tags);
  });
}
