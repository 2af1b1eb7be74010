import {
  ZHomeInput,
  ZHomeRateTable,
  type THomeInput,
  type THomePlan,
  type THomeRateTable,
} from '../../contracts/quotes';
import { PRODUCT } from '../../domain/products';
import type { QuoteEngine } from '../engine';
import { homeInputFromAnswers, type HomeAnswersContext } from './answers';
import { homeRankingFacts, priceHome } from './price';

export { HOME_ANSWER_IDS, homeInputFromAnswers, type HomeAnswersContext } from './answers';
export { homeRankingFacts, priceHome } from './price';

/** Home insurance (product 14): the registry entry. */
export const homeEngine = {
  productId: PRODUCT.HOME_INSURANCE,
  inputSchema: ZHomeInput,
  rateTableSchema: ZHomeRateTable,
  inputFromAnswers: homeInputFromAnswers,
  price: priceHome,
  rankingFacts: homeRankingFacts,
} satisfies QuoteEngine<THomeInput, THomePlan, THomeRateTable, HomeAnswersContext>;
