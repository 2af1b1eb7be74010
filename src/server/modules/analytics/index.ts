import type { FastifyInstance } from 'fastify';
import { HOURLY_MS, runPeriodically } from '../../lib/periodic';
import type { ModuleContext } from '../context';
import { analyticsRepo } from './repo';
import { registerAnalyticsRoutes } from './routes';
import { analyticsService } from './service';

/**
 * Analytics the business reads (decision 0103): the browser's events (POST /api/analytics/events), kept
 * ANALYTICS_EVENTS_KEEP_DAYS (worker nodes delete older ones at start, then hourly), and the funnel for staff
 * (GET /api/console/funnel, decision 0116). The error records (dumpLogs) are the `logs` module.
 */
export function registerAnalyticsModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { now?: () => Date } = {},
): void {
  const service = analyticsService(analyticsRepo(ctx.db));
  registerAnalyticsRoutes(app, service, { now: deps.now ?? (() => new Date()) });
  if (ctx.config.jobsEnabled)
    runPeriodically(app, {
      name: 'old analytics events',
      everyMs: HOURLY_MS,
      log: ctx.log,
      run: () => service.purge(ctx.config.analytics.keepDays),
    });
}
