import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleContext } from '../context';
import type { ConsoleService } from '../console';
import { registerContactRoutes } from './routes';
import { contactService } from './service';

/**
 * The contact rules in the console (decision 0115): Call/Message decisions, contact attempts, the do-not-call list.
 * `clock` is the app's injected clock (tests move it); the rules never read the machine's.
 */
export function registerContactRulesModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { clock?: (() => Date) | undefined; console: ConsoleService },
): void {
  const service = contactService(ctx.db, { console: deps.console, now: deps.clock ?? (() => new Date()) });
  registerContactRoutes(app, {
    service,
    fromHash: (req: FastifyRequest) =>
      deps.console.fromHash({ addressHash: ctx.hashIp(req.ip), userAgent: req.headers['user-agent'] }),
  });
}
