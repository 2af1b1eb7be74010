import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import { healthRepo } from './repo';
import { registerHealthRoutes } from './routes';
import { healthService, type JobsProbe } from './service';

/** Liveness and readiness (GET /api/health/*): the database and, on worker nodes, the job queues. */
export function registerHealthModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { jobs?: JobsProbe },
): void {
  registerHealthRoutes(app, healthService(healthRepo(ctx.db), deps.jobs));
}
