import { z } from 'zod';
import { PRODUCT } from '../domain/products';
import { LEAD_WORK_STATUSES } from './console-lead-status';

export type { LeadWorkStatus } from './console-lead-status';

export const CONSOLE_LEAD_ERROR_CODES = {
  /** A lead that does not exist or that this staff member may not see: the same answer (no probing). */
  CONSOLE_LEAD_NOT_FOUND: 'CONSOLE_LEAD_NOT_FOUND',
  /** The lead changed since the page was loaded (its version). */
  CONSOLE_LEAD_STALE: 'CONSOLE_LEAD_STALE',
  /** The assignee is not an active agent or team lead of the lead's product. */
  CONSOLE_ASSIGNEE_INVALID: 'CONSOLE_ASSIGNEE_INVALID',
} as const;

/** The products a lead can be for: every product id but the home page's (17). */
export const LEAD_PRODUCT_IDS: readonly number[] = Object.values(PRODUCT).filter((p) => p !== PRODUCT.HOME);

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/** GET /api/console/leads: every filter optional; `q` is a lead id, a name or the number's last 4 digits. */
export const ZLeadListQuery = z.strictObject({
  product: z.coerce.number().int().positive().optional(),
  source: z.string().max(32).optional(),
  status: z.enum(LEAD_WORK_STATUSES).optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
  consent: z.enum(['given', 'withdrawn']).optional(),
  due: z.enum(['1']).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type LeadListQuery = z.infer<typeof ZLeadListQuery>;

const ZConsent = z.object({
  version: z.string().nullable(),
  at: z.string(),
  withdrawnAt: z.string().nullable(),
});
const ZAssignee = z.object({ id: z.number(), name: z.string() }).nullable();

/** The lead page and the reveal: the staff member's language, for the questions' and options' labels. */
export const ZLeadLangQuery = z.strictObject({ lang: z.enum(['en', 'ar']).default('en') });

export const ZLeadRow = z.object({
  id: z.number(),
  publicId: z.string(),
  product: z.number(),
  source: z.string(),
  language: z.string().nullable(),
  consent: ZConsent,
  channel: z.string(),
  /** Minutes after midnight, UAE time. */
  callWindow: z.object({ from: z.number(), to: z.number() }),
  status: z.enum(LEAD_WORK_STATUSES),
  version: z.number(),
  assignee: ZAssignee,
  callbackAt: z.string().nullable(),
  createdAt: z.string(),
  /** The number's last two digits only ('•••••••12'); null when the lead has none. */
  mobileMasked: z.string().nullable(),
});
export type LeadRow = z.infer<typeof ZLeadRow>;

export const ZLeadList = z.object({
  data: z.object({ rows: z.array(ZLeadRow), total: z.number(), page: z.number(), limit: z.number() }),
});
export type LeadList = z.infer<typeof ZLeadList>['data'];

const ZQuote = z.object({ provider: z.string(), plan: z.string().nullable(), totalFils: z.number() });

export const ZLeadDetail = z.object({
  data: z.object({
    lead: ZLeadRow,
    /**
     * The enquiry's answers with personal fields shown as '•••': `label` is the question in the asked language (the
     * field id when no stored form has it), `value` an option's label where the answer is an option id.
     */
    answers: z.array(
      z.object({ field: z.string(), label: z.string(), value: z.string(), masked: z.boolean() }),
    ),
    quotesSeen: z.array(ZQuote),
    chosen: ZQuote.nullable(),
    policy: z
      .object({
        publicId: z.string(),
        status: z.string(),
        policyNumber: z.string().nullable(),
        insurer: z.string().nullable(),
        premiumFils: z.number().nullable(),
      })
      .nullable(),
    notes: z.array(z.object({ id: z.number(), at: z.string(), staff: z.string(), text: z.string() })),
    /** Who the lead may be assigned to (team leads and admins only; empty for an agent). */
    assignees: z.array(z.object({ id: z.number(), name: z.string(), role: z.string() })),
  }),
});
export type LeadDetail = z.infer<typeof ZLeadDetail>['data'];

export const ZLeadReveal = z.object({
  data: z.object({
    name: z.string().nullable(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    emiratesId: z.string().nullable(),
    answers: z.array(z.object({ field: z.string(), label: z.string(), value: z.string() })),
  }),
});
export type LeadReveal = z.infer<typeof ZLeadReveal>['data'];

export const ZLeadAssign = z.strictObject({
  assigneeId: z.number().int().positive(),
  version: z.number().int().min(0),
});
export const ZLeadStatus = z
  .strictObject({
    status: z.enum(LEAD_WORK_STATUSES),
    version: z.number().int().min(0),
    callbackAt: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((b) => b.status !== 'callback_booked' || b.callbackAt !== undefined, {
    message: 'a booked callback needs its time',
    path: ['callbackAt'],
  });
export const ZLeadNote = z.strictObject({ text: z.string().trim().min(1).max(2000) });
export const ZLeadChanged = z.object({
  data: z.object({ version: z.number(), status: z.enum(LEAD_WORK_STATUSES) }),
});
