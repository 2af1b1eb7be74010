import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import { quotesRepo } from './repo';
import { registerQuoteRoutes } from './routes';
import { quotesService, type QuotesService } from './service';
import type { OffersService } from '../offers/service';
import type { NetworkTiersSource } from './network-match';
import { startingPricesService, type StartingPricesService } from './starting-prices';
import { TYPICAL_PROFILES } from '../../../db/seed/quotes/typical-profiles';

/**
 * Quotes (docs/product/quotes.md; decision 0013): POST /api/quotes, GET /api/quotes/:quoteId, POST /api/car/comparison and the
 * insurer logos. Returns the service: the enquiry job prices async products with it, the leads module resolves
 * chosen plans with it.
 */
export function registerQuotesModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { offers: OffersService; hospitals?: NetworkTiersSource },
): QuotesService {
  const service = quotesService({
    repo: quotesRepo(ctx.db),
    log: ctx.log,
    offers: deps.offers,
    ...(deps.hospitals ? { hospitals: deps.hospitals } : {}),
  });
  registerQuoteRoutes(app, service);
  return service;
}

/**
 * The landing pages' starting prices (decision 0014): the typical profiles (a seed data file) priced with
 * the catalogue in the database; the page route's resolver step fills MULTIPLE_QUOTES blocks with them.
 */
export function startingPricesOf(ctx: ModuleContext, quotes: QuotesService): StartingPricesService {
  return startingPricesService({
    loadCatalogue: quotes.loadCatalogue,
    catalogueStamp: quotesRepo(ctx.db).catalogueStamp,
    profiles: TYPICAL_PROFILES,
    log: ctx.log,
  });
}

/** The catalogue's change stamp (newest write and row counts), for modules that cache what they price from it. */
export function catalogueStampOf(ctx: ModuleContext): (productId: number) => Promise<string> {
  return quotesRepo(ctx.db).catalogueStamp;
}
