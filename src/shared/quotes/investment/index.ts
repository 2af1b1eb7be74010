import {
  ZInvestmentInput,
  ZInvestmentRateTable,
  type TInvestmentInput,
  type TInvestmentPlan,
  type TInvestmentRateTable,
} from '../../contracts/quotes';
import { PRODUCT } from '../../domain/products';
import type { QuoteEngine } from '../engine';
import { investmentInputFromAnswers, type InvestmentAnswersContext } from './answers';
import { investmentRankingFacts, priceInvestment } from './price';

export { INVESTMENT_ANSWER_IDS, investmentInputFromAnswers, type InvestmentAnswersContext } from './answers';
export { INVESTMENT_COMPARISON_GROWTH_BP, percentToBp, priceInvestment, projectFund } from './price';

/** Investment plans (product 4): the registry entry; the answer is a maturity illustration, not a premium. */
export const investmentEngine = {
  productId: PRODUCT.INVESTMENT,
  inputSchema: ZInvestmentInput,
  rateTableSchema: ZInvestmentRateTable,
  inputFromAnswers: investmentInputFromAnswers,
  price: priceInvestment,
  rankingFacts: investmentRankingFacts,
} satisfies QuoteEngine<TInvestmentInput, TInvestmentPlan, TInvestmentRateTable, InvestmentAnswersContext>;
