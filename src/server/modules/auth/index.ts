import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import type { OtpService } from '../otp/types';
import { cookiePolicy } from './cookie';
import { authRepo } from './repo';
import { registerAuthRoutes, type AccountGuard } from './routes';
import { ACCOUNT_SESSION_TTL_SECONDS, authService } from './service';

export { type AccountGuard } from './routes';

/** Registers sign-in (decision 0031) and returns the guard the account routes use. */
export function registerAuthModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { otp: OtpService },
): AccountGuard {
  return registerAuthRoutes(app, authService(authRepo(ctx.db), deps.otp), {
    cookie: cookiePolicy(ctx.config.publicOrigin, ACCOUNT_SESSION_TTL_SECONDS),
    hashIp: ctx.hashIp,
  });
}
