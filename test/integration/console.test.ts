import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { createAdminInvitation } from '../../src/server/modules/console/admin-invitation';
import { totpCode } from '../../src/server/modules/console/totp';
import { LOCKOUT, waitMs } from '../../src/server/modules/console/lockout';
import { CONSOLE_ORIGIN, consoleTestApp, cookieOf } from './console-helpers';
import { createDevice } from './journey-fixtures';

/**
 * The console's foundation (decision 0110): invitations, sign-in with password and TOTP, lock-out with back-off,
 * sessions (8-hour idle expiry on an injected clock), sign-out everywhere, roles on routes, the audit log.
 */
const routes: RouteOptions[] = [];
const t = consoleTestApp(
  '2026-11-29T06:00:00Z',
  (a) => void a.addHook('onRoute', (r) => void routes.push(r)),
);
const tick = t.tick;

let ipSeq = 0;
type Opts = { cookie?: string; ip?: string; origin?: string | null; headers?: Record<string, string> };
function call(method: 'GET' | 'POST', url: string, payload?: object, o: Opts = {}) {
  return t.app.inject({
    method,
    url,
    remoteAddress: o.ip ?? `10.110.0.${++ipSeq % 250}`,
    headers: {
      ...(o.origin === null ? {} : { origin: o.origin ?? CONSOLE_ORIGIN }),
      ...(o.cookie ? { cookie: `sc_console=${o.cookie}` } : {}),
      ...o.headers,
    },
    ...(payload ? { payload } : {}),
  });
}
const tokenOf = (link: string) => new URL(link).hash.replace('#invite=', '');
const PASSWORD = 'correct horse battery';

