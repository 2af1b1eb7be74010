import { IconsNewBlock } from './icons-new/icons-new';
import { WhyBuyBlock } from './why-buy/why-buy';
import { QuoteBlock } from './quote/quote';
import { DynamicTableBlock } from './dynamic-table/dynamic-table';
import { DynamicDataTableBlock } from './dynamic-data-table/dynamic-data-table';
import { CoverageWidgetBlock } from './coverage-widget/coverage-widget';
import { HospitalsNetworkBlock } from './hospitals-network/hospitals-network';
import { HealthFilterPlansBlock } from './health-filter-plans/health-filter-plans';
import { OffersPreviewBlock } from './offers-preview/offers-preview';
import { DoorwayBlock } from './doorway/doorway';
import { ReviewsPreviewBlock } from './reviews-preview/reviews-preview';
import { CalculatorPreviewBlock } from './calculator-preview/calculator-preview';
import { ComparisonBlock } from './comparison/comparison';
import { CarCalculatorBlock } from './car-calculator/car-calculator';
import { RecentSearchesBlock } from './recent-searches/recent-searches';
import { OfferBannerRightBlock } from './offer-banner-right/offer-banner-right';
import { ClaimBlock } from './claim/claim';
import { PolicyDetailsBlock } from './policy-details/policy-details';

/**
 * Components of the commerce group (decision 0038), keyed by block type; `registry.tsx` merges every group and fails to
 * compile when a type of `src/shared/contracts/blocks-commerce.ts` has no component here.
 */
export const commerceBlockComponents = {
  ICONS_NEW: IconsNewBlock,
  WHYBUY: WhyBuyBlock,
  QUOTE: QuoteBlock,
  DYNAMIC_TABLE: DynamicTableBlock,
  DYNAMIC_DATA_TABLE: DynamicDataTableBlock,
  COVERAGE_WIDGET: CoverageWidgetBlock,
  HOSPITALS_NETWORK: HospitalsNetworkBlock,
  HEALTH_FILTER_PLANS: HealthFilterPlansBlock,
  OFFERS_PREVIEW: OffersPreviewBlock,
  DOORWAY: DoorwayBlock,
  REVIEWS_PREVIEW: ReviewsPreviewBlock,
  CALCULATOR_PREVIEW: CalculatorPreviewBlock,
  COMPARISON: ComparisonBlock,
  CAR_CALCULATOR: CarCalculatorBlock,
  RECENT_SEARCHES: RecentSearchesBlock,
  OFFER_BANNER_RIGHT: OfferBannerRightBlock,
  CLAIM: ClaimBlock,
  POLICY_DETAILS: PolicyDetailsBlock,
};
