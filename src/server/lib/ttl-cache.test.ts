import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache';

describe('ttlCache', () => {
  it('shares concurrent loads, keeps hits for the ttl and misses only briefly', async () => {
    let t = 0;
    let loads = 0;
    const cache = ttlCache<string | null>(30_000, { missTtlMs: 5_000, now: () => t });
    const load = (v: string | null) => () => (loads++, Promise.resolve(v));
    await Promise.all([cache.get('a', load('x')), cache.get('a', load('x'))]);
    expect(loads).toBe(1);
    await cache.get('b', load(null));
    t = 6_000;
    expect(await cache.get('a', load('y'))).toBe('x');
    expect(await cache.get('b', load('z'))).toBe('z');
    expect(loads).toBe(3);
    t = 31_000;
    expect(await cache.get('a', load('y'))).toBe('y');
  });

  it('forgets a failed load', async () => {
    const cache = ttlCache<string>(30_000);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', () => Promise.resolve('ok'))).toBe('ok');
  });
});
