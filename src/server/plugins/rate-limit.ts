import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Config } from '../config';
import { RateLimitedError, loggableError } from './errors';
import { BUCKETS, type Bucket } from './route-options';
import { settledLimiter, type SettledLimiter } from './settled-limiter';

export type { Bucket };
export type RateLimitSettings = Config['rateLimits'];
export type Dimension = 'ip' | 'device';
export type LimitStore = 'memory' | 'postgres' | 'redis';

/**
 * The matched route's budget (its `bucket` option, decision 0042): device creation and visit creation have their
 * own; reads that take a POST body (the quotes list, the comparison, the credit cards listing) share the larger
 * 'read' budget, so a visitor browsing quotes never runs out; /api/encrypt has a tight hourly budget of its own (a
 * keyed-hash oracle, decision 0022); every other API write shares 'write'; GET reads take none.
 */
export function bucketOf(req: FastifyRequest): Bucket | undefined {
  return req.routeOptions.config.bucket || undefined;
}

export type Limiters = {
  store: LimitStore;
  /** Takes one point; returns undefined when allowed, else the whole seconds to wait (at least 1). */
  consume: (bucket: Bucket, dimension: Dimension, key: string) => Promise<number | undefined>;
  /** Writes the read counts kept in memory to the shared store now (decision 0058; tests, shutdown). */
  settle: () => Promise<void>;
  close: () => Promise<void>;
};

/** The counters' table (migration 0010; decision 0022). */
export const RATE_LIMIT_TABLE = 'rate_limits';
/** A store query slower than this counts as a failure: the memory insurance answers instead. */
const STORE_TIMEOUT_MS = 1000;
/** After a store failure the insurance answers alone for this long, so an outage costs no waiting per request. */
const STORE_PAUSE_MS = 5000;
/** Rows whose window ended more than an hour ago are deleted every 5 minutes (the library's own schedule). */
const CLEANUP_EVERY_MS = 300_000;

/**
 * The app's pg Pool as the limiters' store client, with a breaker: a failed or slow query (database down,
 * pool exhausted) rejects, rate-limiter-flexible then asks the memory insurance limiter, and for the next 5 s
 * every check goes straight to memory. Logged once per outage, without the query's values.
 */
