import pg from 'pg';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** The NOTIFY channel of migration 0014's triggers; each payload is '<tag> <version>'. */
export const PAGE_CACHE_CHANNEL = 'page_cache';
const REDIS_TAG = 'pc:t:';
/**
 * A derived tag: a new version whenever any `page:<path>` tag gets one, so what lists every page (sitemap.xml,
 * llms.txt: decision 0039) is stale after any page write, a new path included.
 */
export const PAGES_TAG = 'pages';

/**
 * Tag versions (decision 0025). PostgreSQL's `page_cache_tags` is the truth: the triggers give a tag a fresh
 * version on every write and NOTIFY it. Each node keeps a copy, fed by LISTEN and reloaded on (re)connect. With
 * Redis the versions are also kept there and read on every hit, so an update that returned (it syncs Redis before
 * answering) is seen by every node's very next request; without Redis a node learns of it by NOTIFY.
 */
export type TagVersions = {
  current(tags: readonly string[]): Promise<Record<string, string>>;
  /** Reloads every version from the database (and pushes them to Redis); after a write and on reconnect. */
  sync(): Promise<void>;
  /** Calls `fn` with each tag whose version this node learns is new (its own writes, NOTIFY from other nodes). */
  watch(fn: (tag: string) => void): void;
  start(): Promise<void>;
  close(): Promise<void>;
};

export function tagVersions(opts: {
  pool: pg.Pool;
  redis?: Redis;
  log: FastifyBaseLogger;
  /** Called with each tag a notification or a sync changed (tests, metrics). */
  onChange?: (tag: string) => void;
}): TagVersions {
  const local = new Map<string, string>();
  const watchers = new Set<(tag: string) => void>();
  let listener: pg.Client | undefined;
  let closed = false;
  let retryMs = 500;
  let timer: NodeJS.Timeout | undefined;

  const apply = (tag: string, version: string) => {
    if (local.get(tag) === version) return;
    local.set(tag, version);
    opts.onChange?.(tag);
    for (const fn of watchers) fn(tag);
    if (tag.startsWith('page:')) {
      local.set(PAGES_TAG, version);
      opts.redis?.set(REDIS_TAG + PAGES_TAG, version).catch(() => undefined);
    }
  };

  const sync = async () => {
    const r = await opts.pool.query<{ tag: string; version: string }>(
      'select tag, version from page_cache_tags',
    );
    for (const row of r.rows) apply(row.tag, row.version);
    if (opts.redis && r.rows.length > 0) {
      await opts.redis.mset(...r.rows.flatMap((row) => [REDIS_TAG + row.tag, row.version]));
    }
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    const client = new pg.Client(opts.pool.options);
    client.on('error', () => undefined);
    client.on('end', () => {
      if (listener === client) listener = undefined;
      schedule();
    });
    client.on('notification', (msg) => {
      if (msg.channel !== PAGE_CACHE_CHANNEL || !msg.payload) return;
      const space = msg.payload.indexOf(' ');
      if (space <= 0) return;
      const tag = msg.payload.slice(0, space);
      const version = msg.payload.slice(space + 1);
      apply(tag, version);
      // Idempotent: every node writes the same version; it covers writes made outside an app (psql).
      opts.redis?.set(REDIS_TAG + tag, version).catch(() => undefined);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${PAGE_CACHE_CHANNEL}`);
      listener = client;
      // After LISTEN, so no change falls between the reload and the first notification.
      await sync();
      retryMs = 500;
    } catch (err) {
      opts.log.warn({ err: { message: (err as Error).message } }, 'page cache: listener not connected');
      await client.end().catch(() => undefined);
      schedule();
    }
  };

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, 10_000);
  };

  return {
    async current(tags) {
      if (opts.redis) {
        const values = await opts.redis.mget(...tags.map((t) => REDIS_TAG + t));
        return Object.fromEntries(tags.map((t, i) => [t, values[i] ?? '']));
      }
      return Object.fromEntries(tags.map((t) => [t, local.get(t) ?? '']));
    },
    sync,
    watch: (fn) => void watchers.add(fn),
    start: connect,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = listener;
      listener = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}

/**
 * For writers outside an app (the seed command): copies every tag version to Redis, so pages cached there are
 * stale for every node as soon as the command returns (the nodes' listeners would do it a moment later).
 */
export async function pushTagVersionsToRedis(pool: pg.Pool, redisUrl: string): Promise<number> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  try {
    const r = await pool.query<{ tag: string; version: string }>('select tag, version from page_cache_tags');
    if (r.rows.length > 0) await redis.mset(...r.rows.flatMap((row) => [REDIS_TAG + row.tag, row.version]));
    return r.rows.length;
  } finally {
    redis.disconnect();
  }
}
