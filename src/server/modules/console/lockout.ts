import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { consoleFailures } from '../../../db/schema-console';

/**
 * Lock-out with back-off (decision 0110), per account (HMAC of the e-mail typed, known or not, so it tells nothing)
 * and per address (HMAC): failures within the last 24 hours count; from the `free`-th on, the key waits
 * 30 s × 2^(failures − free) after its last failure, never more than 15 minutes. Attempts while waiting are refused
 * without counting, so the real person is never locked out for good: at worst they wait 15 minutes. A successful
 * sign-in clears its account's failures (not its address's: one good account must not reset a guesser's budget).
 */
export const LOCKOUT = {
  windowMs: 24 * 3600_000,
  freeAccount: 5,
  /** An office shares one address: more room before it waits. */
  freeAddress: 20,
  baseMs: 30_000,
  capMs: 15 * 60_000,
} as const;

export type LockKey = { kind: 'account' | 'address'; keyHash: string };

export function waitMs(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(LOCKOUT.capMs, LOCKOUT.baseMs * 2 ** Math.min(failures - free, 20));
}

export function lockout(db: Db, now: () => Date) {
  return {
    /** Milliseconds the longest-waiting key still has to wait (0: go ahead). */
    async retryAfterMs(keys: readonly LockKey[]): Promise<number> {
      const t = now();
      let wait = 0;
      for (const k of keys) {
        const r = await db
          .select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${consoleFailures.at})` })
          .from(consoleFailures)
          .where(
            and(
              eq(consoleFailures.kind, k.kind),
              eq(consoleFailures.keyHash, k.keyHash),
              gt(consoleFailures.at, new Date(t.getTime() - LOCKOUT.windowMs)),
            ),
          );
        const row = r[0];
        if (!row?.last) continue;
        const free = k.kind === 'account' ? LOCKOUT.freeAccount : LOCKOUT.freeAddress;
        const until = new Date(row.last).getTime() + waitMs(row.n, free);
        wait = Math.max(wait, until - t.getTime());
      }
      return wait;
    },
    async fail(keys: readonly LockKey[]): Promise<void> {
      const at = now();
      await db.insert(consoleFailures).values(keys.map((k) => ({ ...k, at })));
    },
    async clear(key: LockKey): Promise<void> {
      await db
        .delete(consoleFailures)
        .where(and(eq(consoleFailures.kind, key.kind), eq(consoleFailures.keyHash, key.keyHash)));
    },
  };
}
