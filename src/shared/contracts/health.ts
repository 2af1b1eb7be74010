import { z } from 'zod';

/**
 * The probes' answers (decision 0024): liveness, and readiness with the database and the job queue. A degraded
 * readiness answers 503 with the same report and a `{code, message}` (decision 0066 describes it in the document).
 */

/** Liveness: the process answers; nothing it depends on is asked (a database outage must not restart it). */
export const ZLivenessReport = z.object({ status: z.literal('ok'), uptimeSeconds: z.number().int() });
export type LivenessReport = z.infer<typeof ZLivenessReport>;

const ZDatabaseUp = z.object({ status: z.literal('up'), latencyMs: z.number() });
const ZDatabaseReport = z.union([ZDatabaseUp, z.object({ status: z.literal('down') })]);
/** `workers`: running here, stopped (JOBS_ENABLED but not started) or off (a web-only node). */
const ZJobsUp = z.object({ status: z.literal('up'), workers: z.enum(['running', 'stopped', 'off']) });
const ZJobsReport = z.union([ZJobsUp, z.object({ status: z.literal('down') })]);

export const ZHealthReport = z.union([
  z.object({ status: z.literal('ok'), database: ZDatabaseUp, jobs: ZJobsUp }),
  z.object({ status: z.literal('degraded'), database: ZDatabaseReport, jobs: ZJobsReport }),
]);
export type HealthReport = z.infer<typeof ZHealthReport>;
export type DatabaseReport = z.infer<typeof ZDatabaseReport>;
export type JobsReport = z.infer<typeof ZJobsReport>;
