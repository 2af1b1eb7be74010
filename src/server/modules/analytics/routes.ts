import type { FastifyInstance } from 'fastify';
import {
  ANALYTICS_ERROR_CODES,
  ANALYTICS_EVENTS_URL,
  ZAnalyticsBatch,
  ZEventsAccepted,
  ZFunnel,
  ZFunnelQuery,
} from '../../../shared/contracts/analytics';
import { adminGuard } from '../../lib/admin-guard';
import { HttpError } from '../../plugins/errors';
import { carriesPersonalData, withPlainPaths, type AnalyticsService } from './service';

/** Twenty events are about 4 KB; a larger body is refused before parsing (413). */
export const EVENTS_BODY_LIMIT = 16 * 1024;
const MAX_FUNNEL_DAYS = 366;
const DAY_MS = 86_400_000;

/**
 * POST /api/analytics/events (docs/product/analytics.md 'Events the business reads'; decision 0103): public (no
 * device token; the sender does not send one), its own generous budget per address, 202. Nothing about the caller is
 * stored: no device, no address. GET /api/admin/funnel behind ADMIN_TOKEN (decision 0025).
 */
export function registerAnalyticsRoutes(
  app: FastifyInstance,
  analytics: AnalyticsService,
  opts: { adminToken: string | null; now: () => Date },
): void {
  app.post(
    ANALYTICS_EVENTS_URL,
    {
      bodyLimit: EVENTS_BODY_LIMIT,
      config: {
        public: true,
        bucket: 'events',
        schemas: {
          summary: 'Browser analytics events of one visit (at most 20; field ids only, no personal data).',
          body: ZAnalyticsBatch,
          response: { 202: ZEventsAccepted },
        },
      },
    },
    async (req, reply) => {
      const body = withPlainPaths(req.body);
      if (carriesPersonalData(body))
        throw new HttpError(
          400,
          ANALYTICS_ERROR_CODES.ANALYTICS_PERSONAL_DATA,
          'Analytics events may not carry a phone number, an e-mail address, an Emirates ID or a token.',
        );
      await analytics.accept(ZAnalyticsBatch.parse(body), opts.now());
      reply.code(202).header('Cache-Control', 'no-store');
      return ZEventsAccepted.parse({ success: true });
    },
  );

  if (!opts.adminToken) return;
  app.get(
    '/api/admin/funnel',
    {
      preHandler: adminGuard(opts.adminToken),
      config: {
        // Exempt from session tokens, guarded by ADMIN_TOKEN instead (decision 0025).
        public: true,
        bucket: 'read',
        schemas: {
          summary: 'The funnel per day, product, source and language (ADMIN_TOKEN).',
          query: ZFunnelQuery,
          response: ZFunnel,
        },
      },
    },
    async (req, reply) => {
      const q = ZFunnelQuery.parse(req.query);
      const days = (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS;
      if (!(days >= 0 && days < MAX_FUNNEL_DAYS))
        throw new HttpError(
          400,
          ANALYTICS_ERROR_CODES.FUNNEL_RANGE,
          `'from' must not be after 'to', and the range at most ${MAX_FUNNEL_DAYS} days.`,
        );
      reply.header('Cache-Control', 'no-store');
      return { data: await analytics.funnel(q) };
    },
  );
}
