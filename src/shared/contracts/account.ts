import { z } from 'zod';
import { MOBILE_PATTERN, sanitizeMobileInput, toAsciiDigits } from '../rules/inputs';
import { PUBLIC_ID_PATTERN } from '../domain/public-id';
import { POLICY_VIEW_STATUSES, type TSendOtpResponse } from './account-constants';

/**
 * Sign-in and the account area (docs/product/account.md 'Sign-in modal', docs/product/account.md 'Account OTP', 'Ticketing'; decision 0031;
 * decision 0031). One schema for the modal, the account page and the handlers.
 */

const MOBILE = new RegExp(MOBILE_PATTERN);
/** What may stand before the nine digits: nothing, the trunk 0, or the country code with or without its 00 and a 0. */
const MOBILE_PREFIXES = new Set(['', '0', '971', '9710', '00971', '009710']);

/**
 * A UAE mobile number as the journeys accept it (decision 0088): +971 50 123 4567, 00971501234567, 0501234567,
 * 501234567, with spaces, dashes, brackets or Arabic-Indic digits, read by the journeys' own sanitiser
 * (`sanitizeMobileInput`, decision 0029). Unlike the box, which cuts at nine digits while typing, a sent number must
 * be whole: what the sanitiser kept plus one of the prefixes above is every digit it had. The nine digits, or null.
 */
