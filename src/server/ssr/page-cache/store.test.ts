import { describe, expect, it } from 'vitest';
import { decodeEntry, encodeEntry, memoryStore, type CachedPage } from './store';
import { pickEncoding } from '../page-route';

const page = (text: string, ttlMs = 60_000): CachedPage => ({
  html: Buffer.from(text),
  br: Buffer.from(`br:${text}`),
  gzip: Buffer.from(`gz:${text}`),
  etag: `W/"${text.length}"`,
  tags: { all: 'v1', 'page:/x/': 'v2' },
  expiresAt: Date.now() + ttlMs,
});

describe('memory page store (LRU capped in bytes)', () => {
  it('evicts the least recently used entries to stay within its byte budget', async () => {
    const store = memoryStore(5000);
    const big = 'x'.repeat(300);
    for (const k of ['a', 'b', 'c', 'd']) await store.set(k, page(big));
    expect(store.size().entries).toBe(4);
    await store.get('a'); // a becomes the most recent: b is now the oldest
    for (const k of ['e', 'f']) await store.set(k, page(big));
    expect(store.size().bytes).toBeLessThanOrEqual(5000);
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('a')).toBeDefined();
    expect(await store.get('f')).toBeDefined();
  });

  it('never keeps an entry larger than the whole budget, and drops expired ones', async () => {
    const store = memoryStore(1000);
    await store.set('huge', page('y'.repeat(2000)));
    expect(await store.get('huge')).toBeUndefined();
    await store.set('old', page('z', -1));
    expect(await store.get('old')).toBeUndefined();
    expect(store.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it('replacing a key keeps the byte count exact', async () => {
    const store = memoryStore(10_000);
    await store.set('k', page('one'));
    const once = store.size().bytes;
    await store.set('k', page('one'));
    expect(store.size()).toEqual({ entries: 1, bytes: once });
  });
});

describe('Redis frame', () => {
  it('decodes what it encodes, and refuses garbage', () => {
    const p = page('صفحة عربية');
    expect(decodeEntry(encodeEntry(p))).toEqual(p);
    expect(decodeEntry(Buffer.from('nonsense'))).toBeUndefined();
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, honours q=0 and wildcards', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('*;q=0')).toBeUndefined();
  });
});
