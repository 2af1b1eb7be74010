import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import type { HealthService } from './service';

/** GET /api/health — reports whether the database answers (503 when it does not). */
export function registerHealthRoutes(app: FastifyInstance, health: HealthService): void {
  app.get('/api/health', async (_req, reply) => {
    const report = await health.report();
    if (report.status === 'ok') return report;
    return reply
      .code(503)
      .send({ ...report, code: ERROR_CODES.DATABASE_UNAVAILABLE, message: 'The database is not answering.' });
  });
}
