import {
  ZCriticalIllnessInput,
  ZCriticalIllnessRateTable,
  type TCriticalIllnessInput,
  type TCriticalIllnessPlan,
  type TCriticalIllnessRateTable,
} from '../../contracts/quotes';
import { PRODUCT } from '../../domain/products';
import type { QuoteEngine } from '../engine';
import { criticalIllnessInputFromAnswers, type CriticalIllnessAnswersContext } from './answers';
import { criticalIllnessRankingFacts, priceCriticalIllness } from './price';

export {
  CRITICAL_ILLNESS_ANSWER_IDS,
  criticalIllnessInputFromAnswers,
  type CriticalIllnessAnswersContext,
} from './answers';
export { criticalIllnessRankingFacts, priceCriticalIllness } from './price';

/** Critical illness insurance (product 56): the registry entry. */
export const criticalIllnessEngine = {
  productId: PRODUCT.CRITICAL_ILLNESS,
  inputSchema: ZCriticalIllnessInput,
  rateTableSchema: ZCriticalIllnessRateTable,
  inputFromAnswers: criticalIllnessInputFromAnswers,
  price: priceCriticalIllness,
  rankingFacts: criticalIllnessRankingFacts,
} satisfies QuoteEngine<
  TCriticalIllnessInput,
  TCriticalIllnessPlan,
  TCriticalIllnessRateTable,
  CriticalIllnessAnswersContext
>;
