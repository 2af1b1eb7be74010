import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import type { AccountGuard } from '../auth';
import { myDataRepo } from './repo';
import { registerMyDataRoutes } from './routes';
import { myDataService } from './service';

/** "Who has my number" (decision 0033): register after the idempotency module (its writes opt in). */
export function registerMyDataModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { guard: AccountGuard },
): void {
  registerMyDataRoutes(app, myDataService(myDataRepo(ctx.db), ctx.config.crm.displayName), deps.guard);
}
