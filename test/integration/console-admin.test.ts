import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newPublicId } from '../../src/server/lib/public-id';
import { CONSOLE_ORIGIN, consoleTestApp, staffSession, staffWithSession } from './console-helpers';

/**
 * The console's admin part (decision 0116): staff management (last-admin rules, disabling ends sessions), the audit
 * view with filters, paging and CSV, the funnel from a seeded week counted by hand, the cache purge, and lead exports
 * that hold only consented leads. Staff and their sessions are written straight to the tables (the sign-in itself
 * is test/integration/console.test.ts's); the route walk there checks every route's role.
 */
const t = consoleTestApp('2026-11-25T06:00:00Z');
const tick = t.tick;

function call(method: 'GET' | 'POST', url: string, cookie: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    remoteAddress: '10.116.0.1',
    headers: { origin: CONSOLE_ORIGIN, cookie: `sc_console=${cookie}` },
    ...(payload ? { payload } : {}),
  });
}
/** A staff member with a confirmed authenticator, and a signed-in session (its cookie). */
const staff = (role: 'admin' | 'team_lead' | 'agent', products: number[] = []) =>
  staffWithSession(t, role, products);
const session = (staffId: number) => staffSession(t, staffId);
const audit = async (action: string) =>
  (
    await t.ctx.db.execute<{ staff_id: number; target: string | null; details: Record<string, unknown> }>(
      sql`select staff_id, target, details from console_audit_log where action = ${action} order by id`,
    )
  ).rows;

let admin: { id: number; cookie: string };

describe('staff management', () => {
  it('lists staff and invitations; disabling ends every session at once; enabling does not bring them back', async () => {
    admin = await staff('admin');
    const agent = await staff('agent', [1]);
    const second = await session(agent.id);
    const inv = await call('POST', '/api/console/staff/invitations', admin.cookie, {
      email: 'new.agent@sahel.example',
      displayName: 'New agent',
      role: 'agent',
      products: [2],
    });
    expect(inv.statusCode, inv.body).toBe(200);
    const list = await call('GET', '/api/console/staff', admin.cookie);
    expect(list.statusCode, list.body).toBe(200);
    const data = list.json().data;
    expect(data.staff.find((s: { id: number }) => s.id === agent.id)).toMatchObject({
      role: 'agent',
      products: [1],
      disabled: false,
      pending: false,
    });
    expect(data.staff.find((s: { id: number }) => s.id === agent.id).lastSignInAt).toBe(t.now.toISOString());
    expect(data.invitations).toEqual([
      expect.objectContaining({ email: 'new.agent@sahel.example', role: 'agent' }),
    ]);

    const off = await call('POST', `/api/console/staff/${agent.id}/disable`, admin.cookie);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toEqual({ id: agent.id, role: 'agent', disabled: true, sessionsEnded: 2 });
    for (const c of [agent.cookie, second])
      expect((await call('GET', '/api/console/me', c)).statusCode).toBe(401);
    const on = await call('POST', `/api/console/staff/${agent.id}/enable`, admin.cookie);
    expect(on.json().data).toMatchObject({ disabled: false });
    expect((await call('GET', '/api/console/me', agent.cookie)).statusCode).toBe(401);
    expect((await audit('staff.disabled')).at(-1)).toMatchObject({
      staff_id: admin.id,
      target: `staff:${agent.id}`,
      details: { sessionsEnded: 2 },
    });
    expect(await audit('staff.enabled')).toHaveLength(1);
  });

  it('refuses to disable oneself and to demote the last admin; a new role ends the sessions so it applies', async () => {
    const self = await call('POST', `/api/console/staff/${admin.id}/disable`, admin.cookie);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'CONSOLE_SELF' });
    const last = await call('POST', `/api/console/staff/${admin.id}/role`, admin.cookie, { role: 'agent' });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'CONSOLE_LAST_ADMIN' });

    const other = await staff('admin');
    const demoted = await call('POST', `/api/console/staff/${other.id}/role`, admin.cookie, {
      role: 'team_lead',
      products: [2, 1, 2],
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect(demoted.json().data).toMatchObject({ role: 'team_lead', sessionsEnded: 1 });
    expect((await call('GET', '/api/console/me', other.cookie)).statusCode).toBe(401);
    const again = await session(other.id);
    expect((await call('GET', '/api/console/me', again)).json().data).toMatchObject({
      role: 'team_lead',
      products: [1, 2],
    });
    // Now a team lead: staff management is not theirs.
    expect((await call('GET', '/api/console/staff', again)).statusCode).toBe(403);
    const missing = await call('POST', '/api/console/staff/99999/disable', admin.cookie);
    expect(missing.json()).toMatchObject({ code: 'CONSOLE_STAFF_NOT_FOUND' });
    expect((await audit('staff.role-changed')).at(-1)?.details).toMatchObject({
      was: 'admin',
      role: 'team_lead',
      products: [1, 2],
    });
  });
});

