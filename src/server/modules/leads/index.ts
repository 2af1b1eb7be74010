import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../lib/job-queue';
import type { ModuleContext } from '../context';
import type { QuotesService } from '../quotes/service';
import { DELIVER_QUEUE, defineLeadJobs, startOutboxSweep, type DeliverJob } from './outbox';
import { leadsRepo } from './repo';
import { registerLeadRoutes } from './routes';
import { leadsService } from './service';
import type { OffersService } from '../offers/service';

/**
 * POST /api/lead_details (decisions 0013 and 0030) and the lead outbox's delivery job (decision 0030); register
 * after the idempotency module (its route opts in) and before the job queue starts (the app's onReady).
 */
export function registerLeadsModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { quotes: QuotesService; offers: OffersService; jobs?: JobQueue },
): void {
  const repo = leadsRepo(ctx.db);
  const jobs = deps.jobs;
  if (jobs) defineLeadJobs(jobs, repo, ctx.config.crm, ctx.log);
  if (jobs && ctx.config.jobsEnabled && ctx.config.crm.webhookUrl) {
    // After the enquiry module's onReady started the queue (hooks run in order; the sweep waits for it anyway).
    let stopSweep: (() => void) | undefined;
    app.addHook('onReady', async () => {
      stopSweep = startOutboxSweep(jobs, repo, ctx.log);
    });
    app.addHook('onClose', async () => stopSweep?.());
  }
  registerLeadRoutes(
    app,
    leadsService({
      repo,
      quotes: deps.quotes,
      offers: deps.offers,
      limits: ctx.config.leadLimits,
      sendDelivery: jobs
        ? async (client, outboxId) => {
            await jobs.send(DELIVER_QUEUE, { outboxId } satisfies DeliverJob, client);
          }
        : undefined,
    }),
    ctx.hashIp,
  );
}
