import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The page cache's answer for one request (decision 0026: the `x-page-cache` header states). */
export type PageCacheState = 'hit' | 'stored' | 'miss' | 'disabled';
const PAGE_CACHE_STATES: readonly PageCacheState[] = ['hit', 'stored', 'miss', 'disabled'];

/** Queue name → jobs waiting (created or retrying), read on each scrape. */
export type QueueSizes = () => Promise<Record<string, number>>;

export type AppMetrics = {
  registry: Registry;
  /** Called by the page cache once per page answered, with the state it put in `x-page-cache`. */
  pageCache(state: PageCacheState): void;
  /** Called once per SMS delivery attempt (OTP sends). */
  smsSend(adapter: string, result: 'sent' | 'failed'): void;
  /** Reports these queues' depth on each scrape (one source; a second call replaces the first). */
  watchQueues(sizes: QueueSizes): void;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus metrics (decision 0024). */
    metrics: AppMetrics;
  }
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * One registry per app (tests build many apps in one process). Labels are bounded: the route is Fastify's
 * pattern (`/api/quotes/:quoteId`), never the raw URL, and requests no route matched share `unmatched`.
 */
export function createMetrics(opts: { defaultMetrics?: boolean } = {}): AppMetrics {
  const registry = new Registry();
  if (opts.defaultMetrics ?? true) collectDefaultMetrics({ register: registry });
  const pageCache = new Counter({
    name: 'page_cache_requests_total',
    help: 'Pages answered, by page-cache state (hit ratio: hit / all states)',
    labelNames: ['state'] as const,
    registers: [registry],
  });
  for (const state of PAGE_CACHE_STATES) pageCache.inc({ state }, 0);
  const sms = new Counter({
    name: 'otp_sms_sends_total',
    help: 'One-time-password text messages handed to the SMS adapter, by adapter and outcome',
    labelNames: ['adapter', 'result'] as const,
    registers: [registry],
  });
  let sizes: QueueSizes | undefined;
  // One read per scrape, shared by both gauges (the registry collects every metric at once).
  let reading: Promise<Record<string, number> | null> | null = null;
  const readSizes = () => {
    reading ??= (sizes ? sizes() : Promise.resolve({}))
      .catch(() => null)
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  new Gauge({
    name: 'jobs_queue_up',
    help: '1 when the job queue answered the last scrape, 0 when it did not',
    registers: [registry],
    async collect() {
      this.set((await readSizes()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'jobs_queue_depth',
    help: 'Background jobs waiting (created or retrying), by queue, read at scrape time',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const bySize = await readSizes();
      // Unknown when the database or the queue is down: no series, and jobs_queue_up says 0.
      this.reset();
      for (const [queue, n] of Object.entries(bySize ?? {})) this.set({ queue }, n);
    },
  });
  return {
    registry,
    pageCache: (state) => pageCache.inc({ state }),
    smsSend: (adapter, result) => sms.inc({ adapter, result }),
    watchQueues: (fn) => {
      sizes = fn;
    },
  };
}

function sameToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim() ?? '';
  // Hashes of equal length, so the comparison takes the same time whatever was sent.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(token).digest();
  return given !== '' && timingSafeEqual(a, b);
}

/** Request rate and latency by route pattern, and GET /metrics on the app's port when a token is configured. */
export function registerMetrics(
  app: FastifyInstance,
  metrics: AppMetrics,
  opts: { token: string | null },
): void {
  app.decorate('metrics', metrics);
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [metrics.registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to the end of the answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
    const method = METHODS.has(req.method) ? req.method : 'OTHER';
    const route = req.routeOptions.url ?? 'unmatched';
    requests.inc({ method, route, status_code: String(reply.statusCode) });
    duration.observe({ method, route }, reply.elapsedTime / 1000);
  });
  const token = opts.token;
  if (!token) return;
  app.get('/metrics', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!sameToken(req.headers.authorization, token))
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('Unauthorized\n');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

export type MetricsServer = { port: number; host: string; close: () => Promise<void> };

/**
 * The metrics listener (METRICS_PORT, on METRICS_HOST = loopback by default): only GET /metrics, the bearer
 * token too when METRICS_TOKEN is set. Separate from the app's port so a load balancer never routes to it.
 */
export async function startMetricsServer(
  metrics: AppMetrics,
  opts: { port: number; host: string; token: string | null },
): Promise<MetricsServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (opts.token && !sameToken(req.headers.authorization, opts.token)) {
      res
        .writeHead(401, {
          'content-type': 'text/plain; charset=utf-8',
          'www-authenticate': 'Bearer realm="metrics"',
        })
        .end('Unauthorized\n');
      return;
    }
    metrics.registry.metrics().then(
      (body) => {
        res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    port: address.port,
    host: opts.host,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
