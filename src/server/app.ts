import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { Db } from '../db/client';
import type { Assets, RenderDocument } from '../shared/contracts/render';
import type { Config } from './config';
import { registerInsurerSandbox, type Transport as InsurerTransport } from '../sandbox';
import { ERROR_CODES } from '../shared/contracts/errors';
import { loggableError, sendApiError, toApiError } from './plugins/errors';
import { registerRouteOptions, wantsJson } from './plugins/route-options';
import { collectRouteSchemas, registerOpenApiRoute } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security';
import { setImageOrigins } from '../shared/contracts/image-origins';
import { REVIEW_PAGE_SEGMENT } from '../shared/contracts/reviews';
import { registerBodyTimeout } from './plugins/body-timeout';
import { registerCompression } from './plugins/compression';
import { createMetrics, registerMetrics, type AppMetrics } from './plugins/metrics';
import { registerGracefulClose } from './shutdown';
import { registerStaticAssets } from './plugins/static';
import { registerContentModule } from './modules/content';
import { registerCmsModule, registerCmsQuotesRoute } from './modules/cms';
import { registerHealthModule } from './modules/health';
import { registerHospitalsModule } from './modules/hospitals';
import { registerReviewsModule } from './modules/reviews';
import { registerHealthPlansModule } from './modules/health-plans';
import { pageErrorStatus, registerPageRoutes, renderErrorPage } from './ssr/page-route';
import type { PageDeps } from './ssr/pages/types';
import { loadKnownValues, queryValues } from './ssr/page-query';
import { redactText } from '../shared/rules/redact';
import { registerAuth } from './plugins/auth';
import { createLimiters, createRedisClient, registerRateLimits, type Limiters } from './plugins/rate-limit';
import { deriveKeys, hmacHex, memoIpHash } from './modules/session/keys';
import { tokenService } from './modules/session/token';
import { registerSessionModule } from './modules/session';
import { registerLogsModule } from './modules/logs';
import { registerAnalyticsModule } from './modules/analytics';
import { registerCspReportModule } from './modules/csp-reports';
import { registerGeoModule } from './modules/geo';
import { registerHomeModule } from './modules/home';
import { registerPartnerModule } from './modules/partner';
import { createOffersModule } from './modules/offers';
import type { ModuleContext } from './modules/context';
import { registerFormsModule } from './modules/forms';
import { registerOtpModule } from './modules/otp';
import { registerEnquiryModule } from './modules/enquiries';
import { registerRecentSearchesModule } from './modules/recent-searches';
import { registerDeviceSyncModule } from './modules/device-sync';
import { registerDocumentsModule } from './modules/documents';
import { registerIdempotencyModule } from './modules/idempotency';
import { catalogueStampOf, registerQuotesModule, startingPricesOf } from './modules/quotes';
import { registerHealthSeoModule } from './modules/health-seo';
import { registerCalculatorsModule } from './modules/calculators';
import { registerLeadsModule } from './modules/leads';
import { registerPoliciesModule } from './modules/policies';
import { registerCaptureModule } from './modules/capture';
import { registerCardsModule } from './modules/cards';
import { registerDemoImagesModule } from './modules/demo-images';
import { combineBlockData } from './ssr/block-data';
import { createPageCache, type PageCache } from './ssr/page-cache/index';
import { registerAdminModule } from './modules/admin';
import { registerAuthModule } from './modules/auth';
import { registerAccountModule } from './modules/account';
import { registerSeoModule } from './modules/seo';
import { registerMyDataModule } from './modules/my-data';
import { registerRenewalPageModule } from './modules/renewals/page';
import { registerRenewalsModule } from './modules/renewals';
import { registerInsurerEventsModule } from './modules/insurer-events';
import { emailDevOutboxSection, registerEmailModule } from './modules/email';
import { registerSubscriptionsModule } from './modules/subscriptions';
import { registerPodcastsModule } from './modules/podcasts';
import { registerConsoleModules } from './modules/console/register';

declare module 'fastify' {
  interface FastifyInstance {
    /** The page cache (decision 0025): admin writes call its sync() before answering. */
    pageCache: PageCache;
  }
}

