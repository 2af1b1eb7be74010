import { z } from 'zod';

// The contact rules' words shared by the server, the tables and the console (decision 0115).

export const CONTACT_CHANNELS = ['call', 'message'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const ATTEMPT_OUTCOMES = [
  'answered',
  'no_answer',
  'refused',
  'callback_booked',
  'message_sent',
] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

/** Why a contact is refused now; the first five never change by waiting, the last three do. */
export const CONTACT_REASONS = [
  'CONSENT_WITHDRAWN',
  'NO_CONSENT',
  'SUPPRESSED',
  'DNC',
  'REFUSED',
  'OUTSIDE_HOURS',
  'OUTSIDE_WINDOW',
  'UNANSWERED_TODAY',
] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

export const CONTACT_ERROR_CODES = {
  CONTACT_NOT_ALLOWED: 'CONTACT_NOT_ALLOWED',
  LEAD_NOT_FOUND: 'LEAD_NOT_FOUND',
  INVALID_ATTEMPT: 'INVALID_ATTEMPT',
  INVALID_CALLBACK: 'INVALID_CALLBACK',
  DNC_INVALID_NUMBER: 'DNC_INVALID_NUMBER',
} as const;

/** One channel's decision as the console shows it: the reason in the staff's words. */
export const ZContactDecisionView = z.object({
  allowed: z.boolean(),
  reason: z.enum(CONTACT_REASONS).nullable(),
  message: z.string().nullable(),
  nextAllowedAt: z.string().nullable(),
});

export const ZContactAttemptView = z.object({
  id: z.number(),
  at: z.string(),
  channel: z.enum(CONTACT_CHANNELS),
  outcome: z.enum(ATTEMPT_OUTCOMES),
  staffName: z.string(),
  callbackAt: z.string().nullable(),
  note: z.string().nullable(),
});

export const ZLeadContact = z.object({
  data: z.object({
    call: ZContactDecisionView,
    message: ZContactDecisionView,
    attempts: z.array(ZContactAttemptView),
  }),
});
export type TLeadContact = z.infer<typeof ZLeadContact>['data'];

/** A note is plain text: no control characters but line breaks, at most 500 characters. */
export const ZAttemptRequest = z.strictObject({
  channel: z.enum(CONTACT_CHANNELS),
  outcome: z.enum(ATTEMPT_OUTCOMES),
  note: z
    .string()
    .trim()
    .max(500)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u0009\u000b-\u001f\u007f]*$/, 'plain text')
    .optional(),
  callbackAt: z.string().datetime({ offset: true }).optional(),
});
export type TAttemptRequest = z.infer<typeof ZAttemptRequest>;

export const ZDncImportResult = z.object({
  data: z.object({
    batchId: z.string(),
    imported: z.number(),
    alreadyListed: z.number(),
    invalid: z.array(z.object({ line: z.number(), reason: z.string() })),
    /** Lines left out of the invalid list once it holds 100 (the count is still right). */
    invalidCount: z.number(),
  }),
});
export type TDncImportResult = z.infer<typeof ZDncImportResult>['data'];
