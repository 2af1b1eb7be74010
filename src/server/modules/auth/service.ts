import { createHash, randomBytes } from 'node:crypto';
import type { LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import type { TAuthSession } from '../../../shared/contracts/account';
import type { OtpService } from '../otp/types';
import { maskMobile } from '../../lib/masking';
import type { AuthRepo } from './repo';

/** Days a sign-in lasts on one browser (decision 0031). */
export const ACCOUNT_SESSION_TTL_SECONDS = 7 * 86_400;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Who = { ipHash: string; deviceUuid: string; language: LangCode };

export type AuthFailure = { ok: false; status: number; code: string; message: string; retryAfter?: number };

/**
 * Sign-in by one-time code (docs/product/account.md 'Sign-in modal', docs/product/account.md 'Account OTP'). The answer never depends on whether
 * the number is known: the OTP service sends to any UAE mobile number under its limits, and a number with nothing
 * on file signs in to an empty account (docs/product/account.md). The code is bound to the device that
 * asked for it (requestRef), so a code read over someone's shoulder cannot be used on another browser.
 */
export function authService(repo: AuthRepo, otp: OtpService) {
  return {
    async sendOtp(mobileNumber: string, who: Who) {
      const r = await otp.send({
        mobileNumber,
        purpose: 'signin',
        requestRef: who.deviceUuid,
        ipHash: who.ipHash,
        deviceUuid: who.deviceUuid,
        language: who.language,
      });
      const t = tFor(who.language);
      if (r.ok)
        return {
          ok: true as const,
          body: {
            success: true as const,
            message: t('account:otpSent', { mobile: r.maskedMobile }),
            maskedMobile: r.maskedMobile,
            length: r.length,
            resendAfter: r.resendAfter,
          },
        };
      switch (r.code) {
        case 'OTP_RESEND_COOLDOWN':
        case 'OTP_SEND_LIMIT':
          return fail(429, r.code, r.message, Math.max(1, Math.ceil(r.retryAfter ?? 30)));
        case 'INVALID_MOBILE':
          return fail(422, r.code, r.message);
        default:
          return fail(503, r.code, r.message);
      }
    },

    async verifyOtp(mobileNumber: string, code: string, who: Who) {
      const r = await otp.verify({
        mobileNumber,
        purpose: 'signin',
        requestRef: who.deviceUuid,
        code,
        ipHash: who.ipHash,
        deviceUuid: who.deviceUuid,
        language: who.language,
      });
      if (!r.ok) return fail(r.code === 'OTP_LOCKED' ? 429 : 422, r.code, r.message);
      // 32 random bytes in the cookie; only their hash is stored.
      const token = randomBytes(32).toString('base64url');
      const expiresAt = await repo.create(hashToken(token), mobileNumber, ACCOUNT_SESSION_TTL_SECONDS);
      return { ok: true as const, token, expiresAt };
    },

    /** The signed-in number of a cookie token, or null. */
    async find(token: string | null): Promise<{ mobileNumber: string; expiresAt: Date } | null> {
      if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      return repo.find(hashToken(token));
    },

    describe(s: { mobileNumber: string; expiresAt: Date } | null): TAuthSession {
      return s
        ? { signedIn: true, maskedMobile: maskMobile(s.mobileNumber), expiresAt: s.expiresAt.toISOString() }
        : { signedIn: false };
    },

    /** Sign out everywhere: every session of the number ends (decision 0031). */
    signOutEverywhere: (mobileNumber: string) => repo.revokeAll(mobileNumber),
  };
}

function fail(status: number, code: string, message: string, retryAfter?: number): AuthFailure {
  return retryAfter === undefined
    ? { ok: false, status, code, message }
    : { ok: false, status, code, message, retryAfter };
}

export type AuthService = ReturnType<typeof authService>;
