import type { GalleryEntry } from './gallery-types';
import { iconsNewAr, iconsNewEn } from './icons-new/icons-new.fixture';
import { whyBuyAr, whyBuyEn } from './why-buy/why-buy.fixture';
import { quoteAr, quoteEn } from './quote/quote.fixture';
import { dynamicTableAr, dynamicTableEn } from './dynamic-table/dynamic-table.fixture';
import { dynamicDataTableAr, dynamicDataTableEn } from './dynamic-data-table/dynamic-data-table.fixture';
import { coverageWidgetAr, coverageWidgetEn } from './coverage-widget/coverage-widget.fixture';
import { hospitalsAr, hospitalsEn } from './hospitals-network/hospitals-network.fixture';
import { healthFilterPlansAr, healthFilterPlansEn } from './health-filter-plans/health-filter-plans.fixture';
import { offersPreviewAr, offersPreviewEn } from './offers-preview/offers-preview.fixture';
import { doorwayAr, doorwayEn, doorwayType3Ar, doorwayType3En } from './doorway/doorway.fixture';
import { reviewsPreviewAr, reviewsPreviewEn } from './reviews-preview/reviews-preview.fixture';
import { calculatorPreviewAr, calculatorPreviewEn } from './calculator-preview/calculator-preview.fixture';
import { comparisonAr, comparisonEn } from './comparison/comparison.fixture';
import { carCalculatorAr, carCalculatorEn } from './car-calculator/car-calculator.fixture';
import { recentSearchesAr, recentSearchesEn } from './recent-searches/recent-searches.fixture';
import { offerBannerRightAr, offerBannerRightEn } from './offer-banner-right/offer-banner-right.fixture';
import { claimAr, claimEn } from './claim/claim.fixture';
import { policyDetailsAr, policyDetailsEn } from './policy-details/policy-details.fixture';

/** The commerce group's stories for the block gallery `/dev/blocks/`: one entry per block type, fixtures in en and ar. */
export const commerceGallery: GalleryEntry[] = [
  { type: 'ICONS_NEW', en: [iconsNewEn], ar: [iconsNewAr] },
  { type: 'WHYBUY', en: [whyBuyEn], ar: [whyBuyAr] },
  { type: 'QUOTE', en: [quoteEn], ar: [quoteAr], note: 'A pull quote from a named person.' },
  { type: 'DYNAMIC_TABLE', en: [dynamicTableEn], ar: [dynamicTableAr] },
  { type: 'DYNAMIC_DATA_TABLE', en: [dynamicDataTableEn], ar: [dynamicDataTableAr] },
  {
    type: 'COVERAGE_WIDGET',
    en: [coverageWidgetEn],
    ar: [coverageWidgetAr],
    note: "8 tiles, 6 shown; 'View More Plan' reveals the rest.",
  },
  {
    type: 'HOSPITALS_NETWORK',
    en: [hospitalsEn],
    ar: [hospitalsAr],
    note: "The document's own list, filtered in place by city and search text.",
  },
  {
    type: 'HEALTH_FILTER_PLANS',
    en: [healthFilterPlansEn],
    ar: [healthFilterPlansAr],
    note: 'Without the page route’s priced plans (the gallery has none): the block says prices are unavailable.',
  },
  {
    type: 'OFFERS_PREVIEW',
    en: [offersPreviewEn],
    ar: [offersPreviewAr],
    note: 'The English fixture also holds an offer that ended in 2020: it is not shown.',
  },
  {
    type: 'DOORWAY',
    en: [doorwayEn, doorwayType3En],
    ar: [doorwayAr, doorwayType3Ar],
    note: "Types 1 and 2 with 14 cards (12 shown, 6 on mobile, Expand / Collapse); type 3 with 'Get Quotes'.",
  },
  {
    type: 'REVIEWS_PREVIEW',
    en: [reviewsPreviewEn],
    ar: [reviewsPreviewAr],
    note: 'Rating and count computed from the two demo reviews.',
  },
  { type: 'CALCULATOR_PREVIEW', en: [calculatorPreviewEn], ar: [calculatorPreviewAr] },
  {
    type: 'COMPARISON',
    en: [comparisonEn],
    ar: [comparisonAr],
    note: "'Yes' reads Included, 'NA' Excluded.",
  },
  {
    type: 'CAR_CALCULATOR',
    en: [carCalculatorEn],
    ar: [carCalculatorAr],
    note: 'Placeholder until the calculator exists.',
  },
  {
    type: 'RECENT_SEARCHES',
    en: [recentSearchesEn],
    ar: [recentSearchesAr],
    note: 'Home page only, on mobile, when the device has searches: shows nothing here.',
  },
  { type: 'OFFER_BANNER_RIGHT', en: [offerBannerRightEn], ar: [offerBannerRightAr] },
  { type: 'CLAIM', en: [claimEn], ar: [claimAr] },
  { type: 'POLICY_DETAILS', en: [policyDetailsEn], ar: [policyDetailsAr] },
];
