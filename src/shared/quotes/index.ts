import type {
  PricedProductId,
  TBikeInput,
  TBikePlan,
  TBikeRateTable,
  TCarInput,
  TCarPlan,
  TCarRateTable,
  TCriticalIllnessInput,
  TCriticalIllnessPlan,
  TCriticalIllnessRateTable,
  TGroupHealthInput,
  TGroupHealthPlan,
  TGroupHealthRateTable,
  THealthInput,
  THealthPlan,
  THealthRateTable,
  THomeInput,
  THomePlan,
  THomeRateTable,
  TInsurer,
  TInvestmentInput,
  TInvestmentPlan,
  TInvestmentRateTable,
  TPremiumBreakdown,
  TRankedQuote,
  TRankingWeights,
  TSmeInput,
  TSmePlan,
  TSmeRateTable,
  TTermInput,
  TTermPlan,
  TTermRateTable,
  TTravelInput,
  TTravelPlan,
  TTravelRateTable,
} from '../contracts/quotes';
import { PRICED_PRODUCT_IDS } from '../contracts/quotes';
import { PRODUCT } from '../domain/products';
import { bikeEngine, type BikeAnswersContext } from './bike';
import { carEngine, type CarAnswersContext } from './car';
import { criticalIllnessEngine, type CriticalIllnessAnswersContext } from './critical-illness';
import type { QuoteEngine } from './engine';
import { groupHealthEngine, type GroupHealthAnswersContext } from './group-health';
import { healthEngine, type HealthAnswersContext } from './health';
import { homeEngine, type HomeAnswersContext } from './home';
import { investmentEngine, type InvestmentAnswersContext } from './investment';
import { DEFAULT_RANKING_WEIGHTS, rankQuotes } from './ranking';
import { smeEngine, type SmeAnswersContext } from './sme';
import { termEngine, type TermAnswersContext } from './term';
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
  [PRODUCT.INVESTMENT]: {
    input: TInvestmentInput;
    plan: TInvestmentPlan;
    rateTable: TInvestmentRateTable;
    ctx: InvestmentAnswersContext;
  };
  [PRODUCT.TERM_INSURANCE]: {
    input: TTermInput;
    plan: TTermPlan;
    rateTable: TTermRateTable;
    ctx: TermAnswersContext;
  };
  [PRODUCT.BIKE_INSURANCE]: {
    input: TBikeInput;
    plan: TBikePlan;
    rateTable: TBikeRateTable;
    ctx: BikeAnswersContext;
  };
  [PRODUCT.SME_INSURANCE]: {
    input: TSmeInput;
    plan: TSmePlan;
    rateTable: TSmeRateTable;
    ctx: SmeAnswersContext;
  };
  [PRODUCT.HOME_INSURANCE]: {
    input: THomeInput;
    plan: THomePlan;
    rateTable: THomeRateTable;
    ctx: HomeAnswersContext;
  };
  [PRODUCT.GROUP_HEALTH]: {
    input: TGroupHealthInput;
    plan: TGroupHealthPlan;
    rateTable: TGroupHealthRateTable;
    ctx: GroupHealthAnswersContext;
  };
  [PRODUCT.CRITICAL_ILLNESS]: {
    input: TCriticalIllnessInput;
    plan: TCriticalIllnessPlan;
    rateTable: TCriticalIllnessRateTable;
    ctx: CriticalIllnessAnswersContext;
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
  [PRODUCT.INVESTMENT]: investmentEngine,
  [PRODUCT.TERM_INSURANCE]: termEngine,
  [PRODUCT.BIKE_INSURANCE]: bikeEngine,
  [PRODUCT.SME_INSURANCE]: smeEngine,
  [PRODUCT.HOME_INSURANCE]: homeEngine,
  [PRODUCT.GROUP_HEALTH]: groupHealthEngine,
  [PRODUCT.CRITICAL_ILLNESS]: criticalIllnessEngine,
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
      facts: engine.rankingFacts(input, plan, breakdown),
    })),
    weights,
  );
}

export type { AdapterResult, Answers, QuoteEngine, RankingFacts } from './engine';
export { DEFAULT_RANKING_WEIGHTS } from './ranking';
export {
  bikeEngine,
  carEngine,
  criticalIllnessEngine,
  groupHealthEngine,
  healthEngine,
  homeEngine,
  investmentEngine,
  smeEngine,
  termEngine,
  travelEngine,
};
export { BIKE_ANSWER_IDS } from './bike';
export { CAR_ANSWER_IDS } from './car';
export { CRITICAL_ILLNESS_ANSWER_IDS } from './critical-illness';
export { GROUP_HEALTH_ANSWER_IDS } from './group-health';
export { HEALTH_ANSWER_IDS } from './health';
export { HOME_ANSWER_IDS } from './home';
export { INVESTMENT_ANSWER_IDS } from './investment';
export { SME_ANSWER_IDS } from './sme';
export { TERM_ANSWER_IDS } from './term';
export { TRAVEL_ANSWER_IDS } from './travel';
export { QUOTE_MESSAGE_KEYS } from './messages';
export { VAT_RATE_BP_BY_PRODUCT } from './vat';
