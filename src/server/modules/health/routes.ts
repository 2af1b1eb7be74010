import type { FastifyContextConfig, FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { ZHealthReport, ZLivenessReport } from '../../../shared/contracts/health';
import type { HealthService } from './service';

/**
 * Decision 0024: GET /api/health/live (liveness: the process answers, nothing else is asked) and
 * GET /api/health/ready (readiness: database and job queue; 503 when either does not answer). GET /api/health
 * stays as readiness for the tools and tests that already use it.
 */
/** Probes answer without a token and spend no budget (decision 0042). */
const PUBLIC_READ = { public: true, bucket: false } as const;
const LIVE = {
  config: {
    ...PUBLIC_READ,
    schemas: { summary: 'Liveness: the process answers.', response: ZLivenessReport },
  },
};
const READY: { config: FastifyContextConfig } = {
  config: {
    ...PUBLIC_READ,
    schemas: {
      summary: 'Readiness: the database and the job queue answer (503 when either does not).',
      response: { 200: ZHealthReport },
    },
  },
};

export function registerHealthRoutes(app: FastifyInstance, health: HealthService): void {
  app.get('/api/health/live', LIVE, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return health.live();
  });
  const ready = async (_req: unknown, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const report = await health.report();
    if (report.status === 'ok') return report;
    const database = report.database.status === 'down';
    return reply.code(503).send({
      ...report,
      code: ERROR_CODES.DATABASE_UNAVAILABLE,
      message: database ? 'The database is not answering.' : 'The job queue is not answering.',
    });
  };
  app.get('/api/health/ready', READY, ready);
  app.get('/api/health', READY, ready);
}
