import { z } from 'zod';

/**
 * The renewal page's calls (decision 0090, docs/product/policies.md 'Renewal page'): `POST /api/renewals/{token}/open`
 * answers the renewal (or asks for the number's code), `POST /api/renewals/{token}/access` sends and checks that code.
 */

export const RENEWAL_ERROR_CODES = {
  /** Malformed, tampered, unknown, or naming a policy that is not active: the same answer for all. */
  RENEWAL_LINK_INVALID: 'RENEWAL_LINK_INVALID',
  RENEWAL_LINK_EXPIRED: 'RENEWAL_LINK_EXPIRED',
  /** Another device: the code sent to the policy's number first. */
  RENEWAL_CODE_REQUIRED: 'RENEWAL_CODE_REQUIRED',
} as const;

/** The token of a renewal link (link.ts): 53 URL-safe characters. */
export const ZRenewalToken = z.string().regex(/^[A-Za-z0-9_-]{53}$/);
export const ZRenewalParams = z.object({ token: ZRenewalToken });

export const ZRenewalQuote = z.strictObject({
  quoteId: z.string().max(40),
  planId: z.number().int(),
  insurerName: z.string().max(200),
  planName: z.string().max(200),
  logo: z.string().max(300),
  /** AED with VAT, and the VAT in it. */
  totalAed: z.number().finite(),
  vatAed: z.number().finite(),
  /** The quotes page of the renewal enquiry, where this quote's Buy lives. */
  href: z.string().max(300),
});
export type TRenewalQuote = z.infer<typeof ZRenewalQuote>;

export const ZRenewalView = z.strictObject({
  productId: z.number().int(),
  insurerName: z.string().max(200),
  /** YYYY-MM-DD: the policy's last day, and the renewed cover's first (the day the renewal is priced on). */
  endDate: z.string().max(10),
  coverStart: z.string().max(10),
  /** Car: no-claim years before → after; absent for other products. */
  noClaimYears: z.strictObject({ from: z.number().int(), to: z.number().int() }).nullable(),
  /** A 'Help with a claim' query was raised for the policy (the only claim record the site holds). */
  claimRecorded: z.boolean(),
  /** The same insurer re-priced (its plan, else its best plan); null when it gave no price. */
  renewal: ZRenewalQuote.nullable(),
  /** The three best current quotes for the same answers, in the recommended order, the renewal left out. */
  best: z.array(ZRenewalQuote).max(3),
  /** The renewal enquiry (this device's) and its quotes page: the one-click re-quote. */
  enquiryId: z.string().max(24),
  quotesHref: z.string().max(300),
  /** The policy had no stored answers (a policy made before the site sold online): only a new quote is offered. */
  noAnswers: z.boolean(),
});
export type TRenewalView = z.infer<typeof ZRenewalView>;

export const ZRenewalAccessBody = z.strictObject({
  otp: z
    .string()
    .regex(/^[0-9]{1,8}$/)
    .optional(),
});
export const ZRenewalAccess = z.union([
  z.strictObject({ granted: z.literal(true) }),
  z.strictObject({
    granted: z.literal(false),
    maskedMobile: z.string().max(32),
    resendAfter: z.number().int(),
    length: z.number().int(),
  }),
]);
export type TRenewalAccess = z.infer<typeof ZRenewalAccess>;
