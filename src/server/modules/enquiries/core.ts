import type { OtpPopupData } from '../../../shared/contracts/enquiry-access';
import type { FastifyBaseLogger } from 'fastify';
import { JOURNEY_ERROR_CODES } from '../../../shared/contracts/journey';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import type { LangCode } from '../../../shared/domain/locales';
import type { RuleFailure } from '../../../shared/rules/types';
import type { JobQueue } from '../../lib/job-queue';
import { maskMobile } from '../../lib/masking';
import type { Outcome as LibOutcome, Refusal as LibRefusal, RefusalBody } from '../../lib/outcome';
import type { DocumentsService } from '../documents/service';
import type { FormsService } from '../forms/types';
import type { SmsAdapter } from '../otp/sms';
import type { OtpSendResult, OtpService } from '../otp/types';
import type { EnquiriesRepo, EnquiryRow } from './repo';

/** Codes of this module beyond JOURNEY_ERROR_CODES (docs/product/enquiries.md). */
export const ENQUIRY_ERROR_CODES = {
  ...JOURNEY_ERROR_CODES,
  /** The form exists but belongs to another product or another stage than the url's. */
  FORM_MISMATCH: 'FORM_MISMATCH',
  /** Resend asked for an enquiry whose number is verified already, or that has none. */
  OTP_NOT_PENDING: 'OTP_NOT_PENDING',
  OTP_SEND_FAILED: 'OTP_SEND_FAILED',
  /** Decision 0028: a results link needs the enquiry's proved number. */
  MOBILE_NOT_VERIFIED: 'MOBILE_NOT_VERIFIED',
  /** Decision 0028: RESULTS_LINK_MAX_SENDS links were sent for this enquiry already. */
  RESULTS_LINK_LIMIT: 'RESULTS_LINK_LIMIT',
  RESULTS_LINK_SEND_FAILED: 'RESULTS_LINK_SEND_FAILED',
  DEVICE_ID_NOT_FOUND: ERROR_CODES.DEVICE_ID_NOT_FOUND,
} as const;

export type FieldErrorOut = { fieldId: string; failure: RuleFailure; message: string };

/** A refused request: HTTP status and the JSON body (ZEnquiryRejection, plus retryAfter for 429). */
export type Refusal = LibRefusal<RefusalBody & { fieldErrors?: FieldErrorOut[] }>;
export type Outcome<T> = LibOutcome<T, Refusal['body']>;

export type { OtpPopupData };

/** What the enquiry use cases are given by the module (index.ts). */
export type EnquiryDeps = {
  repo: EnquiriesRepo;
  forms: FormsService;
  otp: OtpService;
  /** Upload answers are checked against the device's documents. */
  documents: Pick<DocumentsService, 'owned'>;
  /** Sends the async products' job with the enquiry's transaction; null: the sweep of a worker node sends it. */
  queue: JobQueue | null;
  log: FastifyBaseLogger;
  /** Sends the results link (decision 0028): the configured adapter, the outbox in development. */
  sms: SmsAdapter;
  /** The public origin the link names (PUBLIC_ORIGIN). */
  origin: string;
  now?: () => Date;
};

/**
 * The enquiry with this public id if the device may use it: it created it, or it proved the enquiry's number by
 * its code (an access grant, decision 0017). Anything else looks the same: absent.
 */
export async function ownedEnquiry(
  repo: EnquiriesRepo,
  publicId: string | undefined,
  deviceId: number,
): Promise<EnquiryRow | undefined> {
  if (!publicId) return undefined;
  const row = await repo.byPublicId(publicId);
  if (!row) return undefined;
  return row.deviceId === deviceId || (await repo.hasAccess(row.id, deviceId)) ? row : undefined;
}

/** An OTP send's result as the code popup's data, or the refusal the visitor sees. */
export function otpOutcome(
  otp: Pick<OtpService, 'length'>,
  mobile: string,
  r: OtpSendResult,
): { ok: true; data: OtpPopupData } | Refusal {
  if (r.ok)
    return {
      ok: true,
      data: { maskedMobile: r.maskedMobile, resendAfter: r.resendAfter, otpLength: r.length, sent: true },
    };
  switch (r.code) {
    case 'OTP_RESEND_COOLDOWN':
      // A code is already on its way: show the popup, with the wait before another may be sent, and say that
      // this answer sent nothing (the popup must not claim a new code).
      return {
        ok: true,
        data: {
          maskedMobile: maskMobile(mobile),
          resendAfter: r.retryAfter ?? 30,
          otpLength: otp.length,
          sent: false,
        },
      };
    case 'OTP_SEND_LIMIT':
      return {
        ok: false,
        status: 429,
        body: { code: r.code, message: r.message, retryAfter: Math.max(1, Math.ceil(r.retryAfter ?? 60)) },
      };
    case 'INVALID_MOBILE':
      return { ok: false, status: 422, body: { code: r.code, message: r.message } };
    default:
      return {
        ok: false,
        status: 503,
        body: { code: ENQUIRY_ERROR_CODES.OTP_SEND_FAILED, message: r.message },
      };
  }
}

/** The enquiry's code sent to its number (the submission's popup and its resend). */
export async function sendEnquiryCode(
  otp: OtpService,
  input: { language: LangCode; mobile: string; publicId: string; ipHash: string; deviceUuid: string },
) {
  const r = await otp.send({
    mobileNumber: input.mobile,
    purpose: 'enquiry',
    requestRef: input.publicId,
    ipHash: input.ipHash,
    deviceUuid: input.deviceUuid,
    language: input.language,
  });
  return otpOutcome(otp, input.mobile, r);
}
