import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import {
  cappedRedisStore,
  INDEX_OVERHEAD_BYTES,
  redisStore,
  type CachedPage,
} from '../../src/server/ssr/page-cache/store';
import { ROOT } from '../../src/server/config';
import { freshDatabase, testApp } from './helpers';
import { startRedis } from './redis-server';

/**
 * Decision 0045 'Bounded caches': a flood of distinct page keys cannot grow Redis without bound. The pages' own
 * instance (PAGE_CACHE_REDIS_URL) evicts by its maxmemory and allkeys-lru; pages sharing REDIS_URL with the
 * rate-limit counters (a `noeviction` instance) stay under PAGE_CACHE_MAX_MB by the app's LRU index, and the
 * counters are never evicted. Over HTTP, only a planid that exists enters a page's cache key.
 */

type Server = Awaited<ReturnType<typeof startRedis>>;
const FLOOD = 10_000;
const ENTRY_BYTES = 10_000;
const MB = 1024 * 1024;

const entry = (i: number): CachedPage => {
  const html = Buffer.alloc(ENTRY_BYTES, String(i % 10));
  return {
    html,
    br: Buffer.alloc(0),
    gzip: Buffer.alloc(0),
    etag: `W/"${i}"`,
    tags: {},
    expiresAt: Date.now() + 43_200_000,
  };
};

const usedMemory = async (redis: Redis) =>
  Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1] ?? Number.NaN);

/** Writes FLOOD distinct 10 KB entries (100 MB in all) through a store, 200 at a time. */
async function flood(store: { set(key: string, e: CachedPage): Promise<void> }): Promise<number> {
  let failures = 0;
  for (let i = 0; i < FLOOD; i += 200) {
    const batch = Array.from({ length: 200 }, (_, j) =>
      store.set(`en|/credit-cards/apply/|light|d|2||${i + j}|day`, entry(i + j)).catch(() => {
        failures += 1;
      }),
    );
    await Promise.all(batch);
  }
  return failures;
}

const sha = (key: string) => createHash('sha1').update(key).digest('base64url');

describe('page cache in Redis under a flood of 10,000 distinct keys', () => {
  let own: Server;
  let shared: Server;
  beforeAll(async () => {
    // deploy/redis-page-cache.conf as deployed, its limit scaled down to 8 MB for the test.
    own = await startRedis(['--maxmemory', '8mb'], join(ROOT, 'deploy/redis-page-cache.conf'));
    // The rate-limit instance: never evicts (a counter evicted would let a client start over).
    shared = await startRedis(['--maxmemory', '64mb', '--maxmemory-policy', 'noeviction']);
  });
  afterAll(async () => {
    await own?.stop();
    await shared?.stop();
  });

  it("the pages' own instance stays within its maxmemory (allkeys-lru) and keeps accepting pages", async () => {
    const redis = new Redis(own.url);
    try {
      expect(await redis.config('GET', 'maxmemory-policy')).toEqual(['maxmemory-policy', 'allkeys-lru']);
      const before = await usedMemory(redis);
      const failures = await flood(redisStore(redis, sha));
      const after = await usedMemory(redis);
      const keys = await redis.dbsize();
      console.info(`own instance: used_memory ${before} → ${after} bytes, ${keys} of ${FLOOD} entries kept`);
      expect(failures).toBe(0);
      expect(after).toBeLessThanOrEqual(8 * MB);
      expect(keys).toBeLessThan(FLOOD);
      expect(keys).toBeGreaterThan(100);
    } finally {
      redis.disconnect();
    }
  });

  it('pages sharing the noeviction rate-limit instance stay under PAGE_CACHE_MAX_MB; the counters survive', async () => {
    const redis = new Redis(shared.url);
    try {
      // A rate-limit counter as the limiter keeps it, written before the flood.
      await redis.set('rl:visit:ip:abc', '7', 'EX', 600);
      const before = await usedMemory(redis);
      const cap = 4 * MB;
      const store = cappedRedisStore(redis, sha, cap);
      const failures = await flood(store);
      const after = await usedMemory(redis);
      const usage = await store.usage();
      console.info(
        `shared instance: used_memory ${before} → ${after} bytes; pages ${usage.bytes} bytes in ${usage.entries} entries (cap ${cap})`,
      );
      expect(failures).toBe(0);
      expect(usage.bytes).toBeLessThanOrEqual(cap);
      // Full to the cap: every entry costs its frame (10 KB and a header) and the index overhead.
      expect(usage.entries).toBeGreaterThanOrEqual(
        Math.floor(cap / (ENTRY_BYTES + 400 + INDEX_OVERHEAD_BYTES)),
      );
      expect(usage.entries).toBeLessThanOrEqual(Math.floor(cap / (ENTRY_BYTES + INDEX_OVERHEAD_BYTES)));
      expect(await redis.zcard('pc:lru')).toBe(usage.entries);
      // Redis's own count agrees: the entries left are the ones indexed (nothing leaks past the cap).
      expect((await redis.keys('pc:e:*')).length).toBe(usage.entries);
      expect(after - before).toBeLessThan(cap * 2);
      expect(await redis.get('rl:visit:ip:abc')).toBe('7');
      expect(await redis.set('rl:visit:ip:def', '1')).toBe('OK');
      // The most recent entry is still there; the oldest went first.
      expect(await store.get(`en|/credit-cards/apply/|light|d|2||${FLOOD - 1}|day`)).toBeDefined();
      expect(await store.get(`en|/credit-cards/apply/|light|d|2||0|day`)).toBeUndefined();
      // Deleting keeps the index exact.
      await store.delete(`en|/credit-cards/apply/|light|d|2||${FLOOD - 1}|day`);
      expect((await store.usage()).entries).toBe(usage.entries - 1);
    } finally {
      redis.disconnect();
    }
  });

  it('without the cap (the previous store on the shared instance) the same flood fills it and writes fail', async () => {
    const redis = new Redis(shared.url);
    try {
      await redis.flushall();
      const failures = await flood(redisStore(redis, sha));
      // noeviction at 64 MB: the 100 MB flood fills the instance and is refused part way (OOM), so the rate-limit
      // counters sharing it would be refused with it.
      const used = await usedMemory(redis);
      console.info(
        `previous store on the shared instance: used_memory ${used} bytes, ${failures} writes refused`,
      );
      expect(failures).toBeGreaterThan(0);
      expect(used).toBeGreaterThan(60 * MB);
      await expect(redis.set('rl:visit:ip:ghi', 'x'.repeat(2 * MB))).rejects.toThrow(/OOM/);
    } finally {
      await redis.flushall();
      redis.disconnect();
    }
  });
});

