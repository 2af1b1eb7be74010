import {
  ZCarInput,
  ZCarRateTable,
  type TCarInput,
  type TCarPlan,
  type TCarRateTable,
} from '../../contracts/quotes';
import { PRODUCT } from '../../domain/products';
import type { QuoteEngine } from '../engine';
import { carInputFromAnswers, type CarAnswersContext } from './answers';
import { carRankingFacts, priceCar } from './price';

export {
  CAR_ANSWER_IDS,
  CAR_DEFAULTS,
  CAR_STANDARD_EXCESS,
  carInputFromAnswers,
  type CarAnswersContext,
} from './answers';
export { comprehensiveBaseFils, excessOptionOf, carRankingFacts, priceCar } from './price';

/** Car insurance (product 1): the registry entry. */
export const carEngine = {
  productId: PRODUCT.CAR_INSURANCE,
  inputSchema: ZCarInput,
  rateTableSchema: ZCarRateTable,
  inputFromAnswers: carInputFromAnswers,
  price: priceCar,
  rankingFacts: carRankingFacts,
} satisfies QuoteEngine<TCarInput, TCarPlan, TCarRateTable, CarAnswersContext>;
