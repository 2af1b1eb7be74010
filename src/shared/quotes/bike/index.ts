import {
  ZBikeInput,
  ZBikeRateTable,
  type TBikeInput,
  type TBikePlan,
  type TBikeRateTable,
} from '../../contracts/quotes';
import { PRODUCT } from '../../domain/products';
import type { QuoteEngine } from '../engine';
import { bikeInputFromAnswers, type BikeAnswersContext } from './answers';
import { bikeRankingFacts, priceBike } from './price';

export { BIKE_ANSWER_IDS, bikeInputFromAnswers, type BikeAnswersContext } from './answers';
export { bikeRankingFacts, priceBike } from './price';

/** Motorbike insurance (product 6): the registry entry. */
export const bikeEngine = {
  productId: PRODUCT.BIKE_INSURANCE,
  inputSchema: ZBikeInput,
  rateTableSchema: ZBikeRateTable,
  inputFromAnswers: bikeInputFromAnswers,
  price: priceBike,
  rankingFacts: bikeRankingFacts,
} satisfies QuoteEngine<TBikeInput, TBikePlan, TBikeRateTable, BikeAnswersContext>;
