/**
 * Server data some blocks need besides their stored document, filled by the page route before rendering
 * (decision 0014 'Starting prices'). Plain types: the server builds them, the renderer only reads them, and a
 * stored document can never carry them (a page document names plans, never an amount).
 */
import type { TCardFilters, TCreditCardsResponse } from './credit-cards-api-constants';
import type { TCmsPageItem } from './cms';
import type { TReview } from './reviews';

/** A plan of a multi-quote tab with its starting price, in the page's language. */
export type TStartingPricePlan = {
  planId: number;
  providerId: number;
  insurerName: string;
  /** `/assets/insurers/<slug>.svg`, served by the app. */
  insurerLogo: string;
  planName: string;
  /** The engine's yearly total (VAT included) for the tab's typical profile, in fils. */
  totalFils: number;
  /** Two or three included features, 'title: value'. */
  features: string[];
};

/** One tab's prices, or null when they could not be computed (unknown profile, catalogue unavailable). */
export type TMultiQuotesTabData = {
  profileId: string;
  /** Which profile the amounts are for ('35-year-old driver in Dubai, …'). */
  profileSummary: string;
  /** What one premium buys: a policy year, or one trip (a single-trip travel profile). */
  period: 'year' | 'trip';
  /** Cheapest first; plans that decline the profile are left out. */
  plans: TStartingPricePlan[];
} | null;

/** A MULTIPLE_QUOTES block's data: `tabs[i]` belongs to the block's `tabs[i]`. */
export type TMultiQuotesData = { tabs: TMultiQuotesTabData[] };

/**
 * A CREDIT_CARDS block's first page for the default filters (decision 0019: rendered by the server, not fetched
 * again on hydration), in the page's language; null when it could not be loaded (the island then loads it).
 */
export type TCreditCardsData = { filters: TCardFilters; response: TCreditCardsResponse } | null;

/**
 * A HOSPITALS_NETWORK block's rows from the hospitals table (decision 0093), in the page's language: the insurer's
 * first places by name and, per city, how many it has (each city links to its list page); null when they could not
 * be loaded (the block shows the document's own rows).
 */
export type THospitalsNetworkData = {
  insurerSlug: string;
  insurerName: string;
  total: number;
  rows: {
    slug: string;
    providerName: string;
    type: string;
    address: string;
    contactNumber: string;
    city: string;
  }[];
  cities: { slug: string; name: string; count: number }[];
} | null;

/**
 * A REVIEWS_PREVIEW block's figures and newest reviews from the reviews table (decision 0101): published reviews
 * only, in the page's language; it replaces the document's demo list on the reviewed products' pages.
 */
export type TReviewsPreviewData = {
  totalReviews: number;
  overallRating: number | null;
  reviews: TReview[];
};

/** A plan of a health filter page (decision 0098) with its starting price for the filter pages' profile. */
export type THealthFilterPlan = {
  planId: number;
  providerId: number;
  insurerName: string;
  insurerSlug: string;
  /** `/assets/insurers/<slug>.svg`, served by the app. */
  insurerLogo: string;
  planName: string;
  planSlug: string;
  /** The plan's page (decision 0097). */
  planPath: string;
  annualLimitAed: number;
  networkTier: 'restricted' | 'general' | 'premier' | 'global';
  copayPercent: number;
  /** The health engine's yearly total (VAT included) for the profile, in fils. */
  totalFils: number;
};

/**
 * A HEALTH_FILTER_PLANS block's plans (decision 0098), in the page's language: every visible plan whose annual
 * limit equals the page's amount and that the engine prices for the profile, cheapest first; null when they could
 * not be priced (the block then says so and keeps the journey link).
 */
export type THealthFilterPlansData = {
  sumInsuredAed: number;
  /** Which profile the amounts are for ('One adult aged 30 living in Dubai'). */
  profileSummary: string;
  plans: THealthFilterPlan[];
} | null;

/**
 * A list block's page of items from page data (decision 0100), in the page's language: the items of `page`
 * (`?page=N`, 1 without it) from `skip`, how many match in all and how many pages that makes, the popular ones by
 * page views, and the query 'Load More' sends to GET /api/page_data; null when they could not be loaded (the block
 * shows the document's own rows). A page past the last makes the page 404.
 */
export type TCmsListData = {
  items: TCmsPageItem[];
  totalCount: number;
  skip: number;
  page: number;
  pages: number;
  popular: TCmsPageItem[];
  query: string;
} | null;

/** Data of a page's blocks by block key (keys are unique within a page). */
export type TBlockData = {
  multiQuotes: Readonly<Record<string, TMultiQuotesData>>;
  creditCards?: Readonly<Record<string, TCreditCardsData>>;
  hospitals?: Readonly<Record<string, THospitalsNetworkData>>;
  cmsLists?: Readonly<Record<string, TCmsListData>>;
  reviews?: Readonly<Record<string, TReviewsPreviewData>>;
  healthFilterPlans?: Readonly<Record<string, THealthFilterPlansData>>;
};
