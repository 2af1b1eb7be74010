import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseCidrList } from './modules/geo/cidr';
import { devToolsSetting, parseImageOrigins, parseInsurerSecrets } from './config-parsers';

/** The project root: the nearest folder above this file with a package.json (works from src/ and dist/). */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

export const ROOT = findRoot();

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const limit = z.coerce.number().int().min(1).max(10_000_000);

/**
 * Every environment variable the app reads, with its default. The README's configuration table documents each
 * one with the same default (test/unit/config-readme.test.ts, decision 0056).
 */
export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Loopback by default (decision 0024): a server reachable from other machines is asked for with HOST=0.0.0.0.
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_ORIGIN: z.url().optional(),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SUPPORT_PHONE: z.string().default('800 7243 5'),
  SUPPORT_EMAIL: z.email().default('help@sahelcompare.example'),
  /** The floating WhatsApp button's business number (decision 0040): digits with an optional +; unset, no button. */
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\+?[0-9]{8,15}$/, 'WHATSAPP_NUMBER is a phone number in international form, e.g. +9715XXXXXXXX')
    .optional(),
  TRUST_PROXY: z.string().default(''),
  SEED_ON_START: bool.default(true),
  // Demo content and partners (decision 0024): on by default for the embedded database, off with DATABASE_URL.
  SEED_DEMO: bool.optional(),
  // Development tools (/dev/outbox/, /api/dev/outbox): on by default only on a loopback-only local server.
  DEV_TOOLS: bool.optional(),
  // The older name of DEV_TOOLS (decision 0026's tests); DEV_TOOLS wins when both are set.
  DEV_OUTBOX: bool.optional(),
  // Prometheus metrics (decision 0024): their own listener (loopback by default) and/or /metrics with a token.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN needs 16+ characters').optional(),
  // How long a stop (SIGTERM/SIGINT) waits for requests in flight before closing their connections.
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /** Decision 0021: a JSON body must arrive within this; an upload within UPLOAD_TIMEOUT_SECONDS (decision 0021). */
  BODY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  UPLOAD_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  SESSION_SECRET: z.string().min(32).optional(),
  TAG_MANAGER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'TAG_MANAGER_ID looks like GTM-XXXXXXX')
    .optional(),
  // Session token lifetime; must outlast the 300 s expiry threshold of docs/product/session.md by a wide margin.
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(900)
    .max(31_536_000)
    .default(86_400 * 30),
  INTERNAL_IP_CIDRS: z.string().default(''),
  INDIAN_IP_CIDRS: z.string().default(''),
  // Where the counters live (decision 0022): Redis when REDIS_URL is set, else PostgreSQL; memory only on request.
  RATE_LIMIT_STORE: z.enum(['memory', 'postgres', 'redis']).optional(),
  // Points per window (decision 0022): tight per device, a generous backstop per address, because UAE mobile
  // carriers put many visitors behind one address (decision 0022).
  RATE_LIMIT_WINDOW_SECONDS: limit.default(60),
  RATE_LIMIT_DEVICE_PER_IP: limit.default(300),
  RATE_LIMIT_DEVICE_PER_DEVICE: limit.default(10),
  RATE_LIMIT_VISIT_PER_IP: limit.default(1200),
  RATE_LIMIT_VISIT_PER_DEVICE: limit.default(30),
  RATE_LIMIT_WRITE_PER_IP: limit.default(1200),
  RATE_LIMIT_WRITE_PER_DEVICE: limit.default(60),
  RATE_LIMIT_READ_PER_IP: limit.default(3000),
  RATE_LIMIT_READ_PER_DEVICE: limit.default(240),
  // POST /api/encrypt, a keyed-hash oracle: per hour by default (decision 0022).
  RATE_LIMIT_ENCRYPT_WINDOW_SECONDS: limit.default(3600),
  RATE_LIMIT_ENCRYPT_PER_IP: limit.default(600),
  RATE_LIMIT_ENCRYPT_PER_DEVICE: limit.default(20),
  // POST /api/csp-report: a page can send a burst of reports, and many browsers share a carrier address (0042).
  RATE_LIMIT_REPORT_PER_IP: limit.default(600),
  RATE_LIMIT_REPORT_PER_DEVICE: limit.default(600),
  // The insurer sandbox's pages and demo payments (src/sandbox/README.md): per client address (no device token there).
  RATE_LIMIT_SANDBOX_PER_IP: limit.default(120),
  // POST /api/analytics/events (decision 0103): a page sends a batch or two; generous, carriers share addresses.
  RATE_LIMIT_EVENTS_PER_IP: limit.default(3000),
  // The CEO blog subscribe call (decision 0106): its own budget per client IP and per device.
  RATE_LIMIT_SUBSCRIBE_PER_IP: limit.default(60),
  RATE_LIMIT_SUBSCRIBE_PER_DEVICE: limit.default(5),
  // Days the analytics events are kept (decision 0103): 13 months, so a month compares with the same month a year ago.
  ANALYTICS_EVENTS_KEEP_DAYS: z.coerce.number().int().min(1).max(3660).default(395),
  // Days the once-per-visit page-view rows are kept (decision 0107); the view counts themselves stay.
  PAGE_VIEW_VISITS_KEEP_DAYS: z.coerce.number().int().min(1).max(3660).default(30),
  // OTP (docs/product/journeys.md): 6 digits by default (OWASP ASVS level 2); 4 reproduces the spec's legacy length.
  OTP_LENGTH: z.coerce.number().int().min(4).max(8).default(6),
  OTP_TTL_SECONDS: z.coerce.number().int().min(60).max(900).default(300),
  // OTP sends per client IP per hour (decision 0043: 60, carrier NAT puts many phones behind one address).
  // The browser test suite raises it: its browsers share one address.
  OTP_SENDS_PER_IP_PER_HOUR: limit.default(60),
  // Upload quotas (decision 0022): bytes stored per device and per client address in 24 hours, in MB.
  UPLOAD_QUOTA_DEVICE_MB_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(30),
  UPLOAD_QUOTA_IP_MB_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(200),
  // SMS delivery: 'outbox' (development table + /dev/outbox/) or 'http' (a provider's JSON endpoint).
  SMS_ADAPTER: z.enum(['outbox', 'http']).optional(),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  SMS_SENDER: z.string().max(11).default('SahelCmp'),
  // E-mail (decision 0106): SMTP through nodemailer when set (smtp:// or smtps://user:pass@host:port); unset, e-mails
  // are kept in the development outbox (/dev/outbox/) locally, and wait 'pending' in a deployment.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL looks like smtp://user:pass@host:587 or smtps://…:465')
    .optional(),
  EMAIL_FROM: z.string().min(3).max(200).default('Sahel Compare <no-reply@sahelcompare.example>'),
  // Hosts a REDIRECT next step or redirectToInsurer may point at besides our own origin (comma separated).
  INSURER_REDIRECT_HOSTS: z.string().default(''),
  // Insurers' shared secrets for signed handoff fetches and events (docs/product/policies.md): 'code=secret,...'
  // (each secret 32+ characters). Unset: derived from SESSION_SECRET by HKDF where development tools or the insurer
  // sandbox are on; otherwise an insurer without a secret is refused (fail closed).
  INSURER_SECRETS: z.string().default(''),
  // The insurers' checkout sandbox (/sandbox/insurers/{code}/): on with INSURER_SANDBOX=1 or with development tools.
  INSURER_SANDBOX: bool.optional(),
  // The page cache (decision 0025): 'off' renders every page (x-page-cache: disabled).
  PAGE_CACHE: z.enum(['on', 'off', '1', '0', 'true', 'false']).default('on'),
  // Decision 0032: the renderer's memos (island, header, footer and popups markup); 'off' only for the SSR bench.
  RENDER_MEMO: z.enum(['on', 'off']).default('on'),
  // Its memory budget: the in-process LRU's, or the pages' share of REDIS_URL's Redis, kept by the app (0045).
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  // The pages' own Redis (decision 0045): maxmemory + allkeys-lru there (deploy/redis-page-cache.conf); eviction is
  // per instance, so it is another server, never another database number of REDIS_URL's.
  PAGE_CACHE_REDIS_URL: z.string().url().optional(),
  // Origins images may come from besides this site (decision 0045): the CSP's img-src and the block contracts.
  IMAGE_ORIGINS: z.string().default(''),
  // Bearer token of the admin calls (/api/admin/*: page, redirection and chrome updates, cache purge); unset, no
  // admin call exists.
  ADMIN_TOKEN: z.string().min(32, 'ADMIN_TOKEN needs 32+ characters').optional(),
  // Background jobs (async enquiry products) run in this process; off for extra web-only nodes.
  JOBS_ENABLED: bool.default(true),
  // The CRM that receives leads (decision 0030): unset, leads wait in the outbox ('pending').
  CRM_WEBHOOK_URL: z.url().optional(),
  CRM_WEBHOOK_TOKEN: z.string().min(1).optional(),
  // The name "Who has my number" shows for the CRM that received a lead (decision 0033); unset, a translated
  // 'Our advisory team (CRM)'.
  CRM_DISPLAY_NAME: z.string().trim().min(1).max(100).optional(),
  // Delivery retries: attempts after the first failure, and the first delay (doubled each time).
  CRM_WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(8),
  CRM_WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // Leads per verified device and per client address an hour, per mobile number and product a day (0030).
  LEAD_LIMIT_PER_DEVICE_PER_HOUR: limit.default(10),
  LEAD_LIMIT_PER_IP_PER_HOUR: limit.default(300),
  LEAD_LIMIT_PER_MOBILE_PRODUCT_PER_DAY: limit.default(3),
});

