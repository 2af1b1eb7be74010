import type { FastifyInstance } from 'fastify';
import { auditLog } from '../console/audit';
import type { ModuleContext } from '../context';
import { quotesCore } from '../quotes/core';
import { quotesRepo } from '../quotes/repo';
import { registerConsoleCatalogueRoutes } from './routes';
import { rateTableStore } from './store';

/**
 * The catalogue in the console (decision 0125): rate tables listed, edited as drafts checked by the engine's
 * contract, previewed on sample enquiries through the quotes engine, published as a new version and restored
 * (admin, audited). Registered after the console module, whose guard checks every route's role.
 */
export function registerConsoleCatalogueModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { clock?: (() => Date) | undefined; clearQuotes: () => void },
): void {
  const now = deps.clock ?? (() => new Date());
  registerConsoleCatalogueRoutes(app, {
    store: rateTableStore(ctx.db, now),
    // Its own core (no cache used): the preview loads the published catalogue afresh each time.
    core: quotesCore({ repo: quotesRepo(ctx.db), log: ctx.log, now }),
    audit: auditLog(ctx.db, now),
    clearQuotes: deps.clearQuotes,
    fromHash: (req) => ctx.hashIp(req.ip).slice(0, 16),
  });
}