function guardedPool(pool: pg.Pool, log: FastifyBaseLogger | undefined) {
  let pausedUntil = 0;
  let down = false;
  const fail = (err: unknown): never => {
    pausedUntil = Date.now() + STORE_PAUSE_MS;
    if (!down) {
      const e = err as { code?: unknown; message?: unknown };
      log?.warn(
        { err: { code: e.code, message: e.message } },
        'rate-limit store (PostgreSQL) unavailable; limits fall back to per-process memory',
      );
    }
    down = true;
    throw err;
  };
  return {
    async query(q: pg.QueryConfig): Promise<pg.QueryResult> {
      if (Date.now() < pausedUntil) throw new Error('rate-limit store paused after a failure');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('rate-limit store timed out')), STORE_TIMEOUT_MS);
      });
      try {
        const r = await Promise.race([pool.query(q), timeout]);
        if (down) log?.info('rate-limit store (PostgreSQL) is back');
        down = false;
        return r;
      } catch (err) {
        return fail(err);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * One limiter per bucket and dimension, in one store: Redis when a client is given (shared by all app nodes,
 * docs/ARCHITECTURE.md#stack 'Scale-out'), else PostgreSQL when a pool is given (the default: counters survive a restart
 * and are shared by every node on the database, decision 0022), else memory (unit tests, benchmarks). A store
 * limiter is insured by a memory limiter: while its store is unreachable, limits hold per process.
 * Exported for bench/api.
 */
export function createLimiters(
  settings: RateLimitSettings,
  opts: { redis?: Redis; pg?: pg.Pool; log?: FastifyBaseLogger } = {},
): Limiters {
  const store: LimitStore = opts.redis ? 'redis' : opts.pg ? 'postgres' : 'memory';
  const client = opts.pg && !opts.redis ? guardedPool(opts.pg, opts.log) : undefined;
  const byName = new Map<string, RateLimiterAbstract>();
  // Reads decide in memory and settle with the shared store in batches (decision 0058).
  const settled = new Map<string, SettledLimiter>();
  for (const bucket of BUCKETS) {
    for (const dimension of ['ip', 'device'] as const) {
      const b = settings[bucket];
      const base = {
        keyPrefix: `rl:${bucket}:${dimension}`,
        points: dimension === 'ip' ? b.perIp : b.perDevice,
        duration: b.windowSeconds,
      };
      let limiter: RateLimiterAbstract;
      if (opts.redis) {
        limiter = new RateLimiterRedis({
          ...base,
          storeClient: opts.redis,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(base),
        });
      } else if (client) {
        limiter = new RateLimiterPostgres({
          ...base,
          storeClient: client,
          storeType: 'pool',
          tableName: RATE_LIMIT_TABLE,
          // The table comes from the migrations: the library never issues DDL, and no timer per limiter.
          tableCreated: true,
          clearExpiredByTimeout: false,
          insuranceLimiter: new RateLimiterMemory(base),
        });
      } else {
        limiter = new RateLimiterMemory(base);
      }
      byName.set(`${bucket}:${dimension}`, limiter);
      if (bucket === 'read' && store !== 'memory')
        settled.set(`${bucket}:${dimension}`, settledLimiter(limiter, base.points));
    }
  }
  // One sweep of the shared table (every limiter's keys live in it); a failed sweep waits for the next.
  const pool = client ? opts.pg : undefined;
  const cleanup = pool
    ? setInterval(() => {
        pool
          .query(`delete from ${RATE_LIMIT_TABLE} where expire < $1`, [Date.now() - 3_600_000])
          .catch(() => undefined);
      }, CLEANUP_EVERY_MS).unref()
    : undefined;
  let warned = false;
  return {
    store,
    async consume(bucket, dimension, key) {
      const batched = settled.get(`${bucket}:${dimension}`);
      if (batched) {
        try {
          const ms = await batched.consume(key);
          return ms === undefined ? undefined : Math.max(1, Math.ceil(ms / 1000));
        } catch (err) {
          if (!warned)
            opts.log?.warn({ err: loggableError(err) }, 'rate limiter unavailable, letting requests through');
          warned = true;
          return undefined;
        }
      }
      const limiter = byName.get(`${bucket}:${dimension}`);
      if (!limiter) return undefined;
      try {
        await limiter.consume(key);
        return undefined;
      } catch (res) {
        if (res instanceof RateLimiterRes) return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
        // A store failure with no insurance left: availability wins over limiting, once logged.
        if (!warned)
          opts.log?.warn({ err: loggableError(res) }, 'rate limiter unavailable, letting requests through');
        warned = true;
        return undefined;
      }
    },
    async settle() {
      await Promise.all([...settled.values()].map((s) => s.settle()));
    },
    async close() {
      if (cleanup) clearInterval(cleanup);
      await Promise.all([...settled.values()].map((s) => s.close()));
      const redis = opts.redis;
      if (!redis) return;
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect(); // also stops reconnect attempts
    },
  };
}

/** A Redis client for the limiters: commands fail fast instead of queueing while disconnected. */
export function createRedisClient(url: string, log?: FastifyBaseLogger): Redis {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  let down = false;
  client.on('error', (err: Error) => {
    if (!down)
      log?.warn({ err: { message: err.message } }, 'redis unavailable; rate limits fall back to memory');
    down = true;
  });
  client.on('ready', () => {
    down = false;
  });
  return client;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** A token-bearing request's per-IP check, started in onRequest and awaited with the per-device check. */
    rateLimitIp: Promise<number | undefined> | null;
  }
}

/**
 * Rate limits on device creation, visit creation and every API write (docs/product/errors-and-limits.md RATE_LIMIT).
 *
 * Per client IP, started in onRequest before anything else is done, and per device once the session token has
 * been verified (preParsing, so a refused request costs no body parsing). An anonymous request waits for its
 * address check in onRequest (a flood is refused before the token check); with a token the two store queries
 * run side by side: one round trip of waiting per request either way. Only a verified token's subject is
 * charged per device: an
 * anonymous request is charged per IP only, so naming another visitor's device id in a body can never spend
 * that device's budget (decision 0022). The IP is Fastify's req.ip: X-Forwarded-For counts only from the proxies
 * listed in TRUST_PROXY. Keys hold an HMAC of the IP, never the address itself.
 */
export function registerRateLimits(
  app: FastifyInstance,
  opts: { limiters: Limiters; ipKey: (ip: string) => string },
): void {
  const { limiters } = opts;
  app.decorateRequest('rateLimitIp', null);
  app.addHook('onRequest', async (req) => {
    const bucket = bucketOf(req);
    if (!bucket) return;
    const byIp = limiters.consume(bucket, 'ip', opts.ipKey(req.ip)); // never rejects
    // Anonymous: the address is all there is to charge, and its refusal comes before any other answer.
    if (!req.headers.authorization) {
      const wait = await byIp;
      if (wait !== undefined) throw new RateLimitedError(wait);
      return;
    }
    // With a token: the address check runs while the token is verified, and is awaited with the device's.
    // It is charged even when the token is then refused (401).
    req.rateLimitIp = byIp;
  });
  app.addHook('preParsing', async (req) => {
    const byIp = req.rateLimitIp;
    const bucket = bucketOf(req);
    if (!byIp || !bucket) return;
    req.rateLimitIp = null;
    const device = req.sessionClaims?.sub;
    const [ipWait, deviceWait] = await Promise.all([
      byIp,
      device ? limiters.consume(bucket, 'device', device) : undefined,
    ]);
    const wait = Math.max(ipWait ?? 0, deviceWait ?? 0);
    if (wait > 0) throw new RateLimitedError(wait);
  });
  app.addHook('onClose', async () => limiters.close());
}
