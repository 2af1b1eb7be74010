import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import type { FormsService } from '../forms/types';
import type { QuotesService } from '../quotes/service';
import { policiesRepo } from './repo';
import { registerPolicyRoutes } from './routes';
import { policiesService, type PoliciesService } from './service';

/**
 * Buying through the insurer (docs/product/policies.md; decision 0084): the handoff preview, Buy, the insurer's signed
 * handoff fetch and the thank-you page's policy. Register after the idempotency module (Buy opts in).
 */
export function registerPoliciesModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { quotes: QuotesService; forms: FormsService },
): PoliciesService {
  const service = policiesService({
    repo: policiesRepo(ctx.db),
    quotes: deps.quotes,
    forms: deps.forms,
    log: ctx.log,
    publicOrigin: ctx.config.publicOrigin,
    sessionSecret: ctx.config.secrets.sessionSecret,
    insurerSecrets: ctx.config.insurerSecrets,
    insurerSandbox: ctx.config.insurerSandbox,
    insurerRedirectHosts: ctx.config.insurerRedirectHosts,
  });
  registerPolicyRoutes(app, service);
  return service;
}
