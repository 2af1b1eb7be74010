import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { createAdminInvitation } from '../../src/server/modules/console/admin-invitation';
import { totpCode } from '../../src/server/modules/console/totp';
import { consoleKey } from '../../src/server/modules/console/index';
import { consoleService } from '../../src/server/modules/console/service';
import { CHALLENGE_MS, FRESH_MS, passkeyService } from '../../src/server/modules/console/passkeys';
import { CONSOLE_ORIGIN, consoleTestApp, cookieOf } from './console-helpers';

/**
 * Console passkeys (decision 0117) against a software authenticator written here (P-256, 'none' attestation):
 * registration and sign-in, single-use challenges that expire after 5 minutes, the origin and RP ID checked, a
 * disabled staff member refused, the lock-out shared with the password steps, the fresh-session rule, the audit.
 */
const t = consoleTestApp('2026-11-29T06:00:00Z');
const tick = t.tick;

let ipSeq = 0;
type Method = 'GET' | 'POST' | 'DELETE';
function call(method: Method, url: string, payload?: object, o: { cookie?: string; ip?: string } = {}) {
  return t.app.inject({
    method,
    url,
    remoteAddress: o.ip ?? `10.117.0.${++ipSeq % 250}`,
    headers: { origin: CONSOLE_ORIGIN, ...(o.cookie ? { cookie: `sc_console=${o.cookie}` } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** A staff member (an admin from the command line) enrolled with password and TOTP, signed in. */
async function enrol(email: string) {
  const link = await createAdminInvitation(
    t.ctx.db,
    t.config,
    () => {},
    ['--email', email],
    () => t.now,
  );
  const token = new URL(link).hash.replace('#invite=', '');
  const accepted = await call('POST', '/api/console/invitations/accept', {
    token,
    password: 'correct horse battery',
  });
  const { secret } = accepted.json<{ data: { secret: string } }>().data;
  const confirmed = await call('POST', '/api/console/invitations/confirm', {
    token,
    code: await totpCode(secret, t.now),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { cookie: cookieOf(confirmed), id: confirmed.json<{ data: { id: number } }>().data.id };
}

// ---- a software authenticator ----------------------------------------------------------------------------------

const b64 = (b: Uint8Array | string) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
/** CBOR byte string header + bytes. */
const cborBytes = (b: Buffer) =>
  Buffer.concat([
    b.length < 24
      ? Buffer.from([0x40 + b.length])
      : b.length < 256
        ? Buffer.from([0x58, b.length])
        : Buffer.from([0x59, b.length >> 8, b.length & 0xff]),
    b,
  ]);

type Authenticator = { credId: Buffer; key: KeyObject; cose: Buffer; userHandle?: string; count: number };
function newAuthenticator(): Authenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const x = Buffer.from(jwk.x!, 'base64url');
  const y = Buffer.from(jwk.y!, 'base64url');
  // COSE EC2 key {1: 2, 3: -7, -1: 1, -2: x, -3: y}
  const cose = Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21]),
    cborBytes(x),
    Buffer.from([0x22]),
    cborBytes(y),
  ]);
  return { credId: randomBytes(16), key: privateKey, cose, count: 0 };
}

const clientData = (type: string, challenge: string, origin = CONSOLE_ORIGIN) =>
  b64(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

function attestation(
  a: Authenticator,
  options: { challenge: string; user: { id: string } },
  o: { origin?: string; rpId?: string } = {},
) {
  a.userHandle = options.user.id;
  const authData = Buffer.concat([
    sha256(o.rpId ?? 'localhost'),
    Buffer.from([0x45]), // user present, user verified, attested credential data
    u32(0),
    Buffer.alloc(16),
    Buffer.from([a.credId.length >> 8, a.credId.length & 0xff]),
    a.credId,
    a.cose,
  ]);
  const attObj = Buffer.concat([
    Buffer.from([0xa3, 0x63, ...Buffer.from('fmt'), 0x64, ...Buffer.from('none')]),
    Buffer.from([0x67, ...Buffer.from('attStmt'), 0xa0, 0x68, ...Buffer.from('authData')]),
    cborBytes(authData),
  ]);
  return {
    id: b64(a.credId),
    rawId: b64(a.credId),
    type: 'public-key',
    response: {
      clientDataJSON: clientData('webauthn.create', options.challenge, o.origin),
      attestationObject: b64(attObj),
      transports: ['internal'],
    },
    clientExtensionResults: {},
  };
}

function assertion(a: Authenticator, challenge: string, o: { origin?: string; uv?: boolean } = {}) {
  const authData = Buffer.concat([
    sha256('localhost'),
    Buffer.from([o.uv === false ? 0x01 : 0x05]),
    u32(++a.count),
  ]);
  const cd = clientData('webauthn.get', challenge, o.origin);
  const signature = sign('sha256', Buffer.concat([authData, sha256(Buffer.from(cd, 'base64url'))]), a.key);
  return {
    id: b64(a.credId),
    rawId: b64(a.credId),
    type: 'public-key',
    response: {
      clientDataJSON: cd,
      authenticatorData: b64(authData),
      signature: b64(signature),
      ...(a.userHandle ? { userHandle: a.userHandle } : {}),
    },
    clientExtensionResults: {},
  };
}

// ---- the flows -------------------------------------------------------------------------------------------------

type RegOptions = { challenge: string; user: { id: string }; rp: { id: string } };
async function register(cookie: string, a: Authenticator, o: { origin?: string; rpId?: string } = {}) {
  const opts = await call('POST', '/api/console/passkeys/options', undefined, { cookie });
  expect(opts.statusCode, opts.body).toBe(200);
  const options = opts.json<{ data: RegOptions }>().data;
  return call(
    'POST',
    '/api/console/passkeys',
    { credential: attestation(a, options, o), deviceName: 'Work laptop' },
    { cookie },
  );
}
async function signInOptions(email?: string, ip?: string) {
  const r = await call('POST', '/api/console/passkey/options', email ? { email } : {}, { ip });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ data: { challenge: string; allowCredentials?: { id: string }[]; rpId: string } }>().data;
}
const verify = (credential: object, ip?: string) =>
  call('POST', '/api/console/passkey/verify', { credential }, { ip });

const audit = async (action: string) =>
  (
    await t.ctx.db.execute<{
      staff_id: number | null;
      target: string | null;
      details: Record<string, unknown>;
    }>(sql`select staff_id, target, details from console_audit_log where action = ${action} order by id`)
  ).rows;

let staff: { cookie: string; id: number };
const device = newAuthenticator();

describe('registering a passkey', () => {
  it('registers one for the signed-in staff member (user verification, resident key, RP ID localhost)', async () => {
    staff = await enrol('pk-owner@sahel.example');
    const opts = await call('POST', '/api/console/passkeys/options', undefined, { cookie: staff.cookie });
    const o = opts.json<{
      data: RegOptions & { authenticatorSelection: Record<string, string>; attestation: string };
    }>().data;
    expect(o.rp.id).toBe('localhost');
    expect(o.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    const res = await call(
      'POST',
      '/api/console/passkeys',
      { credential: attestation(device, o), deviceName: 'Work laptop' },
      { cookie: staff.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { deviceName: 'Work laptop', transports: ['internal'] } });
    const list = await call('GET', '/api/console/passkeys', undefined, { cookie: staff.cookie });
    expect(list.json<{ data: unknown[] }>().data).toHaveLength(1);
    expect((await audit('passkey.registered')).at(-1)).toMatchObject({ staff_id: staff.id });
    // The same challenge once more: used up.
    const again = await call(
      'POST',
      '/api/console/passkeys',
      { credential: attestation(newAuthenticator(), o) },
      { cookie: staff.cookie },
    );
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'CONSOLE_PASSKEY_CHALLENGE_INVALID' });
  });

  it('refuses a registration made for another origin or RP ID, or on a session older than 15 minutes', async () => {
    for (const o of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const r = await register(staff.cookie, newAuthenticator(), o);
      expect(r.statusCode, JSON.stringify(o)).toBe(400);
      expect(r.json()).toMatchObject({ code: 'CONSOLE_PASSKEY_INVALID' });
    }
    tick(FRESH_MS + 1000);
    const stale = await call('POST', '/api/console/passkeys/options', undefined, { cookie: staff.cookie });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ code: 'CONSOLE_REAUTH_REQUIRED' });
    const [{ id }] = (await call('GET', '/api/console/passkeys', undefined, { cookie: staff.cookie })).json<{
      data: [{ id: number }];
    }>().data;
    const del = await call('DELETE', `/api/console/passkeys/${id}`, undefined, { cookie: staff.cookie });
    expect(del.statusCode).toBe(403);
    expect(del.json()).toMatchObject({ code: 'CONSOLE_REAUTH_REQUIRED' });
  });

  it('an IP host cannot use passkeys: the options call says so with a stable code', async () => {
    const svc = consoleService(t.ctx.db, { key: consoleKey('x'.repeat(40)), now: () => t.now });
    const ip = passkeyService(t.ctx.db, svc, {
      key: consoleKey('x'.repeat(40)),
      now: () => t.now,
      publicOrigin: 'http://127.0.0.1:3000',
    });
    await expect(
      ip.signInOptions(undefined, { addressHash: 'a'.repeat(64), userAgent: undefined }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'CONSOLE_PASSKEY_UNAVAILABLE' });
  });
});

