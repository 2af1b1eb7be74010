import type { FastifyInstance } from 'fastify';
import { HOURLY_MS, runPeriodically } from '../../lib/periodic';
import type { ModuleContext } from '../context';
import { logsRepo } from './repo';
import { registerLogRoutes } from './routes';
import { logsService } from './service';

/** Days a browser error record is kept (decision 0068). */
export const CLIENT_LOGS_KEEP_DAYS = 30;

/**
 * The browser's error records (POST /api/analytics/dumpLogs), stored redacted; worker nodes delete those past
 * CLIENT_LOGS_KEEP_DAYS at start, then hourly.
 */
export function registerLogsModule(app: FastifyInstance, ctx: ModuleContext): void {
  const repo = logsRepo(ctx.db);
  registerLogRoutes(app, logsService(repo));
  if (ctx.config.jobsEnabled)
    runPeriodically(app, {
      name: 'old browser error records',
      everyMs: HOURLY_MS,
      log: ctx.log,
      run: () => repo.purgeOlderThan(CLIENT_LOGS_KEEP_DAYS),
    });
}
