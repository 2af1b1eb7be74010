import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { MSG } from '../../../shared/rules/messages';
import { MOBILE_PATTERN, toAsciiDigits } from '../../../shared/rules/inputs';
import { tFor } from '../../../shared/i18n/catalogues';
import { hmacHex } from '../session/keys';
import type { DevOutboxRepo, OtpRepo, OtpTxRepo, OutboxMessage } from './repo';
import type { SmsAdapter } from './sms';
import { maskMobile } from '../../lib/masking';
import type { OtpSendInput, OtpSendResult, OtpService, OtpVerifyInput, OtpVerifyResult } from './types';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/** Decision 0007. "Per day" is a rolling 24 hours: no burst at midnight (decision 0007). */
export const OTP_LIMITS = {
  /** Per number and device: another device's send never makes this one wait (decision 0043). */
  resendCooldownSeconds: 30,
  /**
   * Decision 0043: sends are counted per number and device and per number and address, so a stranger's sends use
   * up the stranger's allowance, never the owner's.
   */
  sendsPerNumberAndDevice: [
    { max: 3, seconds: 15 * MINUTE },
    { max: 10, seconds: DAY },
  ],
  sendsPerNumberAndIp: [
    { max: 6, seconds: 15 * MINUTE },
    { max: 15, seconds: DAY },
  ],
  /**
   * Only an SMS-cost backstop, which never blocks the device that last proved the number. 18 codes a day × 5 tries
   * stays under the 100 failed checks that lock a number (decision 0043).
   */
  sendsPerNumber: [
    { max: 8, seconds: 15 * MINUTE },
    { max: 18, seconds: DAY },
  ],
  /**
   * Decision 0022: SMS cost money, so sends are tight per number and per device; the per-address limit is a
   * generous backstop (many visitors share one carrier address), configurable (OTP_SENDS_PER_IP_PER_HOUR, 60:
   * decision 0043).
   */
  sendsPerDevice: { max: 10, seconds: HOUR },
  sendsPerIp: { max: 60, seconds: HOUR },
  wrongTriesPerCode: 5,
  /**
   * Decision 0043: failed checks lock a number for the device (10 a day) and for the address (20 a day) they come
   * from, so a stranger's failures cannot lock the owner out; all devices and addresses together lock the number
   * at 100 a day (a bound the send limits keep out of reach in practice: 10 codes a day × 5 tries = 50 guesses
   * a number a day, decision 0021).
   */
  failedChecksPerNumberAndDevice: { max: 10, seconds: DAY },
  failedChecksPerNumberAndIp: { max: 20, seconds: DAY },
  failedChecksPerNumber: { max: 100, seconds: DAY },
} as const;

const MOBILE = new RegExp(MOBILE_PATTERN);

/** What the service binds a code to; bad values are a caller's bug (ZodError → 400 VALIDATION_FAILED). */
const ZBinding = z.object({
  purpose: z.enum(['enquiry', 'signin', 'enquiryAccess']),
  requestRef: z.string().min(1).max(64),
  ipHash: z.string().min(1).max(64),
  deviceUuid: z.string().min(1).max(64),
});

export type OtpServiceDeps = {
  repo: OtpRepo;
  sms: SmsAdapter;
  key: Buffer;
  /** sendsPerIpPerHour: OTP_LIMITS.sendsPerIp.max unless configured (OTP_SENDS_PER_IP_PER_HOUR). */
  otp: { length: number; ttlSeconds: number; sendsPerIpPerHour?: number };
  log: FastifyBaseLogger;
};

/** A code of `length` digits without a leading zero, so the spec's integer submission keeps it whole. */
export function generateOtp(length: number): string {
  return String(randomInt(10 ** (length - 1), 10 ** length));
}

/** Only this HMAC is stored: it binds the code to its purpose, number and request. */
export function otpHmac(
  key: Buffer,
  b: { purpose: string; mobileNumber: string; requestRef: string },
  code: string,
): string {
  return hmacHex(key, JSON.stringify(['otp/v1', b.purpose, b.mobileNumber, b.requestRef, code]));
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === 32 && y.length === 32 && timingSafeEqual(x, y);
}

/** Whole seconds until an event of age `age` leaves a window of `seconds` (at least 1). */
const secondsLeft = (seconds: number, age: number) => Math.max(1, Math.ceil(seconds - age));

type SendRefusal = Extract<OtpSendResult, { ok: false }>;

