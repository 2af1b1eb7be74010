import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { PageCacheState } from '../../plugins/metrics';
import type { CachedPage, EntryStore } from './store';
import type { TagVersions } from './tags';

export type { PageCacheState };
export type { CachedPage } from './store';

/** docs/product/pages.md 'Server cache settings': html 86400 s, pages 43200 s, sitemap 14400 s. */
export const PAGE_CACHE_TTL_SECONDS = { html: 86_400, pages: 43_200, sitemap: 14_400 } as const;

/** Tags every page carries besides its own path (decision 0025). */
export const GLOBAL_TAGS = ['all', 'chrome', 'redirects', 'partners', 'forms', 'catalogue'] as const;
export const pageTag = (contentPath: string) => `page:${contentPath}`;

/** What rendering a page produced: an answer the cache may keep (`shared`) or not (`private`). */
export type Outcome =
  | { kind: 'redirect'; location: string; status: 301 | 302 | 307 | 308 }
  | {
      kind: 'html';
      status: number;
      html: Uint8Array | string;
      cache: 'shared' | 'private';
      /** Server lifetime of this entry when not the pages' 43200 s (the sitemap's 14400 s, decision 0039). */
      ttlSeconds?: number;
    };

export type Served = { state: PageCacheState; entry?: CachedPage; outcome?: Outcome };

export type PageCache = {
  enabled: boolean;
  /**
   * The cached page for `key` when its tags are current; otherwise one render per key at a time (single flight:
   * requests arriving meanwhile share its result), kept when the render says it may be.
   */
  serve(key: string, tags: readonly string[], render: () => Promise<Outcome>): Promise<Served>;
  /** After a write made through this node: reloads tag versions so the next request anywhere is fresh. */
  sync(): Promise<void>;
  /**
   * Calls `fn` when `tag` gets a new version, written through any node (NOTIFY; decision 0127: the 'catalogue' tag
   * drops every node's priced caches). Without a page cache nothing is watched: those caches lapse on their own.
   */
  onTagChange(tag: string, fn: () => void): void;
  close(): Promise<void>;
  /** Renders started by the cache (tests: a burst for a cold page renders once). */
  renders(): number;
};

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** A weak validator: the same page in any encoding answers 304 to it. */
export function etagOf(html: Buffer | string): string {
  return `W/"${createHash('sha1').update(html).digest('base64url')}"`;
}

/** A render's bytes as a Buffer without copying them (a string, from a test double, is encoded). */
export function bytesOf(html: Uint8Array | string): Buffer {
  return typeof html === 'string'
    ? Buffer.from(html)
    : Buffer.from(html.buffer, html.byteOffset, html.byteLength);
}

async function entryOf(
  html: Uint8Array | string,
  tags: Record<string, string>,
  ttlSeconds: number,
): Promise<CachedPage> {
  const body = bytesOf(html);
  const [br, gzipped] = await Promise.all([
    // Compressed once per render, so hits cost no compression (brotli 5: a fifth smaller than gzip, ~ms).
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: 6 }),
  ]);
  return {
    html: body,
    br,
    gzip: gzipped,
    etag: etagOf(body),
    tags,
    expiresAt: Date.now() + ttlSeconds * 1000,
  };
}

/** `PAGE_CACHE=off`: every page rendered, `x-page-cache: disabled` (the bench measures rendering alone). */
export function disabledPageCache(): PageCache {
  let renders = 0;
  return {
    enabled: false,
    async serve(_key, _tags, render) {
      renders += 1;
      return { state: 'disabled', outcome: await render() };
    },
    sync: async () => undefined,
    onTagChange: () => undefined,
    close: async () => undefined,
    renders: () => renders,
  };
}

