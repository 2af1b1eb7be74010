import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import { logsRepo } from './repo';
import { registerLogRoutes } from './routes';
import { logsService } from './service';

/** The browser's error records (POST /api/analytics/dumpLogs), stored redacted. */
export function registerLogsModule(app: FastifyInstance, ctx: ModuleContext): void {
  registerLogRoutes(app, logsService(logsRepo(ctx.db)));
}
