import {
  ZTravelInput,
  ZTravelRateTable,
  type TTravelInput,
  type TTravelPlan,
  type TTravelRateTable,
} from '../../contracts/quotes';
import { PRODUCT } from '../../domain/products';
import type { QuoteEngine } from '../engine';
import { travelInputFromAnswers, type TravelAnswersContext } from './answers';
import { priceTravel, travelRankingFacts } from './price';

export { TRAVEL_ANSWER_IDS, travelInputFromAnswers, type TravelAnswersContext } from './answers';
export { priceTravel, travelRankingFacts } from './price';

/** Travel insurance (product 2): the registry entry. */
export const travelEngine = {
  productId: PRODUCT.TRAVEL_INSURANCE,
  inputSchema: ZTravelInput,
  rateTableSchema: ZTravelRateTable,
  inputFromAnswers: travelInputFromAnswers,
  price: priceTravel,
  rankingFacts: travelRankingFacts,
} satisfies QuoteEngine<TTravelInput, TTravelPlan, TTravelRateTable, TravelAnswersContext>;