describe('the audit view', () => {
  it('filters by action, staff, target and period, pages back, and exports CSV (audited)', async () => {
    const page = (q: string) => call('GET', `/api/console/audit?${q}`, admin.cookie);
    const staffOnly = (await page('action=staff.')).json();
    expect(staffOnly.data.length).toBeGreaterThanOrEqual(3);
    expect(staffOnly.data.every((r: { action: string }) => r.action.startsWith('staff.'))).toBe(true);
    const first = (await page('action=staff.&limit=2')).json();
    expect(first.data).toHaveLength(2);
    expect(first.next).toBe(first.data[1].id);
    const older = (await page(`action=staff.&limit=2&before=${first.next}`)).json();
    expect(older.data[0].id).toBeLessThan(first.next);
    const byStaff = (await page(`staffId=${admin.id}&action=staff.disabled`)).json();
    expect(byStaff.data).toHaveLength(1);
    expect(byStaff.data[0].target).toMatch(/^staff:\d+$/);
    const target = (await page(`target=${encodeURIComponent(byStaff.data[0].target)}`)).json();
    expect(target.data.map((r: { action: string }) => r.action)).toEqual(
      expect.arrayContaining(['staff.disabled', 'staff.enabled']),
    );
    expect((await page('from=2026-11-24&to=2026-11-24')).json().data).toEqual([]);
    expect((await page('from=2026-11-25&to=2026-11-25&action=staff.')).json().data.length).toBe(
      staffOnly.data.length,
    );
    const bad = await page('from=2026-11-26&to=2026-11-25');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'CONSOLE_BAD_FILTER' });

    const csv = await call('GET', '/api/console/audit/export?action=staff.', admin.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="sahel-audit-[\dT-]+\.csv"$/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,staff_id,action,target,from,details');
    expect(lines).toHaveLength(staffOnly.data.length + 1);
    expect(csv.body).not.toContain('@sahel.example');
    expect((await audit('audit.exported')).at(-1)?.details).toMatchObject({
      rows: staffOnly.data.length,
      action: 'staff.',
    });
  });
});

/** A device and a visit of product P, source 2. */
async function visit(p: number): Promise<number> {
  const r = await t.ctx.db.execute<{ id: number }>(sql`
    with d as (insert into devices (device_uuid, source_id, country_product_id)
      values (${randomBytes(16).toString('hex')}, 2, ${p}) returning id)
    insert into visits (device_id, country_product_id, source_id) select id, ${p}, 2 from d returning id`);
  return r.rows[0]!.id;
}
async function events(visitId: number, at: string, names: string[], path = '/health-insurance/') {
  for (const name of names)
    await t.ctx.db.execute(sql`
      insert into analytics_events (visit_id, name, at, product_id, page_path, language)
      values (${visitId}, ${name}, ${at}::timestamptz, 3, ${path}, ${path.startsWith('/ar-ae/') ? 'ar' : 'en'})`);
}
async function enquiry(
  visitId: number,
  at: string,
  s: { verified?: boolean; quoted?: boolean; lead?: boolean; policy?: boolean },
) {
  const r = await t.ctx.db.execute<{ id: number; device_id: number }>(sql`
    insert into enquiries (public_id, device_id, visit_id, country_product_id, source_id, language, status,
      mobile_number, mobile_verified_at, created_at)
    select ${newPublicId()}, v.device_id, v.id, 3, 2, 'en', 'submitted', '501234567',
      ${s.verified ? sql`${at}::timestamptz` : sql`null`}, ${at}::timestamptz
    from visits v where v.id = ${visitId} returning id, device_id`);
  const e = r.rows[0]!;
  if (s.quoted)
    await t.ctx.db.execute(sql`
      insert into quote_runs (enquiry_id, product_id, answers_hash, status, insurer_count, priced_count, priced_at,
        valid_until)
      values (${e.id}, 3, ${'a'.repeat(64)}, 'done', 1, 1, ${at}::timestamptz, ${at}::timestamptz + interval '7 days')`);
  if (s.lead)
    await t.ctx.db.execute(sql`
      insert into leads (public_id, device_id, enquiry_id, country_product_id, source, consent_at, consent_version,
        created_at)
      values (${newPublicId()}, ${e.device_id}, ${e.id}, 3, 'quote_click', ${at}::timestamptz, 'v1', ${at}::timestamptz)`);
  if (s.policy)
    await t.ctx.db.execute(sql`
      insert into policies (public_id, mobile_number, country_product_id, status, enquiry_id)
      values (${newPublicId()}, '501234567', 3, 'pending', ${e.id})`);
}

