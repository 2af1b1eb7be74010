import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { renderDocument } from '../../src/web/entry-server';
import { sanitize } from '../../src/web/safe/safe-html';
import type { Db } from '../../src/db/client';
import { consoleSessions, consoleStaff } from '../../src/db/schema-console';
import type { ConsoleRole } from '../../src/shared/contracts/console';
import { checkAnswers } from './answer-check';
import { HIGH, HIGH_WRITES, testAssets, testConfig } from './helpers';

/** The page editor's tests (decision 0122): an app on an injected clock, staff sessions, console calls. */
export const clock = { now: new Date('2026-11-29T08:00:00Z') };
export const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));

export async function pagesApp(db: Db): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig({ JOBS_ENABLED: 'false', ...HIGH_WRITES, RATE_LIMIT_READ_PER_IP: HIGH }),
    db,
    assets: () => testAssets,
    render: renderDocument,
    sanitizeHtml: sanitize,
    logger: false,
    clock: () => clock.now,
    beforeRoutes: checkAnswers,
  });
  await app.ready();
  return app;
}

let seq = 0;
/** A signed-in staff member of this role (the row and a session, as an accepted invitation leaves them). */
export async function staff(
  db: Db,
  role: ConsoleRole,
): Promise<{ id: number; name: string; cookie: string }> {
  const name = `${role} ${++seq}`;
  const [s] = await db
    .insert(consoleStaff)
    .values({
      email: `pages-${role}-${seq}-${randomBytes(3).toString('hex')}@sahel.example`,
      displayName: name,
      role,
      products: role === 'agent' ? [1] : [],
      totpLastStep: 1,
      createdAt: clock.now,
    })
    .returning({ id: consoleStaff.id });
  const token = randomBytes(32).toString('base64url');
  await db.insert(consoleSessions).values({
    staffId: s!.id,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    userAgentClass: 'other',
    createdAt: clock.now,
    lastSeenAt: clock.now,
  });
  return { id: s!.id, name, cookie: token };
}

export const consoleCall =
  (app: FastifyInstance) => (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    app.inject({
      method,
      url,
      remoteAddress: '10.122.0.1',
      headers: { origin: 'http://localhost:3000', cookie: `sc_console=${cookie}` },
      ...(payload ? { payload } : {}),
    });
