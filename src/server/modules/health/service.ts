import type {
  DatabaseReport,
  HealthReport,
  JobsReport,
  LivenessReport,
} from '../../../shared/contracts/health';
import type { healthRepo } from './repo';

/** What readiness asks of the job queue: its tables answer; whether this process runs workers. */
export type JobsProbe = {
  sizes(): Promise<Record<string, number>>;
  readonly started: boolean;
  readonly works: boolean;
};

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * Readiness (decision 0024): the database answers and, on a node that runs workers, so do the job queue's tables
 * (an enquiry of an async product can be queued and worked). Workers that did not start while the tables answer
 * are reported, not failed: the node still serves visitors and another node's sweep picks the jobs up.
 */
export function healthService(repo: ReturnType<typeof healthRepo>, jobs?: JobsProbe) {
  const started = performance.now();
  return {
    live(): LivenessReport {
      return { status: 'ok', uptimeSeconds: Math.round((performance.now() - started) / 1000) };
    },
    async report(): Promise<HealthReport> {
      const t0 = performance.now();
      let database: DatabaseReport;
      try {
        await repo.ping();
        database = { status: 'up', latencyMs: round(performance.now() - t0) };
      } catch {
        database = { status: 'down' };
      }
      let jobsReport: JobsReport;
      // Jobs live in the same database. A web-only node (JOBS_ENABLED=false) only sends them; the queue's tables
      // are for its worker nodes to create.
      if (database.status === 'down') jobsReport = { status: 'down' };
      else if (!jobs || !jobs.works) jobsReport = { status: 'up', workers: 'off' };
      else {
        try {
          await jobs.sizes();
          jobsReport = { status: 'up', workers: jobs.started ? 'running' : 'stopped' };
        } catch {
          jobsReport = { status: 'down' };
        }
      }
      if (database.status === 'up' && jobsReport.status === 'up')
        return { status: 'ok', database, jobs: jobsReport };
      return { status: 'degraded', database, jobs: jobsReport };
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