describe('the funnel', () => {
  it('counts a seeded week as by hand, per day and language, with the leads’ outcomes', async () => {
    const d = (day: string) => `2026-11-${day}T10:00:00+04:00`;
    // 16th: A looks; B starts, submits, proves the code, sees quotes and leaves a lead.
    await events(await visit(3), d('16'), ['pageView']);
    const b = await visit(3);
    await events(b, d('16'), ['pageView', 'journeyTracking', 'formSubmitSuccess']);
    await enquiry(b, d('16'), { verified: true, quoted: true, lead: true });
    // 18th: C looks in Arabic; D starts; E's events were blocked, its enquiry is proved.
    await events(await visit(3), d('18'), ['pageView'], '/ar-ae/health-insurance/');
    await events(await visit(3), d('18'), ['pageView', 'journeyTracking']);
    await enquiry(await visit(3), d('18'), { verified: true });
    // 20th: F buys; 22nd: G's lead event; 23rd (after the week): H.
    const f = await visit(3);
    await events(f, d('20'), ['pageView', 'journeyTracking', 'formSubmitSuccess']);
    await enquiry(f, d('20'), { verified: true, quoted: true, policy: true });
    await events(await visit(3), d('22'), ['pageView', 'leadSubmitted']);
    await events(await visit(3), d('23'), ['pageView']);

    const lead = await staff('team_lead', [3]);
    const res = await call(
      'GET',
      '/api/console/funnel?from=2026-11-16&to=2026-11-22&productId=3',
      lead.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    // By hand: visits A–G; starts B, D, E, F; submits B, E, F; proved B, E, F; quotes B, F; lead or buy B, F, G.
    expect(data.totals).toEqual({
      visits: 7,
      journeyStarts: 4,
      submits: 3,
      otpVerified: 3,
      quotesSeen: 2,
      leadsOrBuys: 3,
    });
    const perDay = (day: string) =>
      data.rows
        .filter((r: { day: string }) => r.day === day)
        .reduce((n: number, r: { visits: number }) => n + r.visits, 0);
    expect(['16', '17', '18', '19', '20', '21', '22'].map((x) => perDay(`2026-11-${x}`))).toEqual([
      2, 0, 3, 0, 1, 0, 1,
    ]);
    expect(data.rows.find((r: { language: string }) => r.language === 'ar')).toMatchObject({
      day: '2026-11-18',
      visits: 1,
      journeyStarts: 0,
    });
    expect(data.outcomes).toEqual({ new: 1 });

    const agent = await staff('agent', [3]);
    expect(
      (await call('GET', '/api/console/funnel?from=2026-11-16&to=2026-11-22', agent.cookie)).statusCode,
    ).toBe(403);
    for (const [q, code] of [
      ['from=2026-03-02&to=2026-03-01', 'FUNNEL_RANGE'],
      ['from=2024-01-01&to=2026-01-01', 'FUNNEL_RANGE'],
      ['from=2026-02-30&to=2026-03-01', 'VALIDATION_FAILED'],
    ] as const) {
      const r = await call('GET', `/api/console/funnel?${q}`, admin.cookie);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code });
    }
    const gone = await t.app.inject({
      method: 'GET',
      url: '/api/admin/funnel?from=2026-11-16&to=2026-11-22',
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('the page cache', () => {
  it('is purged by an admin, audited', async () => {
    const r = await call('POST', '/api/console/page-cache/purge', admin.cookie, { tags: ['chrome'] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ data: { updated: true, tags: ['chrome'] } });
    expect((await audit('page-cache.purged')).at(-1)?.details).toEqual({ tags: ['chrome'] });
  });
});

describe('lead exports', () => {
  async function leadRow(p: number, o: { version?: string | null; withdrawn?: boolean; name?: string } = {}) {
    const publicId = newPublicId();
    await t.ctx.db.execute(sql`
      with d as (insert into devices (device_uuid, source_id, country_product_id)
        values (${randomBytes(16).toString('hex')}, 2, ${p}) returning id)
      insert into leads (public_id, device_id, country_product_id, source, mobile_number, name, email, consent_at,
        consent_version, consent_withdrawn_at, consent_withdrawn_reason, created_at)
      select ${publicId}, id, ${p}, 'customer_callback', '501112233', ${o.name ?? 'Aisha Khan'}, 'aisha@mail.example',
        ${t.now}, ${o.version === undefined ? 'v1' : o.version}, ${o.withdrawn ? t.now : null},
        ${o.withdrawn ? 'visitor' : null}, ${t.now} from d`);
    return publicId;
  }
  async function finished(id: number, cookie: string) {
    await expect
      .poll(async () => (await call('GET', `/api/console/exports/${id}`, cookie)).json().data.status, {
        interval: 20,
        timeout: 10_000,
      })
      .toBe('done');
  }

  it('holds only the leads whose consent allows it, personal columns only with a reason, downloaded once', async () => {
    const ok = await leadRow(1);
    const withdrawn = await leadRow(1, { withdrawn: true });
    const unrecorded = await leadRow(1, { version: null });
    const formula = await leadRow(1, { name: '=HYPERLINK("http://evil.example")' });
    const otherProduct = await leadRow(2);
    const lead = await staff('team_lead', [1]);

    const notTheirs = await call('POST', '/api/console/exports', lead.cookie, { filters: { products: [2] } });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toMatchObject({ code: 'CONSOLE_PRODUCT_FORBIDDEN' });
    const noReason = await call('POST', '/api/console/exports', lead.cookie, { personal: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'CONSOLE_REASON_REQUIRED' });

    const asked = await call('POST', '/api/console/exports', lead.cookie, {
      filters: { from: '2026-11-25' },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const id = asked.json().data.id as number;
    await finished(id, lead.cookie);
    expect((await call('GET', `/api/console/exports/${id}`, lead.cookie)).json().data).toMatchObject({
      rows: 2,
      total: 2,
      personal: false,
    });
    // Only the person who asked sees or downloads it.
    expect((await call('GET', `/api/console/exports/${id}/download`, admin.cookie)).statusCode).toBe(404);
    const file = await call('GET', `/api/console/exports/${id}/download`, lead.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="sahel-leads-\d+-/);
    const lines = file.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'lead,created_at,product_id,source,language,channel,call_from,call_to,consent_version,consent_at,status',
    );
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual([ok, formula].sort());
    for (const absent of [withdrawn, unrecorded, otherProduct, 'Aisha', '501112233'])
      expect(file.body).not.toContain(absent);
    const twice = await call('GET', `/api/console/exports/${id}/download`, lead.cookie);
    expect(twice.statusCode).toBe(410);
    expect(twice.json()).toMatchObject({ code: 'CONSOLE_EXPORT_GONE' });

    const reason = 'Insurer audit of November callbacks';
    const personal = await call('POST', '/api/console/exports', admin.cookie, {
      personal: true,
      reason,
      filters: { from: '2026-11-25', to: '2026-11-25' },
    });
    const pid = personal.json().data.id as number;
    await finished(pid, admin.cookie);
    const pfile = await call('GET', `/api/console/exports/${pid}/download`, admin.cookie);
    expect(pfile.body.split('\r\n')[0]).toMatch(/,status,name,email,mobile$/);
    expect(pfile.body).toContain(`${otherProduct},`);
    expect(pfile.body).toContain('Aisha Khan,aisha@mail.example,0501112233');
    expect(pfile.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(pfile.body).not.toContain(withdrawn);
    expect((await audit('export.created')).at(-1)?.details).toMatchObject({ personal: true, reason });
    expect(await audit('export.downloaded')).toHaveLength(2);

    // An hour after it is ready, the file is gone.
    const late = await call('POST', '/api/console/exports', admin.cookie, {});
    const lid = late.json().data.id as number;
    await finished(lid, admin.cookie);
    tick(3_600_000 + 1000);
    expect((await call('GET', `/api/console/exports/${lid}/download`, admin.cookie)).statusCode).toBe(410);
    const kept = await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from console_exports where csv is not null`,
    );
    expect(kept.rows[0]?.n).toBe(0);
  });
});
