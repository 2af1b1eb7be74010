import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/queue';
import type { EnquiriesRepo } from './repo';
import { demoResult } from './results';

/** The queue that finishes async-enquiry products (spec 000 §4). */
export const FINISH_QUEUE = 'enquiry.finish';
export type FinishJob = { enquiryId: string };

/** Sweep cadence and grace for enquiries left 'processing' without a job (see repo.processingWithoutJob). */
const SWEEP_EVERY_MS = 15_000;
const SWEEP_GRACE_SECONDS = 10;

export function defineEnquiryJobs(queue: JobQueue, repo: EnquiriesRepo, log: FastifyBaseLogger): void {
  queue.define<FinishJob>(
    FINISH_QUEUE,
    // A worker that dies mid-job leaves it active; after 60 s pg-boss hands it out again.
    { retryLimit: 3, retryDelaySeconds: 2, expireInSeconds: 60 },
    async ({ enquiryId }) => {
      const enquiry = await repo.byPublicId(enquiryId);
      if (!enquiry || enquiry.status !== 'processing') return; // already finished: nothing to do
      const result = demoResult(enquiry.countryProductId, enquiry.publicId, enquiry.answers);
      await repo.finish(enquiryId, 'ready', result);
    },
    // Retries exhausted (or expired too often): the next step shows the failure instead of waiting forever.
    async ({ enquiryId }) => {
      if (await repo.finish(enquiryId, 'failed', null))
        log.warn({ enquiryId }, 'enquiry job failed for good');
    },
  );
}

/** Re-sends jobs for enquiries stuck in 'processing'; runs at start and then every 15 s on worker nodes. */
export function startSweep(queue: JobQueue, repo: EnquiriesRepo, log: FastifyBaseLogger): () => void {
  let running = false;
  const sweep = async () => {
    if (running || !queue.started) return;
    running = true;
    try {
      const stuck = await repo.processingWithoutJob(
        [FINISH_QUEUE, `${FINISH_QUEUE}.dead`],
        SWEEP_GRACE_SECONDS,
      );
      for (const enquiryId of stuck) await queue.send(FINISH_QUEUE, { enquiryId } satisfies FinishJob);
      if (stuck.length > 0) log.info({ count: stuck.length }, 'enquiry jobs re-sent');
    } catch (err) {
      log.error({ err }, 'enquiry job sweep failed');
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
