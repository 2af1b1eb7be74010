import { z } from 'zod';
import { ZFunnel } from './analytics';
import { CONSOLE_ROLES } from './console';

/**
 * The console's admin calls (decision 0116): staff management, the audit view and its export, lead exports. The
 * funnel's query and answer are the analytics contract's (ZFunnelQuery, ZFunnel).
 */
export const CONSOLE_ADMIN_ERROR_CODES = {
  /** An admin cannot disable themselves, nor change their own role (409). */
  CONSOLE_SELF: 'CONSOLE_SELF',
  /** The change would leave no enabled admin (409). */
  CONSOLE_LAST_ADMIN: 'CONSOLE_LAST_ADMIN',
  CONSOLE_STAFF_NOT_FOUND: 'CONSOLE_STAFF_NOT_FOUND',
  /** A filter of the audit view or an export that is not a valid range (400). */
  CONSOLE_BAD_FILTER: 'CONSOLE_BAD_FILTER',
  /** An export with personal columns needs a reason (400). */
  CONSOLE_REASON_REQUIRED: 'CONSOLE_REASON_REQUIRED',
  /** A team lead asked for a product that is not theirs (403). */
  CONSOLE_PRODUCT_FORBIDDEN: 'CONSOLE_PRODUCT_FORBIDDEN',
  CONSOLE_EXPORT_NOT_FOUND: 'CONSOLE_EXPORT_NOT_FOUND',
  /** The export is not finished yet (409). */
  CONSOLE_EXPORT_NOT_READY: 'CONSOLE_EXPORT_NOT_READY',
  /** The export was downloaded once already, or its hour has passed (410). */
  CONSOLE_EXPORT_GONE: 'CONSOLE_EXPORT_GONE',
} as const;

export const ZStaffParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZStaffRoleBody = z.strictObject({
  role: z.enum(CONSOLE_ROLES),
  products: z.array(z.number().int().positive().max(9999)).max(50).default([]),
});

export const ZStaffList = z.object({
  data: z.object({
    staff: z.array(
      z.object({
        id: z.number(),
        email: z.string(),
        displayName: z.string(),
        role: z.enum(CONSOLE_ROLES),
        products: z.array(z.number()),
        createdAt: z.string(),
        lastSignInAt: z.string().nullable(),
        disabled: z.boolean(),
        /** Invited, password set, authenticator not yet confirmed. */
        pending: z.boolean(),
      }),
    ),
    invitations: z.array(
      z.object({
        id: z.number(),
        email: z.string(),
        displayName: z.string(),
        role: z.enum(CONSOLE_ROLES),
        products: z.array(z.number()),
        expiresAt: z.string(),
      }),
    ),
  }),
});
export type TStaffList = z.infer<typeof ZStaffList>['data'];

export const ZStaffChanged = z.object({
  data: z.object({
    id: z.number(),
    role: z.enum(CONSOLE_ROLES),
    disabled: z.boolean(),
    sessionsEnded: z.number(),
  }),
});

const ZWhen = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** The audit view's filters: all optional; `before` pages back from an entry id (newest first). */
export const ZAuditFilter = z.strictObject({
  staffId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  action: z
    .string()
    .trim()
    .regex(/^[a-z.-]{1,64}$/)
    .optional(),
  target: z.string().trim().min(1).max(120).optional(),
  from: ZWhen.optional(),
  to: ZWhen.optional(),
});
export const ZAuditQuery = ZAuditFilter.extend({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  before: z.coerce.number().int().positive().optional(),
});
export type TAuditFilter = z.infer<typeof ZAuditFilter>;

export const ZAuditEntry = z.object({
  id: z.number(),
  at: z.string(),
  staffId: z.number().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  fromHash: z.string().nullable(),
  details: z.unknown(),
});
export const ZAuditPage = z.object({
  data: z.array(ZAuditEntry),
  /** The `before` of the next (older) page; null on the last. */
  next: z.number().nullable(),
});

/** A lead export's filters: products (a team lead's own by default), UAE days, sources. */
export const ZExportFilters = z.strictObject({
  products: z.array(z.number().int().positive().max(9999)).max(50).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  sources: z
    .array(z.string().regex(/^[a-z_]{1,32}$/))
    .max(20)
    .optional(),
});
export type TExportFilters = z.infer<typeof ZExportFilters>;

export const ZExportBody = z.strictObject({
  filters: ZExportFilters.default({}),
  personal: z.boolean().default(false),
  reason: z.string().trim().max(300).optional(),
});

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const ZExportState = z.object({
  data: z.object({
    id: z.number(),
    status: z.enum(EXPORT_STATUSES),
    personal: z.boolean(),
    /** Leads written so far, and in all (null until the job has counted them). */
    rows: z.number(),
    total: z.number().nullable(),
    createdAt: z.string(),
    /** Until when the file can be downloaded (once); null before it is done. */
    expiresAt: z.string().nullable(),
    downloaded: z.boolean(),
  }),
});
export type TExportState = z.infer<typeof ZExportState>['data'];

/** GET /api/console/funnel: the analytics funnel (decision 0103) with the outcome of the leads made in the range. */
export const ZConsoleFunnel = z.object({
  data: ZFunnel.shape.data.extend({
    /** Leads created in the range (the product's, when one is asked) per desk status (decision 0114). */
    outcomes: z.record(z.string(), z.number().int()),
  }),
});
export type TConsoleFunnel = z.infer<typeof ZConsoleFunnel>['data'];
