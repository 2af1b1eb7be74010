import type { Redis } from 'ioredis';

/** One rendered page as kept by the cache: the HTML, its precompressed forms and what it was rendered under. */
export type CachedPage = {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Weak validator of the HTML (the same for every encoding of it). */
  etag: string;
  /** Tag → version when the render started (decision 0025); a different version now means stale. */
  tags: Record<string, string>;
  /** Epoch ms after which the entry is not served (docs/product/pages.md 'pages 43200 s'). */
  expiresAt: number;
};

export type EntryStore = {
  kind: 'memory' | 'redis';
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, entry: CachedPage): Promise<void>;
  delete(key: string): Promise<void>;
  /** Entries and bytes held (memory only; Redis reports its own). */
  size(): { entries: number; bytes: number };
};

const sizeOf = (key: string, e: CachedPage) =>
  key.length * 2 + e.html.length + e.br.length + e.gzip.length + 256;

/**
 * In-process LRU capped in bytes: a Map in recency order (a hit moves the entry to the end), the oldest entries
 * evicted until the new one fits. An entry larger than the whole budget is not kept.
 */
export function memoryStore(maxBytes: number): EntryStore {
  const entries = new Map<string, CachedPage>();
  let bytes = 0;
  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= sizeOf(key, e);
  };
  return {
    kind: 'memory',
    async get(key) {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.expiresAt <= Date.now()) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, e);
      return e;
    },
    async set(key, entry) {
      drop(key);
      const size = sizeOf(key, entry);
      if (size > maxBytes) return;
      while (bytes + size > maxBytes) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        drop(oldest.value);
      }
      entries.set(key, entry);
      bytes += size;
    },
    async delete(key) {
      drop(key);
    },
    size: () => ({ entries: entries.size, bytes }),
  };
}

const PREFIX = 'pc:e:';

/** Binary frame: 4-byte header length, the JSON header, then html, br and gzip back to back. */
export function encodeEntry(e: CachedPage): Buffer {
  const header = Buffer.from(
    JSON.stringify({
      etag: e.etag,
      tags: e.tags,
      expiresAt: e.expiresAt,
      lengths: [e.html.length, e.br.length, e.gzip.length],
    }),
  );
  const len = Buffer.alloc(4);
  len.writeUInt32BE(header.length);
  return Buffer.concat([len, header, e.html, e.br, e.gzip]);
}

export function decodeEntry(buf: Buffer): CachedPage | undefined {
  try {
    const n = buf.readUInt32BE(0);
    const h = JSON.parse(buf.subarray(4, 4 + n).toString('utf8')) as {
      etag: string;
      tags: Record<string, string>;
      expiresAt: number;
      lengths: [number, number, number];
    };
    let at = 4 + n;
    const take = (len: number) => {
      const part = buf.subarray(at, at + len);
      at += len;
      return part;
    };
    const [a, b, c] = h.lengths;
    return { etag: h.etag, tags: h.tags, expiresAt: h.expiresAt, html: take(a), br: take(b), gzip: take(c) };
  } catch {
    return undefined;
  }
}

/**
 * The pages' own Redis (PAGE_CACHE_REDIS_URL, decision 0045), shared by every app node: entries expire in Redis
 * itself, and the instance's maxmemory with allkeys-lru bounds them (deploy/redis-page-cache.conf).
 */
export function redisStore(redis: Redis, hashKey: (key: string) => string): EntryStore {
  return {
    kind: 'redis',
    async get(key) {
      const buf = await redis.getBuffer(PREFIX + hashKey(key));
      const e = buf ? decodeEntry(buf) : undefined;
      return e && e.expiresAt > Date.now() ? e : undefined;
    },
    async set(key, entry) {
      const ttl = Math.max(1, Math.ceil((entry.expiresAt - Date.now()) / 1000));
      await redis.set(PREFIX + hashKey(key), encodeEntry(entry), 'EX', ttl);
    },
    async delete(key) {
      await redis.del(PREFIX + hashKey(key));
    },
    size: () => ({ entries: 0, bytes: 0 }),
  };
}

const LRU = 'pc:lru';
const SIZES = 'pc:sz';
const TOTAL = 'pc:bytes';
/** What one entry costs Redis besides its value: its key, its index members and their bookkeeping. */
export const INDEX_OVERHEAD_BYTES = 256;

