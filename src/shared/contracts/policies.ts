import { z } from 'zod';
import { ZSlug } from './quotes-base';

// From choice to policy (docs/product/policies.md): the proposal an insurer fetches by handoff id, the events it
// sends back, and the signature both use. The insurer sandbox (src/sandbox/) reads these shapes like any insurer would.

/** The handoff id in a URL: 32 random bytes and a 16-byte HMAC tag, base64url, joined by a dot. Opaque to everyone. */
export const ZHandoffId = z.string().regex(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}$/);

export const POLICY_STATUSES = ['pending', 'active', 'declined', 'cancelled'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

export const INSURER_EVENT_TYPES = ['policy.issued', 'payment.declined', 'policy.cancelled'] as const;
export type InsurerEventType = (typeof INSURER_EVENT_TYPES)[number];

const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ZFils = z.number().int().nonnegative().max(2_000_000_000);

/**
 * What the insurer receives (GET /api/insurers/{insurerCode}/handoffs/{handoffId}): only what it needs to issue the
 * policy, server to server, and exactly what the visitor was shown before leaving.
 */
export const ZHandoffProposal = z.strictObject({
  /** Our reference for this purchase (the policy's public id). */
  reference: z.string().length(24),
  /** The quote certificate id (GET /api/quotes/{quoteId}). */
  quoteId: z.string().length(24),
  insurerCode: ZSlug,
  productId: z.number().int().positive(),
  planId: z.number().int().positive(),
  planName: z.string().max(200),
  /** The price shown on the comparison site, which the insurer honours. */
  price: z.strictObject({ premiumFils: ZFils, vatFils: ZFils, totalFils: ZFils, currency: z.literal('AED') }),
  /** When the price was quoted and until when it is valid (ISO timestamps). */
  pricedAt: z.string(),
  validUntil: z.string(),
  /** The policy holder: the name and the number proved by a one-time code (+9715XXXXXXXX); e-mail when given. */
  holder: z.strictObject({
    name: z.string().max(100).nullable(),
    mobile: z.string().regex(/^\+9715\d{8}$/),
    email: z.string().max(254).nullable(),
  }),
  /** The answers the insurer needs to issue, by field id (product-specific; labels are the insurer's business). */
  answers: z.record(z.string().max(64), z.union([z.string().max(200), z.number(), z.boolean()])),
  /** Where the insurer sends the visitor after payment. */
  returnUrl: z.string().max(500),
  language: z.string().max(5),
});
export type THandoffProposal = z.infer<typeof ZHandoffProposal>;

/** POST /api/insurers/{insurerCode}/events body. `data` fields beyond the ids depend on the type. */
export const ZInsurerEvent = z.strictObject({
  id: z.string().min(1).max(64),
  type: z.string().max(32),
  createdAt: z.string().max(40),
  data: z.strictObject({
    handoffId: ZHandoffId,
    quoteId: z.string().length(24),
    policyNumber: z.string().min(1).max(32).optional(),
    premiumFils: ZFils.optional(),
    vatFils: ZFils.optional(),
    startDate: ZDate.optional(),
    endDate: ZDate.optional(),
    documents: z
      .array(
        z.strictObject({ kind: z.enum(['schedule', 'certificate', 'wording']), name: z.string().max(100) }),
      )
      .max(10)
      .optional(),
  }),
});
export type TInsurerEvent = z.infer<typeof ZInsurerEvent>;

/** The signature header both directions use: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + '.' + signed)>`. */
export const SIGNATURE_HEADER = 'x-sahel-signature';
/** A signature older or newer than this is refused (401). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
/** A handoff id is valid this long after Buy. */
export const HANDOFF_TTL_SECONDS = 15 * 60;

/** The sandbox's test cards (docs/product/policies.md): any other number is refused with 422 TEST_CARDS_ONLY. */
export const TEST_CARDS = { approve: '4242424242424242', decline: '4000000000000002' } as const;

export const POLICY_ERROR_CODES = {
  QUOTE_NOT_FOUND: 'QUOTE_NOT_FOUND',
  QUOTE_REPRICED: 'QUOTE_REPRICED',
  NOT_BUYABLE_ONLINE: 'NOT_BUYABLE_ONLINE',
  HANDOFF_NOT_FOUND: 'HANDOFF_NOT_FOUND',
  HANDOFF_USED: 'HANDOFF_USED',
  HANDOFF_EXPIRED: 'HANDOFF_EXPIRED',
  BAD_SIGNATURE: 'BAD_SIGNATURE',
  EVENT_CONFLICT: 'EVENT_CONFLICT',
  UNKNOWN_EVENT_TYPE: 'UNKNOWN_EVENT_TYPE',
  INSURER_NOT_CONFIGURED: 'INSURER_NOT_CONFIGURED',
  TEST_CARDS_ONLY: 'TEST_CARDS_ONLY',
  POLICY_NOT_FOUND: 'POLICY_NOT_FOUND',
  /** The insurer sandbox: the declining test card (402; the visitor may try again). */
  PAYMENT_DECLINED: 'PAYMENT_DECLINED',
  /** An insurer event: the policy number already belongs to another policy (409). */
  POLICY_NUMBER_TAKEN: 'POLICY_NUMBER_TAKEN',
  /** An insurer event the policy's status does not allow (issuing a cancelled policy, a second number): 409. */
  POLICY_STATE_CONFLICT: 'POLICY_STATE_CONFLICT',
} as const;
