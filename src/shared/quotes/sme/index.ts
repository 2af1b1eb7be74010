import {
  ZSmeInput,
  ZSmeRateTable,
  type TSmeInput,
  type TSmePlan,
  type TSmeRateTable,
} from '../../contracts/quotes';
import { PRODUCT } from '../../domain/products';
import type { QuoteEngine } from '../engine';
import { smeInputFromAnswers, type SmeAnswersContext } from './answers';
import { priceSme, smeRankingFacts } from './price';

export { SME_ANSWER_IDS, smeInputFromAnswers, type SmeAnswersContext } from './answers';
export { priceSme, smeRankingFacts } from './price';

/** SME (business) insurance (product 13): the registry entry. */
export const smeEngine = {
  productId: PRODUCT.SME_INSURANCE,
  inputSchema: ZSmeInput,
  rateTableSchema: ZSmeRateTable,
  inputFromAnswers: smeInputFromAnswers,
  price: priceSme,
  rankingFacts: smeRankingFacts,
} satisfies QuoteEngine<TSmeInput, TSmePlan, TSmeRateTable, SmeAnswersContext>;
