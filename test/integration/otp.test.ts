import { randomInt } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { freshDatabase, testApp, testConfig } from './helpers';
import { deriveKeys } from '../../src/server/modules/session/keys';
import { registerOtpModule } from '../../src/server/modules/otp';
import { otpRepo } from '../../src/server/modules/otp/repo';
import { OTP_LIMITS, otpService } from '../../src/server/modules/otp/service';
import { outboxSmsAdapter } from '../../src/server/modules/otp/sms/outbox';
import { httpSmsAdapter } from '../../src/server/modules/otp/sms/http';
import type { SmsAdapter } from '../../src/server/modules/otp/sms';
import type {
  OtpSendInput,
  OtpService,
  OtpVerifyInput,
  OtpVerifyResult,
} from '../../src/server/modules/otp/types';

let ctx: Awaited<ReturnType<typeof freshDatabase>>;
const apps: FastifyInstance[] = [];
const key = deriveKeys(testConfig().secrets.sessionSecret).otp;

/** Every log call, so a test can prove that no code or number reached a log line. */
const logged: string[] = [];
function recordingLogger(): FastifyBaseLogger {
  const rec =
    () =>
    (...args: unknown[]) => {
      logged.push(JSON.stringify(args));
    };
  const log = {
    level: 'info',
    fatal: rec(),
    error: rec(),
    warn: rec(),
    info: rec(),
    debug: rec(),
    trace: rec(),
    silent: rec(),
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

function service(opts: { length?: number; ttlSeconds?: number; sms?: SmsAdapter } = {}): OtpService {
  return otpService({
    repo: otpRepo(ctx.db),
    sms: opts.sms ?? outboxSmsAdapter(ctx.db),
    key,
    otp: { length: opts.length ?? 6, ttlSeconds: opts.ttlSeconds ?? 300 },
    log: recordingLogger(),
  });
}

// Each test uses its own numbers and IP hashes, so the per-number and per-IP limits never interfere.
let seq = 0;
const newMobile = () => `50${String(1_000_000 + ++seq).slice(-7)}`;
const newIp = () => `ip${String(++seq).padStart(8, '0')}`.padEnd(64, 'a');
const newDevice = () => `dev${String(++seq).padStart(8, '0')}`.padEnd(32, 'b');

function inputs(mobileNumber = newMobile(), ipHash = newIp(), deviceUuid = newDevice()) {
  const base = { mobileNumber, purpose: 'enquiry' as const, requestRef: `enq-${++seq}`, ipHash, deviceUuid };
  return {
    ...base,
    send: (extra: Partial<OtpSendInput> = {}): OtpSendInput => ({ ...base, language: 'en', ...extra }),
    verify: (code: string, extra: Partial<OtpVerifyInput> = {}): OtpVerifyInput => ({
      ...base,
      code,
      ...extra,
    }),
  };
}

async function lastSms(mobileNumber: string): Promise<string> {
  const r = await ctx.db.execute<{ body: string }>(
    sql`select body from sms_outbox where mobile_number = ${mobileNumber} order by id desc limit 1`,
  );
  const body = r.rows[0]?.body;
  if (!body) throw new Error('no SMS in the outbox');
  return body;
}

async function lastCode(mobileNumber: string, length = 6): Promise<string> {
  const m = new RegExp(`\\b([0-9]{${length}})\\b`).exec(await lastSms(mobileNumber));
  if (!m?.[1]) throw new Error('no code in the SMS');
  return m[1];
}

/** Moves a number's history back in time (instead of waiting for windows to pass). */
async function age(mobileNumber: string, seconds: number, kind?: 'send' | 'fail') {
  await ctx.db.execute(sql`
    update otp_events set created_at = created_at - make_interval(secs => ${seconds})
     where mobile_number = ${mobileNumber} and (${kind ?? null}::text is null or kind = ${kind ?? null})`);
}

/** The device that last proved a number (decision 0043), or null. */
async function proofOf(mobileNumber: string): Promise<string | null> {
  const r = await ctx.db.execute<{ device_uuid: string }>(
    sql`select device_uuid from otp_number_proofs where mobile_number = ${mobileNumber}`,
  );
  return r.rows[0]?.device_uuid ?? null;
}

/** A code other than `code` of the same length. */
const wrong = (code: string) =>
  String(((Number(code) + 1) % 10 ** code.length) + 10 ** (code.length - 1)).slice(-code.length);

const failure = (code: string, message?: string) =>
  message === undefined ? { ok: false, code } : { ok: false, code, message };

beforeAll(async () => {
  ctx = await freshDatabase();
});
afterAll(async () => {
  for (const a of apps) await a.close();
  await ctx?.drop();
});

describe('OTP send and verify (decision 0007)', () => {
  it('sends a 6-digit code by SMS that verifies once, then never again', async () => {
    const otp = service();
    expect(otp.length).toBe(6);
    const i = inputs();
    expect(await otp.send(i.send())).toEqual({
      ok: true,
      maskedMobile: `*****${i.mobileNumber.slice(-4)}`,
      resendAfter: 30,
      length: 6,
    });
    const code = await lastCode(i.mobileNumber);
    expect(code).toMatch(/^[1-9][0-9]{5}$/);
    expect(await lastSms(i.mobileNumber)).toBe(
      `Your Sahel Compare code is ${code}. It expires in 5 minutes. Never share it.`,
    );
    expect(await otp.verify(i.verify(code))).toEqual({ ok: true });
    expect(await otp.verify(i.verify(code))).toEqual(failure('INVALID_OTP', 'Incorrect OTP'));
  });

  it('uses the configured length everywhere (OTP_LENGTH=4, the spec’s legacy length)', async () => {
    const otp = service({ length: 4 });
    expect(otp.length).toBe(4);
    const i = inputs();
    expect(await otp.send(i.send())).toMatchObject({ ok: true, length: 4 });
    const code = await lastCode(i.mobileNumber, 4);
    expect(code).toMatch(/^[1-9][0-9]{3}$/);
    // A 6-digit guess is simply wrong; the 4-digit code works.
    expect(await otp.verify(i.verify(`${code}00`))).toMatchObject(failure('INVALID_OTP'));
    expect(await otp.verify(i.verify(code))).toEqual({ ok: true });
  });

  it('registerOtpModule builds the service from config (OTP_LENGTH=4, outbox adapter)', async () => {
    const config = testConfig({ OTP_LENGTH: '4' });
    const app = Fastify({ logger: false });
    apps.push(app);
    const otp = registerOtpModule(app, {
      config,
      db: ctx.db,
      keys: deriveKeys(config.secrets.sessionSecret),
      hashIp: (ip) => ip,
      log: recordingLogger(),
    });
    expect(otp.length).toBe(4);
    const i = inputs();
    expect(await otp.send(i.send())).toMatchObject({ ok: true, length: 4 });
    expect(await lastSms(i.mobileNumber)).toMatch(/ code is [1-9][0-9]{3}\. /);
    expect(await otp.verify(i.verify(await lastCode(i.mobileNumber, 4)))).toEqual({ ok: true });
  });

  it('translates the SMS and the messages (ar)', async () => {
    const otp = service();
    const i = inputs();
    await otp.send(i.send({ language: 'ar' }));
    const code = await lastCode(i.mobileNumber);
    expect(await lastSms(i.mobileNumber)).toBe(
      `رمز ساحل كومبير الخاص بك هو ${code}. تنتهي صلاحيته خلال 5 دقائق. لا تشاركه مع أحد أبدًا.`,
    );
    expect(await otp.verify(i.verify(wrong(code), { language: 'ar' }))).toEqual(
      failure('INVALID_OTP', 'رمز التحقق غير صحيح'),
    );
    expect(await otp.verify(i.verify('', { language: 'ar' }))).toEqual(
      failure('OTP_REQUIRED', 'رمز التحقق مطلوب'),
    );
    expect(await otp.send(i.send({ language: 'ar' }))).toMatchObject({
      ok: false,
      code: 'OTP_RESEND_COOLDOWN',
      message: expect.stringContaining('يرجى الانتظار'),
    });
  });

  it('empty code → OTP_REQUIRED; no pending code → Incorrect OTP; bad number → INVALID_MOBILE', async () => {
    const otp = service();
    const i = inputs();
    expect(await otp.verify(i.verify(''))).toEqual(failure('OTP_REQUIRED', 'OTP is required'));
    expect(await otp.verify(i.verify('   '))).toEqual(failure('OTP_REQUIRED', 'OTP is required'));
    expect(await otp.verify(i.verify('123456'))).toEqual(failure('INVALID_OTP', 'Incorrect OTP'));
    for (const mobileNumber of ['', '412345678', '5012345678', '+971501234567', '*****4567', '591234567'])
      expect(await otp.send(i.send({ mobileNumber }))).toEqual(
        failure('INVALID_MOBILE', 'Mobile number is invalid'),
      );
    // A bad request binding is the caller's bug: a validation error (400), never a stored row.
    await expect(otp.send(i.send({ requestRef: '' }))).rejects.toThrow();
    await expect(otp.send(i.send({ requestRef: 'x'.repeat(65) }))).rejects.toThrow();
  });

  it('accepts the code typed with Arabic-Indic digits', async () => {
    const otp = service();
    const i = inputs();
    await otp.send(i.send());
    const code = await lastCode(i.mobileNumber);
    const arabic = code.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect(await otp.verify(i.verify(arabic))).toEqual({ ok: true });
  });

  it('binds a code to its number, purpose and request', async () => {
    const otp = service();
    const i = inputs();
    await otp.send(i.send());
    const code = await lastCode(i.mobileNumber);
    expect(await otp.verify(i.verify(code, { requestRef: 'another-request' }))).toMatchObject(
      failure('INVALID_OTP'),
    );
    expect(await otp.verify(i.verify(code, { purpose: 'signin' }))).toMatchObject(failure('INVALID_OTP'));
    expect(await otp.verify(i.verify(code, { mobileNumber: newMobile() }))).toMatchObject(
      failure('INVALID_OTP'),
    );
    expect(await otp.verify(i.verify(code))).toEqual({ ok: true });
  });

  it('a new send supersedes the older code of the same request', async () => {
    const otp = service();
    const i = inputs();
    const rowIds = async () =>
      (
        await ctx.db.execute<{ id: number }>(
          sql`select id from otp_codes where mobile_number = ${i.mobileNumber} order by id`,
        )
      ).rows.map((r) => r.id);
    await otp.send(i.send());
    const [firstRow] = await rowIds();
    await age(i.mobileNumber, 31);
    expect(await otp.send(i.send())).toMatchObject({ ok: true });
    // The older code is gone (not merely outranked): only the new code's row is left for the request. Two
    // random codes may coincide, so the proof is the row, not a verify of the old digits.
    const after = await rowIds();
    expect(after).toHaveLength(1);
    expect(after[0]).toBeGreaterThan(firstRow ?? Number.MAX_SAFE_INTEGER);
    expect(await otp.verify(i.verify(await lastCode(i.mobileNumber)))).toEqual({ ok: true });
  });

  it('an expired code fails (valid ttlSeconds)', async () => {
    const otp = service();
    const i = inputs();
    await otp.send(i.send());
    const code = await lastCode(i.mobileNumber);
    const row = await ctx.db.execute<{ seconds: number }>(sql`
      select round(extract(epoch from expires_at - created_at))::int as seconds
        from otp_codes where mobile_number = ${i.mobileNumber}`);
    expect(row.rows[0]?.seconds).toBe(300);
    await ctx.db.execute(sql`
      update otp_codes set expires_at = now() - interval '1 second' where mobile_number = ${i.mobileNumber}`);
    expect(await otp.verify(i.verify(code))).toEqual(
      failure('OTP_EXPIRED', 'This OTP has expired. Please request a new one.'),
    );
  });

  it('4 wrong tries leave the code usable', async () => {
    const otp = service();
    const i = inputs();
    await otp.send(i.send());
    const code = await lastCode(i.mobileNumber);
    for (let n = 0; n < 4; n++)
      expect(await otp.verify(i.verify(wrong(code)))).toEqual(failure('INVALID_OTP', 'Incorrect OTP'));
    expect(await otp.verify(i.verify(code))).toEqual({ ok: true });
  });

  it('5 wrong tries kill the code: OTP_LOCKED even with the right code, until a new code is sent', async () => {
    const otp = service();
    const i = inputs();
    await otp.send(i.send());
    const code = await lastCode(i.mobileNumber);
    // decision 0007: 5 wrong tries per code (a literal here, so changing the service's limit fails this test)
    for (let n = 0; n < 5; n++)
      expect(await otp.verify(i.verify(wrong(code)))).toEqual(failure('INVALID_OTP', 'Incorrect OTP'));
    expect(await otp.verify(i.verify(code))).toEqual(
      failure('OTP_LOCKED', 'Too many incorrect attempts. Please request a new OTP.'),
    );
    await age(i.mobileNumber, 31);
    await otp.send(i.send());
    expect(await otp.verify(i.verify(await lastCode(i.mobileNumber)))).toEqual({ ok: true });
  });

  it('stores no plaintext code: only an HMAC over purpose, number, request and code', async () => {
    const otp = service();
    const i = inputs();
    await otp.send(i.send());
    const code = await lastCode(i.mobileNumber);
    const rows = await ctx.db.execute<{ j: string; code_hmac: string }>(
      sql`select row_to_json(c)::text as j, code_hmac from otp_codes c where mobile_number = ${i.mobileNumber}`,
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]?.code_hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.rows[0]?.j).not.toContain(code);
    const events = await ctx.db.execute(sql`select row_to_json(e)::text as j from otp_events e`);
    expect(JSON.stringify(events.rows)).not.toContain(code);
  });
});

describe('OTP limits (decision 0007)', () => {
  it('resend cooldown of 30 s with retryAfter', async () => {
    const otp = service();
    const i = inputs();
    expect(await otp.send(i.send())).toMatchObject({ ok: true });
    const again = await otp.send(i.send());
    expect(again).toMatchObject({ ok: false, code: 'OTP_RESEND_COOLDOWN' });
    const retryAfter = again.ok ? 0 : (again.retryAfter ?? 0);
    expect(retryAfter).toBeGreaterThanOrEqual(29);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(again.ok ? '' : again.message).toBe(
      `Please wait ${retryAfter} seconds before requesting a new OTP.`,
    );
    // The cooldown is per number and device: another request of this device for the same number waits too …
    expect(await otp.send({ ...i.send(), requestRef: 'other' })).toMatchObject({
      code: 'OTP_RESEND_COOLDOWN',
    });
    // … but another device asking for the same number does not (decision 0043).
    expect(await otp.send(inputs(i.mobileNumber).send())).toMatchObject({ ok: true });
    await age(i.mobileNumber, 31);
    expect(await otp.send(i.send())).toMatchObject({ ok: true });
  });

  it('no cooldown after the code just sent was used: the sign-in right after a journey sends a new code', async () => {
    const otp = service();
    const i = inputs();
    expect(await otp.send(i.send())).toMatchObject({ ok: true });
    expect(await otp.verify(i.verify(await lastCode(i.mobileNumber)))).toEqual({ ok: true });
    const signIn = { ...i.send(), purpose: 'signin' as const, requestRef: 'account' };
    expect(await otp.send(signIn)).toMatchObject({ ok: true });
    // … and the cooldown is back for the sign-in code, which is not used yet.
    expect(await otp.send(signIn)).toMatchObject({ ok: false, code: 'OTP_RESEND_COOLDOWN' });
  });

  it('at most 3 sends per number and device per 15 minutes, then 10 per day', async () => {
    const otp = service();
    const i = inputs();
    for (let n = 0; n < 3; n++) {
      expect(await otp.send(i.send())).toMatchObject({ ok: true });
      await age(i.mobileNumber, 31);
    }
    const fourth = await otp.send(i.send());
    expect(fourth).toMatchObject({ ok: false, code: 'OTP_SEND_LIMIT' });
    // The oldest of the three leaves the window 15 min after it was sent (93 s ago).
    expect(fourth.ok ? 0 : fourth.retryAfter).toBe(15 * 60 - 93);
    expect(fourth.ok ? '' : fourth.message).toBe('Too many OTP requests. Please try again in 14 minutes.');

    // Spread over the day, sends continue up to 10.
    await age(i.mobileNumber, 15 * 60);
    for (let n = 3; n < 10; n++) {
      expect(await otp.send(i.send()), `send ${n + 1}`).toMatchObject({ ok: true });
      await age(i.mobileNumber, 16 * 60);
    }
    const eleventh = await otp.send(i.send());
    expect(eleventh).toMatchObject({ ok: false, code: 'OTP_SEND_LIMIT' });
    expect(eleventh.ok ? 0 : (eleventh.retryAfter ?? 0)).toBeGreaterThan(15 * 60);
    // A day after the first send, one more is allowed.
    await age(i.mobileNumber, 24 * 3600 - 7 * 16 * 60 - 15 * 60 - 93 + 5);
    expect(await otp.send(i.send())).toMatchObject({ ok: true });
  });

  it("three strangers' sends (three devices, three addresses) leave the owner's own request untouched (decision 0043)", async () => {
    const otp = service();
    const owner = newMobile();
    for (let n = 0; n < 3; n++) {
      expect(await otp.send(inputs(owner).send()), `stranger ${n + 1}`).toMatchObject({ ok: true });
      await age(owner, 31);
    }
    // Before decision 0043 the three used up the number's 3 sends per 15 minutes: 429 OTP_SEND_LIMIT for 14 min.
    const mine = inputs(owner);
    expect(await otp.send(mine.send())).toMatchObject({ ok: true });
    expect(await otp.verify(mine.verify(await lastCode(owner)))).toEqual({ ok: true });
  });

  it('the per-number backstop (8 per 15 min, 18 a day) never blocks the device that last proved the number', async () => {
    const otp = service();
    const owner = newMobile();
    const phone = inputs(owner);
    expect(await otp.send(phone.send())).toMatchObject({ ok: true });
    expect(await otp.verify(phone.verify(await lastCode(owner)))).toEqual({ ok: true });
    expect(await proofOf(owner)).toBe(phone.deviceUuid);
    await age(owner, 31);
    // Strangers, each on their own device and address, fill the backstop (the owner's send counts in it too).
    for (let n = 0; n < 7; n++)
      expect(await otp.send(inputs(owner).send()), `stranger ${n + 1}`).toMatchObject({ ok: true });
    const late = await otp.send(inputs(owner).send());
    expect(late).toMatchObject({ ok: false, code: 'OTP_SEND_LIMIT' });
    expect(late.ok ? 0 : (late.retryAfter ?? 0)).toBeGreaterThan(15 * 60 - 40);
    // The owner's phone is held only to its own limits: its 2nd and 3rd sends in 15 minutes pass, the 4th waits.
    for (let n = 0; n < 2; n++) {
      await age(owner, 31);
      expect(await otp.send(phone.send()), `owner ${n + 2}`).toMatchObject({ ok: true });
    }
    await age(owner, 31);
    expect(await otp.send(phone.send())).toMatchObject({ ok: false, code: 'OTP_SEND_LIMIT' });
    // A day's worth of strangers' sends (18) does not stop it either.
    await age(owner, 15 * 60);
    await ctx.db.execute(sql`
      insert into otp_events (kind, mobile_number, ip_hash, device_uuid)
      select 'send', ${owner}, 'spread' || g, 'device' || g from generate_series(1, 18) g`);
    expect(await otp.send(inputs(owner).send())).toMatchObject({ ok: false, code: 'OTP_SEND_LIMIT' });
    expect(await otp.send(phone.send())).toMatchObject({ ok: true });
    // Nor do 100 strangers' failed checks lock it (they lock every other device).
    await ctx.db.execute(sql`
      insert into otp_events (kind, mobile_number, ip_hash, device_uuid)
      select 'fail', ${owner}, 'spread' || g, 'device' || g from generate_series(1, 100) g`);
    expect(await otp.verify(phone.verify(await lastCode(owner)))).toEqual({ ok: true });
  });

  it('at most 6 sends per number and address per 15 minutes, whatever the devices (decision 0043)', async () => {
    const otp = service();
    const owner = newMobile();
    const ip = newIp();
    for (let n = 0; n < 6; n++)
      expect(await otp.send(inputs(owner, ip).send()), `device ${n + 1}`).toMatchObject({ ok: true });
    expect(await otp.send(inputs(owner, ip).send())).toMatchObject({ ok: false, code: 'OTP_SEND_LIMIT' });
    // From another address the number is still reachable (the per-number backstop is 8).
    expect(await otp.send(inputs(owner).send())).toMatchObject({ ok: true });
  });

  it('a decoy is counted and answered like a send, but no SMS leaves and no code verifies (decision 0043)', async () => {
    const otp = service();
    const i = inputs();
    expect(await otp.send(i.send({ decoy: true }))).toEqual({
      ok: true,
      maskedMobile: `*****${i.mobileNumber.slice(-4)}`,
      resendAfter: 30,
      length: 6,
    });
    const sms = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sms_outbox where mobile_number = ${i.mobileNumber}`,
    );
    expect(sms.rows[0]?.n).toBe(0);
    expect(await otp.send(i.send({ decoy: true }))).toMatchObject({ code: 'OTP_RESEND_COOLDOWN' });
    for (let n = 0; n < 5; n++)
      expect(await otp.verify(i.verify(String(100_000 + n)))).toMatchObject(failure('INVALID_OTP'));
    expect(await otp.verify(i.verify('123456'))).toMatchObject(failure('OTP_LOCKED'));
    expect(await proofOf(i.mobileNumber)).toBeNull();
  });

  it('at most 60 sends per IP per hour: a generous backstop for a shared carrier address (decision 0022)', async () => {
    const otp = service();
    const ip = newIp();
    expect(OTP_LIMITS.sendsPerIp.max).toBe(60);
    for (let n = 0; n < 60; n++)
      expect(await otp.send(inputs(newMobile(), ip).send())).toMatchObject({ ok: true });
    const refused = await otp.send(inputs(newMobile(), ip).send());
    expect(refused).toMatchObject({ ok: false, code: 'OTP_SEND_LIMIT' });
    expect(refused.ok ? 0 : (refused.retryAfter ?? 0)).toBeGreaterThan(3500);
    expect(refused.ok ? 0 : (refused.retryAfter ?? 0)).toBeLessThanOrEqual(3600);
    // Another IP is not affected.
    expect(await otp.send(inputs().send())).toMatchObject({ ok: true });
  });

  it('at most 10 sends per device per hour, whatever the numbers (decision 0022)', async () => {
    const otp = service();
    const device = newDevice();
    for (let n = 0; n < 10; n++)
      expect(await otp.send(inputs(newMobile(), newIp(), device).send())).toMatchObject({ ok: true });
    const refused = await otp.send(inputs(newMobile(), newIp(), device).send());
    expect(refused).toMatchObject({ ok: false, code: 'OTP_SEND_LIMIT' });
    expect(refused.ok ? 0 : (refused.retryAfter ?? 0)).toBeGreaterThan(3500);
    // Another device, same everything else, is not affected.
    expect(await otp.send(inputs().send())).toMatchObject({ ok: true });
  });

  it('at most 10 failed checks per number and device a day; another device on the same address goes on (decision 0043)', async () => {
    const otp = service();
    const ip = newIp();
    const i = inputs(newMobile(), ip);
    for (let round = 0; round < 2; round++) {
      expect(await otp.send(i.send())).toMatchObject({ ok: true });
      const code = await lastCode(i.mobileNumber);
      for (let n = 0; n < 5; n++)
        expect(await otp.verify(i.verify(wrong(code)))).toMatchObject(failure('INVALID_OTP'));
      await age(i.mobileNumber, 16 * 60, 'send');
    }
    expect(await otp.send(i.send())).toMatchObject({ ok: true });
    expect(await otp.verify(i.verify(await lastCode(i.mobileNumber)))).toEqual(
      failure('OTP_LOCKED', 'Too many incorrect attempts. Please try again later.'),
    );
    // The owner's own device behind the same carrier address still proves the number.
    await age(i.mobileNumber, 16 * 60, 'send');
    const owner = inputs(i.mobileNumber, ip);
    expect(await otp.send(owner.send())).toMatchObject({ ok: true });
    expect(await otp.verify(owner.verify(await lastCode(i.mobileNumber)))).toEqual({ ok: true });
  });

  it('at most 20 failed checks per number and address a day, then OTP_LOCKED even for a fresh right code', async () => {
    const otp = service();
    const ip = newIp();
    const number = newMobile();
    // Four devices (a fresh one each round, as an attacker would make) from one address.
    let i = inputs(number, ip);
    for (let round = 0; round < 4; round++) {
      i = inputs(number, ip);
      expect(await otp.send(i.send())).toMatchObject({ ok: true });
      const code = await lastCode(i.mobileNumber);
      for (let n = 0; n < 5; n++)
        expect(await otp.verify(i.verify(wrong(code)))).toMatchObject(failure('INVALID_OTP'));
      await age(i.mobileNumber, 16 * 60, 'send');
    }
    expect(await otp.send(i.send())).toMatchObject({ ok: true });
    const fresh = await lastCode(i.mobileNumber);
    expect(await otp.verify(i.verify(fresh))).toEqual(
      failure('OTP_LOCKED', 'Too many incorrect attempts. Please try again later.'),
    );
    // The lock lasts while 20 failures lie within the last 24 hours.
    await age(i.mobileNumber, 24 * 3600, 'fail');
    expect(await otp.verify(i.verify(fresh))).toEqual({ ok: true });
  });

  it("a stranger's 20 failures do not lock the owner out; 100 from every address lock the number (decision 0043)", async () => {
    const otp = service();
    const owner = newMobile();
    // A stranger, from their own address and their own requests, fails 20 times against the owner's number.
    for (let round = 0; round < 4; round++) {
      const stranger = inputs(owner, 'stranger'.padEnd(64, 's'));
      expect(await otp.send(stranger.send())).toMatchObject({ ok: true });
      const code = await lastCode(owner);
      for (let n = 0; n < 5; n++)
        expect(await otp.verify(stranger.verify(wrong(code)))).toMatchObject(failure('INVALID_OTP'));
      await age(owner, 16 * 60, 'send');
    }
    const again = inputs(owner, 'stranger'.padEnd(64, 's'));
    await otp.send(again.send());
    expect(await otp.verify(again.verify(await lastCode(owner)))).toMatchObject(failure('OTP_LOCKED'));
    // The owner, from their own address, still proves the number.
    await age(owner, 16 * 60, 'send');
    const mine = inputs(owner);
    expect(await otp.send(mine.send())).toMatchObject({ ok: true });
    expect(await otp.verify(mine.verify(await lastCode(owner)))).toEqual({ ok: true });
    // All addresses together: at 100 failures a day the number is locked for everyone.
    await ctx.db.execute(sql`
      insert into otp_events (kind, mobile_number, ip_hash)
      select 'fail', ${owner}, 'spread' || g from generate_series(1, 80) g`);
    await age(owner, 16 * 60, 'send');
    const late = inputs(owner);
    expect(await otp.send(late.send())).toMatchObject({ ok: true });
    expect(await otp.verify(late.verify(await lastCode(owner)))).toMatchObject(failure('OTP_LOCKED'));
  });

  it('concurrent sends to one number: exactly one passes the cooldown (advisory lock)', async () => {
    const otp = service();
    const i = inputs();
    const results = await Promise.all(Array.from({ length: 6 }, () => otp.send(i.send())));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.code === 'OTP_RESEND_COOLDOWN')).toHaveLength(5);
  });

  it('concurrent checks of one code: the right code verifies exactly once', async () => {
    const otp = service();
    const i = inputs();
    await otp.send(i.send());
    const code = await lastCode(i.mobileNumber);
    const results = await Promise.all(Array.from({ length: 6 }, () => otp.verify(i.verify(code))));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it('1,000 random guesses against fresh codes, as the limits allow → 0 successes', async () => {
    const otp = service();
    const tally: Record<string, number> = {};
    let guesses = 0;
    // Four numbers, 250 guesses each; a new code after every 25 guesses (time moved on, as a patient
    // attacker would wait), until the daily failure cap locks the number.
    for (let n = 0; n < 4; n++) {
      const i = inputs();
      for (let round = 0; round < 10; round++) {
        await otp.send(i.send());
        for (let g = 0; g < 25; g++) {
          const guess = String(randomInt(100_000, 1_000_000));
          const r: OtpVerifyResult = await otp.verify(i.verify(guess));
          guesses++;
          const k = r.ok ? 'ok' : r.code;
          tally[k] = (tally[k] ?? 0) + 1;
        }
        await age(i.mobileNumber, 16 * 60, 'send');
      }
    }
    expect(guesses).toBe(1000);
    expect(tally.ok ?? 0).toBe(0);
    // Only 10 guesses per number from one device were ever compared with a code; the rest were refused unchecked.
    expect(tally.INVALID_OTP).toBe(40);
    expect(tally.OTP_LOCKED).toBe(960);
  });
});

describe('SMS over HTTP (decision 0007)', () => {
  let server: Server;
  let url = '';
  let mode: 'ok' | 'fail' | 'slow' = 'ok';
  const received: { auth: string | undefined; body: unknown }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString('utf8')));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(data) as unknown });
        if (mode === 'slow') {
          setTimeout(() => res.writeHead(200).end('{}'), 1500).unref();
          return;
        }
        res.writeHead(mode === 'ok' ? 202 : 503, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const adapter = () => httpSmsAdapter({ url, token: 'tok-123', sender: 'SahelCmp', timeoutMs: 300 });

  it('delivers through the provider: the code arrives, nothing goes to the outbox', async () => {
    mode = 'ok';
    received.length = 0;
    const otp = service({ sms: adapter() });
    const i = inputs();
    expect(await otp.send(i.send())).toMatchObject({ ok: true });
    expect(received).toHaveLength(1);
    const body = received[0]?.body as { to: string; from: string; text: string };
    expect(received[0]?.auth).toBe('Bearer tok-123');
    expect(body.to).toBe(`+971${i.mobileNumber}`);
    expect(body.from).toBe('SahelCmp');
    const code = /\b([0-9]{6})\b/.exec(body.text)?.[1] ?? '';
    expect(await otp.verify(i.verify(code))).toEqual({ ok: true });
    const outbox = await ctx.db.execute(
      sql`select 1 from sms_outbox where mobile_number = ${i.mobileNumber}`,
    );
    expect(outbox.rows).toHaveLength(0);
  });

  it.each(['fail', 'slow'] as const)(
    'provider %s → OTP_SEND_FAILED, the code is withdrawn, the send still counts',
    async (m) => {
      mode = m;
      received.length = 0;
      const otp = service({ sms: adapter() });
      const i = inputs();
      expect(await otp.send(i.send())).toEqual(failure('OTP_SEND_FAILED', 'Something Went Wrong !'));
      const code = /\b([0-9]{6})\b/.exec((received[0]?.body as { text: string }).text)?.[1] ?? '';
      expect(await otp.verify(i.verify(code))).toMatchObject(failure('INVALID_OTP'));
      const rows = await ctx.db.execute(sql`select 1 from otp_codes where mobile_number = ${i.mobileNumber}`);
      expect(rows.rows).toHaveLength(0);
      expect(await otp.send(i.send())).toMatchObject({ code: 'OTP_RESEND_COOLDOWN' });
    },
  );
});

describe('development outbox (decision 0007)', () => {
  async function token(app: FastifyInstance) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/device',
      payload: { sourceId: 2, countryProductId: 1 },
    });
    return String(res.headers.authorization);
  }

  it('GET /api/dev/outbox lists a number’s messages newest first (token required)', async () => {
    const app = await testApp(ctx.db);
    apps.push(app);
    const otp = service();
    const i = inputs();
    await otp.send(i.send());
    const first = await lastCode(i.mobileNumber);
    await age(i.mobileNumber, 31);
    await otp.send(i.send());
    const second = await lastCode(i.mobileNumber);

    expect((await app.inject({ url: `/api/dev/outbox?mobileNumber=${i.mobileNumber}` })).statusCode).toBe(
      401,
    );
    const res = await app.inject({
      url: `/api/dev/outbox?mobileNumber=${i.mobileNumber}`,
      headers: { authorization: await token(app) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = (res.json() as { data: { mobileNumber: string; body: string; createdAt: string }[] }).data;
    expect(data).toHaveLength(2);
    expect(data.map((d) => d.mobileNumber)).toEqual([i.mobileNumber, i.mobileNumber]);
    expect(data[0]?.body).toContain(second);
    expect(data[1]?.body).toContain(first);
    expect(Date.parse(data[0]?.createdAt ?? '')).not.toBeNaN();

    const bad = await app.inject({
      url: '/api/dev/outbox?mobileNumber=123',
      headers: { authorization: await token(app) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('GET /dev/outbox/ shows the last 50 messages, escaped, with no script', async () => {
    const app = await testApp(ctx.db);
    apps.push(app);
    await ctx.db.execute(
      sql`insert into sms_outbox (mobile_number, body) values ('501112223', '<script>alert(1)</script> & "x"')`,
    );
    const res = await app.inject({ url: '/dev/outbox/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('never exist in a deployment');
    expect(html.match(/<tr><td/g)?.length ?? 0).toBeLessThanOrEqual(50);
    // Newest first: the row just inserted is the first one.
    expect(/<tbody>\n<tr><td dir="ltr">([0-9]+)</.exec(html)?.[1]).toBe('501112223');
    const ar = await app.inject({ url: '/dev/outbox/', headers: { 'accept-language': 'ar' } });
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
  });

  it('does not exist in a deployment (production with DATABASE_URL): both answer 404', async () => {
    // Decision 0024: the http adapter (a deployment's default) must bring its URL and token, or the start fails.
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: ctx.url,
      SMS_HTTP_URL: 'https://sms.example/send',
      SMS_HTTP_TOKEN: 'token',
    };
    expect(testConfig(env).devOutbox).toBe(false);
    expect(testConfig(env).sms.adapter).toBe('http');
    const app = await testApp(ctx.db, env);
    apps.push(app);
    expect((await app.inject({ url: '/dev/outbox/' })).statusCode).toBe(404);
    const api = await app.inject({ url: '/api/dev/outbox', headers: { authorization: await token(app) } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    // A local `npm start` (production build, embedded database) keeps it.
    expect(testConfig({ NODE_ENV: 'production' }).devOutbox).toBe(true);
  });
});

describe('logs', () => {
  it('never logs a code or a number', () => {
    // The failed deliveries above were logged, by reason only.
    expect(logged.some((l) => l.includes('SMS provider answered HTTP 503'))).toBe(true);
    const text = logged.join('\n');
    expect(text).not.toMatch(/5[024568][0-9]{7}/);
    expect(text).not.toMatch(/\b[0-9]{6}\b/);
  });
});
