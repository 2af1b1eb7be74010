import { z } from 'zod';
import { ZEnquiryId } from './journey';

/**
 * Device sync (decision 0109): web-to-mobile by a QR of a short-lived, single-use link
 * that opens the journey's results on the phone behind the same number proof as the results link; mobile-to-web by
 * a six-digit code the phone shows and the desktop types.
 */
export const DEVICE_SYNC_ERROR_CODES = {
  /** The enquiry is not this device's (or unknown): the same answer for both. */
  ENQUIRY_NOT_FOUND: 'ENQUIRY_NOT_FOUND',
  /** Web-to-mobile needs the enquiry's proved number: the phone proves it again (decision 0028's rule). */
  MOBILE_NOT_VERIFIED: 'MOBILE_NOT_VERIFIED',
  /** A wrong, used or expired code: one answer for all three, so a guess learns nothing. */
  INVALID_SYNC_CODE: 'INVALID_SYNC_CODE',
  /** A used, expired or unknown QR link. */
  SYNC_LINK_EXPIRED: 'SYNC_LINK_EXPIRED',
} as const;

/** How long a QR link and a six-digit code live. */
export const DEVICE_SYNC_TTL_SECONDS = 300;
/** Codes a phone may ask for in the window, and wrong codes a desktop (or an address) may type in it. */
export const DEVICE_SYNC_LIMITS = { codesPerDevice: 5, failures: 5, windowSeconds: 600 } as const;

/** What the phone says of itself: short labels, nothing personal (no model serial, no name). */
const ZInfo = z
  .string()
  .trim()
  .max(40)
  .regex(/^[\p{L}\p{N} ._()/-]*$/u, 'letters, digits, spaces and . _ ( ) / - only');
export const ZDeviceInfo = z.strictObject({
  platform: ZInfo.optional(),
  browser: ZInfo.optional(),
  deviceType: z.enum(['mobile', 'tablet', 'desktop']).optional(),
});
export type TDeviceInfo = z.infer<typeof ZDeviceInfo>;

/** Without `enquiryId`: the device's most recent enquiry (the home page's icon has no enquiry in hand). */
export const ZQrForWebToMobileRequest = z.strictObject({ enquiryId: ZEnquiryId.optional() });
export const ZQrForWebToMobileResponse = z.object({
  data: z.object({
    /** The link the QR encodes (absolute; a random token, nothing personal). */
    url: z.string(),
    /** The QR as an SVG document (one path), made on the server: no QR code in the browser bundle. */
    svg: z.string(),
    expiresAt: z.string(),
  }),
});

export const ZOtpForMobileToWebRequest = z.strictObject({
  enquiryId: ZEnquiryId.optional(),
  deviceInfo: ZDeviceInfo.default({}),
});
export const ZOtpForMobileToWebResponse = z.object({
  data: z.object({ otp: z.string().regex(/^\d{6}$/), expiresAt: z.string() }),
});

export const ZVerifyOtpForMobileToWebRequest = z.strictObject({
  otp: z.string().regex(/^\d{6}$/, 'must be 6 digits'),
});
export const ZVerifyOtpForMobileToWebResponse = z.object({
  data: z.object({
    enquiryId: z.string(),
    countryProductId: z.number(),
    /** Where the phone's journey continues in this language (the quotes page, or the journey when unfinished). */
    url: z.string(),
    deviceInfo: ZDeviceInfo,
  }),
});
