import { z } from 'zod';

/**
 * The answers of the calls around a saved enquiry (decisions 0017, 0028): the code popup's data, opening saved
 * results on another device, and the results link. Described in the OpenAPI document (decision 0066).
 */

/**
 * The code popup: the masked number the code went to, the seconds before a resend, the code's length, and whether
 * this answer sent a code (false within the resend cooldown: the earlier code stands, decision 0062).
 */
export const ZOtpPopupData = z.object({
  maskedMobile: z.string(),
  resendAfter: z.number(),
  otpLength: z.number().int(),
  sent: z.boolean(),
});
export type OtpPopupData = z.infer<typeof ZOtpPopupData>;

/** Access granted, or a code sent to the number (the popup's data) that the next call sends back. */
export const ZEnquiryAccess = z.union([
  z.object({ granted: z.literal(true) }),
  z.object({ granted: z.literal(false), data: ZOtpPopupData }),
]);

/** The enquiry's reference and its results link (decision 0028), as the quotes page shows them. */
export const ZResultsLinkState = z.object({
  reference: z.string(),
  /** Where a link goes: the enquiry's proved number, masked ('+971 5X XXX 1234'); null: no proved number. */
  sentTo: z.string().nullable(),
  /** Links sent so far, and how many may be. */
  sent: z.number().int(),
  limit: z.number().int(),
});
export type ResultsLinkState = z.infer<typeof ZResultsLinkState>;
