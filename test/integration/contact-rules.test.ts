import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { renderDocument } from '../../src/web/entry-server';
import { leads } from '../../src/db/schema';
import { consoleLeadWork } from '../../src/db/schema-console-leads';
import { createAdminInvitation } from '../../src/server/modules/console/admin-invitation';
import { totpCode } from '../../src/server/modules/console/totp';
import { myDataRepo } from '../../src/server/modules/my-data/repo';
import { myDataService } from '../../src/server/modules/my-data/service';
import type { TDncImportResult, TLeadContact } from '../../src/shared/contracts/contact-rules';
import { checkAnswers } from './answer-check';
import { createDevice } from './journey-fixtures';
import { freshDatabase, HIGH, HIGH_WRITES, testAssets, testConfig, type TestDatabase } from './helpers';

/**
 * The contact rules in the console (decision 0115): Call/Message decisions with the reasons in the staff's
 * language, attempts checked in the same transaction as they are recorded (two agents cannot both call), the lead's
 * status after each outcome, the do-not-call import and check, the audit rows, and 'who has my number'. The clock is
 * the app's injected one: the machine's hour plays no part.
 */
const ORIGIN = 'http://localhost:3000';
/** An instant at a UAE wall-clock time (UTC+4, no daylight saving). */
const uae = (day: string, time: string) => new Date(`${day}T${time}:00+04:00`);
let now = uae('2026-11-30', '10:00');
let ctx: TestDatabase;
let app: FastifyInstance;
const config = testConfig({ JOBS_ENABLED: 'false', ...HIGH_WRITES, RATE_LIMIT_READ_PER_IP: HIGH });

beforeAll(async () => {
  ctx = await freshDatabase({ seeded: false });
  app = await buildApp({
    config,
    db: ctx.db,
    assets: () => testAssets,
    render: renderDocument,
    logger: false,
    clock: () => now,
    consolePasswordLogN: 12,
    beforeRoutes: checkAnswers,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.drop();
});

type Staff = { id: number; cookie: string };
function call(
  method: 'GET' | 'POST',
  url: string,
  cookie: string,
  payload?: object | string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    remoteAddress: '10.115.0.1',
    headers: { origin: ORIGIN, cookie: `sc_console=${cookie}`, ...headers },
    ...(payload !== undefined ? { payload } : {}),
  });
}
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  /sc_console=([^;]*)/.exec(String(res.headers['set-cookie'] ?? ''))?.[1] ?? '';

