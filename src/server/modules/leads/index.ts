import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import type { QuotesService } from '../quotes/service';
import { leadsRepo } from './repo';
import { registerLeadRoutes } from './routes';
import { leadsService } from './service';
import { offersService } from '../offers/service';

/** POST /api/lead_details (issue 9 §6); register after the idempotency module (its route opts in). */
export function registerLeadsModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { quotes: QuotesService },
): void {
  registerLeadRoutes(
    app,
    leadsService({
      repo: leadsRepo(ctx.db),
      quotes: deps.quotes,
      offers: offersService({ db: ctx.db, log: ctx.log }),
    }),
  );
}
