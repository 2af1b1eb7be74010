import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { ZDeviceUuid } from '../../shared/contracts/session';
import type { Config } from '../config';
import { RateLimitedError, isApi } from './errors';

export type RateLimitSettings = Config['rateLimits'];
export type Bucket = 'device' | 'visit' | 'write' | 'read';
export type Dimension = 'ip' | 'device';

/**
 * Device creation and visit creation have their own budgets; reads that take a POST body (the quotes list,
 * paged and polled while insurers are priced, and the comparison) share the larger 'read' budget, so a visitor
 * browsing quotes never runs out; every other API write shares 'write'.
 */
const BUCKET_BY_ROUTE: Record<string, Bucket> = {
  'POST /api/device': 'device',
  'POST /api/visit': 'visit',
  'POST /api/quotes': 'read',
  'POST /api/car/comparison': 'read',
  // The credit cards listing: every filter change and 'load more' is a read (issue 10 §2).
  'POST /api/credit-cards': 'read',
};
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function bucketOf(req: FastifyRequest): Bucket | undefined {
  if (!isApi(req) || !WRITE_METHODS.has(req.method)) return undefined;
  return BUCKET_BY_ROUTE[`${req.method} ${req.routeOptions.url ?? ''}`] ?? 'write';
}

export type Limiters = {
  store: 'memory' | 'redis';
  /** Takes one point; returns undefined when allowed, else the whole seconds to wait (at least 1). */
  consume: (bucket: Bucket, dimension: Dimension, key: string) => Promise<number | undefined>;
  close: () => Promise<void>;
};

/**
 * One limiter per bucket and dimension. Memory by default; with a Redis client the counters are shared by
 * all app nodes (architecture §1 'Scale-out'), and a memory limiter insures them while Redis is unreachable.
 * Exported for bench/api.
 */
export function createLimiters(
  settings: RateLimitSettings,
  opts: { redis?: Redis; log?: FastifyBaseLogger } = {},
): Limiters {
  const byName = new Map<string, RateLimiterAbstract>();
  for (const bucket of ['device', 'visit', 'write', 'read'] as const) {
    for (const dimension of ['ip', 'device'] as const) {
      const base = {
        keyPrefix: `rl:${bucket}:${dimension}`,
        points: dimension === 'ip' ? settings[bucket].perIp : settings[bucket].perDevice,
        duration: settings.windowSeconds,
      };
      byName.set(
        `${bucket}:${dimension}`,
        opts.redis
          ? new RateLimiterRedis({
              ...base,
              storeClient: opts.redis,
              rejectIfRedisNotReady: true,
              insuranceLimiter: new RateLimiterMemory(base),
            })
          : new RateLimiterMemory(base),
      );
    }
  }
  let warned = false;
  return {
    store: opts.redis ? 'redis' : 'memory',
    async consume(bucket, dimension, key) {
      const limiter = byName.get(`${bucket}:${dimension}`);
      if (!limiter) return undefined;
      try {
        await limiter.consume(key);
        return undefined;
      } catch (res) {
        if (res instanceof RateLimiterRes) return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
        // A store failure with no insurance left: availability wins over limiting, once logged.
        if (!warned) opts.log?.warn({ err: res }, 'rate limiter unavailable, letting requests through');
        warned = true;
        return undefined;
      }
    },
    async close() {
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

/**
 * Rate limits on device creation, visit creation and every API write (spec 000 §8 RATE_LIMIT): per client
 * IP before anything else is done (onRequest, so floods cost no parsing or token checks), then per device once
 * the token or body names one (preHandler). The IP is Fastify's req.ip: X-Forwarded-For counts only from the
 * proxies listed in TRUST_PROXY. Keys hold an HMAC of the IP, never the address itself.
 */
export function registerRateLimits(
  app: FastifyInstance,
  opts: { limiters: Limiters; ipKey: (ip: string) => string },
): void {
  const { limiters } = opts;
  const check = async (bucket: Bucket, dimension: Dimension, key: string) => {
    const retryAfter = await limiters.consume(bucket, dimension, key);
    if (retryAfter !== undefined) throw new RateLimitedError(retryAfter);
  };
  app.addHook('onRequest', async (req) => {
    const bucket = bucketOf(req);
    if (bucket) await check(bucket, 'ip', opts.ipKey(req.ip));
  });
  app.addHook('preHandler', async (req) => {
    const bucket = bucketOf(req);
    if (!bucket) return;
    const device = req.sessionClaims?.sub ?? bodyDeviceUuid(req.body);
    if (device) await check(bucket, 'device', device);
  });
  app.addHook('onClose', async () => limiters.close());
}

function bodyDeviceUuid(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as { deviceUuid?: unknown }).deviceUuid;
  return ZDeviceUuid.safeParse(value).success ? (value as string) : undefined;
}
