import type { FastifyInstance } from 'fastify';
import { registerCmsListRoutes } from './routes-lists';
import { registerCmsPageRoutes } from './routes-pages';
import { registerCmsViewRoutes } from './routes-views';
import type { CmsService } from './service';

/**
 * The spec's CMS calls (decision 0100; docs/product/pages.md 'CMS calls'), one file per call group sharing the one
 * route helper of routes-shared.ts (decision 0107): public reads like GET /api/page (no device token, the read
 * budget per address), answered through the page cache under the tags of what they read, so a content write (any
 * writer: the triggers of decision 0025) makes them stale at once; the page-view write takes the device token.
 */
export function registerCmsRoutes(app: FastifyInstance, cms: CmsService): void {
  registerCmsListRoutes(app, cms);
  registerCmsPageRoutes(app, cms);
  registerCmsViewRoutes(app, cms);
}
