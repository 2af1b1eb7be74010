import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../lib/job-queue';
import { loggableError } from '../../plugins/errors';
import { adminRepo } from '../admin/repo';
import { adminService } from '../admin/service';
import { auditLog } from '../console/audit';
import type { ModuleContext } from '../context';
import { auditView } from './audit-view';
import { EXPORT_QUEUE, leadExports, type ExportJob } from './exports';
import { consoleFunnel } from './funnel';
import { registerConsoleAdminRoutes } from './routes';
import { staffAdmin } from './staff';

/**
 * The console's admin part (decision 0116): staff management, the audit view and its CSV, the funnel and the page
 * cache purge (which were ADMIN_TOKEN calls), and lead exports through a background job. Registered after the page
 * cache (app.pageCache) and the console module (its guard checks every route's role).
 */
export function registerConsoleAdminModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { clock?: (() => Date) | undefined; jobs?: JobQueue | undefined },
): void {
  const now = deps.clock ?? (() => new Date());
  const audit = auditLog(ctx.db, now);
  const exports = leadExports(ctx.db, now, audit);
  const jobs = deps.jobs;
  const run = async (exportId: number) => {
    try {
      await exports.run(exportId);
    } catch (err) {
      ctx.log.error({ exportId, err: loggableError(err) }, 'lead export failed');
      await exports.fail(exportId);
    }
  };
  jobs?.define<ExportJob>(
    EXPORT_QUEUE,
    { retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 600 },
    ({ exportId }) => exports.run(exportId),
    ({ exportId }) => exports.fail(exportId),
  );
  const pages = adminService(adminRepo(ctx.db), app.pageCache);
  registerConsoleAdminRoutes(app, {
    staff: staffAdmin(ctx.db, now),
    audits: auditView(ctx.db),
    audit,
    exports,
    // A node whose queue runs sends the job; one without (JOBS_ENABLED off) runs it itself after answering, as
    // would a node whose send failed.
    startExport: async (id) => {
      if (jobs?.started) {
        const sent = await jobs.send(EXPORT_QUEUE, { exportId: id }).then(
          () => true,
          () => false,
        );
        if (sent) return;
      }
      setImmediate(() => void run(id));
    },
    funnel: consoleFunnel(ctx.db),
    purge: (tags) => pages.purge(tags),
    fromHash: (req) => ctx.hashIp(req.ip).slice(0, 16),
  });
}
