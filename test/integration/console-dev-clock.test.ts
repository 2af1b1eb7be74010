import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { renderDocument } from '../../src/web/entry-server';
import { leads } from '../../src/db/schema';
import { createAdminInvitation } from '../../src/server/modules/console/admin-invitation';
import { totpCode } from '../../src/server/modules/console/totp';
import type { TLeadContact } from '../../src/shared/contracts/contact-rules';
import type { LeadList } from '../../src/shared/contracts/console-leads';
import { checkAnswers } from './answer-check';
import { createDevice } from './journey-fixtures';
import { freshDatabase, HIGH, HIGH_WRITES, testAssets, testConfig, type TestDatabase } from './helpers';

/**
 * The development clock (decision 0118): only with the development tools (else 404), never over a clock the caller
 * injects; the contact rules and the inbox's 'due now' follow it, the staff session keeps the machine's clock.
 */
const ORIGIN = 'http://localhost:3000';
const uae = (day: string, time: string) => `${day}T${time}:00+04:00`;
const LIMITS = { JOBS_ENABLED: 'false', ...HIGH_WRITES, RATE_LIMIT_READ_PER_IP: HIGH };
let ctx: TestDatabase;
const apps: Record<'on' | 'off' | 'injected', FastifyInstance> = {} as never;

const build = async (env: Record<string, string>, clock?: () => Date) => {
  const app = await buildApp({
    config: testConfig({ ...LIMITS, ...env }),
    db: ctx.db,
    assets: () => testAssets,
    render: renderDocument,
    logger: false,
    consolePasswordLogN: 12,
    beforeRoutes: checkAnswers,
    ...(clock ? { clock } : {}),
  });
  await app.ready();
  return app;
};

beforeAll(async () => {
  ctx = await freshDatabase({ seeded: false });
  apps.on = await build({ DEV_TOOLS: '1' });
  apps.off = await build({ DEV_TOOLS: '0' });
  apps.injected = await build({ DEV_TOOLS: '1' }, () => new Date(uae('2026-11-30', '08:30')));
});
afterAll(async () => {
  await Promise.all(Object.values(apps).map((a) => a.close()));
  await ctx.drop();
});

const clock = (app: FastifyInstance, at?: string | null) =>
  app.inject({
    method: at === undefined ? 'GET' : 'PUT',
    url: '/api/dev/clock',
    ...(at === undefined ? {} : { payload: { at } }),
  });
const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  apps.on.inject({
    method,
    url,
    remoteAddress: '10.118.0.1',
    headers: { origin: ORIGIN, cookie: `sc_console=${cookie}` },
    ...(payload ? { payload } : {}),
  });

describe('the development clock', () => {
  it('is an unknown path without the development tools, and when the caller injects a clock', async () => {
    for (const app of [apps.off, apps.injected]) {
      expect((await clock(app)).statusCode).toBe(404);
      expect((await clock(app, uae('2026-11-30', '10:00'))).statusCode).toBe(404);
    }
    const shown = await clock(apps.on);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.json<{ data: { moved: boolean } }>().data.moved).toBe(false);
    const bad = await clock(apps.on, 'half past eight');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('code');
  });

  it('moves the contact rules and due now; the staff session keeps the machine clock', async () => {
    const link = await createAdminInvitation(ctx.db, testConfig(LIMITS), () => {}, [
      '--email',
      'clock@sahel.example',
    ]);
    const token = new URL(link).hash.replace('#invite=', '');
    const accepted = await call('POST', '/api/console/invitations/accept', '', {
      token,
      password: 'correct horse battery',
    });
    const { secret } = accepted.json<{ data: { secret: string } }>().data;
    const confirmed = await call('POST', '/api/console/invitations/confirm', '', {
      token,
      code: await totpCode(secret, new Date()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const cookie = /sc_console=([^;]*)/.exec(String(confirmed.headers['set-cookie']))![1]!;
    const device = await createDevice(apps.on, 1);
    const [lead] = await ctx.db
      .insert(leads)
      .values({
        publicId: 'CLOCK0000000000000000001',
        deviceId: device.deviceId,
        countryProductId: 1,
        source: 'talk_to_expert',
        mobileNumber: '501180001',
        consentAt: new Date(uae('2026-11-29', '10:00')),
        consentVersion: 'v1',
      })
      .returning({ id: leads.id });
    const contact = async () => {
      const r = await call('GET', `/api/console/leads/${lead!.id}/contact`, cookie);
      expect(r.statusCode, r.body).toBe(200);
      return r.json<{ data: TLeadContact }>().data;
    };
    const due = async () =>
      (await call('GET', '/api/console/leads?due=1', cookie)).json<{ data: LeadList }>().data.total;

    const early = await clock(apps.on, uae('2030-06-03', '08:30'));
    expect(early.json<{ data: { now: string; moved: boolean } }>().data.moved).toBe(true);
    const read = Date.parse((await clock(apps.on)).json<{ data: { now: string } }>().data.now);
    // it runs on from the time given
    expect(read - Date.parse(uae('2030-06-03', '08:30'))).toBeGreaterThanOrEqual(0);
    expect(read - Date.parse(uae('2030-06-03', '08:30'))).toBeLessThan(60_000);
    expect((await contact()).call).toMatchObject({
      allowed: false,
      reason: 'OUTSIDE_HOURS',
      nextAllowedAt: new Date(uae('2030-06-03', '09:00')).toISOString(),
    });
    expect(await due()).toBe(0);
    const refused = await call('POST', `/api/console/leads/${lead!.id}/attempts`, cookie, {
      channel: 'call',
      outcome: 'no_answer',
    });
    expect(refused.json()).toMatchObject({ code: 'CONTACT_NOT_ALLOWED', reason: 'OUTSIDE_HOURS' });

    await clock(apps.on, uae('2030-06-03', '10:00'));
    expect((await contact()).call.allowed).toBe(true);
    expect(await due()).toBe(1);
    const made = await call('POST', `/api/console/leads/${lead!.id}/attempts`, cookie, {
      channel: 'call',
      outcome: 'no_answer',
    });
    expect(made.statusCode, made.body).toBe(201);
    const after = await contact();
    expect(after.call.reason).toBe('UNANSWERED_TODAY');
    expect(after.attempts[0]!.at.slice(0, 10)).toBe('2030-06-03');
    // Three and a half years on, the session (8 hours idle at most) still works: it reads the machine's clock.
    expect((await call('GET', '/api/console/me', cookie)).statusCode).toBe(200);

    const back = await clock(apps.on, null);
    expect(back.json<{ data: { moved: boolean } }>().data.moved).toBe(false);
    expect(Math.abs(Date.parse(back.json<{ data: { now: string } }>().data.now) - Date.now())).toBeLessThan(
      60_000,
    );
  });
});