export function signInMobile(raw: string): string | null {
  const text = toAsciiDigits(raw).trim();
  if (!/^[+\d\s\-().]{1,32}$/.test(text)) return null;
  const nine = sanitizeMobileInput(text);
  if (!MOBILE.test(nine)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.endsWith(nine) && MOBILE_PREFIXES.has(digits.slice(0, -9)) ? nine : null;
}

const mobile = z.string().transform((value, ctx) => {
  const nine = signInMobile(value);
  if (nine === null) {
    ctx.addIssue({ code: 'custom', message: 'Mobile number is invalid' });
    return z.NEVER;
  }
  return nine;
});

export const ZSendOtpRequest = z.object({ mobileNumber: mobile });
export const ZVerifyOtpRequest = z.object({
  mobileNumber: mobile,
  /** Digits as typed (a string) or the spec's integer submission. */
  otp: z.union([z.string().max(16), z.number().int().nonnegative()]).transform(String),
});

export * from './account-constants';

/** Products a query can be raised for, and their issue types (ids are stable; labels live in account.json). */
export const QUERY_PRODUCTS = [1, 2, 3, 5, 14, 7, 8] as const;
const INSURANCE_ISSUES = [1, 2, 3, 4, 5, 6, 9] as const;
const BANKING_ISSUES = [7, 8, 6, 9] as const;
export const ISSUE_TYPES: Record<number, readonly number[]> = {
  1: INSURANCE_ISSUES,
  2: INSURANCE_ISSUES,
  3: INSURANCE_ISSUES,
  5: INSURANCE_ISSUES,
  14: INSURANCE_ISSUES,
  7: BANKING_ISSUES,
  8: BANKING_ISSUES,
};

/**
 * Escalation levels (decision 0031). 0: the query as raised (customer care, answer within 2 working days).
 * 1: the customer care lead, any time while the query is open. 2: the grievance officer, once the lead had
 * 48 hours. Beyond level 2 the visitor may complain to the regulator (CBUAE 'Sanadak'), outside this site.
 */
export const ESCALATION = {
  maxLevel: 2,
  /** Hours the previous level has to answer before the next escalation (index = target level). */
  waitHours: [0, 0, 48] as const,
} as const;

const comment = z.string().trim().min(10, 'Please write at least 10 characters.').max(1000);
const publicId = z.string().regex(PUBLIC_ID_PATTERN, 'Unknown id');

export const ZRaiseTicket = z.object({
  productId: z.number().int().positive(),
  issueTypeId: z.number().int().positive(),
  /** A policy of the signed-in number (optional). */
  policyId: publicId.optional(),
  description: comment,
});
export const ZTicketRef = z.object({ ticketId: publicId });
export const ZEscalateTicket = z.object({
  ticketId: publicId,
  escLevel: z.number().int(),
  comment,
});

/**
 * A policy document, written when the policy is issued (the insurer's event) and for the seeded demo policies. The
 * texts are English, as issued; the account shows the catalogue's own words per language where the document names
 * the plan (`planId`) and the row names the insurer (`policies.insurer_id`; decision 0088). Optional fields are
 * later additions: a document written without them still reads.
 */
export const ZPolicyData = z.object({
  insurer: z.object({ name: z.string(), claimsPhone: z.string(), claimsEmail: z.string() }),
  planName: z.string(),
  /** Sums insured and benefits in the policy's own words (English). */
  cover: z.array(z.object({ label: z.string(), value: z.string() })),
  /** The total paid, VAT included (the row's premium_fils + vat_fils say it in fils). */
  premiumAed: z.number().nonnegative(),
  documents: z.array(z.object({ name: z.string(), kind: z.enum(['schedule', 'certificate', 'wording']) })),
  /** The catalogue plan (plans.id): its name and cover lines in the page's language. */
  planId: z.number().int().positive().optional(),
  /** The quote certificate the price came from (quotes.public_id), kept if the quote row is gone. */
  quoteId: z.string().length(24).optional(),
});
export type TPolicyData = z.infer<typeof ZPolicyData>;

/** A query as the account area shows it (raised, escalated, resolved or closed). */
export const ZTicket = z.object({
  ticketId: z.string(),
  productId: z.number().int(),
  issueTypeId: z.number().int(),
  policyId: z.string().nullable(),
  description: z.string(),
  status: z.enum(['open', 'escalated', 'resolved', 'closed']),
  escLevel: z.number().int(),
  /** The next level the visitor may ask for now, or null (and when it becomes possible). */
  nextEscalation: z.object({ level: z.number().int(), availableAt: z.string() }).nullable(),
  createdAt: z.string(),
  events: z.array(
    z.object({
      kind: z.enum(['raised', 'escalated']),
      escLevel: z.number().int(),
      comment: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type TTicket = z.infer<typeof ZTicket>;

/** The answers of the account calls (decision 0031), as the OpenAPI document shows them (decision 0066). */

/**
 * A policy of the signed-in number with its document's data and the steps to claim; since decision 0088 also its
 * status against the UAE day, the catalogue's insurer and plan names in the asked language, the price in fils, the
 * links (schedule, quote certificate, renewal) and the renewal reminders switch. A pending purchase has no number,
 * dates or cover yet (empty strings and lists).
 */
const ZPolicy = ZPolicyData.extend({
  policyId: z.string(),
  productId: z.number().int(),
  policyNumber: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  howToClaim: z.array(z.string()),
  status: z.enum(POLICY_VIEW_STATUSES),
  /** Days from the UAE day to the end date (negative once ended); null while pending. */
  daysLeft: z.number().int().nullable(),
  price: z.object({ premiumFils: z.number().int(), vatFils: z.number().int(), totalFils: z.number().int() }),
  links: z.object({
    schedule: z.string().nullable(),
    certificate: z.string().nullable(),
    renew: z.string().nullable(),
  }),
  /** 'Remind me before renewal': `available` for an issued policy not yet ended nor cancelled. */
  reminders: z.object({ on: z.boolean(), available: z.boolean() }),
});
export type TAccountPolicy = z.infer<typeof ZPolicy>;

/** PUT /api/account/policies/{policyId}/reminders: switch renewal reminders on or off. */
export const ZRemindersSwitch = z.strictObject({ on: z.boolean() });
export const ZRemindersAnswer = z.object({
  success: z.literal(true),
  reminders: z.object({ on: z.boolean() }),
});

export const ZAccountOverview = z.object({
  maskedMobile: z.string(),
  enquiries: z.array(
    z.object({
      enquiryId: z.string(),
      productId: z.number().int(),
      status: z.string(),
      reference: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  leads: z.array(
    z.object({
      leadId: z.string(),
      productId: z.number().int(),
      source: z.string(),
      providerName: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  policies: z.array(ZPolicy),
  tickets: z.array(ZTicket),
});

/** Products a query can be raised about, or a product's issue types: ids with their labels. */
export const ZQueryChoices = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export const ZTicketAnswer = z.object({ ticket: ZTicket });
export const ZTicketWritten = z.object({ success: z.literal(true), ticket: ZTicket });
export const ZBookingAnswer = z.object({ booking: ZPolicy });

/** POST /api/auth/sendOtp's answer (the browser reads it by its type in account-constants.ts). */
export const ZSendOtpResponse: z.ZodType<TSendOtpResponse> = z.object({
  success: z.literal(true),
  message: z.string(),
  maskedMobile: z.string(),
  length: z.number().int(),
  resendAfter: z.number(),
});
