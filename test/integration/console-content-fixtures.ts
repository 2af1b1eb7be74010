import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { consoleSessions, consoleStaff } from '../../src/db/schema-console';
import type { ConsoleRole } from '../../src/shared/contracts/console';

/**
 * A staff member of a role with a signed-in session, written straight to the tables (the sign-in itself is
 * console.test.ts's), and a console call on this site's origin with that session's cookie.
 */
let seq = 0;
export async function staffSession(db: Db, role: ConsoleRole): Promise<{ id: number; cookie: string }> {
  const now = new Date();
  const [s] = await db
    .insert(consoleStaff)
    .values({
      email: `content-${role}-${++seq}-${randomBytes(3).toString('hex')}@sahel.example`,
      displayName: `${role} ${seq}`,
      role,
      products: [],
      totpLastStep: 1,
      createdAt: now,
    })
    .returning({ id: consoleStaff.id });
  const token = randomBytes(32).toString('base64url');
  await db.insert(consoleSessions).values({
    staffId: s!.id,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    userAgentClass: 'other',
    createdAt: now,
    lastSeenAt: now,
  });
  return { id: s!.id, cookie: token };
}

export function consoleCall(app: FastifyInstance) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    app.inject({
      method,
      url,
      remoteAddress: '10.124.0.1',
      headers: { origin: 'http://localhost:3000', cookie: `sc_console=${cookie}` },
      ...(payload ? { payload } : {}),
    });
}
