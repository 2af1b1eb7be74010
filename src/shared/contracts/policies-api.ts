import { z } from 'zod';
import { PUBLIC_ID_PATTERN } from '../domain/public-id';
import { POLICY_STATUSES } from './policies';
import { ZSlug } from './quotes-base';

// The visitor's side of buying through the insurer (docs/product/policies.md 'Buy', 'The policy after Buy'): the
// preview of what is sent, Buy itself, and the policy the thank-you page reads. The insurer's side is policies.ts.

const ZPublicId = z.string().regex(PUBLIC_ID_PATTERN);
const ZFils = z.number().int().nonnegative();

const ZInsurerRef = z.strictObject({
  /** The catalogue's insurer code (its slug). */
  code: ZSlug,
  name: z.string().max(200),
  logo: z.string().max(200),
});

export const ZPrice = z.strictObject({ premiumFils: ZFils, vatFils: ZFils, totalFils: ZFils });

/** GET /api/quotes/{quoteId}/handoff-preview: what Buy sends to the insurer, as the visitor is shown it. */
export const ZHandoffPreview = z.strictObject({
  insurer: ZInsurerRef,
  planName: z.string().max(200),
  price: ZPrice,
  /** Each piece of data sent, labelled in the request's language; the number masked (+971 5X XXX 1234). */
  sent: z.array(
    z.strictObject({ key: z.string().max(64), label: z.string().max(200), value: z.string().max(500) }),
  ),
  /** Until when the price holds (ISO); Buy re-prices it once past. */
  validUntil: z.string(),
});
export type THandoffPreview = z.infer<typeof ZHandoffPreview>;

/** POST /api/quotes/{quoteId}/buy body (with an Idempotency-Key). */
export const ZBuyRequest = z.strictObject({
  /** 'Remind me before renewal' (unticked by default): SMS reminders before the policy ends. */
  reminderConsent: z.boolean(),
});
export type TBuyRequest = z.infer<typeof ZBuyRequest>;

/** Buy's answer: the ZNext shape the journey client follows (type REDIRECT navigates at once). */
export const ZBuyResponse = z.strictObject({
  redirectToInsurer: z.strictObject({
    type: z.literal('REDIRECT'),
    config: z.strictObject({ url: z.string().max(500) }),
  }),
  /** The policy's public id (the thank-you page's `?policy=`). */
  policyId: ZPublicId,
});
export type TBuyResponse = z.infer<typeof ZBuyResponse>;

/** 409 QUOTE_REPRICED: the quote had lapsed (or its answers changed); `data` is the new quote to confirm. */
export const ZQuoteRepriced = z.strictObject({
  code: z.literal('QUOTE_REPRICED'),
  message: z.string(),
  data: ZPrice.extend({ quoteId: ZPublicId }).strict(),
});

/** GET /api/policies/{publicId}: the thank-you page's policy (the buying device only). */
export const ZPolicyView = z.strictObject({
  policyId: ZPublicId,
  status: z.enum(POLICY_STATUSES),
  productId: z.number().int().positive(),
  /** Null until the insurer issues it. */
  policyNumber: z.string().nullable(),
  insurer: ZInsurerRef,
  planName: z.string().max(200),
  /** YYYY-MM-DD; null until issued. */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  premiumFils: ZFils,
  vatFils: ZFils,
  totalFils: ZFils,
  /** The printable schedule (owner-only page); null until issued. */
  scheduleUrl: z.string().nullable(),
  /** The insurer's claims line and address (the policy's document, else the catalogue's), when known. */
  claims: z.strictObject({ phone: z.string().nullable(), email: z.string().nullable() }),
  /** How to claim with this insurer, step by step (empty until issued). */
  howToClaim: z.array(z.string()),
});
export type TPolicyView = z.infer<typeof ZPolicyView>;
