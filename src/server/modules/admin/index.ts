import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import { adminRepo } from './repo';
import { registerAdminRoutes } from './routes';
import { adminService } from './service';

/**
 * Content updates that must show at once (decision 0025): each write commits (the table's trigger gives the
 * page's tags new versions and notifies every node), then the page cache syncs before the call answers. Without
 * ADMIN_TOKEN there are no admin calls. Registered after the page cache (app.pageCache).
 */
export function registerAdminModule(app: FastifyInstance, ctx: ModuleContext): void {
  const token = ctx.config.adminToken;
  if (!token) return;
  registerAdminRoutes(app, adminService(adminRepo(ctx.db), app.pageCache), token);
}