export function pageCache(opts: {
  store: EntryStore;
  tags: TagVersions;
  log: FastifyBaseLogger;
  ttlSeconds?: number;
}): PageCache {
  const ttl = opts.ttlSeconds ?? PAGE_CACHE_TTL_SECONDS.pages;
  const flights = new Map<string, Promise<Served>>();
  let renders = 0;

  const fresh = async (entry: CachedPage): Promise<boolean> => {
    const names = Object.keys(entry.tags);
    const now = await opts.tags.current(names);
    return names.every((t) => now[t] === entry.tags[t]);
  };

  const lookup = async (key: string): Promise<CachedPage | undefined> => {
    try {
      const entry = await opts.store.get(key);
      if (entry && (await fresh(entry))) return entry;
    } catch (err) {
      // A store that fails (Redis down) costs a render, never the page.
      opts.log.warn({ err: { message: (err as Error).message } }, 'page cache: lookup failed');
    }
    return undefined;
  };

  const lead = async (key: string, tags: readonly string[], render: () => Promise<Outcome>) => {
    // Versions first: a write landing during the render leaves this entry with the older versions, so stale.
    const versions = await opts.tags.current(tags).catch(() => undefined);
    renders += 1;
    const outcome = await render();
    if (!versions || outcome.kind !== 'html' || outcome.status !== 200 || outcome.cache !== 'shared')
      return { state: 'miss', outcome } satisfies Served;
    const entry = await entryOf(outcome.html, versions, outcome.ttlSeconds ?? ttl);
    await opts.store.set(key, entry).catch((err: unknown) => {
      opts.log.warn({ err: { message: (err as Error).message } }, 'page cache: store failed');
    });
    return { state: 'stored', entry, outcome } satisfies Served;
  };

  return {
    enabled: true,
    async serve(key, tags, render) {
      const entry = await lookup(key);
      if (entry) return { state: 'hit', entry };
      const flying = flights.get(key);
      if (flying) {
        const r = await flying;
        return r.entry ? { state: 'hit', entry: r.entry } : r;
      }
      const flight = lead(key, tags, render).finally(() => flights.delete(key));
      flights.set(key, flight);
      return flight;
    },
    sync: () => opts.tags.sync(),
    onTagChange: (tag, fn) => opts.tags.watch((t) => t === tag && fn()),
    close: () => opts.tags.close(),
    renders: () => renders,
  };
}

/**
 * The pages' own Redis evicts only with a memory limit and an eviction policy (decision 0045): without them it
 * would fill up and refuse writes, so the start-up log says so (a managed Redis may refuse CONFIG: then nothing).
 */
async function warnUnlessEvicting(redis: import('ioredis').Redis, log: FastifyBaseLogger): Promise<void> {
  try {
    const [, policy] = (await redis.config('GET', 'maxmemory-policy')) as string[];
    const [, max] = (await redis.config('GET', 'maxmemory')) as string[];
    if (policy === 'noeviction' || max === '0')
      log.warn(
        { policy, maxmemory: max },
        'page cache Redis has no memory limit or evicts nothing: set maxmemory and allkeys-lru (deploy/redis-page-cache.conf)',
      );
  } catch {
    // CONFIG may be renamed or refused (managed Redis); the deployment documents the settings.
  }
}

/**
 * The app's page cache from its configuration: off, in memory, or in Redis shared by every node; tag versions
 * from PostgreSQL's page_cache_tags kept current by LISTEN (decision 0025). Bounded either way (decision 0045):
 * the in-process LRU and a Redis shared with other data (REDIS_URL) keep to `maxBytes`; the pages' own Redis
 * (PAGE_CACHE_REDIS_URL) evicts by its own maxmemory and allkeys-lru.
 */
export async function createPageCache(opts: {
  config: { enabled: boolean; store: 'memory' | 'redis'; maxBytes: number; ownRedis?: boolean };
  pool: import('pg').Pool;
  redis?: import('ioredis').Redis;
  log: FastifyBaseLogger;
}): Promise<PageCache> {
  if (!opts.config.enabled) return disabledPageCache();
  const { cappedRedisStore, memoryStore, redisStore } = await import('./store');
  const { tagVersions } = await import('./tags');
  const redis = opts.config.store === 'redis' ? opts.redis : undefined;
  const hashKey = (key: string) => createHash('sha1').update(key).digest('base64url');
  if (redis && opts.config.ownRedis) await warnUnlessEvicting(redis, opts.log);
  const store = !redis
    ? memoryStore(opts.config.maxBytes)
    : opts.config.ownRedis
      ? redisStore(redis, hashKey)
      : cappedRedisStore(redis, hashKey, opts.config.maxBytes);
  const tags = tagVersions({ pool: opts.pool, redis, log: opts.log });
  await tags.start();
  return pageCache({ store, tags, log: opts.log });
}
