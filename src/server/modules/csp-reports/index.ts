import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import { cspReportsRepo } from './repo';
import { registerCspReportRoutes } from './routes';
import { cspReportsService } from './service';

/** The browser's Content-Security-Policy violation reports, stored redacted (POST /api/csp-report). */
export function registerCspReportModule(app: FastifyInstance, ctx: ModuleContext): void {
  registerCspReportRoutes(app, cspReportsService(cspReportsRepo(ctx.db)));
}
