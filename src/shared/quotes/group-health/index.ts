import {
  ZGroupHealthInput,
  ZGroupHealthRateTable,
  type TGroupHealthInput,
  type TGroupHealthPlan,
  type TGroupHealthRateTable,
} from '../../contracts/quotes';
import { PRODUCT } from '../../domain/products';
import type { QuoteEngine } from '../engine';
import { groupHealthInputFromAnswers, type GroupHealthAnswersContext } from './answers';
import { groupHealthRankingFacts, priceGroupHealth } from './price';

export {
  GROUP_HEALTH_ANSWER_IDS,
  groupHealthInputFromAnswers,
  type GroupHealthAnswersContext,
} from './answers';
export { groupHealthRankingFacts, priceGroupHealth } from './price';

/** Group health insurance (product 22): the registry entry. */
export const groupHealthEngine = {
  productId: PRODUCT.GROUP_HEALTH,
  inputSchema: ZGroupHealthInput,
  rateTableSchema: ZGroupHealthRateTable,
  inputFromAnswers: groupHealthInputFromAnswers,
  price: priceGroupHealth,
  rankingFacts: groupHealthRankingFacts,
} satisfies QuoteEngine<
  TGroupHealthInput,
  TGroupHealthPlan,
  TGroupHealthRateTable,
  GroupHealthAnswersContext
>;
