import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../plugins/errors';
import type { JobQueue } from './job-queue';

/**
 * Re-sends jobs for rows left waiting without one (a crash between the row's commit and the job's send, or a job
 * that expired): at start and then every `everyMs` on worker nodes, once the queue has started. A round never
 * overlaps the previous one; a failed round is logged and the next tries again. Returns the stop function.
 */
export function startJobSweep<Id>(opts: {
  queue: JobQueue;
  /** The queue the jobs go to (its dead-letter queue counts as having a job too). */
  queueName: string;
  everyMs: number;
  /** How long a row may wait for its job before it is re-sent. */
  graceSeconds: number;
  /** Ids of rows waiting without a job in `queues` for more than `graceSeconds`. */
  waiting: (queues: string[], graceSeconds: number) => Promise<readonly Id[]>;
  /** The job that finishes a row. */
  job: (id: Id) => object;
  log: FastifyBaseLogger;
  /** Log lines: '<re-sent>' after a round that sent jobs, '<failed>' after a failed round. */
  messages: { resent: string; failed: string };
}): () => void {
  const { queue, log } = opts;
  let running = false;
  const sweep = async () => {
    if (running || !queue.started) return;
    running = true;
    try {
      const ids = await opts.waiting([opts.queueName, `${opts.queueName}.dead`], opts.graceSeconds);
      for (const id of ids) await queue.send(opts.queueName, opts.job(id));
      if (ids.length > 0) log.info({ count: ids.length }, opts.messages.resent);
    } catch (err) {
      log.error({ err: loggableError(err) }, opts.messages.failed);
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), opts.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
