import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import type { AccountGuard } from '../auth';
import { renewalLinkKey } from '../renewals/link';
import { accountRepo } from './repo';
import { registerAccountRoutes } from './routes';
import { accountService } from './service';
import type { PolicySchedulePage } from './schedule-page';

/**
 * Registers the account area's calls (decision 0031); answers the printable schedule's reader (decision 0088), which
 * the page route takes as a dependency.
 */
export function registerAccountModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { guard: AccountGuard },
): { policySchedule: PolicySchedulePage } {
  const service = accountService(accountRepo(ctx.db), {
    renewalKey: renewalLinkKey(ctx.config.secrets.sessionSecret),
  });
  registerAccountRoutes(app, service, deps.guard);
  return {
    policySchedule: async (req, policyId, lang) => {
      const who = await deps.guard(req);
      return who ? service.schedule(who.mobileNumber, policyId, lang) : null;
    },
  };
}