/**
 * Stores an entry and evicts the least recently used ones until the pages fit their budget, atomically (every
 * node runs the same script against the same index). KEYS: entry, lru, sizes, total. ARGV: value, ttl s, now ms,
 * cap bytes, overhead, entry prefix, member. Returns the number of entries evicted, or -1 for an entry larger than
 * the whole budget (not kept).
 */
const SET_SCRIPT = `
local size = string.len(ARGV[1]) + tonumber(ARGV[5])
local cap = tonumber(ARGV[4])
if size > cap then return -1 end
local old = redis.call('HGET', KEYS[3], ARGV[7])
if old then redis.call('DECRBY', KEYS[4], old) end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
redis.call('HSET', KEYS[3], ARGV[7], size)
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[7])
local total = redis.call('INCRBY', KEYS[4], size)
local evicted = 0
while total > cap do
  local oldest = redis.call('ZPOPMIN', KEYS[2])
  if #oldest == 0 then break end
  local m = oldest[1]
  local s = tonumber(redis.call('HGET', KEYS[3], m) or '0')
  redis.call('HDEL', KEYS[3], m)
  redis.call('DEL', ARGV[6] .. m)
  total = redis.call('DECRBY', KEYS[4], s)
  evicted = evicted + 1
end
return evicted`;

/** Forgets an entry in the index (deleted, or expired in Redis). KEYS: entry, lru, sizes, total. ARGV: member. */
const DROP_SCRIPT = `
if ARGV[2] == '1' then redis.call('DEL', KEYS[1]) elseif redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('ZREM', KEYS[2], ARGV[1])
local s = redis.call('HGET', KEYS[3], ARGV[1])
if s then
  redis.call('HDEL', KEYS[3], ARGV[1])
  redis.call('DECRBY', KEYS[4], s)
end
return 1`;

type ScriptedRedis = Redis & {
  pcSet(...args: (string | Buffer | number)[]): Promise<number>;
  pcDrop(...args: (string | number)[]): Promise<number>;
};

/**
 * Pages in a Redis they share with other data (REDIS_URL: the rate-limit counters, whose instance stays
 * `noeviction`), under a byte cap the app enforces (decision 0045): an LRU index of keys (a sorted set by last use)
 * and their sizes (a hash and a total), kept by Lua scripts so two nodes never overshoot it together.
 */
export function cappedRedisStore(
  redis: Redis,
  hashKey: (key: string) => string,
  maxBytes: number,
): EntryStore & { usage(): Promise<{ entries: number; bytes: number }> } {
  const r = redis as ScriptedRedis;
  if (typeof r.pcSet !== 'function') {
    redis.defineCommand('pcSet', { numberOfKeys: 4, lua: SET_SCRIPT });
    redis.defineCommand('pcDrop', { numberOfKeys: 4, lua: DROP_SCRIPT });
  }
  const keysOf = (member: string) => [PREFIX + member, LRU, SIZES, TOTAL];
  return {
    kind: 'redis',
    async get(key) {
      const member = hashKey(key);
      const buf = await redis.getBuffer(PREFIX + member);
      if (!buf) {
        // Expired in Redis: its bytes leave the index now rather than when it would be evicted.
        await r.pcDrop(...keysOf(member), member, '0');
        return undefined;
      }
      const e = decodeEntry(buf);
      if (!e || e.expiresAt <= Date.now()) return undefined;
      await redis.zadd(LRU, 'XX', Date.now(), member);
      return e;
    },
    async set(key, entry) {
      const member = hashKey(key);
      const ttl = Math.max(1, Math.ceil((entry.expiresAt - Date.now()) / 1000));
      await r.pcSet(
        ...keysOf(member),
        encodeEntry(entry),
        ttl,
        Date.now(),
        maxBytes,
        INDEX_OVERHEAD_BYTES,
        PREFIX,
        member,
      );
    },
    async delete(key) {
      const member = hashKey(key);
      await r.pcDrop(...keysOf(member), member, '1');
    },
    size: () => ({ entries: 0, bytes: 0 }),
    async usage() {
      const [entries, bytes] = await Promise.all([redis.zcard(LRU), redis.get(TOTAL)]);
      return { entries, bytes: Number(bytes ?? 0) };
    },
  };
}
