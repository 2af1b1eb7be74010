import { LRUCache } from 'lru-cache';

type Entry<T> = { at: number; value: Promise<T>; miss: boolean };

/**
 * A small in-memory cache with a time to live (lru-cache), for definitions read on every product page render and
 * every submission (forms, option lists, catalogues). Concurrent misses share one load; a failed load is not kept.
 * A load that finds nothing (null) is kept only briefly (`missTtlMs`), so a form or list written a moment later
 * shows up soon. Entries are few (one per form / list and language), but the size is capped (least recently used
 * out first) so odd keys cannot grow it without bound.
 */
export function ttlCache<T>(
  ttlMs: number,
  opts: { maxEntries?: number; missTtlMs?: number; now?: () => number } = {},
) {
  const { maxEntries = 2000, missTtlMs = Math.min(ttlMs, 5_000), now = Date.now } = opts;
  const entries = new LRUCache<string, Entry<T>>({
    max: maxEntries,
    ttl: ttlMs,
    // Freshness is decided below on the entry's own clock; lru-cache's ttl only drops old entries.
    ttlResolution: 0,
    perf: { now },
  });
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      const t = now();
      if (hit && t - hit.at < (hit.miss ? missTtlMs : ttlMs)) return hit.value;
      const value = load();
      const entry: Entry<T> = { at: t, value, miss: false };
      entries.set(key, entry);
      value.then(
        (v) => {
          entry.miss = v === null;
        },
        () => {
          if (entries.peek(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
