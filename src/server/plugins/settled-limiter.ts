import { LRUCache } from 'lru-cache';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** How often a node writes the reads it counted locally to the shared store (decision 0058). */
export const SETTLE_EVERY_MS = 250;
/** Keys a node keeps a local allowance for; the least recently used go first. */
const MAX_KEYS = 50_000;

type Allowance = {
  /** Points left in the shared window as this node last learned it, minus what it counted since. */
  remaining: number;
  /** When the shared window ends (epoch ms). */
  resetAt: number;
  /** Points counted here and not yet written to the store. */
  pending: number;
};

export type SettledLimiter = {
  /** Takes one point: undefined when allowed, else the milliseconds to wait. */
  consume: (key: string) => Promise<number | undefined>;
  /** Writes every pending count to the store now (also on a timer and at close). */
  settle: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A shared-store limiter that asks its store once per key and window and then decides in memory, writing what it
 * counted in one batch every SETTLE_EVERY_MS (decision 0058). Used for the 'read' budget: a visitor paging,
 * sorting and filtering quotes makes many reads a second, and two store round trips per read cost more CPU than
 * the read itself. The first read of a key in a window waits for the store (so a key another node has used up is
 * refused at once); later reads spend the allowance the store reported; each batch returns the shared total, so
 * the other nodes' reads lower the allowance within SETTLE_EVERY_MS. Across nodes a key can overshoot by what
 * the nodes allow in one interval; on one node it never does.
 */
export function settledLimiter(store: RateLimiterAbstract, points: number): SettledLimiter {
  const keys = new LRUCache<string, Allowance>({ max: MAX_KEYS });
  let timer: NodeJS.Timeout | undefined;
  let settling: Promise<void> = Promise.resolve();

  const learn = (a: Allowance, res: RateLimiterRes, now: number) => {
    // The store's total includes this batch; reads counted here since the batch left are still pending.
    a.remaining = points - res.consumedPoints - a.pending;
    a.resetAt = now + res.msBeforeNext;
  };

  const writeBatch = async () => {
    timer = undefined;
    const batch: [string, Allowance, number][] = [];
    for (const [key, a] of keys.entries()) {
      if (a.pending > 0) batch.push([key, a, a.pending]);
      a.pending = 0;
    }
    await Promise.all(
      batch.map(async ([key, a, n]) => {
        try {
          const res = await store.penalty(key, n);
          // A window that ended meanwhile restarts at the store: its answer is about the new window.
          if (Date.now() < a.resetAt) learn(a, res, Date.now());
        } catch {
          // The store and its insurance failed: the local allowance holds until the window ends.
        }
      }),
    );
  };
  const settle = () => (settling = settling.then(writeBatch));
  const schedule = () => {
    timer ??= setTimeout(() => void settle(), SETTLE_EVERY_MS).unref();
  };

  return {
    async consume(key) {
      const now = Date.now();
      const a = keys.get(key);
      if (a && now < a.resetAt) {
        if (a.remaining <= 0) return Math.max(1, a.resetAt - now);
        a.remaining -= 1;
        a.pending += 1;
        schedule();
        return undefined;
      }
      // First read of this key in a window: the store decides (and counts it).
      try {
        const res = await store.consume(key);
        keys.set(key, {
          remaining: points - res.consumedPoints,
          resetAt: now + res.msBeforeNext,
          pending: 0,
        });
        return undefined;
      } catch (res) {
        if (!(res instanceof RateLimiterRes)) throw res;
        keys.set(key, { remaining: 0, resetAt: now + res.msBeforeNext, pending: 0 });
        return Math.max(1, res.msBeforeNext);
      }
    },
    settle,
    async close() {
      if (timer) clearTimeout(timer);
      await settle();
    },
  };
}
