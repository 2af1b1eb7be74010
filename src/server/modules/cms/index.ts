import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import { cmsRepo } from './repo';
import { registerCmsRoutes } from './routes';
import { cmsService, type CmsService } from './service';

/** The spec's CMS and list calls over the stored pages (decision 0100); the service feeds the pages' lists. */
export function registerCmsModule(app: FastifyInstance, ctx: ModuleContext): CmsService {
  const cms = cmsService(cmsRepo(ctx.db));
  registerCmsRoutes(app, cms);
  return cms;
}
