import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import type { QuotesService } from '../quotes/service';
import { quotesRepo } from '../quotes/repo';
import { registerCalculatorRoutes } from './routes';
import { calculatorsService } from './service';

/**
 * The calculators' server side (decision 0102): the car and health insurance estimates, priced with the quotes
 * module's engines and catalogue. The other calculators (BMI, calories, SIP and growth, term cover, loan EMI)
 * compute in the browser from src/shared/calculators and need no call.
 */
export function registerCalculatorsModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { quotes: QuotesService },
): void {
  const repo = quotesRepo(ctx.db);
  registerCalculatorRoutes(
    app,
    calculatorsService({ loadCatalogue: deps.quotes.loadCatalogue, bodyTypeOf: repo.bodyTypeOf }),
  );
}
