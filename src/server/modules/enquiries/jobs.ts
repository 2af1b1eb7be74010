import type { FastifyBaseLogger } from 'fastify';
import { PRODUCT } from '../../../shared/domain/products';
import type { JobQueue } from '../../lib/job-queue';
import { startJobSweep } from '../../lib/job-sweep';
import type { QuotesService } from '../quotes/service';
import type { EnquiriesRepo } from './repo';
import { cardApplicationResult, jobResult, type EnquiryResult } from './results';

/** The queue that finishes async-enquiry products (docs/product/journeys.md). */
export const FINISH_QUEUE = 'enquiry.finish';
export type FinishJob = { enquiryId: string };

/** Sweep cadence and grace for enquiries left 'processing' without a job (see repo.processingWithoutJob). */
const SWEEP_EVERY_MS = 15_000;
const SWEEP_GRACE_SECONDS = 10;

/** Async products priced by the quotes engines (docs/product/journeys.md: health); the others keep their demo results. */
const PRICED_IN_JOB: ReadonlySet<number> = new Set([PRODUCT.HEALTH_INSURANCE]);

/**
 * Prices an enquiry insurer by insurer (each step commits, so the quotes answer's `pricedCount` grows and a
 * retried job resumes where it stopped), then states the outcome. Null: the answers cannot be priced.
 */
async function priceInJob(
  quotes: Pick<QuotesService, 'priceStep'>,
  enquiryId: string,
): Promise<EnquiryResult | null> {
  for (;;) {
    const step = await quotes.priceStep(enquiryId);
    if (step.status === 'failed') return null;
    if (step.status === 'done')
      return {
        kind: 'quotes',
        quotes: step.quoteCount,
        pricedCount: step.pricedCount,
        insurerCount: step.insurerCount,
      };
  }
}

export function defineEnquiryJobs(
  queue: JobQueue,
  repo: EnquiriesRepo,
  log: FastifyBaseLogger,
  quotes: Pick<QuotesService, 'priceStep'>,
  opts: { demoBureau: boolean } = { demoBureau: true },
): void {
  queue.define<FinishJob>(
    FINISH_QUEUE,
    // A worker that dies mid-job leaves it active; after 60 s pg-boss hands it out again.
    { retryLimit: 3, retryDelaySeconds: 2, expireInSeconds: 60 },
    async ({ enquiryId }) => {
      const enquiry = await repo.byPublicId(enquiryId);
      if (!enquiry || enquiry.status !== 'processing') return; // already finished: nothing to do
      if (PRICED_IN_JOB.has(enquiry.countryProductId)) {
        const result = await priceInJob(quotes, enquiryId);
        if (result) await repo.finish(enquiryId, 'ready', result);
        else if (await repo.finish(enquiryId, 'failed', null))
          log.warn({ enquiryId }, 'enquiry answers could not be priced');
        return;
      }
      if (enquiry.countryProductId === PRODUCT.CREDIT_CARDS) {
        const cardId = Number(enquiry.answers.creditCardId);
        const card = Number.isSafeInteger(cardId) ? await repo.creditCard(cardId) : undefined;
        if (card) await repo.finish(enquiryId, 'ready', cardApplicationResult(card, enquiry.answers));
        else if (await repo.finish(enquiryId, 'failed', null))
          log.warn({ enquiryId }, 'credit card application names no card of the catalogue');
        return;
      }
      const result = jobResult(enquiry.countryProductId, enquiry.answers, opts);
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
  return startJobSweep({
    queue,
    queueName: FINISH_QUEUE,
    everyMs: SWEEP_EVERY_MS,
    graceSeconds: SWEEP_GRACE_SECONDS,
    waiting: (queues, grace) => repo.processingWithoutJob(queues, grace),
    job: (enquiryId) => ({ enquiryId }) satisfies FinishJob,
    log,
    messages: { resent: 'enquiry jobs re-sent', failed: 'enquiry job sweep failed' },
  });
}
