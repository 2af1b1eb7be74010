import { z } from 'zod';
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_FIELD_ID_MAX,
  ANALYTICS_PATH_MAX,
} from './analytics-constants';

export * from './analytics-constants';

const INT4_MAX = 2_147_483_647;

/** One event (decision 0103): the name, when, the product, the page's path and a field's id; nothing typed. */
export const ZAnalyticsEvent = z.strictObject({
  name: z.enum(ANALYTICS_EVENT_NAMES),
  at: z.iso.datetime({ offset: true }),
  productId: z.number().int().min(1).max(9999).optional(),
  pagePath: z
    .string()
    .min(1)
    .max(ANALYTICS_PATH_MAX)
    .regex(/^\/[^\s?#]*$/, 'a path starting with /, without query or fragment'),
  fieldId: z
    .string()
    .min(1)
    .max(ANALYTICS_FIELD_ID_MAX)
    .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/, 'a field id')
    .optional(),
});

/** POST /api/analytics/events: one visit's events, 1 to 20 of them. */
export const ZAnalyticsBatch = z.strictObject({
  visitId: z.number().int().positive().max(INT4_MAX),
  events: z.array(ZAnalyticsEvent).min(1).max(ANALYTICS_BATCH_MAX),
});
export type TAnalyticsBatch = z.infer<typeof ZAnalyticsBatch>;

export const ZEventsAccepted = z.object({ success: z.literal(true) });

const ZDay = z.iso.date();

/** GET /api/admin/funnel: UAE days, both included; one product or all. */
export const ZFunnelQuery = z.strictObject({
  from: ZDay,
  to: ZDay,
  productId: z.coerce.number().int().min(1).max(9999).optional(),
});
export type TFunnelQuery = z.infer<typeof ZFunnelQuery>;

const ZFunnelCounts = z.object({
  visits: z.number().int(),
  journeyStarts: z.number().int(),
  submits: z.number().int(),
  otpVerified: z.number().int(),
  quotesSeen: z.number().int(),
  leadsOrBuys: z.number().int(),
});
export type TFunnelCounts = z.infer<typeof ZFunnelCounts>;

export const ZFunnelRow = ZFunnelCounts.extend({
  day: ZDay,
  productId: z.number().int(),
  sourceId: z.number().int(),
  language: z.string(),
});

export const ZFunnel = z.object({
  data: z.object({
    from: ZDay,
    to: ZDay,
    productId: z.number().int().nullable(),
    steps: z.array(z.string()),
    rows: z.array(ZFunnelRow),
    totals: ZFunnelCounts,
  }),
});
export type TFunnel = z.infer<typeof ZFunnel>;
