import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import { devOutboxRepo, otpRepo } from './repo';
import { registerDevOutboxRoutes } from './routes';
import { devOutboxService, otpService } from './service';
import { createSmsAdapter } from './sms';
import type { OtpService } from './types';

export type * from './types';

/** Registers /dev/outbox/ and /api/dev/outbox (outside deployments) and returns the OTP service (issue 4 §4). */
export function registerOtpModule(app: FastifyInstance, ctx: ModuleContext): OtpService {
  if (ctx.config.sms.adapter === 'http' && (!ctx.config.sms.httpUrl || !ctx.config.sms.httpToken))
    ctx.log.warn('SMS_ADAPTER is http but SMS_HTTP_URL or SMS_HTTP_TOKEN is missing: OTP sends will fail');
  if (ctx.config.devOutbox) registerDevOutboxRoutes(app, devOutboxService(devOutboxRepo(ctx.db)));
  return otpService({
    repo: otpRepo(ctx.db),
    sms: createSmsAdapter(ctx.config.sms, ctx.db),
    key: ctx.keys.otp,
    otp: ctx.config.otp,
    log: ctx.log,
  });
}
