import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import type { AccountGuard } from '../auth';
import { accountRepo } from './repo';
import { registerAccountRoutes } from './routes';
import { accountService } from './service';

/** Registers the account area's calls (decision 0031). */
export function registerAccountModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { guard: AccountGuard },
): void {
  registerAccountRoutes(app, accountService(accountRepo(ctx.db)), deps.guard);
}
