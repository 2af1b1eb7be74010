import { z } from 'zod';
import { ATTEMPT_OUTCOMES, CONTACT_CHANNELS } from './contact-rules';

/**
 * "Who has my number" (`/my-data/`, decision 0033): what the signed-in number holds, and the two
 * actions on it. The page's browser module reads these shapes; the server builds them.
 */
export const MY_DATA_PATH = '/my-data/';

export const MY_DATA_ERROR_CODES = {
  NOT_SIGNED_IN: 'NOT_SIGNED_IN',
  CROSS_SITE: 'CROSS_SITE',
} as const;

/** The bodies of the writes: nothing to choose, only a deliberate `confirm: true` (a stray call does nothing). */
export const ZMyDataWithdraw = z.strictObject({ confirm: z.literal(true) });
export const ZMyDataDelete = z.strictObject({ confirm: z.literal(true) });
/** Lifts the number's suppression (decision 0044): contact may start again. */
export const ZMyDataLift = z.strictObject({ confirm: z.literal(true) });

const ZIso = z.string();

export const ZMyDataLead = z.object({
  leadId: z.string(),
  source: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  planName: z.string().nullable(),
  providerName: z.string().nullable(),
  createdAt: ZIso,
  consent: z.object({ version: z.string().nullable(), at: ZIso }),
  callWindow: z.object({ from: z.string(), to: z.string(), timeZone: z.literal('Asia/Dubai') }),
  channel: z.enum(['call', 'whatsapp', 'email']),
  withdrawn: z.object({ at: ZIso, reason: z.string() }).nullable(),
  /** Personal fields removed by "Delete my data" (the consent record is kept). */
  erased: z.boolean(),
  delivery: z
    .object({
      /** suppressed: it came while the number was suppressed (decision 0044); kept, never delivered. */
      state: z.enum(['pending', 'delivered', 'dead', 'withdrawn', 'suppressed']),
      receiver: z.string(),
      deliveredAt: ZIso.nullable(),
    })
    .nullable(),
});

export const ZMyDataEnquiry = z.object({
  enquiryId: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  reference: z.string().nullable(),
  createdAt: ZIso,
  erased: z.boolean(),
  /** Kept by a policy bought on the same product (not erased by "Delete my data"). */
  keptForPolicy: z.boolean(),
  marketingConsent: z.object({
    state: z.enum(['none', 'given', 'withdrawn']),
    version: z.string().nullable(),
    at: ZIso.nullable(),
    withdrawnAt: ZIso.nullable(),
  }),
});

export const ZMyDataConsent = z.object({
  kind: z.enum(['contact', 'marketing']),
  /** The lead id or the enquiry's reference the consent belongs to. */
  subject: z.string(),
  productName: z.string(),
  version: z.string().nullable(),
  givenAt: ZIso.nullable(),
  withdrawnAt: ZIso.nullable(),
});

export const ZMyDataAction = z.object({
  action: z.enum(['view', 'withdraw', 'delete', 'lift']),
  at: ZIso,
  detail: z.record(z.string(), z.unknown()),
});

/**
 * "Stop all contact" as it stands (decision 0044): active since a time, or lifted. Null: never suppressed.
 */
export const ZMyDataSuppression = z.object({ since: ZIso, liftedAt: ZIso.nullable() }).nullable();

/**
 * A call or message the Sahel Compare team made about one of the number's contact requests (decision 0115): when,
 * how and what came of it; never who (the visitor sees the team, not a staff member's name).
 */
export const ZMyDataContactAttempt = z.object({
  leadId: z.string(),
  at: ZIso,
  channel: z.enum(CONTACT_CHANNELS),
  outcome: z.enum(ATTEMPT_OUTCOMES),
});

export const ZMyData = z.object({
  maskedMobile: z.string(),
  suppression: ZMyDataSuppression,
  leads: z.array(ZMyDataLead),
  enquiries: z.array(ZMyDataEnquiry),
  consents: z.array(ZMyDataConsent),
  actions: z.array(ZMyDataAction),
  contactAttempts: z.array(ZMyDataContactAttempt),
});
export type TMyData = z.infer<typeof ZMyData>;

/** What a withdrawal changed (a repeat changes nothing and answers zeros). */
export const ZWithdrawCounts = z.object({
  leadsWithdrawn: z.number().int(),
  outboxWithdrawn: z.number().int(),
  enquiriesWithdrawn: z.number().int(),
});
export type TWithdrawCounts = z.infer<typeof ZWithdrawCounts>;

export const ZDeleteCounts = z.object({
  leadsErased: z.number().int(),
  enquiriesErased: z.number().int(),
  documentsDeleted: z.number().int(),
  quotesDeleted: z.number().int(),
  /** Kept because a policy on the same product needs them (complaints, claims). */
  enquiriesKept: z.number().int(),
  leadsKept: z.number().int(),
});
export type TDeleteCounts = z.infer<typeof ZDeleteCounts>;

export const ZWithdrawResponse = z.object({ success: z.literal(true), withdrawn: ZWithdrawCounts });
export const ZDeleteResponse = z.object({
  success: z.literal(true),
  withdrawn: ZWithdrawCounts,
  deleted: ZDeleteCounts,
});

export const ZLiftResponse = z.object({ success: z.literal(true), lifted: z.number().int() });
