import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { consoleSessions, consoleStaff } from '../../src/db/schema-console';
import { buildApp, type AppDeps } from '../../src/server/app';
import type { ConsoleRole } from '../../src/shared/contracts/console';
import { renderDocument } from '../../src/web/entry-server';
import { checkAnswers } from './answer-check';
import { freshDatabase, HIGH, HIGH_WRITES, testAssets, testConfig, type TestDatabase } from './helpers';

/** The console tests' site: a staff change must come from it (the Origin rule, decision 0110). */
export const CONSOLE_ORIGIN = 'http://localhost:3000';

/** The staff cookie a response sets (its plain name over http). */
export const cookieOf = (res: { headers: Record<string, unknown> }) =>
  /sc_console=([^;]*)/.exec(String(res.headers['set-cookie'] ?? ''))?.[1] ?? '';

/**
 * One app over a fresh, unseeded (or, with `seeded`, seeded) database for a console test file, built before its tests
 * and closed after them, on a clock the test moves (`tick`); read `t.app` and `t.ctx` inside tests. scrypt runs at
 * 2^12 (honoured under NODE_ENV=test only): 2^17 costs over a second per hash on a CI core.
 */
export function consoleTestApp(
  start: string,
  beforeRoutes?: AppDeps['beforeRoutes'],
  opts: { seeded?: boolean } = {},
) {
  const config = testConfig({ JOBS_ENABLED: 'false', ...HIGH_WRITES, RATE_LIMIT_READ_PER_IP: HIGH });
  const t = {
    config,
    now: new Date(start),
    app: undefined as unknown as FastifyInstance,
    ctx: undefined as unknown as TestDatabase,
    tick: (ms: number) => (t.now = new Date(t.now.getTime() + ms)),
  };
  beforeAll(async () => {
    t.ctx = await freshDatabase({ seeded: opts.seeded ?? false });
    t.app = await buildApp({
      config,
      db: t.ctx.db,
      assets: () => testAssets,
      render: renderDocument,
      logger: false,
      clock: () => t.now,
      consolePasswordLogN: 12,
      beforeRoutes: async (a) => {
        await checkAnswers(a);
        await beforeRoutes?.(a);
      },
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.app.close();
    await t.ctx.drop();
  });
  return t;
}

let seq = 0;
/**
 * A staff member written straight to the tables (the sign-in itself is console.test.ts's) with a confirmed
 * authenticator, and a session begun at `at` (its cookie).
 */
export async function staffWithSession(
  t: ReturnType<typeof consoleTestApp>,
  role: ConsoleRole,
  products: number[] = [],
) {
  const [s] = await t.ctx.db
    .insert(consoleStaff)
    .values({
      email: `${role}${++seq}@sahel.example`,
      displayName: `${role} ${seq}`,
      role,
      products,
      totpLastStep: 1,
      createdAt: t.now,
    })
    .returning({ id: consoleStaff.id });
  return { id: s!.id, cookie: await staffSession(t, s!.id) };
}

/** Another signed-in session of a staff member, begun now; its cookie. */
export async function staffSession(t: ReturnType<typeof consoleTestApp>, staffId: number) {
  const token = randomBytes(32).toString('base64url');
  await t.ctx.db.insert(consoleSessions).values({
    staffId,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    userAgentClass: 'other',
    createdAt: t.now,
    lastSeenAt: t.now,
  });
  return token;
}
