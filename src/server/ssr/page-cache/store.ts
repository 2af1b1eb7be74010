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
  /** Epoch ms after which the entry is not served (spec 000 §9 'pages 43200 s'). */
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

/** Shared by every app node (REDIS_URL): entries expire in Redis itself. */
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
