import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import type { EmailService } from '../email';
import { subscriptionsRepo } from './repo';
import { registerSubscriptionRoutes } from './routes';
import { subscriptionsService } from './service';

/** The CEO blog's e-mail subscriptions, double opt-in (decision 0106). */
export function registerSubscriptionsModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { email: EmailService; css: () => readonly string[] },
): void {
  const service = subscriptionsService({
    repo: subscriptionsRepo(ctx.db),
    email: deps.email,
    origin: ctx.config.publicOrigin,
    log: ctx.log,
  });
  registerSubscriptionRoutes(app, service, deps.css);
}