export type Config = ReturnType<typeof buildConfig>;

/** Secrets missing in development are generated once and kept in DATA_DIR (no .env editing for a first start). */
function loadOrCreateSecrets(dataDir: string): { sessionSecret: string } {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = z
      .object({ sessionSecret: z.string().min(32) })
      .safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data;
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets = { sessionSecret: randomBytes(48).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export function buildConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable means 'unset' (e.g. DATABASE_URL= in a shell or a CI file).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration in environment variables:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(ROOT, e.DATA_DIR);
  const production = e.NODE_ENV === 'production';
  /** A real deployment: production with its own database server (not the local embedded one). */
  const deployment = production && Boolean(e.DATABASE_URL);
  // A deployment (production with its own database) must bring its secrets; a local `npm start`
  // (production build, embedded database) generates them once into DATA_DIR like development does.
  if (production && e.DATABASE_URL && !e.SESSION_SECRET) {
    throw new Error(
      'Invalid configuration: SESSION_SECRET (32+ characters) is required in production with DATABASE_URL.',
    );
  }
  const internal = parseCidrList(e.INTERNAL_IP_CIDRS);
  const indian = parseCidrList(e.INDIAN_IP_CIDRS);
  const badCidrs = [
    ...internal.invalid.map((c) => `  INTERNAL_IP_CIDRS: '${c}' is not an IP address or CIDR range`),
    ...indian.invalid.map((c) => `  INDIAN_IP_CIDRS: '${c}' is not an IP address or CIDR range`),
  ];
  if (badCidrs.length > 0) {
    throw new Error(`Invalid configuration in environment variables:\n${badCidrs.join('\n')}`);
  }
  const secrets = e.SESSION_SECRET ? { sessionSecret: e.SESSION_SECRET } : loadOrCreateSecrets(dataDir);
  const rateLimitStore = e.RATE_LIMIT_STORE ?? (e.REDIS_URL ? 'redis' : 'postgres');
  if (rateLimitStore === 'redis' && !e.REDIS_URL)
    throw new Error('Invalid configuration: RATE_LIMIT_STORE=redis needs REDIS_URL.');
  // A deployment (production with its own database) never writes the development outbox.
  const smsAdapter = e.SMS_ADAPTER ?? (deployment ? 'http' : 'outbox');
  if (smsAdapter === 'http' && (!e.SMS_HTTP_URL || !e.SMS_HTTP_TOKEN)) {
    const missing = [!e.SMS_HTTP_URL && 'SMS_HTTP_URL', !e.SMS_HTTP_TOKEN && 'SMS_HTTP_TOKEN'].filter(
      Boolean,
    );
    const why = e.SMS_ADAPTER
      ? 'SMS_ADAPTER=http'
      : 'SMS_ADAPTER=http (the default in production with DATABASE_URL)';
    throw new Error(
      `Invalid configuration: ${why} needs ${missing.join(' and ')}; set them, or SMS_ADAPTER=outbox for a test system.`,
    );
  }
  const devTools = devToolsSetting(e, deployment);
  const w = e.RATE_LIMIT_WINDOW_SECONDS;
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    publicOrigin: e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    support: { phone: e.SUPPORT_PHONE, email: e.SUPPORT_EMAIL, whatsapp: e.WHATSAPP_NUMBER ?? null },
    trustProxy: e.TRUST_PROXY.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    seedOnStart: e.SEED_ON_START,
    /** Demo pages, partners and catalogues besides the reference data (decision 0024). */
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    tagManagerId: e.TAG_MANAGER_ID ?? null,
    secrets,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    /** Loopback is internal only when listed: a developer machine is not an office network. */
    ipRanges: { internal: internal.cidrs, indian: indian.cidrs },
    /** Where the limiters keep their counters (decision 0022). */
    rateLimitStore,
    /** Points per window, per client IP and per verified device (the session token's subject only). */
    rateLimits: {
      device: {
        perIp: e.RATE_LIMIT_DEVICE_PER_IP,
        perDevice: e.RATE_LIMIT_DEVICE_PER_DEVICE,
        windowSeconds: w,
      },
      visit: { perIp: e.RATE_LIMIT_VISIT_PER_IP, perDevice: e.RATE_LIMIT_VISIT_PER_DEVICE, windowSeconds: w },
      write: { perIp: e.RATE_LIMIT_WRITE_PER_IP, perDevice: e.RATE_LIMIT_WRITE_PER_DEVICE, windowSeconds: w },
      read: { perIp: e.RATE_LIMIT_READ_PER_IP, perDevice: e.RATE_LIMIT_READ_PER_DEVICE, windowSeconds: w },
      encrypt: {
        perIp: e.RATE_LIMIT_ENCRYPT_PER_IP,
        perDevice: e.RATE_LIMIT_ENCRYPT_PER_DEVICE,
        windowSeconds: e.RATE_LIMIT_ENCRYPT_WINDOW_SECONDS,
      },
      report: {
        perIp: e.RATE_LIMIT_REPORT_PER_IP,
        perDevice: e.RATE_LIMIT_REPORT_PER_DEVICE,
        windowSeconds: w,
      },
      /** The insurer sandbox (src/sandbox/): its requests carry no token, so the per-IP figure serves both. */
      sandbox: {
        perIp: e.RATE_LIMIT_SANDBOX_PER_IP,
        perDevice: e.RATE_LIMIT_SANDBOX_PER_IP,
        windowSeconds: w,
      },
      /** The CEO blog subscribe call (decision 0106). */
      subscribe: {
        perIp: e.RATE_LIMIT_SUBSCRIBE_PER_IP,
        perDevice: e.RATE_LIMIT_SUBSCRIBE_PER_DEVICE,
        windowSeconds: w,
      },
      /** Browser analytics events (decision 0103): no token is sent, so the per-IP figure serves both. */
      events: {
        perIp: e.RATE_LIMIT_EVENTS_PER_IP,
        perDevice: e.RATE_LIMIT_EVENTS_PER_IP,
        windowSeconds: w,
      },
    },
    uploads: {
      deviceBytesPerDay: e.UPLOAD_QUOTA_DEVICE_MB_PER_DAY * 1024 * 1024,
      ipBytesPerDay: e.UPLOAD_QUOTA_IP_MB_PER_DAY * 1024 * 1024,
    },
    otp: {
      length: e.OTP_LENGTH,
      ttlSeconds: e.OTP_TTL_SECONDS,
      sendsPerIpPerHour: e.OTP_SENDS_PER_IP_PER_HOUR,
    },
    sms: {
      adapter: smsAdapter,
      httpUrl: e.SMS_HTTP_URL ?? null,
      httpToken: e.SMS_HTTP_TOKEN ?? null,
      sender: e.SMS_SENDER,
    },
    /** Development tools and why they are on or off (decision 0024), for the start-up log. */
    devTools,
    /**
     * The development outbox page and API: a development tool, and only with the outbox adapter. A local
     * `npm start` (loopback, embedded database) keeps them so a newcomer can finish a journey (decision 0007).
     */
    devOutbox: devTools.enabled && smsAdapter === 'outbox',
    /**
     * E-mail delivery (decision 0106): 'smtp' with SMTP_URL; else the development outbox on a machine that is not a
     * deployment, and nothing in a deployment (rows wait 'pending' until SMTP_URL is set).
     */
    email: {
      adapter: e.SMTP_URL ? ('smtp' as const) : deployment ? ('none' as const) : ('outbox' as const),
      smtpUrl: e.SMTP_URL ?? null,
      from: e.EMAIL_FROM,
    },
    /** Prometheus metrics (decision 0024): a loopback listener when METRICS_PORT is set, /metrics with a token. */
    metrics: { port: e.METRICS_PORT ?? null, host: e.METRICS_HOST, token: e.METRICS_TOKEN ?? null },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    timeouts: { jsonBodyMs: e.BODY_TIMEOUT_SECONDS * 1000, requestMs: e.UPLOAD_TIMEOUT_SECONDS * 1000 },
    /** Insurers' configured secrets by insurer code, and whether missing ones are derived (development). */
    insurerSecrets: {
      configured: parseInsurerSecrets(e.INSURER_SECRETS),
      derive: e.INSURER_SANDBOX ?? devTools.enabled,
    },
    /** The insurers' checkout sandbox (src/sandbox/): INSURER_SANDBOX=1, or with development tools. */
    insurerSandbox: e.INSURER_SANDBOX ?? devTools.enabled,
    insurerRedirectHosts: e.INSURER_REDIRECT_HOSTS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    jobsEnabled: e.JOBS_ENABLED,
    /** Decision 0030: the lead outbox's CRM webhook (null: leads stay 'pending') and its retry schedule. */
    crm: {
      webhookUrl: e.CRM_WEBHOOK_URL ?? null,
      webhookToken: e.CRM_WEBHOOK_TOKEN ?? null,
      displayName: e.CRM_DISPLAY_NAME ?? null,
      retryLimit: e.CRM_WEBHOOK_RETRY_LIMIT,
      retryDelaySeconds: e.CRM_WEBHOOK_RETRY_DELAY_SECONDS,
    },
    /** Decision 0030: lead limits counted in the leads table (they survive restarts like the OTP limits). */
    leadLimits: {
      perDevicePerHour: e.LEAD_LIMIT_PER_DEVICE_PER_HOUR,
      perIpPerHour: e.LEAD_LIMIT_PER_IP_PER_HOUR,
      perMobileProductPerDay: e.LEAD_LIMIT_PER_MOBILE_PRODUCT_PER_DAY,
    },
    /** Decision 0025: on unless PAGE_CACHE=off; in Redis when PAGE_CACHE_REDIS_URL or REDIS_URL is set, else in memory. */
    /** Decision 0032: memoised island and shell markup (the composition root hands it to the renderer). */
    renderMemo: e.RENDER_MEMO === 'on',
    pageCache: {
      enabled: !['off', '0', 'false'].includes(e.PAGE_CACHE),
      store: e.PAGE_CACHE_REDIS_URL || e.REDIS_URL ? ('redis' as const) : ('memory' as const),
      /** Decision 0045: its own instance (Redis evicts), else REDIS_URL's under the app's byte cap. */
      redisUrl: e.PAGE_CACHE_REDIS_URL ?? e.REDIS_URL,
      ownRedis: Boolean(e.PAGE_CACHE_REDIS_URL),
      maxBytes: e.PAGE_CACHE_MAX_MB * 1024 * 1024,
    },
    /** Decision 0045: https origins images may come from (CSP img-src and the block contracts: one list). */
    imageOrigins: parseImageOrigins(e.IMAGE_ORIGINS),
    adminToken: e.ADMIN_TOKEN ?? null,
    /** Decision 0103: how long analytics events are kept. */
    analytics: { keepDays: e.ANALYTICS_EVENTS_KEEP_DAYS },
    /** Page views (decision 0107): the once-per-visit rows are deleted after this many days. */
    pageViews: { keepDays: e.PAGE_VIEW_VISITS_KEEP_DAYS },
    root: ROOT,
    clientDir: join(ROOT, 'dist', 'client'),
    migrationsDir: join(ROOT, 'src', 'db', 'migrations'),
  };
}

let current: Config | undefined;

/** The process-wide configuration, parsed once. */
export function config(): Config {
  current ??= buildConfig();
  return current;
}
