import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import { insurerEventsRepo } from './repo';
import { registerInsurerEventRoutes } from './routes';
import { insurerEventsService } from './service';

/**
 * The insurers' signed events (POST /api/insurers/{insurerCode}/events; docs/product/policies.md 'Insurer events',
 * decision 0085): a policy issued, a payment declined, a policy cancelled. "Partners" are the distribution partners
 * (modules/partner); insurers are the catalogue's.
 */
export function registerInsurerEventsModule(app: FastifyInstance, ctx: ModuleContext): void {
  const service = insurerEventsService({
    repo: insurerEventsRepo(ctx.db),
    secrets: ctx.config.insurerSecrets,
    sessionSecret: ctx.config.secrets.sessionSecret,
  });
  registerInsurerEventRoutes(app, service);
}
