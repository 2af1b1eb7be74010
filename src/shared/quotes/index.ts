import type {
  PricedProductId,
  TCarInput,
  TCarPlan,
  TCarRateTable,
  THealthInput,
  THealthPlan,
  THealthRateTable,
  TInsurer,
  TPremiumBreakdown,
  TPricingResult,
  TRankedQuote,
  TRankingWeights,
  TTravelInput,
  TTravelPlan,
  TTravelRateTable,
} from '../contracts/quotes';
import { PRICED_PRODUCT_IDS } from '../contracts/quotes';
import { PRODUCT } from '../domain/products';
import { carEngine, type CarAnswersContext } from './car';
import type { QuoteEngine } from './engine';
import { healthEngine, type HealthAnswersContext } from './health';
import { DEFAULT_RANKING_WEIGHTS, rankQuotes } from './ranking';
import { travelEngine, type TravelAnswersContext } from './travel';

/**
 * The engine registry: product id → engine (decision 0012). A new product adds a folder with the same shape
 * (`price`, `inputFromAnswers`, `rankingFacts`, its input and rate-table schemas in contracts/quotes.ts), a row in
 * `ProductTypes`, its id in PRICED_PRODUCT_IDS and its entry below; the mapped type makes a missing entry a
 * compile error.
 */

export interface ProductTypes {
  [PRODUCT.CAR_INSURANCE]: {
    input: TCarInput;
    plan: TCarPlan;
    rateTable: TCarRateTable;
    ctx: CarAnswersContext;
  };
  [PRODUCT.TRAVEL_INSURANCE]: {
    input: TTravelInput;
    plan: TTravelPlan;
    rateTable: TTravelRateTable;
    ctx: TravelAnswersContext;
  };
  [PRODUCT.HEALTH_INSURANCE]: {
    input: THealthInput;
    plan: THealthPlan;
    rateTable: THealthRateTable;
    ctx: HealthAnswersContext;
  };
}

export type InputOf<K extends PricedProductId> = ProductTypes[K]['input'];
export type PlanOf<K extends PricedProductId> = ProductTypes[K]['plan'];
export type RateTableOf<K extends PricedProductId> = ProductTypes[K]['rateTable'];
export type AnswersContextOf<K extends PricedProductId> = ProductTypes[K]['ctx'];

export type EngineRegistry = {
  [K in PricedProductId]: QuoteEngine<InputOf<K>, PlanOf<K>, RateTableOf<K>, AnswersContextOf<K>>;
};

export const ENGINES: EngineRegistry = {
  [PRODUCT.CAR_INSURANCE]: carEngine,
  [PRODUCT.TRAVEL_INSURANCE]: travelEngine,
  [PRODUCT.HEALTH_INSURANCE]: healthEngine,
};

export function isPricedProduct(productId: number): productId is PricedProductId {
  return (PRICED_PRODUCT_IDS as readonly number[]).includes(productId);
}

export function engineFor<K extends PricedProductId>(productId: K): EngineRegistry[K] {
  return ENGINES[productId];
}

/** A priced plan ready for ranking. */
export type PricedPlan<K extends PricedProductId> = {
  plan: PlanOf<K>;
  insurer: TInsurer;
  breakdown: TPremiumBreakdown;
};

/**
 * Ranks a product's priced plans for one enquiry (declines are left out by the caller): builds each plan's
 * ranking facts with the product's engine and scores them (ranking.ts). A plan whose price is on request
 * (`showPriceOnRequest`) takes no price points.
 */
export function rankPriced<K extends PricedProductId>(
  productId: K,
  input: InputOf<K>,
  priced: readonly PricedPlan<K>[],
  weights: TRankingWeights = DEFAULT_RANKING_WEIGHTS[productId],
): TRankedQuote[] {
  const engine: EngineRegistry[K] = ENGINES[productId];
  return rankQuotes(
    priced.map(({ plan, insurer, breakdown }) => ({
      planId: plan.planId,
      providerId: plan.providerId,
      totalFils: plan.showPriceOnRequest ? null : breakdown.totalFils,
      claimSettlementRatio: insurer.claimSettlementRatio,
      sponsored: plan.sponsored,
      facts: engine.rankingFacts(input, plan),
    })),
    weights,
  );
}

export type { AdapterResult, Answers, QuoteEngine, RankingFacts } from './engine';
export type { TPricingResult };
export { DEFAULT_RANKING_WEIGHTS, rankQuotes, type RankEntry } from './ranking';
export { carEngine, healthEngine, travelEngine };
export { CAR_ANSWER_IDS, CAR_DEFAULTS } from './car';
export { HEALTH_ANSWER_IDS } from './health';
export { TRAVEL_ANSWER_IDS } from './travel';
export { QUOTE_DECLINE_KEYS, QUOTE_LINE_KEYS, QUOTE_MESSAGE_KEYS, QUOTE_RANKING_KEYS } from './messages';
export { UAE_STANDARD_VAT_BP, VAT_RATE_BP_BY_PRODUCT } from './vat';
