import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import { cardsRepo } from './repo';
import { registerCardRoutes } from './routes';
import { creditCardsService, type CreditCardsService } from './service';

/**
 * Credit cards (decision 0019): POST /api/credit-cards and the bank logos. Returns the service: the
 * page route's resolver step renders each CREDIT_CARDS block's first page with it (`resolveBlocks`).
 */
export function registerCardsModule(app: FastifyInstance, ctx: ModuleContext): CreditCardsService {
  const service = creditCardsService({ repo: cardsRepo(ctx.db), log: ctx.log });
  registerCardRoutes(app, service);
  return service;
}
