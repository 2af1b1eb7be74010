import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { createRequire } from 'node:module';
import { createJobQueue, JOBS_SCHEMA, type SqlClient } from '../../src/server/lib/job-queue';
import { freshDatabase, type TestDatabase } from './helpers';

/**
 * pg-boss 10 completes and fails a job without awaiting the promise; a connection lost on that statement (the fault
 * suite's scenario k terminates the app's backends) was an unhandled rejection that ended the server. Here the
 * database connection is lost on exactly those statements: the process must not see an unhandled rejection (the job
 * stays active and pg-boss retries it once it expires).
 */
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs: (schema: string) => string;
  failJobsById: (schema: string) => string;
};
let ctx: TestDatabase;
const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const unhandled: unknown[] = [];
const record = (reason: unknown) => void unhandled.push(reason);

beforeAll(async () => {
  ctx = await freshDatabase({ seeded: false });
  process.on('unhandledRejection', record);
});
afterAll(async () => {
  process.off('unhandledRejection', record);
  await ctx?.drop();
});

async function until(ok: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return ok();
}

describe('a background job whose completion is lost', () => {
  it('does not end the process', async () => {
    const lostOn = new Set([plans.completeJobs(JOBS_SCHEMA), plans.failJobsById(JOBS_SCHEMA)]);
    let lost = 0;
    const pool: SqlClient = {
      query: (text, values) => {
        if (lostOn.has(text)) {
          lost++;
          return Promise.reject(new Error('Connection terminated unexpectedly'));
        }
        return ctx.db.$client.query(text, values);
      },
    };
    const q = createJobQueue({ pool, log, work: true, pollingIntervalSeconds: 0.5 });
    const runs: number[] = [];
    q.define<{ n: number }>(
      'test.lost-completion',
      { retryLimit: 3, retryDelaySeconds: 1, expireInSeconds: 1 },
      async (d) => {
        runs.push(d.n);
        // The first job fails (its failure is lost), the second succeeds (its completion is lost).
        if (d.n === 1) throw new Error('delivery refused');
      },
      async () => undefined,
    );
    await q.start();
    try {
      await q.send('test.lost-completion', { n: 1 });
      await q.send('test.lost-completion', { n: 2 });
      expect(await until(() => runs.length >= 2 && lost >= 2, 20_000)).toBe(true);
      expect(runs.toSorted()).toEqual([1, 2]);
      // A macrotask after the lost statements: an unhandled rejection has been reported by now.
      await new Promise((r) => setImmediate(r));
      expect(unhandled).toEqual([]);
    } finally {
      await q.stop();
    }
  });
});
