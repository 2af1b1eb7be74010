import type { FastifyInstance } from 'fastify';
import type { LangCode } from '../../../shared/domain/locales';
import type { ModuleContext } from '../context';
import { devOutboxRepo, otpRepo } from './repo';
import { registerDevOutboxRoutes } from './routes';
import { devOutboxService, otpService } from './service';
import { countedSmsAdapter, createSmsAdapter } from './sms';
import type { OtpService } from './types';

export type * from './types';

/**
 * Registers /dev/outbox/ and /api/dev/outbox (development tools only: decision 0024) and returns the OTP
 * service (decision 0007). Every SMS attempt is counted for /metrics.
 */
export function registerOtpModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  // Other outboxes' parts of /dev/outbox/ (the e-mails, decision 0106).
  devOutboxExtra?: (lang: LangCode) => Promise<string>,
): OtpService {
  if (ctx.config.devOutbox)
    registerDevOutboxRoutes(app, devOutboxService(devOutboxRepo(ctx.db)), devOutboxExtra);
  const adapter = ctx.config.sms.adapter;
  const sms = createSmsAdapter(ctx.config.sms, ctx.db);
  // An app built without metrics (a module test's bare Fastify) sends uncounted.
  const metrics = app.hasDecorator('metrics') ? app.metrics : null;
  return otpService({
    repo: otpRepo(ctx.db),
    sms: metrics ? countedSmsAdapter(sms, (result) => metrics.smsSend(adapter, result)) : sms,
    key: ctx.keys.otp,
    otp: ctx.config.otp,
    log: ctx.log,
  });
}
