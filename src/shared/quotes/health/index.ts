import {
  ZHealthInput,
  ZHealthRateTable,
  type THealthInput,
  type THealthPlan,
  type THealthRateTable,
} from '../../contracts/quotes';
import { PRODUCT } from '../../domain/products';
import type { QuoteEngine } from '../engine';
import { healthInputFromAnswers, type HealthAnswersContext } from './answers';
import { healthRankingFacts, priceHealth } from './price';

export { HEALTH_ANSWER_IDS, healthInputFromAnswers, type HealthAnswersContext } from './answers';
export { healthRankingFacts, priceHealth } from './price';

/** Health insurance (product 3): the registry entry. */
export const healthEngine = {
  productId: PRODUCT.HEALTH_INSURANCE,
  inputSchema: ZHealthInput,
  rateTableSchema: ZHealthRateTable,
  inputFromAnswers: healthInputFromAnswers,
  price: priceHealth,
  rankingFacts: healthRankingFacts,
} satisfies QuoteEngine<THealthInput, THealthPlan, THealthRateTable, HealthAnswersContext>;
