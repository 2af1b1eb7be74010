import type { FastifyInstance } from 'fastify';
import { HOURLY_MS, runPeriodically } from '../../lib/periodic';
import type { ModuleContext } from '../context';
import { cmsRepo } from './repo';
import { registerCmsRoutes } from './routes';
import { cmsService, type CmsService } from './service';

export { registerCmsQuotesRoute } from './routes-quotes';

/**
 * The spec's CMS and list calls over the stored pages (decision 0100); the service feeds the pages' lists. Worker
 * nodes delete the once-per-visit page-view rows older than PAGE_VIEW_VISITS_KEEP_DAYS (decision 0107).
 */
export function registerCmsModule(app: FastifyInstance, ctx: ModuleContext): CmsService {
  const cms = cmsService(cmsRepo(ctx.db));
  registerCmsRoutes(app, cms);
  if (ctx.config.jobsEnabled)
    runPeriodically(app, {
      name: 'old page-view visits',
      everyMs: HOURLY_MS,
      log: ctx.log,
      run: () => cms.purgeViewVisits(ctx.config.pageViews.keepDays),
    });
  return cms;
}
