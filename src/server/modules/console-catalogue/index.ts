import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loggableError } from '../../plugins/errors';
import { auditLog } from '../console/audit';
import type { ModuleContext } from '../context';
import { quotesCore } from '../quotes/core';
import { quotesRepo } from '../quotes/repo';
import { registerCatalogueItemRoutes } from './items/routes';
import { CATALOGUE_KINDS } from './items/registry';
import { catalogueItemStore } from './items/store';
import { registerConsoleCatalogueRoutes } from './routes';
import { rateTableStore } from './store';

/**
 * How long a node may keep a product's catalogue stamp before it reads it again (the starting prices' and the
 * health pages' 10 s), plus a second: the pages are refreshed again after it, so a page rendered on another node
 * with a stamp read before the publication is not kept.
 */
const SECOND_BUMP_MS = 11_000;

/**
 * The catalogue in the console (decision 0125): rate tables listed, edited as drafts checked by the engine's
 * contract, previewed on sample enquiries through the quotes engine, published as a new version and restored
 * (admin, audited). Registered after the console module (whose guard checks every route's role) and the page cache.
 */
export function registerConsoleCatalogueModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: {
    clock?: (() => Date) | undefined;
    /** Drops this node's caches of what is priced from the catalogue (quotes, starting prices, health pages, cards). */
    clearCaches: () => void;
  },
): void {
  const now = deps.clock ?? (() => new Date());
  // The 'catalogue' tag every page carries (decision 0025): a new version for every node, then this node's sync.
  const bumpPages = async () => {
    await ctx.db.$client.query('select page_cache_bump($1::text[])', [['catalogue']]);
    await app.pageCache.sync();
  };
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => timers.forEach(clearTimeout));
  const audit = auditLog(ctx.db, now);
  // Every node, this one included, drops its priced caches when the tag moves (NOTIFY): a publication is the next
  // answer of every node's quotes, offers and cards, not after their 30 s.
  app.pageCache.onTagChange('catalogue', deps.clearCaches);
  const published = async () => {
    deps.clearCaches();
    await bumpPages();
    const timer = setTimeout(() => {
      timers.delete(timer);
      bumpPages().catch((err: unknown) =>
        ctx.log.warn({ err: loggableError(err) }, 'catalogue: the second page refresh failed'),
      );
    }, SECOND_BUMP_MS);
    timer.unref();
    timers.add(timer);
  };
  const fromHash = (req: FastifyRequest) => ctx.hashIp(req.ip).slice(0, 16);
  registerConsoleCatalogueRoutes(app, {
    store: rateTableStore(ctx.db, now, audit),
    // Its own core (no cache used): the preview loads the published catalogue afresh each time.
    core: quotesCore({ repo: quotesRepo(ctx.db), log: ctx.log, now }),
    published,
    fromHash,
  });
  // Plans, cards, banks, insurers, loans, accounts and hospitals: one store and one set of routes (decision 0127).
  for (const kind of CATALOGUE_KINDS)
    registerCatalogueItemRoutes(app, {
      store: catalogueItemStore(ctx.db, now, audit, kind),
      published,
      fromHash,
    });
}
