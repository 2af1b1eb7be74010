import {
  ZTermInput,
  ZTermRateTable,
  type TTermInput,
  type TTermPlan,
  type TTermRateTable,
} from '../../contracts/quotes';
import { PRODUCT } from '../../domain/products';
import type { QuoteEngine } from '../engine';
import { termInputFromAnswers, type TermAnswersContext } from './answers';
import { priceTerm, termRankingFacts } from './price';

export { TERM_ANSWER_IDS, termInputFromAnswers, type TermAnswersContext } from './answers';
export { coverIncomeMultiple, priceTerm, termRankingFacts } from './price';

/** Term life insurance (product 5): the registry entry. */
export const termEngine = {
  productId: PRODUCT.TERM_INSURANCE,
  inputSchema: ZTermInput,
  rateTableSchema: ZTermRateTable,
  inputFromAnswers: termInputFromAnswers,
  price: priceTerm,
  rankingFacts: termRankingFacts,
} satisfies QuoteEngine<TTermInput, TTermPlan, TTermRateTable, TermAnswersContext>;
