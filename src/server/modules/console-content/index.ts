import type { FastifyInstance } from 'fastify';
import { auditLog } from '../console/audit';
import type { ModuleContext } from '../context';
import type { ReviewsService } from '../reviews';
import { imagesAdmin } from './images';
import { registerMediaRoute } from './media-route';
import { postgresMediaStore } from './media-store';
import { redirectionsAdmin } from './redirections';
import { reviewModeration } from './reviews';
import { registerConsoleContentRoutes } from './routes';

/**
 * The console's content part (decision 0124): review moderation (which was an ADMIN_TOKEN call), redirections and
 * uploaded images, for content editors and admins, every change audited. Registered after the page cache
 * (app.pageCache) and the reviews module (whose service publishes a review).
 */
export function registerConsoleContentModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { clock?: (() => Date) | undefined; reviews: ReviewsService },
): void {
  const now = deps.clock ?? (() => new Date());
  const audit = auditLog(ctx.db, now);
  const images = imagesAdmin(postgresMediaStore(ctx.db), audit, now);
  registerConsoleContentRoutes(app, {
    reviews: reviewModeration(ctx.db, deps.reviews, audit, app.pageCache),
    redirections: redirectionsAdmin(ctx.db, audit, app.pageCache),
    images,
    fromHash: (req) => ctx.hashIp(req.ip).slice(0, 16),
  });
  registerMediaRoute(app, images);
}
