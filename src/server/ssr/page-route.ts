import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveRoute } from '../../shared/domain/routing';
import { serverSourceId } from '../../shared/domain/sources';
import { localeOf, type LangCode } from '../../shared/domain/locales';
import { PRODUCT } from '../../shared/domain/products';
import type { TChromeData } from '../../shared/contracts/chrome';
import type { Assets, RenderDocument, ShellModel } from '../../shared/contracts/render';
import { tFor } from '../../shared/i18n/catalogues';
import { isMobileRequest, themeFromCookie } from '../lib/request';
import { todayAt } from '../../shared/rules/dates';
import { darkModeOnPath } from '../../shared/domain/theme';
import { isConnectionError } from '../../db/connection-errors';
import { DATABASE_RETRY_AFTER_S } from '../plugins/errors';
import type { PageQuery } from './page-query';
import {
  bytesOf,
  etagOf,
  GLOBAL_TAGS,
  pageTag,
  type CachedPage,
  type Outcome,
  type Served,
} from './page-cache/index';
import { isPerVisitorPath, renderPage } from './pages/index';
import { searchOf } from './pages/model';
import type { PageDeps, PageRoute } from './pages/types';

/**
 * Decision 0045: a page render still waiting for the database after this is answered 503 with Retry-After (the
 * pool's own connect timeout is 10 s, far longer than a visitor waits); a healthy render takes milliseconds.
 */
export const PAGE_DATABASE_WAIT_MS = 3000;
/** After a render found the database away, cache misses answer 503 at once for this long (its Retry-After). */
export const DATABASE_DOWN_HOLD_MS = 5000;

/** The database did not answer a page render in time, or was found away moments ago (a connection error: 503). */
export class DatabaseUnavailableError extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(message: string) {
    super(message);
  }
}

/**
 * The page cache's key (decision 0025): what the render reads of the request, normalised so that other
 * parameters (utm_*, gclid, anything) cannot grow the cache: the public path and language, the theme cookie (on the
 * dark-mode products' paths only, decision 0113), the device class, the source id the page links carry (a closed
 * list), the validated query (decision 0045: a journey type some form has, a plan id that exists; nothing else),
 * and the UAE calendar day (journeys' date limits).
 */
export function cacheKeyOf(req: FastifyRequest, route: PageRoute, query: PageQuery): string {
  const isMobile = isMobileRequest(req);
  const t = todayAt(Date.now());
  return [
    route.lang,
    route.publicPath,
    // Decision 0113: only a page where dark mode may apply keeps a dark variant.
    darkModeOnPath(route.contentPath) ? themeFromCookie(req) : '',
    isMobile ? 'm' : 'd',
    serverSourceId({
      querySourceId: (req.query as Record<string, unknown>).sourceId,
      partner: route.partner,
      isMobile,
    }),
    query.journeyType ?? '',
    query.planid ?? '',
    query.page ?? '',
    query.rating ?? '',
    query.providerId ?? '',
    `${t.year}-${t.month}-${t.day}`,
  ].join('|');
}

const tagsOf = (route: PageRoute): string[] => [...GLOBAL_TAGS, pageTag(route.contentPath)];

/** Browsers revalidate every page (an update is never stuck in one); shared caches keep variants apart. */
const sharedHeaders = (etag: string) => ({
  etag,
  'cache-control': 'public, no-cache',
  vary: 'Accept-Encoding, Cookie, User-Agent',
});

function notModified(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}

/** br or gzip when the client accepts it (q > 0), else none. */
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name.trim(), qp ? Number(qp.slice(2)) || 0 : 1);
  }
  const ok = (n: string) => (q.get(n) ?? q.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

/** A cached page: 304 when the browser has it, else its precompressed form (no compression per hit). */
function sendEntry(req: FastifyRequest, reply: FastifyReply, entry: CachedPage) {
  reply.headers(sharedHeaders(entry.etag));
  if (notModified(req, entry.etag)) return reply.code(304).send();
  reply.code(200).type('text/html; charset=utf-8');
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (!encoding) return reply.send(entry.html);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? entry.br : entry.gzip);
}