export function otpService(deps: OtpServiceDeps): OtpService {
  const { repo, sms, key, log } = deps;
  const { length, ttlSeconds } = deps.otp;

  /**
   * Send limits (decisions 0007 and 0043); the longest wait wins, and any limit beats the short resend cooldown.
   * The device that last proved the number (`proved`) is held only to its own limits: nothing a stranger sends,
   * from any address, can make the owner's phone wait.
   */
  async function refuseSend(
    r: OtpTxRepo,
    mobileNumber: string,
    ipHash: string,
    deviceUuid: string,
    proved: boolean,
    t: ReturnType<typeof tFor>,
  ): Promise<SendRefusal | null> {
    let limitWait = 0;
    const windows: { by: Parameters<OtpTxRepo['windowStats']>[1]; max: number; seconds: number }[] = [
      ...OTP_LIMITS.sendsPerNumberAndDevice.map((w) => ({ by: { mobileNumber, deviceUuid }, ...w })),
      ...(proved
        ? []
        : [
            ...OTP_LIMITS.sendsPerNumberAndIp.map((w) => ({ by: { mobileNumber, ipHash }, ...w })),
            ...OTP_LIMITS.sendsPerNumber.map((w) => ({ by: { mobileNumber }, ...w })),
            {
              by: { ipHash },
              max: deps.otp.sendsPerIpPerHour ?? OTP_LIMITS.sendsPerIp.max,
              seconds: OTP_LIMITS.sendsPerIp.seconds,
            },
          ]),
    ];
    // One after another: they run on the transaction's one connection.
    for (const w of windows) {
      const s = await r.windowStats('send', w.by, w.seconds);
      if (s.count >= w.max) limitWait = Math.max(limitWait, secondsLeft(w.seconds, s.oldestAge));
    }
    const perDevice = OTP_LIMITS.sendsPerDevice;
    const dev = await r.windowStats('send', { deviceUuid }, perDevice.seconds);
    if (dev.count >= perDevice.max)
      limitWait = Math.max(limitWait, secondsLeft(perDevice.seconds, dev.oldestAge));
    if (limitWait > 0) {
      const minutes = Math.ceil(limitWait / MINUTE);
      return {
        ok: false,
        code: 'OTP_SEND_LIMIT',
        message: t('otp:sendLimit', { count: minutes }),
        retryAfter: limitWait,
      };
    }
    const recent = await r.windowStats(
      'send',
      { mobileNumber, deviceUuid },
      OTP_LIMITS.resendCooldownSeconds,
    );
    // The short cooldown keeps a visitor on the code just sent. When that code has already been used (the journey's
    // code, then the sign-in a moment later), there is nothing to wait for: only the send limits above apply.
    if (recent.count > 0 && !(await r.newestCodeUsed(mobileNumber, OTP_LIMITS.resendCooldownSeconds))) {
      const wait = secondsLeft(OTP_LIMITS.resendCooldownSeconds, recent.newestAge);
      return {
        ok: false,
        code: 'OTP_RESEND_COOLDOWN',
        message: t('otp:resendCooldown', { count: wait }),
        retryAfter: wait,
      };
    }
    return null;
  }

  return {
    length,

    async send(input: OtpSendInput): Promise<OtpSendResult> {
      const t = tFor(input.language);
      const { mobileNumber } = input;
      if (!MOBILE.test(mobileNumber))
        return { ok: false, code: 'INVALID_MOBILE', message: t(MSG.mobile.invalid) };
      const { purpose, requestRef, ipHash, deviceUuid } = ZBinding.parse(input);
      const code = generateOtp(length);
      const binding = { purpose, mobileNumber, requestRef };
      // A decoy's row is a random digest no code has (an HMAC preimage): its checks fail like a wrong code's.
      const codeHmac = input.decoy ? randomBytes(32).toString('hex') : otpHmac(key, binding, code);

      const outcome = await repo.transaction(async (r) => {
        // Always number, then IP, then device: a fixed lock order cannot deadlock.
        await r.lockNumber(mobileNumber);
        await r.lockIp(ipHash);
        await r.lockDevice(deviceUuid);
        const proved = (await r.provedBy(mobileNumber)) === deviceUuid;
        const refusal = await refuseSend(r, mobileNumber, ipHash, deviceUuid, proved, t);
        if (refusal) return refusal;
        // A send counts even if delivery then fails: a failing provider must not lift the limits.
        await r.insertEvent('send', mobileNumber, ipHash, deviceUuid);
        await r.supersedeAndPrune(binding, DAY);
        const id = await r.insertCode({ ...binding, codeHmac, ttlSeconds });
        return { id };
      });
      if ('ok' in outcome) return outcome;
      const sent = {
        ok: true as const,
        maskedMobile: maskMobile(mobileNumber),
        resendAfter: OTP_LIMITS.resendCooldownSeconds,
        length,
      };
      if (input.decoy) return sent;

      const minutes = Math.max(1, Math.floor(ttlSeconds / MINUTE));
      const text = t('otp:sms', { brand: t('common:brand'), code, count: minutes });
      try {
        await sms.send(mobileNumber, text);
      } catch (err) {
        // The visitor never got this code: withdraw it so no usable code exists that nobody received.
        await repo.deleteCode(outcome.id);
        log.warn(
          { purpose, reason: err instanceof Error ? err.message : 'unknown' },
          'OTP SMS not delivered',
        );
        return { ok: false, code: 'OTP_SEND_FAILED', message: t('otp:sendFailed') };
      }
      return sent;
    },

    async verify(input: OtpVerifyInput): Promise<OtpVerifyResult> {
      const t = tFor(input.language ?? 'en');
      const incorrect: OtpVerifyResult = { ok: false, code: 'INVALID_OTP', message: t(MSG.otp.incorrect) };
      const candidate = toAsciiDigits(input.code ?? '').trim();
      if (candidate === '') return { ok: false, code: 'OTP_REQUIRED', message: t(MSG.otp.required) };
      const { mobileNumber } = input;
      // No code is ever sent to anything but a UAE mobile number, so none can match.
      if (!MOBILE.test(mobileNumber)) return incorrect;
      const { purpose, requestRef, ipHash, deviceUuid } = ZBinding.parse(input);

      return repo.transaction(async (r): Promise<OtpVerifyResult> => {
        await r.lockNumber(mobileNumber);
        const mine = OTP_LIMITS.failedChecksPerNumberAndDevice;
        const here = OTP_LIMITS.failedChecksPerNumberAndIp;
        const all = OTP_LIMITS.failedChecksPerNumber;
        // Decision 0043: strangers' failures never lock the device that last proved the number, only its own do.
        const proved = (await r.provedBy(mobileNumber)) === deviceUuid;
        // One after another: the three run on the transaction's one connection.
        const failsMine = await r.windowStats('fail', { mobileNumber, deviceUuid }, mine.seconds);
        const failsHere = proved ? null : await r.windowStats('fail', { mobileNumber, ipHash }, here.seconds);
        const failsAll = proved ? null : await r.windowStats('fail', { mobileNumber }, all.seconds);
        if (
          failsMine.count >= mine.max ||
          (failsHere?.count ?? 0) >= here.max ||
          (failsAll?.count ?? 0) >= all.max
        )
          return { ok: false, code: 'OTP_LOCKED', message: t('otp:lockedToday') };
        const pending = await r.latestPending(mobileNumber, purpose, requestRef);
        if (!pending) return incorrect;
        if (pending.failedAttempts >= OTP_LIMITS.wrongTriesPerCode)
          return { ok: false, code: 'OTP_LOCKED', message: t('otp:locked') };
        if (pending.expired) return { ok: false, code: 'OTP_EXPIRED', message: t('otp:expired') };
        const digest = otpHmac(key, { purpose, mobileNumber, requestRef }, candidate);
        if (sameDigest(digest, pending.codeHmac) && (await r.consume(pending.id))) {
          await r.recordProof(mobileNumber, deviceUuid);
          return { ok: true };
        }
        await r.recordWrongTry(pending.id);
        await r.insertEvent('fail', mobileNumber, ipHash, deviceUuid);
        return incorrect;
      });
    },
  };
}

/** How many messages the dev outbox page and API list (decision 0007). */
export const DEV_OUTBOX_LIMIT = 50;

/** The development outbox (decision 0007): the latest messages, newest first, optionally of one number. */
export function devOutboxService(repo: DevOutboxRepo) {
  return {
    latest: (mobileNumber?: string): Promise<OutboxMessage[]> => repo.latest(DEV_OUTBOX_LIMIT, mobileNumber),
  };
}

export type DevOutboxService = ReturnType<typeof devOutboxService>;