export type AppDeps = {
  config: Config;
  db: Db;
  assets: () => Assets;
  /** The page renderer: web's renderDocument, given by the composition root (src/main.ts; decision 0009). */
  render: RenderDocument;
  /** The site's one HTML sanitiser (web's safe-html); the console's page editor cleans rich text with it. */
  sanitizeHtml?: (html: string) => string;
  /** Development: lets Vite's middleware answer before Fastify's routes. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void> | void;
  /** How the insurer sandbox reaches the marketplace (src/sandbox/README.md); tests route it through app.inject. */
  insurerTransport?: InsurerTransport;
  logger?: FastifyServerOptions['logger'];
  /** Rate limiters to use instead of the ones built from config (tests, benchmarks). */
  limiters?: Limiters;
  /** Metrics registry to use (src/main.ts serves it on METRICS_PORT); a fresh one by default. */
  metrics?: AppMetrics;
  /** The renewal radar's clock (decision 0089): the machine's by default; tests move it. */
  clock?: () => Date;
  /** The console's scrypt cost for tests (2^logN; honoured under NODE_ENV=test only, decision 0110). */
  consolePasswordLogN?: number;
};

/** pino options of the app's logger (exported so tests can check what reaches a log line). */
export function loggerOptions(config: Config) {
  return {
    level: config.logLevel,
    // Personal data and secrets never reach the logs.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    // No client IP in request logs, and query values such as a partner token or a mobile number redacted.
    serializers: {
      // A logged error keeps its name, code, message and stack frames, never a query's parameters.
      err: (e: Error) => ({
        ...loggableError(e),
        type: e.name,
        stack: (e.stack ?? '')
          .split('\n')
          .filter((l) => /^\s+at /.test(l))
          .join('\n'),
      }),
      req: (req: { method?: string; url?: string }) => ({
        method: req.method,
        url: redactText(req.url ?? ''),
      }),
    },
  };
}

/** Waits (at most 2 s) for a Redis client to be ready, so the first pages already share the cache. */
async function readyRedis(client: ReturnType<typeof createRedisClient>) {
  if (client.status === 'ready') return client;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, 2000);
    client.once('ready', done);
  });
  return client;
}

/** The error answers: JSON `{code, message}` for the API, an error page (503 with Retry-After when the database is
 * away) for pages; 404 JSON or 405 where no route matched. */
function registerErrorHandlers(app: FastifyInstance, deps: AppDeps): void {
  const { config } = deps;
  app.setErrorHandler((err, req, reply) => {
    const status = (err as { statusCode?: number }).statusCode;
    // Decision 0021: a refused request (bad input) is information, without a stack; a failure is an error, logged
    // without the query parameters a database error carries.
    const json = wantsJson(req);
    const answered = json ? toApiError(err).status : (status ?? 500);
    if (answered >= 500) req.log.error({ err: loggableError(err) }, 'request failed');
    else req.log.info({ status: answered, code: toApiError(err).body.code }, 'request refused');
    if (json) return sendApiError(reply, err);
    if (status && status >= 400 && status < 500) return sendApiError(reply, err);
    try {
      // Decision 0045: the database away answers 503 with Retry-After, not 500.
      const { status: pageStatus, retryAfter } = pageErrorStatus(err);
      if (retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));
      return reply
        .code(pageStatus)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          renderErrorPage(req, deps.render, deps.assets(), config.publicOrigin, config.support, pageStatus),
        );
    } catch (renderErr) {
      req.log.error({ err: loggableError(renderErr) }, 'error page failed');
      return reply.code(500).type('text/plain; charset=utf-8').send('Oops! Something went wrong.');
    }
  });

  app.setNotFoundHandler((req, reply) => {
    // No route matched: API-ness from the decoded path (decision 0042).
    if (wantsJson(req))
      return reply.code(404).send({ code: ERROR_CODES.NOT_FOUND, message: 'No such API endpoint.' });
    return reply.code(405).send({ code: ERROR_CODES.METHOD_NOT_ALLOWED, message: 'Method not allowed.' });
  });
}

