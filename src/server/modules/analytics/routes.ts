import type { FastifyInstance } from 'fastify';
import {
  ANALYTICS_ERROR_CODES,
  ANALYTICS_EVENTS_URL,
  ZAnalyticsBatch,
  ZEventsAccepted,
} from '../../../shared/contracts/analytics';
import { HttpError } from '../../plugins/errors';
import { carriesPersonalData, withPlainPaths, type AnalyticsService } from './service';

/** Twenty events are about 4 KB; a larger body is refused before parsing (413). */
export const EVENTS_BODY_LIMIT = 16 * 1024;

/**
 * POST /api/analytics/events (docs/product/analytics.md 'Events the business reads'; decision 0103): public (no
 * device token; the sender does not send one), its own generous budget per address, 202. Nothing about the caller is
 * stored: no device, no address. The funnel is the console's (GET /api/console/funnel, decision 0116).
 */
export function registerAnalyticsRoutes(
  app: FastifyInstance,
  analytics: AnalyticsService,
  opts: { now: () => Date },
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
}
