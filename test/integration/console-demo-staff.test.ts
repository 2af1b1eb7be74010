import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { renderDocument } from '../../src/web/entry-server';
import { DEMO_STAFF, seedConsoleDemo } from '../../src/db/seed/console-demo';
import { createAdminInvitation } from '../../src/server/modules/console/admin-invitation';
import { totpCode } from '../../src/server/modules/console/totp';
import type { LeadList } from '../../src/shared/contracts/console-leads';
import { checkAnswers } from './answer-check';
import { freshDatabase, HIGH, HIGH_WRITES, testAssets, testConfig, type TestDatabase } from './helpers';

/**
 * The console's demo staff (decision 0118): seeded only with the development tools (never with SEED_DEMO alone),
 * without password or authenticator, idempotent; `npm run console:admin -- --email` enrols one with its own role.
 */
const ORIGIN = 'http://localhost:3000';
const config = testConfig({ JOBS_ENABLED: 'false', ...HIGH_WRITES, RATE_LIMIT_READ_PER_IP: HIGH });
let ctx: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await freshDatabase({ seeded: false });
  app = await buildApp({
    config,
    db: ctx.db,
    assets: () => testAssets,
    render: renderDocument,
    logger: false,
    consolePasswordLogN: 12,
    beforeRoutes: checkAnswers,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.drop();
});

const post = (url: string, payload: object, cookie = '') =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: '10.118.0.2',
    headers: { origin: ORIGIN, cookie: `sc_console=${cookie}` },
    payload,
  });
const demoRows = async () =>
  (
    await ctx.db.execute<{
      email: string;
      role: string;
      password_hash: string | null;
      totp_secret: string | null;
    }>(
      sql`select email, role, password_hash, totp_secret from console_staff where email like '%.demo@sahel.example' order by email`,
    )
  ).rows;
const AGENT = 'agent.demo@sahel.example';

describe('demo staff', () => {
  it('are not seeded without the development tools, even with SEED_DEMO', async () => {
    expect(await seedConsoleDemo(ctx.db, testConfig({ DEV_TOOLS: '0', SEED_DEMO: '1' }))).toBeNull();
    expect(await seedConsoleDemo(ctx.db, testConfig({ DEV_TOOLS: '1', SEED_ON_START: 'false' }))).toBeNull();
    expect(await demoRows()).toEqual([]);
  });

  it('exist without credentials with the development tools, once however often the seed runs', async () => {
    const on = testConfig({ DEV_TOOLS: '1' });
    expect(await seedConsoleDemo(ctx.db, on)).toEqual({ staff: 4, leads: 4 });
    expect(await seedConsoleDemo(ctx.db, on)).toEqual({ staff: 4, leads: 4 });
    const rows = await demoRows();
    expect(rows.map((r) => r.role).sort()).toEqual(['admin', 'agent', 'content_editor', 'team_lead']);
    expect(rows.every((r) => r.password_hash === null && r.totp_secret === null)).toBe(true);
    expect(DEMO_STAFF.map((s) => s.email).sort()).toEqual(rows.map((r) => r.email));
    // Nobody signs in as a demo account before enrolling.
    const refused = await post('/api/console/sign-in', { email: AGENT, password: 'any password at all' });
    expect(refused.statusCode).toBe(401);
  });

  it('npm run console:admin enrols a demo account with its own role; an enrolled one is refused', async () => {
    const printed: string[] = [];
    const link = await createAdminInvitation(ctx.db, config, (m) => printed.push(m), ['--email', AGENT]);
    expect(printed[0]).toContain(`invitation for ${AGENT} (agent)`);
    expect(printed.join('\n')).not.toMatch(/password/i);
    const token = new URL(link).hash.replace('#invite=', '');
    const accepted = await post('/api/console/invitations/accept', {
      token,
      password: 'correct horse battery',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { secret } = accepted.json<{ data: { secret: string } }>().data;
    const confirmed = await post('/api/console/invitations/confirm', {
      token,
      code: await totpCode(secret, new Date()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ data: { email: AGENT, role: 'agent', products: [1, 3] } });
    const cookie = /sc_console=([^;]*)/.exec(String(confirmed.headers['set-cookie']))![1]!;
    const inbox = await app.inject({
      method: 'GET',
      url: '/api/console/leads',
      remoteAddress: '10.118.0.2',
      headers: { cookie: `sc_console=${cookie}` },
    });
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.json<{ data: LeadList }>().data.total).toBe(3);

    // A restart's seed leaves the enrolled account as it is; a second invitation for it is refused.
    await seedConsoleDemo(ctx.db, testConfig({ DEV_TOOLS: '1' }));
    expect((await demoRows()).find((r) => r.email === AGENT)!.password_hash).toMatch(/^scrypt\$/);
    await expect(createAdminInvitation(ctx.db, config, () => {}, ['--email', AGENT])).rejects.toMatchObject({
      statusCode: 409,
    });
    const staffCount = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from console_staff where email = ${AGENT}`,
    );
    expect(staffCount.rows[0]!.n).toBe(1);
  });
});
