import type { FastifyInstance } from 'fastify';
import { createJobQueue, type JobQueue } from '../../lib/job-queue';
import type { ModuleContext } from '../context';
import type { FormsService } from '../forms/types';
import type { OtpService } from '../otp/types';
import type { DocumentsService } from '../documents/service';
import type { QuotesService } from '../quotes/service';
import { countedSmsAdapter, createSmsAdapter } from '../otp/sms';
import { defineEnquiryJobs, startSweep } from './jobs';
import { referenceOf } from './reference';
import { enquiriesRepo } from './repo';
import { registerEnquiryRoutes } from './routes';
import { enquiryService } from './service';
import { loggableError } from '../../plugins/errors';

/**
 * Registers /api/enquiry, /api/prequote_enquiry/:stage, the OTP resend, cached enquiries and the background
 * jobs of the async products (decision 0008, docs/product/journeys.md). Workers run when JOBS_ENABLED; every node can send jobs. Returns
 * the job queue (readiness and queue-depth metrics read it).
 */
export async function registerEnquiryModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { forms: FormsService; otp: OtpService; documents: DocumentsService; quotes: QuotesService },
): Promise<JobQueue> {
  // Decision 0028: readable references are a keyed permutation of a sequence, under a key of the server secret.
  const repo = enquiriesRepo(ctx.db, { referenceOf: (n) => referenceOf(n, ctx.keys.reference) });
  // The results link goes out through the configured SMS adapter (the outbox in development), counted like OTPs.
  const metrics = app.hasDecorator('metrics') ? app.metrics : null;
  const rawSms = createSmsAdapter(ctx.config.sms, ctx.db);
  const sms = metrics
    ? countedSmsAdapter(rawSms, (result) => metrics.smsSend(ctx.config.sms.adapter, result))
    : rawSms;
  const queue = createJobQueue({
    pool: ctx.db.$client,
    log: ctx.log,
    // docs/product/journeys.md: the next step shows the job's state, so an idle worker looks for work twice a second.
    pollingIntervalSeconds: 0.5,
    work: ctx.config.jobsEnabled,
  });
  defineEnquiryJobs(queue, repo, ctx.log, deps.quotes, { demoBureau: ctx.config.seedDemo });
  let stopSweep: (() => void) | undefined;
  if (ctx.config.jobsEnabled) {
    app.addHook('onReady', async () => {
      try {
        await queue.start();
        stopSweep = startSweep(queue, repo, ctx.log);
      } catch (err) {
        // The site keeps serving; async enquiries wait in 'processing' until a worker node sweeps them.
        ctx.log.error({ err: loggableError(err) }, 'background jobs did not start');
      }
    });
  }
  app.addHook('onClose', async () => {
    stopSweep?.();
    await queue.stop();
  });
  registerEnquiryRoutes(
    app,
    enquiryService({
      repo,
      forms: deps.forms,
      otp: deps.otp,
      documents: deps.documents,
      queue,
      log: ctx.log,
      sms,
      origin: ctx.config.publicOrigin,
    }),
    ctx.hashIp,
  );
  return queue;
}