describe('signing in with a passkey', () => {
  it('signs in without an e-mail (discoverable) into the same kind of session; the challenge is single use', async () => {
    const { challenge, allowCredentials, rpId } = await signInOptions();
    expect(rpId).toBe('localhost');
    expect(allowCredentials ?? []).toEqual([]);
    const a = assertion(device, challenge);
    const res = await verify(a);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { id: staff.id, email: 'pk-owner@sahel.example' } });
    staff.cookie = cookieOf(res);
    expect((await call('GET', '/api/console/me', undefined, { cookie: staff.cookie })).statusCode).toBe(200);
    expect((await audit('sign-in')).at(-1)).toMatchObject({
      staff_id: staff.id,
      details: { via: 'passkey' },
    });
    const replay = await verify(a);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'CONSOLE_PASSKEY_CHALLENGE_INVALID' });
    const list = await call('GET', '/api/console/passkeys', undefined, { cookie: staff.cookie });
    expect(list.json<{ data: [{ lastUsedAt: string | null }] }>().data[0].lastUsedAt).not.toBeNull();
  });

  it('with an e-mail, lists its passkeys; an unknown e-mail gets an answer of the same shape', async () => {
    const known = await signInOptions('pk-owner@sahel.example');
    expect(known.allowCredentials?.map((c) => c.id)).toEqual([b64(device.credId)]);
    const unknown = await signInOptions('nobody@sahel.example');
    expect(unknown.allowCredentials).toHaveLength(1);
    expect(unknown.allowCredentials![0]!.id).not.toBe(b64(device.credId));
  });

  it('refuses an expired challenge, another origin, no user verification and an unknown credential', async () => {
    const late = await signInOptions();
    tick(CHALLENGE_MS + 1000);
    const expired = await verify(assertion(device, late.challenge));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'CONSOLE_PASSKEY_CHALLENGE_INVALID' });
    const before = (await audit('sign-in.failed')).length;
    const cases = [
      assertion(device, (await signInOptions()).challenge, { origin: 'https://evil.example' }),
      assertion(device, (await signInOptions()).challenge, { uv: false }),
      assertion(newAuthenticator(), (await signInOptions()).challenge),
    ];
    for (const c of cases) {
      const r = await verify(c);
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ code: 'CONSOLE_SIGN_IN_FAILED' });
      expect(r.headers['set-cookie']).toBeUndefined();
    }
    const failed = await audit('sign-in.failed');
    expect(failed.length - before).toBe(3);
    expect(failed.at(-1)).toMatchObject({ details: { step: 'passkey' } });
  });

  it('locks the account out after repeated failed passkey sign-ins (back-off of decision 0110)', async () => {
    const other = await enrol('pk-locked@sahel.example');
    const a = newAuthenticator();
    expect((await register(other.cookie, a)).statusCode).toBe(200);
    tick(24 * 3600_000); // the failures above are out of the window
    for (let i = 0; i < 5; i++) {
      const r = await verify(assertion(a, (await signInOptions()).challenge, { uv: false }));
      expect(r.statusCode).toBe(401);
    }
    const locked = await verify(assertion(a, (await signInOptions()).challenge));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'CONSOLE_LOCKED' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    tick(31_000);
    expect((await verify(assertion(a, (await signInOptions()).challenge))).statusCode).toBe(200);
  });

  it("refuses a disabled staff member's passkey", async () => {
    await t.ctx.db.execute(sql`update console_staff set disabled_at = now() where id = ${staff.id}`);
    const r = await verify(assertion(device, (await signInOptions()).challenge));
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ code: 'CONSOLE_SIGN_IN_FAILED' });
    expect((await audit('sign-in.failed')).at(-1)).toMatchObject({
      staff_id: staff.id,
      details: { step: 'passkey', disabled: true },
    });
    await t.ctx.db.execute(sql`update console_staff set disabled_at = null where id = ${staff.id}`);
  });
});

describe('removing a passkey', () => {
  it("removes one's own passkey on a fresh session (audited), never another's", async () => {
    const fresh = await verify(assertion(device, (await signInOptions()).challenge));
    expect(fresh.statusCode, fresh.body).toBe(200);
    const cookie = cookieOf(fresh);
    const other = await enrol('pk-other@sahel.example');
    const [mine] = (await call('GET', '/api/console/passkeys', undefined, { cookie })).json<{
      data: [{ id: number }];
    }>().data;
    const notYours = await call('DELETE', `/api/console/passkeys/${mine.id}`, undefined, {
      cookie: other.cookie,
    });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toMatchObject({ code: 'CONSOLE_PASSKEY_NOT_FOUND' });
    const del = await call('DELETE', `/api/console/passkeys/${mine.id}`, undefined, { cookie });
    expect(del.statusCode, del.body).toBe(200);
    expect((await audit('passkey.removed')).at(-1)).toMatchObject({
      staff_id: staff.id,
      target: `passkey:${mine.id}`,
    });
    expect((await verify(assertion(device, (await signInOptions()).challenge))).statusCode).toBe(401);
  });
});