describe('page-cache keys over HTTP (decision 0045)', () => {
  let ctx: Awaited<ReturnType<typeof freshDatabase>>;
  let pages: Server;
  let limits: Server;
  let app: FastifyInstance;
  let pageRedis: Redis;
  let limitRedis: Redis;
  let cardId: number;
  beforeAll(async () => {
    ctx = await freshDatabase({ seeded: true });
    pages = await startRedis(['--maxmemory', '32mb', '--maxmemory-policy', 'allkeys-lru']);
    limits = await startRedis(['--maxmemory-policy', 'noeviction']);
    app = await testApp(ctx.db, {
      JOBS_ENABLED: 'false',
      REDIS_URL: limits.url,
      PAGE_CACHE_REDIS_URL: pages.url,
      RATE_LIMIT_STORE: 'memory',
    });
    pageRedis = new Redis(pages.url);
    limitRedis = new Redis(limits.url);
    const r = await ctx.db.execute<{ id: number }>(
      sql`select id from credit_cards where not is_hidden order by id limit 1`,
    );
    cardId = Number(r.rows[0]?.id);
  });
  afterAll(async () => {
    await app?.close();
    pageRedis?.disconnect();
    limitRedis?.disconnect();
    await pages?.stop();
    await limits?.stop();
    await ctx?.drop();
  });

  it('200 distinct ?planid= values that do not exist share one entry; one that exists gets its own', async () => {
    const states: string[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await app.inject({ url: `/credit-cards/apply/?planid=${900000 + i}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/"prefillFromQuery":"planid","value"/);
      states.push(String(res.headers['x-page-cache']));
    }
    expect(states.filter((s) => s === 'stored')).toHaveLength(1);
    expect(states.filter((s) => s === 'hit')).toHaveLength(199);
    expect(await pageRedis.keys('pc:e:*')).toHaveLength(1);

    const real = await app.inject({ url: `/credit-cards/apply/?planid=${cardId}` });
    expect(real.headers['x-page-cache']).toBe('stored');
    expect(real.body).toMatch(new RegExp(`"prefillFromQuery":"planid","value":"${cardId}"`));
    expect((await app.inject({ url: `/credit-cards/apply/?planid=${cardId}` })).headers['x-page-cache']).toBe(
      'hit',
    );
    expect(await pageRedis.keys('pc:e:*')).toHaveLength(2);
    // Pages and their tag versions live in the pages' own instance, never in the rate-limit one.
    expect(await limitRedis.keys('pc:*')).toEqual([]);
  });

  it('two nodes sharing REDIS_URL (no PAGE_CACHE_REDIS_URL) share one capped cache, as bench/scale runs', async () => {
    const shared = await startRedis(['--maxmemory-policy', 'noeviction']);
    const env = {
      JOBS_ENABLED: 'false',
      REDIS_URL: shared.url,
      RATE_LIMIT_STORE: 'memory',
      PAGE_CACHE_MAX_MB: '1',
    };
    const a = await testApp(ctx.db, env);
    const b = await testApp(ctx.db, env);
    const redis = new Redis(shared.url);
    try {
      const first = await a.inject({ url: '/health-insurance/' });
      const second = await b.inject({ url: '/health-insurance/' });
      expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['stored', 'hit']);
      expect(second.body).toBe(first.body);
      for (const path of ['/car-insurance/', '/travel-insurance/', '/term-insurance/', '/bike-insurance/'])
        for (const node of [a, b]) await node.inject({ url: path });
      const bytes = Number(await redis.get('pc:bytes'));
      expect(bytes).toBeGreaterThan(0);
      expect(bytes).toBeLessThanOrEqual(1024 * 1024);
      expect(await redis.zcard('pc:lru')).toBe((await redis.keys('pc:e:*')).length);
    } finally {
      redis.disconnect();
      await a.close();
      await b.close();
      await shared.stop();
    }
  });

  it('visitor state in the address (sort, filters, salary, calculator inputs, page) never makes a new entry', async () => {
    const first = await app.inject({ url: '/credit-cards/' });
    expect(['stored', 'hit']).toContain(first.headers['x-page-cache']);
    const before = (await pageRedis.keys('pc:e:*')).length;
    for (const q of [
      'sort=annualFee&order=asc',
      'salary=25000&bankIds=1,2',
      'loanAmount=500000&tenure=25&rate=4.5',
      'page=7&journeyType=42',
    ]) {
      const res = await app.inject({ url: `/credit-cards/?${q}` });
      expect(res.headers['x-page-cache']).toBe('hit');
      expect(res.body).toBe(first.body);
    }
    expect((await pageRedis.keys('pc:e:*')).length).toBe(before);
  });
});
