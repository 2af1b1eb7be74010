import type { LangCode } from '../../../shared/domain/locales';

/** What a code is for; a code sent for one purpose never verifies another. */
export type OtpPurpose = 'enquiry' | 'signin' | 'enquiryAccess';

export type OtpSendInput = {
  /** Nine digits without +971 (UAE mobile numbers only). */
  mobileNumber: string;
  purpose: OtpPurpose;
  /** The request the code is bound to (e.g. an enquiry's public id). */
  requestRef: string;
  ipHash: string;
  /** The asking device's id (sends and failed checks are counted per device too). */
  deviceUuid: string;
  language: LangCode;
  /**
   * Counted against every limit like a real send and answered the same, but no SMS leaves and no code can verify:
   * a trigger that must not tell a right number from a wrong one sends these for the wrong one (decision 0043).
   */
  decoy?: boolean;
};

export type OtpSendResult =
  | { ok: true; maskedMobile: string; resendAfter: number; length: number }
  | {
      ok: false;
      /** OTP_SEND_FAILED: the SMS provider refused or timed out; the code was withdrawn (decision 0007). */
      code: 'OTP_SEND_LIMIT' | 'OTP_RESEND_COOLDOWN' | 'INVALID_MOBILE' | 'OTP_SEND_FAILED';
      message: string;
      /** Seconds until another send may succeed. */
      retryAfter?: number;
    };

export type OtpVerifyInput = {
  mobileNumber: string;
  purpose: OtpPurpose;
  requestRef: string;
  code: string;
  ipHash: string;
  deviceUuid: string;
  /** Language of the returned message (default 'en'). */
  language?: LangCode;
};

export type OtpVerifyResult =
  | { ok: true }
  | { ok: false; code: 'INVALID_OTP' | 'OTP_EXPIRED' | 'OTP_LOCKED' | 'OTP_REQUIRED'; message: string };

/** The OTP service (decision 0007), used by the enquiry journey now and by sign-in later. */
export interface OtpService {
  readonly length: number;
  send(input: OtpSendInput): Promise<OtpSendResult>;
  verify(input: OtpVerifyInput): Promise<OtpVerifyResult>;
}
