import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../lib/job-queue';
import type { ModuleContext } from '../context';
import { countedSmsAdapter, createSmsAdapter } from '../otp/sms';
import { UAE_TIME_ZONE } from './domain/timing';
import { renewalLinkKey } from './link';
import { renewalsRepo } from './repo';
import { registerRenewalRoutes } from './routes';
import { renewalsService, type ReminderSender, type RenewalsService } from './service';
import { stopLinkKey } from './stop-link';

/** The renewal radar's queue and its schedule: every 10 minutes, read in UAE time (decision 0089). */
export const RENEWALS_QUEUE = 'renewals.remind';
export const RENEWALS_CRON = '*/10 * * * *';

/**
 * The renewal radar (decision 0089, docs/product/policies.md 'Renewal radar'): a pg-boss schedule that sends the
 * reminders the timing rules say are due (the clock is `clock`, the machine's by default; tests move it), and the
 * 'Stop reminders' page. Returns the service (tests run a tick by hand).
 */
export function registerRenewalsModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { jobs: JobQueue; clock?: () => Date; css: () => readonly string[] },
): RenewalsService {
  const metrics = app.hasDecorator('metrics') ? app.metrics : null;
  const count = (result: 'sent' | 'failed') => metrics?.smsSend(ctx.config.sms.adapter, result);
  const sender: ReminderSender =
    ctx.config.sms.adapter === 'outbox'
      ? { kind: 'outbox', count }
      : { kind: 'adapter', sms: countedSmsAdapter(createSmsAdapter(ctx.config.sms, ctx.db), count) };
  const stopKey = stopLinkKey(ctx.config.secrets.sessionSecret);
  const service = renewalsService({
    repo: renewalsRepo(ctx.db),
    sender,
    origin: ctx.config.publicOrigin,
    keys: { renewal: renewalLinkKey(ctx.config.secrets.sessionSecret), stop: stopKey },
    clock: deps.clock ?? (() => new Date()),
    log: ctx.log,
  });
  deps.jobs.define<Record<string, never>>(
    RENEWALS_QUEUE,
    // One run at a time is enough; a run that dies is taken as lost after 5 minutes. A failed run is not retried:
    // the next one, 10 minutes later, does the same work (claimed rows first).
    { retryLimit: 0, retryDelaySeconds: 60, expireInSeconds: 300 },
    async () => {
      await service.tick();
    },
    async () => undefined,
  );
  deps.jobs.schedule(RENEWALS_QUEUE, RENEWALS_CRON, UAE_TIME_ZONE);
  registerRenewalRoutes(app, service, { stopKey, css: deps.css });
  return service;
}
