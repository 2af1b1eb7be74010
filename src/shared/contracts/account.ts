import { z } from 'zod';
import { MOBILE_PATTERN } from '../rules/inputs';
import { PUBLIC_ID_PATTERN } from '../domain/public-id';
import type { TSendOtpResponse } from './account-constants';

/**
 * Sign-in and the account area (docs/product/account.md 'Sign-in modal', docs/product/account.md 'Account OTP', 'Ticketing'; decision 0031;
 * decision 0031). One schema for the modal, the account page and the handlers.
 */

const mobile = z.string().trim().regex(new RegExp(MOBILE_PATTERN), 'Mobile number is invalid');

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

/** A policy document (seeded demo data only; fictional insurers). */
export const ZPolicyData = z.object({
  insurer: z.object({ name: z.string(), claimsPhone: z.string(), claimsEmail: z.string() }),
  planName: z.string(),
  /** Sums insured and benefits in the policy's own words (English demo data). */
  cover: z.array(z.object({ label: z.string(), value: z.string() })),
  premiumAed: z.number().nonnegative(),
  documents: z.array(z.object({ name: z.string(), kind: z.enum(['schedule', 'certificate', 'wording']) })),
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

/** A policy of the signed-in number with its document's data and the steps to claim. */
const ZPolicy = ZPolicyData.extend({
  policyId: z.string(),
  productId: z.number().int(),
  policyNumber: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  howToClaim: z.array(z.string()),
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