/** Unknown API paths: a JSON 404 without a token; a write still spends the write budget (decision 0042). */
function registerUnknownApi(app: FastifyInstance): void {
  const unknownApi = async (_req: unknown, reply: FastifyReply) =>
    reply.code(404).send({ code: ERROR_CODES.NOT_FOUND, message: 'No such API endpoint.' });
  app.route({
    method: ['GET', 'OPTIONS'],
    url: '/api/*',
    config: { public: true, bucket: false },
    handler: unknownApi,
  });
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/api/*',
    config: { public: true, bucket: 'write' },
    handler: unknownApi,
  });
}

/** Builds the Fastify app (used by src/main.ts and by the integration tests). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 64 * 1024,
    // Decision 0021: a request (headers and body) must arrive within UPLOAD_TIMEOUT_SECONDS (120 s: a 5 MB upload
    // on a slow phone link); a JSON body within BODY_TIMEOUT_SECONDS (20 s, registerBodyTimeout); an idle
    // connection is closed after the longer of the two plus 10 s. A slow client holds a socket, never the server.
    requestTimeout: config.timeouts.requestMs,
    connectionTimeout: Math.max(config.timeouts.requestMs, config.timeouts.jsonBodyMs) + 10_000,
    routerOptions: { maxParamLength: 200, ignoreDuplicateSlashes: false },
  });
  // Before any route: each route's public/bucket/device/json options (decision 0042).
  registerRouteOptions(app);
  // Then the OpenAPI document's collector: every route's declared schemas (decision 0056).
  const described = collectRouteSchemas(app);

  // Decision 0045: one list of image origins for the CSP and the block contracts, set before any document is read.
  setImageOrigins(config.imageOrigins);
  registerSecurityHeaders(app, {
    dev: config.env === 'development' && !config.production,
    https: config.publicOrigin.startsWith('https:'),
    origin: config.publicOrigin,
  });
  // Request rate and latency by route; `app.metrics` for the page cache, OTP sends and queue depth (decision 0024).
  registerMetrics(app, deps.metrics ?? createMetrics(), { token: config.metrics.token });
  registerGracefulClose(app);
  // Before any route (its onSend is per route, after the app-level ones such as idempotency's).
  await registerCompression(app);
  registerBodyTimeout(app, { jsonMs: config.timeouts.jsonBodyMs, uploadMs: config.timeouts.requestMs });
  if (deps.beforeRoutes) await deps.beforeRoutes(app);

  registerErrorHandlers(app, deps);

  // docs/product/session.md 'Every request': rate limits first (cheapest refusal), then the session token on /api/*.
  const keys = deriveKeys(config.secrets.sessionSecret);
  const tokens = tokenService(keys.token, config.tokenTtlSeconds);
  const hashIp = memoIpHash((ip: string) => hmacHex(keys.ip, ip));
  const limiters =
    deps.limiters ??
    createLimiters(config.rateLimits, {
      log: app.log,
      // Decision 0022: PostgreSQL by default (counters survive a restart), Redis when REDIS_URL is set.
      redis:
        config.rateLimitStore === 'redis' && config.redisUrl
          ? createRedisClient(config.redisUrl, app.log)
          : undefined,
      pg: config.rateLimitStore === 'postgres' ? deps.db.$client : undefined,
    });
  registerRateLimits(app, { limiters, ipKey: (ip) => hashIp(ip).slice(0, 32) });
  registerAuth(app, tokens);

  // The modules, each through its index.ts (docs/ARCHITECTURE.md 'add a module'); the order is the dependencies'.
  const ctx: ModuleContext = { config, db: deps.db, keys, hashIp, log: app.log };
  const content = registerContentModule(app, ctx);
  // The spec's CMS and list calls over the stored pages (decision 0100).
  const cms = registerCmsModule(app, ctx);
  const partner = registerPartnerModule(app, ctx);
  registerSessionModule(app, ctx, { tokens, partner });
  registerLogsModule(app, ctx);
  registerAnalyticsModule(app, ctx);
  registerCspReportModule(app, ctx);
  registerGeoModule(app, ctx);
  registerHomeModule(app, { content });
  // Before the modules whose routes opt in with config.idempotent (decision 0010).
  registerIdempotencyModule(app, ctx);
  const forms = registerFormsModule(app, ctx);
  // /dev/outbox/ shows the e-mails too when they go to the development outbox (decision 0106).
  const otp = registerOtpModule(app, ctx, emailDevOutboxSection(ctx));
  const documents = registerDocumentsModule(app, ctx);
  const offers = createOffersModule(ctx);
  // Network hospitals (decision 0092); the quotes take their networks for keep my doctor (decision 0095).
  const hospitals = registerHospitalsModule(app, ctx);
  const quotes = registerQuotesModule(app, ctx, { offers, hospitals });
  // The landing pages' starting prices (decision 0014), also answered by GET /api/get_quotes (decision 0107).
  const startingPrices = startingPricesOf(ctx, quotes);
  registerCmsQuotesRoute(app, startingPrices);
  // The health filter pages' plans and the Health SEO calls (decision 0098).
  const healthSeo = registerHealthSeoModule(app, ctx, {
    loadCatalogue: quotes.loadCatalogue,
    catalogueStamp: catalogueStampOf(ctx),
  });
  // Health provider and plan pages and their SEO calls (decision 0097).
  const healthPlans = registerHealthPlansModule(app, ctx, { quotes, hospitals });
  // The calculators' car and health estimates (decision 0102).
  registerCalculatorsModule(app, ctx, { quotes });
  const jobs = await registerEnquiryModule(app, ctx, { forms, otp, documents, quotes });
  app.metrics.watchQueues(() => jobs.sizes());
  registerHealthModule(app, ctx, { jobs });
  // E-mail through its outbox and job (decision 0106); the CEO blog's double opt-in subscriptions use it.
  const email = registerEmailModule(app, ctx, { jobs });
  registerSubscriptionsModule(app, ctx, { email, css: () => deps.assets().css });
  registerLeadsModule(app, ctx, { quotes, offers, jobs });
  // Buying through the insurer (decision 0084).
  registerPoliciesModule(app, ctx, { quotes, forms });
  registerCaptureModule(app);
  registerRecentSearchesModule(app, ctx);
  registerDeviceSyncModule(app, ctx, { css: () => deps.assets().css });
  const cards = registerCardsModule(app, ctx);
  registerDemoImagesModule(app);
  // Sign-in and the account area (decision 0031).
  const accountGuard = registerAuthModule(app, ctx, { otp });
  const account = registerAccountModule(app, ctx, { guard: accountGuard });
  // "Who has my number" (decisions 0030 and 0033).
  registerMyDataModule(app, ctx, { guard: accountGuard });
  // The renewal page a reminder links to (decision 0090).
  registerRenewalPageModule(app, ctx, { otp, quotes, guard: accountGuard });
  // Renewal reminders by SMS on a schedule, and 'Stop reminders' (decision 0089).
  registerRenewalsModule(app, ctx, { jobs, clock: deps.clock, css: () => deps.assets().css });
  // Insurers' signed events: a policy issued, a payment declined, a policy cancelled (decision 0085).
  registerInsurerEventsModule(app, ctx);
  registerOpenApiRoute(app, described);
  registerUnknownApi(app);
  // Decision 0045: the pages' own Redis (PAGE_CACHE_REDIS_URL) when there is one, else REDIS_URL's under a cap.
  const cacheRedis =
    config.pageCache.enabled && config.pageCache.store === 'redis' && config.pageCache.redisUrl
      ? await readyRedis(createRedisClient(config.pageCache.redisUrl, app.log))
      : undefined;
  const cache = await createPageCache({
    config: config.pageCache,
    pool: deps.db.$client,
    redis: cacheRedis,
    log: app.log,
  });
  app.decorate('pageCache', cache);
  app.addHook('onClose', async () => {
    await cache.close();
    cacheRedis?.disconnect();
  });
  registerAdminModule(app, ctx);
  // Reviews (decision 0101).
  const reviews = registerReviewsModule(app, ctx, { otp, accountNumber: accountGuard });
  // The insurers' demo checkout, its own scope under /sandbox/insurers (src/sandbox/README.md): off unless enabled.
  await registerInsurerSandbox(app, {
    config,
    db: deps.db,
    assets: deps.assets,
    transport: deps.insurerTransport,
  });
  await registerStaticAssets(app, config.clientDir);
  // The podcast feeds per language and the episodes' audio files (decision 0106).
  await registerPodcastsModule(app, ctx);
  // sitemap.xml, robots.txt, llms.txt and the block gallery (decision 0039).
  registerSeoModule(app, ctx, {
    content,
    pageCache: cache,
    render: deps.render,
    assets: deps.assets,
    generated: async () => ({
      ...(await hospitals.sitemapEntries()),
      // the six reviews pages (decision 0101): rendered, not stored, in every language
      paths: [
        ...(await healthPlans.sitemapPaths()),
        ...Object.values(REVIEW_PAGE_SEGMENT).map((seg) => `/${seg}/reviews/`),
      ],
    }),
  });
  const pageDeps: PageDeps = {
    pageCache: cache,
    onCacheState: (state) => app.metrics.pageCache(state),
    content,
    forms,
    assets: deps.assets,
    render: deps.render,
    origin: config.publicOrigin,
    tagManagerId: config.tagManagerId,
    support: config.support,
    blockData: combineBlockData(
      startingPrices.resolveBlocks,
      cards.resolveBlocks,
      hospitals.resolveBlocks,
      cms.resolveBlocks,
      reviews.resolveBlocks,
      healthSeo.resolveBlocks,
    ),
    queryValues: queryValues({ load: loadKnownValues(deps.db.$client), log: app.log }),
    policySchedule: account.policySchedule,
    hospitals,
    hospitalSearch: hospitals,
    reviews,
    healthPlans,
  };
  registerPageRoutes(app, pageDeps);
  // The staff console (decisions 0110–0126): after the page cache and the page routes whose deps it shares.
  registerConsoleModules(app, ctx, {
    clock: deps.clock,
    email,
    forms,
    jobs,
    reviews,
    pageDeps,
    sanitizeHtml: deps.sanitizeHtml,
    passwordLogN: deps.consolePasswordLogN,
    assets: deps.assets,
    clearCaches: () =>
      [quotes, startingPrices, healthSeo, cards, offers, healthPlans].forEach((c) => c.clearCache()),
  });
  return app;
}
