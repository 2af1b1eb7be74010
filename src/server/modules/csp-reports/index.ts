import type { FastifyInstance } from 'fastify';
import { HOURLY_MS, runPeriodically } from '../../lib/periodic';
import type { ModuleContext } from '../context';
import { cspReportsRepo } from './repo';
import { registerCspReportRoutes } from './routes';
import { cspReportsService } from './service';

/** Days a CSP report is kept (decision 0068): long enough to see a pattern after a release. */
export const CSP_REPORTS_KEEP_DAYS = 30;

/**
 * The browser's Content-Security-Policy violation reports, stored redacted (POST /api/csp-report); worker nodes
 * delete those past CSP_REPORTS_KEEP_DAYS at start, then hourly.
 */
export function registerCspReportModule(app: FastifyInstance, ctx: ModuleContext): void {
  const repo = cspReportsRepo(ctx.db);
  registerCspReportRoutes(app, cspReportsService(repo));
  if (ctx.config.jobsEnabled)
    runPeriodically(app, {
      name: 'old CSP reports',
      everyMs: HOURLY_MS,
      log: ctx.log,
      run: () => repo.purgeOlderThan(CSP_REPORTS_KEEP_DAYS),
    });
}