async function enrol(email: string, role: 'admin' | 'agent' | 'team_lead', by?: string): Promise<Staff> {
  const link =
    role === 'admin'
      ? await createAdminInvitation(
          ctx.db,
          config,
          () => {},
          ['--email', email],
          () => now,
        )
      : (
          await call('POST', '/api/console/staff/invitations', by!, {
            email,
            displayName: email.split('@')[0],
            role,
            products: [1],
          })
        ).json<{ data: { link: string } }>().data.link;
  const token = new URL(link).hash.replace('#invite=', '');
  const accepted = await call('POST', '/api/console/invitations/accept', '', {
    token,
    password: 'correct horse battery',
  });
  const { secret } = accepted.json<{ data: { secret: string } }>().data;
  const confirmed = await call('POST', '/api/console/invitations/confirm', '', {
    token,
    code: await totpCode(secret, now),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { id: confirmed.json<{ data: { id: number } }>().data.id, cookie: cookieOf(confirmed) };
}

let admin: Staff;
let agentA: Staff;
let agentB: Staff;
const ids: Record<string, number> = {};
let seq = 0;

async function addLead(key: string, mobile: string, extra: Partial<typeof leads.$inferInsert> = {}) {
  const device = await createDevice(app, 1);
  const [row] = await ctx.db
    .insert(leads)
    .values({
      publicId: `C${String(++seq).padStart(23, '0')}`,
      deviceId: device.deviceId,
      countryProductId: 1,
      source: 'talk_to_expert',
      mobileNumber: mobile,
      consentAt: uae('2026-11-29', '10:00'),
      consentVersion: 'v1',
      ...extra,
    })
    .returning({ id: leads.id });
  ids[key] = row!.id;
  // Assigned to agent A (the inbox's assignment, decision 0114).
  await ctx.db
    .insert(consoleLeadWork)
    .values({ leadId: row!.id, status: 'assigned', assigneeId: agentA.id, updatedAt: now });
}

const contact = async (s: Staff, key: string, lang = 'en') => {
  const r = await call('GET', `/api/console/leads/${ids[key]}/contact?lang=${lang}`, s.cookie);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ data: TLeadContact }>().data;
};
const attempt = (s: Staff, key: string, body: object) =>
  call('POST', `/api/console/leads/${ids[key]}/attempts`, s.cookie, body);
/** Moves the clock; the staff stay signed in (the console ends a session idle for 8 hours, decision 0110). */
async function setNow(d: Date) {
  now = d;
  await ctx.db.execute(sql`update console_sessions set last_seen_at = ${d} where ended_at is null`);
}
const workOf = async (key: string) =>
  (
    await ctx.db.execute<{ status: string; callback_at: Date | null }>(
      sql`select status, callback_at from console_lead_work where lead_id = ${ids[key]}`,
    )
  ).rows[0];
const auditCount = async (action: string) =>
  Number(
    (
      await ctx.db.execute<{ n: string }>(
        sql`select count(*) as n from console_audit_log where action = ${action}`,
      )
    ).rows[0]!.n,
  );

beforeAll(async () => {
  admin = await enrol('admin@contact.example', 'admin');
  agentA = await enrol('agent.a@contact.example', 'agent', admin.cookie);
  agentB = await enrol('agent.b@contact.example', 'agent', admin.cookie);
  await addLead('open', '501110001');
  await addLead('race', '501110002');
  await addLead('window', '501110003', { callFromMinute: 14 * 60, callToMinute: 16 * 60 });
  await addLead('withdrawn', '501110004', {
    consentWithdrawnAt: uae('2026-11-29', '12:00'),
    consentWithdrawnReason: 'visitor',
  });
  await addLead('suppressed', '501110005');
  await ctx.db.execute(
    sql`insert into contact_suppressions (mobile_number, reason) values ('501110005', 'visitor')`,
  );
  await addLead('dnc', '501110006');
  await addLead('refuse', '501110007');
});

describe('contact rules in the console', () => {
  it('at 8:59, 9:00, 17:59 and 18:00 Asia/Dubai by the injected clock, with the reason in words', async () => {
    await setNow(uae('2026-11-30', '08:59'));
    const early = await contact(agentA, 'open');
    expect(early.call).toMatchObject({
      allowed: false,
      reason: 'OUTSIDE_HOURS',
      nextAllowedAt: uae('2026-11-30', '09:00').toISOString(),
    });
    expect(early.call.message).toMatch(
      /^Outside contact hours \(9:00–18:00 UAE time\)\. Possible again from/,
    );
    expect((await contact(agentA, 'open', 'ar')).message.message).toContain('خارج ساعات التواصل');
    const refused = await attempt(agentA, 'open', { channel: 'call', outcome: 'answered' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONTACT_NOT_ALLOWED', reason: 'OUTSIDE_HOURS' });
    await setNow(uae('2026-11-30', '09:00'));
    expect((await contact(agentA, 'open')).call).toEqual({
      allowed: true,
      reason: null,
      message: null,
      nextAllowedAt: null,
    });
    await setNow(uae('2026-11-30', '17:59'));
    expect((await contact(agentA, 'open')).message.allowed).toBe(true);
    await setNow(uae('2026-11-30', '18:00'));
    expect((await contact(agentA, 'open')).message).toMatchObject({
      allowed: false,
      reason: 'OUTSIDE_HOURS',
    });
    await setNow(uae('2026-11-30', '10:00'));
    // The visitor's own window (14:00–16:00) narrows the hours.
    const w = await contact(agentA, 'window');
    expect(w.call).toMatchObject({
      reason: 'OUTSIDE_WINDOW',
      nextAllowedAt: uae('2026-11-30', '14:00').toISOString(),
    });
    expect(w.call.message).toContain('14:00–16:00');
  });

  it('withdrawn consent, a suppressed number and a DNC-listed number disable both actions for good', async () => {
    const imported = await call(
      'POST',
      '/api/console/dnc/import',
      admin.cookie,
      'number\n+971 50 111 0006\n00971501110099\n0501110098\n501110097\n12345\n\n+971 40 123 4567\n٠٥٠١١١٠٠٩٦\n',
      { 'content-type': 'text/csv' },
    );
    expect(imported.statusCode, imported.body).toBe(200);
    const result = imported.json<{ data: TDncImportResult }>().data;
    expect(result).toMatchObject({
      imported: 5,
      alreadyListed: 0,
      invalidCount: 2,
      invalid: [
        { line: 6, reason: 'not a UAE mobile number' },
        { line: 8, reason: 'not a UAE mobile number' },
      ],
    });
    const again = await call('POST', '/api/console/dnc/import', admin.cookie, { csv: '0501110006\nabc' });
    expect(again.json()).toMatchObject({ data: { imported: 0, alreadyListed: 1, invalidCount: 1 } });
    const stored = await ctx.db.execute<{ n: string }>(sql`select count(*) as n from dnc_numbers`);
    expect(Number(stored.rows[0]!.n)).toBe(5);
    expect(await auditCount('dnc.import')).toBe(2);
    // Only an admin imports; an admin or team lead checks.
    expect(
      (await call('POST', '/api/console/dnc/import', agentA.cookie, { csv: '0501110006' })).statusCode,
    ).toBe(403);
    const check = await call('GET', '/api/console/dnc?number=%2B971501110006', admin.cookie);
    expect(check.json()).toMatchObject({ data: { number: '+971501110006', listed: true } });
    const no = await call('GET', '/api/console/dnc?number=0501110001', admin.cookie);
    expect(no.json()).toMatchObject({ data: { listed: false, importedAt: null } });
    expect((await call('GET', '/api/console/dnc?number=12', admin.cookie)).statusCode).toBe(422);

    for (const [key, reason] of [
      ['withdrawn', 'CONSENT_WITHDRAWN'],
      ['suppressed', 'SUPPRESSED'],
      ['dnc', 'DNC'],
    ] as const) {
      const c = await contact(agentA, key);
      expect(c.call, key).toMatchObject({ allowed: false, reason, nextAllowedAt: null });
      expect(c.message, key).toMatchObject({ allowed: false, reason });
      const r = await attempt(agentA, key, { channel: 'message', outcome: 'message_sent' });
      expect(r.statusCode, key).toBe(409);
      expect(r.json(), key).toMatchObject({ code: 'CONTACT_NOT_ALLOWED', reason });
    }
    expect(await auditCount('lead.contact.refused')).toBe(4);
    const rows = await ctx.db.execute(sql`select 1 from contact_attempts`);
    expect(rows.rows).toHaveLength(0);
  });

  it('two agents recording at once: one call is recorded, the other refused (unanswered today)', async () => {
    await ctx.db.execute(sql`
      update console_lead_work set assignee_id = null where lead_id = ${ids.race}`);
    // agent B could not see it before (404, not 403); an admin works it beside agent A
    expect((await attempt(agentB, 'race', { channel: 'call', outcome: 'no_answer' })).statusCode).toBe(404);
    await ctx.db.execute(
      sql`update console_lead_work set assignee_id = ${agentA.id} where lead_id = ${ids.race}`,
    );
    const [a, b] = await Promise.all([
      attempt(agentA, 'race', { channel: 'call', outcome: 'no_answer' }),
      attempt(admin, 'race', { channel: 'call', outcome: 'no_answer' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const lost = a.statusCode === 409 ? a : b;
    expect(lost.json()).toMatchObject({
      reason: 'UNANSWERED_TODAY',
      nextAllowedAt: uae('2026-12-01', '09:00').toISOString(),
    });
    expect(await workOf('race')).toMatchObject({ status: 'no_answer' });
    // The next UAE day it may be tried again.
    await setNow(uae('2026-12-01', '09:30'));
    const next = await attempt(agentA, 'race', {
      channel: 'call',
      outcome: 'callback_booked',
      callbackAt: uae('2026-12-01', '15:00').toISOString(),
      note: 'Asked for <b>3 pm</b>',
    });
    expect(next.statusCode, next.body).toBe(201);
    const work = await workOf('race');
    expect(work?.status).toBe('callback_booked');
    expect(new Date(work!.callback_at!).toISOString()).toBe(uae('2026-12-01', '15:00').toISOString());
    const view = await contact(agentA, 'race');
    expect(view.attempts.map((x) => x.outcome)).toEqual(['callback_booked', 'no_answer']);
    // The note is stored as plain text (the console shows it as text).
    expect(view.attempts[0]).toMatchObject({ note: 'Asked for <b>3 pm</b>', staffName: 'agent.a' });
    await setNow(uae('2026-11-30', '10:00'));
  });

  it('a refusal is never called again; statuses follow the outcome; attempts are append-only and audited', async () => {
    const ok = await attempt(agentA, 'refuse', { channel: 'call', outcome: 'answered' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await workOf('refuse')).toMatchObject({ status: 'contacted' });
    const bad = await attempt(agentA, 'refuse', { channel: 'message', outcome: 'answered' });
    expect(bad.json()).toMatchObject({ code: 'INVALID_ATTEMPT' });
    const noTime = await attempt(agentA, 'refuse', { channel: 'call', outcome: 'callback_booked' });
    expect(noTime.json()).toMatchObject({ code: 'INVALID_CALLBACK' });
    const refusal = await attempt(agentA, 'refuse', { channel: 'call', outcome: 'refused' });
    expect(refusal.statusCode).toBe(201);
    expect(await workOf('refuse')).toMatchObject({ status: 'do_not_contact' });
    await setNow(uae('2027-03-01', '11:00'));
    const later = await contact(agentA, 'refuse');
    expect(later.call).toMatchObject({ allowed: false, reason: 'REFUSED', nextAllowedAt: null });
    expect(later.message).toMatchObject({ allowed: false, reason: 'REFUSED' });
    await setNow(uae('2026-11-30', '10:00'));
    expect(await auditCount('lead.contact.attempt')).toBe(4);
    await expect(ctx.db.$client.query("update contact_attempts set outcome = 'answered'")).rejects.toThrow(
      /append-only/,
    );
    await expect(ctx.db.$client.query('delete from contact_attempts')).rejects.toThrow(/append-only/);
    await expect(ctx.db.$client.query('truncate contact_attempts')).rejects.toThrow(/append-only/);
  });

  it("'who has my number' lists each attempt for the number, by the team, never the staff member", async () => {
    const view = await myDataService(myDataRepo(ctx.db), null).view('501110007', 'hi');
    expect(view.contactAttempts).toEqual([
      { leadId: expect.any(String), at: expect.any(String), channel: 'call', outcome: 'refused' },
      { leadId: expect.any(String), at: expect.any(String), channel: 'call', outcome: 'answered' },
    ]);
    expect(JSON.stringify(view)).not.toContain('agent.a');
    const other = await myDataService(myDataRepo(ctx.db), null).view('501110001', 'en');
    expect(other.contactAttempts).toEqual([]);
  });

  it('an agent cannot read or record on a lead not theirs (404); a signed-out call is 401', async () => {
    expect((await call('GET', `/api/console/leads/${ids.open}/contact`, agentB.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/console/leads/99999/contact`, admin.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/console/leads/${ids.open}/contact`, 'forged')).statusCode).toBe(401);
  });
});
