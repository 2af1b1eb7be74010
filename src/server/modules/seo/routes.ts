import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { localeOf, localizedPath, type LangCode } from '../../../shared/domain/locales';
import { PRODUCT } from '../../../shared/domain/products';
import type { Assets, RenderDocument, ShellModel } from '../../../shared/contracts/render';
import { tFor } from '../../../shared/i18n/catalogues';
import { serverSourceId } from '../../../shared/domain/sources';
import type { ContentService } from '../content/service';
import {
  etagOf,
  PAGE_CACHE_TTL_SECONDS,
  type CachedPage,
  type Outcome,
  type PageCache,
  type PageCacheState,
} from '../../ssr/page-cache/index';
import { PAGES_TAG } from '../../ssr/page-cache/tags';
import { pickEncoding } from '../../ssr/page-route';
import { isMobileRequest, themeFromCookie } from '../../lib/request';
import type { SeoService } from './service';
import { sitemapFiles } from './sitemap';
import { llmsTxt, robotsTxt } from './text-files';

export type SeoDeps = {
  service: SeoService;
  content: ContentService;
  pageCache: PageCache;
  onCacheState?: (state: PageCacheState) => void;
  origin: string;
  render: RenderDocument;
  assets: () => Assets;
  support: { phone: string; email: string };
  /** DEV_TOOLS (decision 0024): the block gallery exists only then. */
  devTools: boolean;
};

/** What lists every page is stale after any page write, a redirection or a purge (decision 0025 tags). */
const LIST_TAGS = ['all', 'redirects', PAGES_TAG] as const;

/** The block gallery's paths (decision 0039): English and Arabic. */
export const BLOCK_GALLERY_PATH = '/dev/blocks/';
const GALLERY_LANGS: LangCode[] = ['en', 'ar'];

const ZPart = z.object({ part: z.coerce.number().int().min(1).max(50_000) });

export function registerSeoRoutes(app: FastifyInstance, deps: SeoDeps): void {
  const origin = deps.origin.replace(/\/+$/, '');

  /** A text answer through the page cache: stored for `ttlSeconds`, revalidated by browsers like pages. */
  const cached = async (
    req: FastifyRequest,
    reply: FastifyReply,
    key: string,
    type: string,
    ttlSeconds: number,
    produce: () => Promise<string | undefined>,
  ) => {
    const served = await deps.pageCache.serve(`seo|${key}`, LIST_TAGS, async (): Promise<Outcome> => {
      const body = await produce();
      return body === undefined
        ? { kind: 'html', status: 404, html: 'Not found', cache: 'private' }
        : { kind: 'html', status: 200, html: body, cache: 'shared', ttlSeconds };
    });
    deps.onCacheState?.(served.state);
    reply.header('x-page-cache', served.state);
    const entry: CachedPage | undefined = served.entry;
    const outcome = served.outcome;
    if (!entry && (outcome?.kind !== 'html' || outcome.status !== 200))
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    const html = entry ? entry.html : Buffer.from(outcome?.kind === 'html' ? outcome.html : '');
    const etag = entry ? entry.etag : etagOf(html);
    reply.headers({ etag, 'cache-control': 'public, no-cache', vary: 'Accept-Encoding' });
    const inm = req.headers['if-none-match'];
    const bare = etag.replace(/^W\//, '');
    if (inm && (inm === '*' || inm.split(',').some((t) => t.trim().replace(/^W\//, '') === bare)))
      return reply.code(304).send();
    reply.code(200).type(type);
    const encoding = entry ? pickEncoding(req.headers['accept-encoding']) : undefined;
    if (!entry || !encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? entry.br : entry.gzip);
  };

  const XML = 'application/xml; charset=utf-8';
  app.get('/sitemap.xml', (req, reply) =>
    cached(req, reply, '/sitemap.xml', XML, PAGE_CACHE_TTL_SECONDS.sitemap, async () => {
      const { urls } = await deps.service.listed();
      return sitemapFiles(urls, origin).root;
    }),
  );
  app.get('/sitemap-:part.xml', (req, reply) => {
    const parsed = ZPart.safeParse(req.params);
    if (!parsed.success)
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    const { part } = parsed.data;
    return cached(req, reply, `/sitemap-${part}.xml`, XML, PAGE_CACHE_TTL_SECONDS.sitemap, async () => {
      const { urls } = await deps.service.listed();
      return sitemapFiles(urls, origin).parts[part - 1];
    });
  });

  app.get('/robots.txt', (_req, reply) =>
    reply
      .header('Cache-Control', `public, max-age=${PAGE_CACHE_TTL_SECONDS.html}`)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin)),
  );

  app.get('/llms.txt', (req, reply) =>
    cached(req, reply, '/llms.txt', 'text/plain; charset=utf-8', PAGE_CACHE_TTL_SECONDS.sitemap, async () => {
      const { llms } = await deps.service.listed();
      return llmsTxt(tFor('en')('brand'), origin, llms);
    }),
  );

  if (!deps.devTools) return;
  for (const lang of GALLERY_LANGS) {
    app.get(localizedPath(BLOCK_GALLERY_PATH, lang), async (req, reply) => {
      const chrome = await deps.content.chrome(lang);
      const model: ShellModel = {
        lang,
        dir: localeOf(lang).dir,
        path: localizedPath(BLOCK_GALLERY_PATH, lang),
        origin,
        productId: PRODUCT.HOME,
        pageTypeId: 0,
        isMobile: isMobileRequest(req),
        theme: themeFromCookie(req),
        alternates: GALLERY_LANGS.map((code) => ({
          code,
          href: localizedPath(BLOCK_GALLERY_PATH, code),
          endonym: localeOf(code).endonym,
        })),
        chrome,
        support: deps.support,
        marketing: false,
        partner: null,
        sourceId: serverSourceId({
          querySourceId: undefined,
          partner: undefined,
          isMobile: isMobileRequest(req),
        }),
        tagManagerId: null,
        title: `Block gallery | ${tFor(lang)('brand')}`,
        description: undefined,
        breadcrumbs: [],
        robots: 'noindex, nofollow',
      };
      // A development tool: never in the page cache, never indexed (decision 0024).
      deps.onCacheState?.('miss');
      return reply
        .header('x-page-cache', 'miss')
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .type('text/html; charset=utf-8')
        .send(deps.render({ kind: 'dev-blocks', model, assets: deps.assets() }));
    });
  }
}
