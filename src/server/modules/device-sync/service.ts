import { randomBytes, randomInt } from 'node:crypto';
import {
  DEVICE_SYNC_ERROR_CODES as E,
  DEVICE_SYNC_LIMITS,
  DEVICE_SYNC_TTL_SECONDS,
  ZDeviceInfo,
  type TDeviceInfo,
} from '../../../shared/contracts/device-sync';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { LANG_CODES, type LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import { refuse, type Outcome } from '../../lib/outcome';
import { hmacHex } from '../session/keys';
import { landingUrl, quotesUrl, resultsLinkPath } from '../enquiries/urls';
import type { DeviceSyncRepo } from './repo';
import { qrSvg } from './qr';

export type DeviceSyncDeps = {
  repo: DeviceSyncRepo;
  /** HMAC key for stored codes (the OTP key with its own label in the message). */
  key: Buffer;
  publicOrigin: string;
  /** The enquiry's readable reference, given now when it has none (decision 0028). */
  ensureReference: (enquiryId: number) => Promise<string>;
  now?: () => Date;
};

/** Where the QR link is redeemed (GET, public): a random token, nothing personal. */
export const QR_LINK_PATH = '/api/device-sync/qr/';

const ns = 'deviceSync:errors';

/**
 * Device sync (decision 0109). Three calls and the QR link's redemption:
 * - getQrForWebToMobile: the desktop's enquiry (its own or granted, with a proved number) → a single-use link valid
 *   for 5 minutes, as an SVG QR. Redeeming it sends the phone to the results link (`?ref=`), where the phone proves
 *   the number by its code exactly as for the SMS link (decision 0028): holding the QR alone shows nothing.
 * - getOtpForMobileToWeb: the phone's enquiry → a six-digit code valid for 5 minutes (at most 5 per 10 minutes).
 * - verifyOtpForMobileToWeb: the desktop types it → a grant to the enquiry (decision 0017) and where to go; wrong
 *   codes count per device and per address (5 per 10 minutes), and a wrong, used or expired code answer alike.
 */
export function deviceSyncService(deps: DeviceSyncDeps) {
  const now = deps.now ?? (() => new Date());
  const hash = (kind: string, code: string) => hmacHex(deps.key, `device-sync:${kind}:${code}`);
  const expiry = () => new Date(now().getTime() + DEVICE_SYNC_TTL_SECONDS * 1000);
  const windowStart = () => new Date(now().getTime() - DEVICE_SYNC_LIMITS.windowSeconds * 1000);
  const tooMany = (lang: LangCode) => {
    const r = refuse(lang, 429, ERROR_CODES.RATE_LIMIT, `${ns}.tooMany`);
    return { ...r, body: { ...r.body, retryAfter: DEVICE_SYNC_LIMITS.windowSeconds } };
  };

  /** The named enquiry when the device may read it, or without a name the device's latest. */
  async function ownEnquiry(deviceUuid: string, publicId: string | undefined) {
    const deviceId = await deps.repo.deviceId(deviceUuid);
    if (deviceId === undefined) return undefined;
    const enquiry =
      publicId === undefined
        ? await deps.repo.latestEnquiry(deviceId)
        : await deps.repo.readableEnquiry(deviceId, publicId);
    return enquiry ? { deviceId, enquiry } : undefined;
  }

  return {
    async qrForWebToMobile(q: {
      deviceUuid: string;
      enquiryId: string | undefined;
      lang: LangCode;
    }): Promise<Outcome<{ data: { url: string; svg: string; expiresAt: string } }>> {
      const found = await ownEnquiry(q.deviceUuid, q.enquiryId);
      if (!found) return refuse(q.lang, 404, E.ENQUIRY_NOT_FOUND, `${ns}.notFound`);
      if (!found.enquiry.provedNumber) return refuse(q.lang, 409, E.MOBILE_NOT_VERIFIED, `${ns}.notVerified`);
      if (
        (await deps.repo.countSince(found.deviceId, 'qr', windowStart())) >= DEVICE_SYNC_LIMITS.codesPerDevice
      )
        return tooMany(q.lang);
      const expiresAt = expiry();
      let token = '';
      for (let i = 0; i < 3 && token === ''; i++) {
        const candidate = randomBytes(18).toString('base64url');
        const stored = await deps.repo.insert({
          kind: 'qr',
          codeHash: hash('qr', candidate),
          enquiryId: found.enquiry.id,
          deviceId: found.deviceId,
          deviceInfo: undefined,
          lang: q.lang,
          expiresAt,
        });
        if (stored) token = candidate;
      }
      if (token === '') throw new Error('device sync: no free QR token');
      // The link names the desktop's language (not English only), so a used link's page can answer in it.
      const url = `${deps.publicOrigin.replace(/\/$/, '')}${QR_LINK_PATH}${token}${q.lang === 'en' ? '' : `?lang=${q.lang}`}`;
      const svg = qrSvg(url, tFor(q.lang)('deviceSync:qr.imageLabel'));
      return { ok: true, value: { data: { url, svg, expiresAt: expiresAt.toISOString() } } };
    },

    /** The QR link: its path on this site (the results link), or a refusal when used, expired or unknown. */
    async openQr(q: { token: string; lang: LangCode }): Promise<Outcome<{ location: string }>> {
      if (!/^[A-Za-z0-9_-]{24}$/.test(q.token))
        return refuse(q.lang, 410, E.SYNC_LINK_EXPIRED, `${ns}.linkExpired`);
      const taken = await deps.repo.redeem('qr', hash('qr', q.token), null);
      if (!taken) return refuse(q.lang, 410, E.SYNC_LINK_EXPIRED, `${ns}.linkExpired`);
      const lang = (LANG_CODES as readonly string[]).includes(taken.lang) ? (taken.lang as LangCode) : q.lang;
      const reference = taken.reference ?? (await deps.ensureReference(taken.enquiryId));
      return { ok: true, value: { location: resultsLinkPath(taken.countryProductId, reference, lang) } };
    },

    async otpForMobileToWeb(q: {
      deviceUuid: string;
      enquiryId: string | undefined;
      deviceInfo: TDeviceInfo;
      lang: LangCode;
    }): Promise<Outcome<{ data: { otp: string; expiresAt: string } }>> {
      const found = await ownEnquiry(q.deviceUuid, q.enquiryId);
      if (!found) return refuse(q.lang, 404, E.ENQUIRY_NOT_FOUND, `${ns}.notFound`);
      if (
        (await deps.repo.countSince(found.deviceId, 'otp', windowStart())) >=
        DEVICE_SYNC_LIMITS.codesPerDevice
      )
        return tooMany(q.lang);
      const expiresAt = expiry();
      for (let i = 0; i < 10; i++) {
        const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const stored = await deps.repo.insert({
          kind: 'otp',
          codeHash: hash('otp', otp),
          enquiryId: found.enquiry.id,
          deviceId: found.deviceId,
          deviceInfo: q.deviceInfo,
          lang: q.lang,
          expiresAt,
        });
        if (stored) return { ok: true, value: { data: { otp, expiresAt: expiresAt.toISOString() } } };
      }
      throw new Error('device sync: no free code');
    },

    async verifyOtpForMobileToWeb(q: {
      deviceUuid: string;
      otp: string;
      ipHash: string;
      lang: LangCode;
    }): Promise<
      Outcome<{ data: { enquiryId: string; countryProductId: number; url: string; deviceInfo: TDeviceInfo } }>
    > {
      const deviceId = (await deps.repo.deviceId(q.deviceUuid)) ?? null;
      if ((await deps.repo.failuresSince(deviceId, q.ipHash, windowStart())) >= DEVICE_SYNC_LIMITS.failures)
        return tooMany(q.lang);
      const taken =
        deviceId === null ? undefined : await deps.repo.redeem('otp', hash('otp', q.otp), deviceId);
      if (!taken || deviceId === null) {
        await deps.repo.recordFailure(deviceId, q.ipHash);
        return refuse(q.lang, 400, E.INVALID_SYNC_CODE, `${ns}.invalidCode`);
      }
      await deps.repo.grant(taken.enquiryId, deviceId);
      const info = ZDeviceInfo.safeParse(taken.deviceInfo ?? {});
      const url =
        taken.status === 'draft'
          ? landingUrl(taken.countryProductId, taken.publicId, q.lang)
          : quotesUrl(taken.countryProductId, taken.publicId, q.lang);
      return {
        ok: true,
        value: {
          data: {
            enquiryId: taken.publicId,
            countryProductId: taken.countryProductId,
            url,
            deviceInfo: info.success ? info.data : {},
          },
        },
      };
    },
  };
}

export type DeviceSyncService = ReturnType<typeof deviceSyncService>;