/** An invitation link (from the command line for an admin, else by the given admin), accepted and confirmed. */
async function enrol(email: string, role: 'admin' | 'agent', adminCookie?: string) {
  let link: string;
  if (role === 'admin')
    link = await createAdminInvitation(
      t.ctx.db,
      t.config,
      () => {},
      ['--email', email],
      () => t.now,
    );
  else {
    const res = await call(
      'POST',
      '/api/console/staff/invitations',
      { email, displayName: 'Agent Aisha', role, products: [1, 2] },
      { cookie: adminCookie! },
    );
    expect(res.statusCode, res.body).toBe(200);
    link = res.json<{ data: { link: string } }>().data.link;
  }
  const token = tokenOf(link);
  const accepted = await call('POST', '/api/console/invitations/accept', { token, password: PASSWORD });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const { secret } = accepted.json<{ data: { secret: string } }>().data;
  const confirmed = await call('POST', '/api/console/invitations/confirm', {
    token,
    code: await totpCode(secret, t.now),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  tick(31_000); // the next code is a newer step
  return { token, secret, cookie: cookieOf(confirmed), confirmed };
}

async function signIn(email: string, secret: string, ip?: string) {
  const first = await call('POST', '/api/console/sign-in', { email, password: PASSWORD }, { ip });
  expect(first.statusCode, first.body).toBe(200);
  const { ticket } = first.json<{ data: { ticket: string } }>().data;
  const second = await call(
    'POST',
    '/api/console/sign-in/code',
    { ticket, code: await totpCode(secret, t.now) },
    { ip },
  );
  expect(second.statusCode, second.body).toBe(200);
  tick(31_000);
  return cookieOf(second);
}

const audit = async (action: string) =>
  (
    await t.ctx.db.execute<{
      staff_id: number | null;
      details: Record<string, unknown>;
      from_hash: string | null;
    }>(sql`select staff_id, details, from_hash from console_audit_log where action = ${action} order by id`)
  ).rows;

let admin: Awaited<ReturnType<typeof enrol>>;
let agent: Awaited<ReturnType<typeof enrol>>;

describe('invitations and console:admin', () => {
  it('console:admin prints an invitation link, never a password, and the link works once', async () => {
    const lines: string[] = [];
    const link = await createAdminInvitation(
      t.ctx.db,
      t.config,
      (m) => lines.push(m),
      ['--email', 'Owner@Sahel.example'],
      () => t.now,
    );
    expect(link).toMatch(/^http:\/\/localhost:3000\/console\/#invite=[\w-]{40,}$/);
    expect(lines.join('\n')).toContain(link);
    expect(lines.join('\n')).not.toMatch(/password/i);
    expect((await audit('invitation.created')).at(-1)).toMatchObject({
      staff_id: null,
      details: { role: 'admin', via: 'command-line' },
    });
    const token = tokenOf(link);
    const accepted = await call('POST', '/api/console/invitations/accept', { token, password: PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const data = accepted.json<{ data: { secret: string; otpauthUri: string; email: string } }>().data;
    expect(data.email).toBe('owner@sahel.example');
    expect(data.otpauthUri).toMatch(/^otpauth:\/\/totp\/Sahel%20Compare:owner%40sahel\.example\?secret=/);
    // a second accept of the same link (a leaked link) is refused
    const again = await call('POST', '/api/console/invitations/accept', {
      token,
      password: 'another password!',
    });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'CONSOLE_INVITATION_INVALID' });
    const wrong = await call('POST', '/api/console/invitations/confirm', { token, code: '000000' });
    expect(wrong.json()).toMatchObject({ code: 'CONSOLE_TOTP_INVALID' });
    const ok = await call('POST', '/api/console/invitations/confirm', {
      token,
      code: await totpCode(data.secret, t.now),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const setCookie = String(ok.headers['set-cookie']);
    expect(setCookie).toMatch(/^sc_console=[\w-]{40,}; Path=\/; SameSite=Strict; HttpOnly$/);
    const reuse = await call('POST', '/api/console/invitations/confirm', {
      token,
      code: await totpCode(data.secret, t.now),
    });
    expect(reuse.statusCode).toBe(410);
    tick(31_000);
    admin = { token, secret: data.secret, cookie: cookieOf(ok), confirmed: ok };
    const me = await call('GET', '/api/console/me', undefined, { cookie: admin.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.json()).toMatchObject({ data: { email: 'owner@sahel.example', role: 'admin', products: [] } });
  });

  it('an admin invites an agent (the link goes through the e-mail outbox); a link expires after 72 hours', async () => {
    agent = await enrol('agent@sahel.example', 'agent', admin.cookie);
    const mails = await t.ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from email_outbox where template = 'consoleInvitation'`,
    );
    expect(mails.rows[0]?.n).toBe(1);
    const me = await call('GET', '/api/console/me', undefined, { cookie: agent.cookie });
    expect(me.json()).toMatchObject({ data: { role: 'agent', products: [1, 2] } });
    const late = await createAdminInvitation(
      t.ctx.db,
      t.config,
      () => {},
      ['--email', 'late@sahel.example'],
      () => t.now,
    );
    tick(72 * 3600_000 + 60_000);
    const res = await call('POST', '/api/console/invitations/accept', {
      token: tokenOf(late),
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(410);
  });
});

describe('sign-in', () => {
  it('signs in with password and code; a wrong password, an unknown e-mail and a wrong or replayed code are refused', async () => {
    const cookie = await signIn('owner@sahel.example', admin.secret);
    expect((await call('GET', '/api/console/me', undefined, { cookie })).statusCode).toBe(200);
    const wrong = await call('POST', '/api/console/sign-in', {
      email: 'owner@sahel.example',
      password: 'not the password',
    });
    const unknown = await call('POST', '/api/console/sign-in', {
      email: 'nobody@sahel.example',
      password: PASSWORD,
    });
    for (const r of [wrong, unknown]) {
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ code: 'CONSOLE_SIGN_IN_FAILED' });
    }
    const first = await call('POST', '/api/console/sign-in', {
      email: 'owner@sahel.example',
      password: PASSWORD,
    });
    const { ticket } = first.json<{ data: { ticket: string } }>().data;
    const bad = await call('POST', '/api/console/sign-in/code', { ticket, code: '123456' });
    expect(bad.json()).toMatchObject({ code: 'CONSOLE_TOTP_INVALID' });
    const code = await totpCode(admin.secret, t.now);
    expect((await call('POST', '/api/console/sign-in/code', { ticket, code })).statusCode).toBe(200);
    const replay = await call('POST', '/api/console/sign-in/code', { ticket, code });
    expect(replay.json()).toMatchObject({ code: 'CONSOLE_TOTP_INVALID' });
    const forged = await call('POST', '/api/console/sign-in/code', {
      ticket: `1.${t.now.getTime() + 60_000}.x`,
      code,
    });
    expect(forged.statusCode).toBe(401);
    expect((await audit('sign-in.failed')).length).toBeGreaterThanOrEqual(3);
    tick(31_000);
  });

  it('locks an account out after 5 failures with back-off, and lets the person in once it has passed', async () => {
    const email = 'agent@sahel.example';
    const fail = (ip?: string) =>
      call('POST', '/api/console/sign-in', { email, password: 'wrong password' }, { ip });
    for (let i = 0; i < LOCKOUT.freeAccount - 1; i++) expect((await fail()).statusCode).toBe(401);
    expect((await fail()).statusCode).toBe(401); // the 5th: the account now waits 30 s
    const locked = await call('POST', '/api/console/sign-in', { email, password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'CONSOLE_LOCKED' });
    expect(Number(locked.headers['retry-after'])).toBe(30);
    // attempts while waiting do not lengthen the wait
    expect((await fail()).statusCode).toBe(429);
    tick(31_000);
    expect((await fail()).statusCode).toBe(401); // the 6th: 60 s
    const locked2 = await call('POST', '/api/console/sign-in', { email, password: PASSWORD });
    expect(Number(locked2.headers['retry-after'])).toBe(60);
    tick(61_000);
    agent.cookie = await signIn(email, agent.secret);
    // success cleared the account's failures: one wrong password does not lock it
    expect((await fail()).statusCode).toBe(401);
    expect(waitMs(LOCKOUT.freeAccount + 30, LOCKOUT.freeAccount)).toBe(15 * 60_000);
    expect((await audit('sign-in.locked')).length).toBeGreaterThanOrEqual(2);
  });

  it('locks an address out after 20 failures across accounts, not another address', async () => {
    const ip = '10.110.9.9';
    for (let i = 0; i < LOCKOUT.freeAddress; i++) {
      const r = await call(
        'POST',
        '/api/console/sign-in',
        { email: `guess${i}@sahel.example`, password: 'x' },
        { ip },
      );
      expect(r.statusCode).toBe(401);
    }
    const fromThere = await call(
      'POST',
      '/api/console/sign-in',
      { email: 'owner@sahel.example', password: PASSWORD },
      { ip },
    );
    expect(fromThere.statusCode).toBe(429);
    await signIn('owner@sahel.example', admin.secret, '10.110.9.10');
    tick(LOCKOUT.capMs);
  });
});

describe('sessions', () => {
  it('ends a session idle for 8 hours, keeps one in use, and signs out everywhere', async () => {
    const idle = await signIn('owner@sahel.example', admin.secret);
    const used = await signIn('owner@sahel.example', admin.secret);
    tick(7 * 3600_000);
    expect((await call('GET', '/api/console/me', undefined, { cookie: used })).statusCode).toBe(200);
    tick(3600_000 + 1000);
    const expired = await call('GET', '/api/console/me', undefined, { cookie: idle });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'CONSOLE_SIGNED_OUT' });
    expect((await call('GET', '/api/console/me', undefined, { cookie: used })).statusCode).toBe(200);

    const other = await signIn('owner@sahel.example', admin.secret);
    const out = await call('POST', '/api/console/sign-out-everywhere', {}, { cookie: used });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    for (const c of [used, other])
      expect((await call('GET', '/api/console/me', undefined, { cookie: c })).statusCode).toBe(401);
    admin.cookie = await signIn('owner@sahel.example', admin.secret);
    const one = await signIn('owner@sahel.example', admin.secret);
    expect((await call('POST', '/api/console/sign-out', {}, { cookie: one })).statusCode).toBe(200);
    expect((await call('GET', '/api/console/me', undefined, { cookie: one })).statusCode).toBe(401);
    expect((await call('GET', '/api/console/me', undefined, { cookie: admin.cookie })).statusCode).toBe(200);
  });
});

describe('roles on routes', () => {
  it('every console route refuses a signed-out request, a forged cookie and a visitor token; admin routes refuse an agent', async () => {
    const guarded = routes.filter(
      (r) => r.url.startsWith('/api/console/') && r.config?.role !== 'signed-out',
    );
    expect(guarded.length).toBeGreaterThanOrEqual(5);
    agent.cookie = await signIn('agent@sahel.example', agent.secret); // the last one idled out above
    const visitor = await createDevice(t.app, 2);
    for (const r of guarded) {
      const method = ([r.method].flat()[0] === 'HEAD' ? 'GET' : [r.method].flat()[0]) as 'GET' | 'POST';
      const body = method === 'GET' ? undefined : {};
      const none = await call(method, r.url, body);
      expect(none.statusCode, `${method} ${r.url}`).toBe(401);
      expect(none.body, `${method} ${r.url}`).toContain('CONSOLE_SIGNED_OUT');
      expect(
        (await call(method, r.url, body, { cookie: 'forged-session-token-value-0123456789' })).statusCode,
      ).toBe(401);
      expect(
        (await call(method, r.url, body, { headers: { authorization: visitor.token } })).statusCode,
      ).toBe(401);
      const role = r.config?.role;
      if (Array.isArray(role) && !role.includes('agent')) {
        const refused = await call(method, r.url, body, { cookie: agent.cookie });
        expect(refused.statusCode, `${method} ${r.url}`).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'CONSOLE_FORBIDDEN' });
      }
    }
    expect((await audit('access.refused')).length).toBeGreaterThanOrEqual(2);
    const ok = await call('GET', '/api/console/audit?limit=5', undefined, { cookie: admin.cookie });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ data: unknown[] }>().data).toHaveLength(5);
  });

  it('refuses a change from another origin, or without one', async () => {
    for (const origin of ['https://evil.example', null]) {
      const r = await call('POST', '/api/console/sign-out', {}, { cookie: admin.cookie, origin });
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ code: 'CONSOLE_BAD_ORIGIN' });
    }
    expect((await call('GET', '/api/console/me', undefined, { cookie: admin.cookie })).statusCode).toBe(200);
  });
});

describe('audit log', () => {
  it('holds the actions without personal data, and refuses UPDATE, DELETE and TRUNCATE', async () => {
    const rows = await t.ctx.db.execute<{ action: string; details: unknown; from_hash: string | null }>(
      sql`select action, details, from_hash from console_audit_log`,
    );
    const actions = new Set(rows.rows.map((r) => r.action));
    for (const a of [
      'invitation.created',
      'invitation.accepted',
      'sign-in',
      'sign-in.failed',
      'sign-out',
      'sign-out.everywhere',
      'audit.read',
    ])
      expect(actions, a).toContain(a);
    const text = JSON.stringify(rows.rows);
    expect(text).not.toContain('@sahel.example');
    expect(text).not.toContain('10.110.');
    expect(rows.rows.find((r) => r.action === 'sign-in')?.from_hash).toMatch(/^[0-9a-f]{16}$/);
    await expect(t.ctx.db.$client.query("update console_audit_log set action = 'x'")).rejects.toThrow(
      /append-only/,
    );
    await expect(t.ctx.db.$client.query('delete from console_audit_log')).rejects.toThrow(/append-only/);
    await expect(t.ctx.db.$client.query('truncate console_audit_log')).rejects.toThrow(/append-only/);
  });
});

/** The console page's data block (the app starts from it). */
const boot = (html: string) =>
  JSON.parse(/<script type="application\/json" id="console-data">([^<]*)<\/script>/.exec(html)![1]!) as {
    lang: string;
    me: { role: string } | null;
    strings: Record<string, unknown>;
  };

describe('the console pages', () => {
  it('answers /console/ and /ar-ae/console/ uncached, unindexed, with their own CSP; signed in, the home', async () => {
    for (const [url, dir] of [
      ['/console/', 'ltr'],
      ['/ar-ae/console/', 'rtl'],
    ] as const) {
      const r = await call('GET', url);
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.headers['x-robots-tag']).toBe('noindex, nofollow');
      // the console's own entry from this origin (decision 0114): no inline script, no hash
      expect(r.headers['content-security-policy']).toMatch(
        /^default-src 'none'; script-src 'self'; style-src 'self'/,
      );
      expect(r.body).toContain(`dir="${dir}"`);
      expect(r.body).not.toMatch(/<script>|<script type="module">|<style>/);
      expect(r.body).toContain('<script type="application/json" id="console-data">');
      expect(boot(r.body)).toMatchObject({ lang: dir === 'rtl' ? 'ar' : 'en', me: null });
    }
    const home = boot((await call('GET', '/console/', undefined, { cookie: admin.cookie })).body);
    expect(home.me).toMatchObject({ role: 'admin' });
    expect(Object.keys(home.strings)).toEqual(expect.arrayContaining(['console', 'consoleLeads']));
    // the site's pages keep the site's policy
    const site = await call('GET', '/api/console/me', undefined, { cookie: admin.cookie });
    expect(site.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
