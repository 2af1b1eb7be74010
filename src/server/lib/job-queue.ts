import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../plugins/errors';

/**
 * Background jobs on the application's own PostgreSQL (decision 0008 'Async-enquiry products'), through
 * pg-boss in its own schema. pg-boss runs its SQL through the app's connection pool (no second pool, no
 * connection URL needed), and a job can be sent through a transaction's client so that it exists exactly
 * when the transaction that needs it commits.
 */

/** Anything that runs parameterised SQL: the app pool, or the client of an open transaction. */
export type SqlClient = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

export const JOBS_SCHEMA = 'pgboss';

export type QueueSettings = {
  /** Attempts after the first failure. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Exponential backoff: the n-th retry waits between delay × 2^(n-1) and twice that (pg-boss's jitter). */
  retryBackoff?: boolean;
  /** A job still active after this long is taken as lost (a crashed worker) and retried. */
  expireInSeconds: number;
};

export type JobHandler<T> = (data: T, attempt: { retryCount: number; retryLimit: number }) => Promise<void>;

export type JobQueue = {
  /** Declares a queue, its worker, and what to do once its retries are exhausted (the dead-letter worker). */
  define<T extends object>(
    name: string,
    settings: QueueSettings,
    handler: JobHandler<T>,
    onExhausted: (data: T) => Promise<void>,
  ): void;
  /**
   * Runs a defined queue on a cron schedule in a time zone (decision 0089), stored in pg-boss's own table: every
   * worker node's clock monitor sends it (one job per tick across nodes), and a restarted or new node picks it up.
   * Declared before start; written at start by worker nodes.
   */
  schedule(name: string, cron: string, timeZone: string): void;
  /** Creates the schema (first start), the queues, and starts the workers. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Sends a job, through `client` when given (inside the caller's transaction). Throws if it was not stored. */
  send(name: string, data: object, client?: SqlClient): Promise<string>;
  /** Jobs waiting (created or retrying) per defined queue and its dead-letter queue; throws when the queue's tables do not answer. */
  sizes(): Promise<Record<string, number>>;
  readonly started: boolean;
  /** True when this process runs workers (JOBS_ENABLED). */
  readonly works: boolean;
};

type Definition = {
  name: string;
  settings: QueueSettings;
  handler: JobHandler<object>;
  onExhausted: (data: object) => Promise<void>;
};

/**
 * pg-boss 10's worker completes or fails a job without awaiting the promise (src/manager.js, `work`'s onFetch), so a
 * rejection of those two statements is unhandled and ends the process: a backend terminated by the database
 * (pg_terminate_backend, a restart) once stopped the server that way. Their failure is logged and answered as 'no
 * job changed' instead; the job stays active and pg-boss retries it once expireInSeconds has passed, as after a
 * worker that crashed.
 */
const UNAWAITED = [
  /^\s*WITH results AS \(\s*UPDATE \S+\.job\s+SET completed_on = now\(\)/,
  /^\s*WITH deleted_jobs AS \(\s*DELETE FROM \S+\.job\s+WHERE name = \$1 AND id IN \(SELECT UNNEST\(\$2::uuid\[\]\)\)/,
];

const adapter = (client: SqlClient, log?: FastifyBaseLogger): PgBoss.Db => ({
  executeSql: async (text, values) => {
    try {
      const r = await client.query(text, values);
      return { rows: r.rows };
    } catch (err) {
      if (!log || !UNAWAITED.some((re) => re.test(text))) throw err;
      log.warn(
        { err: loggableError(err) },
        'background job: its completion was not stored; it runs again later',
      );
      return { rows: [{ count: '0' }] };
    }
  },
});

export function createJobQueue(opts: {
  pool: SqlClient;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for work (pg-boss minimum 0.5 s). */
  pollingIntervalSeconds?: number;
  /** Run workers in this process (JOBS_ENABLED); without, jobs are only sent. */
  work: boolean;
}): JobQueue {
  const boss = new PgBoss({
    db: adapter(opts.pool, opts.log),
    schema: JOBS_SCHEMA,
    // Cron schedules (renewal reminders, decision 0089) are sent by worker nodes' clock monitors only.
    schedule: opts.work,
    supervise: opts.work,
    migrate: true,
  });
  boss.on('error', (err) => opts.log.error({ err: loggableError(err) }, 'background jobs error'));
  const definitions: Definition[] = [];
  const schedules: { name: string; cron: string; timeZone: string }[] = [];
  let started = false;
  const polling = opts.pollingIntervalSeconds ?? 2;

  return {
    get started() {
      return started;
    },
    works: opts.work,
    define(name, settings, handler, onExhausted) {
      definitions.push({
        name,
        settings,
        handler: handler as JobHandler<object>,
        onExhausted: onExhausted as (data: object) => Promise<void>,
      });
    },
    schedule(name, cron, timeZone) {
      schedules.push({ name, cron, timeZone });
    },
    async start() {
      if (started) return;
      await boss.start();
      for (const d of definitions) {
        const dead = `${d.name}.dead`;
        const existing = await boss.getQueue(dead);
        if (!existing) await boss.createQueue(dead, { name: dead });
        const queue = {
          name: d.name,
          retryLimit: d.settings.retryLimit,
          retryDelay: d.settings.retryDelaySeconds,
          retryBackoff: d.settings.retryBackoff ?? false,
          expireInSeconds: d.settings.expireInSeconds,
          deadLetter: dead,
        };
        if (await boss.getQueue(d.name)) await boss.updateQueue(d.name, queue);
        else await boss.createQueue(d.name, queue);
        if (!opts.work) continue;
        await boss.work<object>(
          d.name,
          { pollingIntervalSeconds: polling, includeMetadata: true, batchSize: 1 },
          async (jobs) => {
            for (const job of jobs) {
              await d.handler(job.data, { retryCount: job.retryCount, retryLimit: job.retryLimit });
            }
          },
        );
        // Exhausted jobs are rare and not urgent: a slower poll.
        await boss.work<object>(
          dead,
          { pollingIntervalSeconds: Math.max(polling, 5), batchSize: 1 },
          async (jobs) => {
            for (const job of jobs) await d.onExhausted(job.data);
          },
        );
      }
      // Upserted on every start, so a changed cron reaches the stored schedule.
      if (opts.work) for (const s of schedules) await boss.schedule(s.name, s.cron, {}, { tz: s.timeZone });
      started = true;
    },
    async stop() {
      if (!started) return;
      started = false;
      // The pool belongs to the app: pg-boss must not end it; active jobs get a short grace period.
      await boss.stop({ close: false, graceful: true, timeout: 5_000, wait: true });
    },
    async sizes() {
      const names = definitions.flatMap((d) => [d.name, `${d.name}.dead`]);
      const counts = await Promise.all(names.map((n) => boss.getQueueSize(n)));
      return Object.fromEntries(names.map((n, i) => [n, counts[i] ?? 0]));
    },
    async send(name, data, client) {
      const id = await boss.send(name, data, client ? { db: adapter(client) } : {});
      if (!id) throw new Error(`job for queue ${name} was not stored`);
      return id;
    },
  };
}
