import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import { quotesRepo } from './repo';
import { registerQuoteRoutes } from './routes';
import { quotesService, type QuotesService } from './service';

/**
 * Quotes (issue 9; decision 0013): POST /api/quotes, GET /api/quotes/:quoteId, POST /api/car/comparison and the
 * insurer logos. Returns the service: the enquiry job prices async products with it, the leads module resolves
 * chosen plans with it.
 */
export function registerQuotesModule(app: FastifyInstance, ctx: ModuleContext): QuotesService {
  const service = quotesService({ repo: quotesRepo(ctx.db), log: ctx.log });
  registerQuoteRoutes(app, service);
  return service;
}