export function registerPageRoutes(app: FastifyInstance, deps: PageDeps): void {
  /** The content lookup, its stored redirect (the query goes along), then the page table (pages/index.ts). */
  const render = async (req: FastifyRequest, route: PageRoute, query: PageQuery): Promise<Outcome> => {
    const { page, redirect, chrome } = await deps.content.resolve(
      route.contentPath,
      route.lang,
      route.publicPath,
    );
    if (redirect) {
      return {
        kind: 'redirect',
        location: redirect.toPath + searchOf(req),
        status: redirect.statusCode as 301 | 302,
      };
    }
    return renderPage({ req, route, query, chrome, page, deps });
  };

  const waitMs = deps.databaseWaitMs ?? PAGE_DATABASE_WAIT_MS;
  let databaseDownUntil = 0;
  /**
   * Decision 0045: a render answers within `waitMs` or fails as the database being away (503 with Retry-After);
   * once one did, the next misses fail at once for DATABASE_DOWN_HOLD_MS rather than each waiting again, while
   * cached pages keep being served. The abandoned render finishes (or fails) on its own; nothing waits for it.
   */
  const renderGuarded = async (req: FastifyRequest, route: PageRoute, query: PageQuery) => {
    if (Date.now() < databaseDownUntil) throw new DatabaseUnavailableError('database away moments ago');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DatabaseUnavailableError(`no page within ${waitMs} ms`)), waitMs);
    });
    const work = render(req, route, query);
    work.catch(() => undefined);
    try {
      return await Promise.race([work, late]);
    } catch (err) {
      if (isConnectionError(err)) databaseDownUntil = Date.now() + DATABASE_DOWN_HOLD_MS;
      throw err;
    } finally {
      clearTimeout(timer);
    }
  };

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const route = resolveRoute(req.url);
    if (route.kind === 'redirect') return reply.redirect(route.location, route.status);
    // Per-visitor pages (quotes, certificate, comparison) never meet the cache: their query is the content.
    const priv = isPerVisitorPath(route.contentPath);
    const query: PageQuery = priv || !deps.queryValues ? {} : await deps.queryValues.of(req.url);
    const served: Served = priv
      ? { state: 'miss', outcome: await renderGuarded(req, route, query) }
      : await deps.pageCache.serve(cacheKeyOf(req, route, query), tagsOf(route), () =>
          renderGuarded(req, route, query),
        );
    deps.onCacheState?.(served.state);
    reply.header('x-page-cache', served.state);
    if (served.entry) return sendEntry(req, reply, served.entry);
    const outcome = served.outcome;
    if (!outcome) throw new Error('page cache answered nothing');
    if (outcome.kind === 'redirect') return reply.redirect(outcome.location, outcome.status);
    // Per-visitor pages are crawlable in every language but never indexed: the header says so as the meta tag does,
    // since robots.txt no longer hides them (decision 0047).
    if (priv) reply.header('X-Robots-Tag', 'noindex');
    if (outcome.cache === 'private' || outcome.status !== 200)
      return reply
        .code(outcome.status)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(outcome.html);
    // Rendered as bytes (a string only from test doubles): hashed for the ETag and sent as these same bytes.
    const body = bytesOf(outcome.html);
    const etag = etagOf(body);
    if (notModified(req, etag)) return reply.code(304).headers(sharedHeaders(etag)).send();
    return reply.code(200).headers(sharedHeaders(etag)).type('text/html; charset=utf-8').send(body);
  };

  app.get('/*', handler);
}

/**
 * The status of a page that failed (decision 0045): the database away is a 503 with Retry-After, so visitors,
 * crawlers and balancers come back shortly; anything else a 500.
 */
export function pageErrorStatus(err: unknown): { status: 500 | 503; retryAfter?: number } {
  return isConnectionError(err) ? { status: 503, retryAfter: DATABASE_RETRY_AFTER_S } : { status: 500 };
}

/** The 500 and 503 page: rendered without database data, so it works when the failure was the database. */
export function renderErrorPage(
  req: FastifyRequest,
  render: RenderDocument,
  assets: Assets,
  origin: string,
  support: { phone: string; email: string },
  status: 500 | 503 = 500,
): Uint8Array | string {
  const route = resolveRoute(req.url);
  const lang: LangCode = route.kind === 'page' ? route.lang : 'en';
  const path = route.kind === 'page' ? route.publicPath : '/';
  const model: ShellModel = {
    lang,
    dir: localeOf(lang).dir,
    path,
    origin,
    productId: PRODUCT.HOME,
    pageTypeId: 0,
    isMobile: isMobileRequest(req),
    theme: themeFromCookie(req),
    alternates: [],
    chrome: {
      menu: [],
      footer: { compareProducts: [], aboutLinks: [], social: [], address: '' },
    } as unknown as TChromeData,
    support,
    marketing: false,
    partner: null,
    sourceId: 2,
    tagManagerId: null,
    title: tFor(lang)('errors.oops'),
    description: undefined,
    breadcrumbs: [],
    robots: 'noindex',
  };
  return render({ kind: 'error', model, assets, unavailable: status === 503 });
}
