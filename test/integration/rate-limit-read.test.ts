import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase } from './helpers';
import { createLimiters, type RateLimitSettings } from '../../src/server/plugins/rate-limit';

let ctx: Awaited<ReturnType<typeof freshDatabase>>;
beforeEach(async () => {
  ctx = await freshDatabase();
});
afterEach(async () => {
  await ctx?.drop();
});

const settings = (read: number): RateLimitSettings => ({
  device: { perIp: 100, perDevice: 100, windowSeconds: 60 },
  visit: { perIp: 100, perDevice: 100, windowSeconds: 60 },
  write: { perIp: 100, perDevice: 100, windowSeconds: 60 },
  read: { perIp: read, perDevice: read, windowSeconds: 60 },
  encrypt: { perIp: 100, perDevice: 100, windowSeconds: 60 },
  report: { perIp: 100, perDevice: 100, windowSeconds: 60 },
  sandbox: { perIp: 100, perDevice: 100, windowSeconds: 60 },
  events: { perIp: 100, perDevice: 100, windowSeconds: 60 },
  subscribe: { perIp: 100, perDevice: 100, windowSeconds: 60 },
});

/** Every statement the limiters send, counted (their pool is the app's pool in production). */
function countingPool() {
  const pool = ctx.db.$client;
  let statements = 0;
  const counted = {
    query: (...args: Parameters<typeof pool.query>) => {
      statements += 1;
      return (pool.query as (...a: unknown[]) => unknown)(...args);
    },
  } as unknown as typeof pool;
  return { pool: counted, statements: () => statements };
}

const stored = async (key: string) =>
  (
    await ctx.db.execute<{ points: number }>(
      sql`select points from rate_limits where key = ${`rl:read:device:${key}`}`,
    )
  ).rows[0]?.points;

describe('the read budget settles with PostgreSQL in batches (decision 0058)', () => {
  it('one node: exact limit, one statement for the first read, the rest written in one batch', async () => {
    const { pool, statements } = countingPool();
    const l = createLimiters(settings(30), { pg: pool });
    const before = statements();
    for (let i = 0; i < 30; i++) expect(await l.consume('read', 'device', 'd1')).toBeUndefined();
    // Before the change every read was one upsert: 30 statements.
    expect(statements() - before).toBe(1);
    const wait = await l.consume('read', 'device', 'd1');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    await l.settle();
    expect(statements() - before).toBe(2);
    expect(await stored('d1')).toBe(30);
    await l.close();
  });

  it('two nodes on one database: a key one node used up is refused by the other at its first read', async () => {
    const a = createLimiters(settings(5), { pg: ctx.db.$client });
    const b = createLimiters(settings(5), { pg: ctx.db.$client });
    for (let i = 0; i < 5; i++) expect(await a.consume('read', 'device', 'shared')).toBeUndefined();
    await a.settle();
    expect(await b.consume('read', 'device', 'shared')).toBeGreaterThan(0);
    await Promise.all([a.close(), b.close()]);
  });

  it("a batch brings the other node's reads: the allowance shrinks to the shared remainder", async () => {
    const a = createLimiters(settings(10), { pg: ctx.db.$client });
    const b = createLimiters(settings(10), { pg: ctx.db.$client });
    expect(await a.consume('read', 'device', 'k')).toBeUndefined(); // a: store 1
    for (let i = 0; i < 6; i++) expect(await b.consume('read', 'device', 'k')).toBeUndefined(); // b: store 2, +5 pending
    await b.settle(); // store 7
    expect(await a.consume('read', 'device', 'k')).toBeUndefined(); // a: 1 pending
    await a.settle(); // store 8: a learns 2 are left
    expect(await a.consume('read', 'device', 'k')).toBeUndefined();
    expect(await a.consume('read', 'device', 'k')).toBeUndefined();
    expect(await a.consume('read', 'device', 'k')).toBeGreaterThan(0);
    await a.settle();
    expect(await stored('k')).toBe(10);
    await Promise.all([a.close(), b.close()]);
  });

  it('the counts survive a restart: close writes what is pending', async () => {
    const first = createLimiters(settings(4), { pg: ctx.db.$client });
    for (let i = 0; i < 4; i++) expect(await first.consume('read', 'device', 'r')).toBeUndefined();
    await first.close();
    expect(await stored('r')).toBe(4);
    const second = createLimiters(settings(4), { pg: ctx.db.$client });
    expect(await second.consume('read', 'device', 'r')).toBeGreaterThan(0);
    await second.close();
  });

  it('writes stay one statement per check (exact across nodes)', async () => {
    const { pool, statements } = countingPool();
    const l = createLimiters(settings(30), { pg: pool });
    const before = statements();
    for (let i = 0; i < 5; i++) await l.consume('write', 'device', 'w');
    expect(statements() - before).toBe(5);
    await l.close();
  });
});
