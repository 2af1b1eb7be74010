import type { BankingModel, CardNetwork, RateKind } from './banking';
import { PAGE_TYPE } from '../domain/products';
import { SALARY_FILTER } from '../rules/inputs';

/**
 * Credit cards listing constants and answer types without zod (browser chunks import these; the server's zod
 * schemas live in credit-cards-api.ts and are checked against these types there).
 */

/** docs/product/cards.md 'Credit cards listing': the default `action` of a CREDIT_CARDS block. */
export const CREDIT_CARDS_URL = '/api/credit-cards';
/** docs/product/cards.md: page size 10, first load skip 0 limit 10. */
export const CARD_PAGE_SIZE = 10;
export const CARD_LIST_LIMIT_MAX = 50;
export const CARD_SKIP_MAX = 10_000;
/** docs/product/cards.md: 'filter debounce 500 ms'. */
export const CARD_FILTER_DEBOUNCE_MS = 500;
/** docs/product/cards.md: 'Offers on credit card: 2 shown, + more / - less'. */
export const CARD_OFFERS_SHOWN = 2;
/** Ids a multi-select filter may send at once (more than the catalogue has of any kind). */
export const CARD_FILTER_MAX_IDS = 50;
/** docs/product/cards.md 'View': 992 px or less is the mobile view (the filter dialog). */
export const CARD_MOBILE_QUERY = '(max-width: 992px)';
/** docs/product/cards.md: the mobile filter dialog exists on this page only. */
export const CARD_MOBILE_FILTER_PATH = '/credit-cards/';
/** Where 'Apply Now' leads (docs/product/cards.md; `?planid=` names the card). */
export const CARD_APPLY_PATH = '/credit-cards/apply/';

/** docs/product/cards.md: salary filter 5000 to 50000, default 5000 (50000 on page type 1 BU). */
export const CARD_INCOME = SALARY_FILTER;

/** docs/product/cards.md: the default income of the listing on a page of this type. */
export const defaultIncomeFor = (pageTypeId: number): number =>
  pageTypeId === PAGE_TYPE.BU ? CARD_INCOME.defaultBu : CARD_INCOME.default;

/** docs/product/cards.md 'first load applies default filters': the page type's income and no other filter. */
export const defaultCardFilters = (pageTypeId: number): TCardFilters => ({
  income: defaultIncomeFor(pageTypeId),
  bankIds: [],
  featureIds: [],
  rewardTypeIds: [],
});

/** `cardType` of the body (docs/product/cards.md): a page may preset the banking model. */
export const CARD_TYPES = ['conventional', 'islamic'] as const satisfies readonly BankingModel[];
export type CardType = (typeof CARD_TYPES)[number];
export const CARD_NETWORK_IDS = ['visa', 'mastercard'] as const satisfies readonly CardNetwork[];
export const RATE_KIND_IDS = ['interest', 'profit'] as const satisfies readonly RateKind[];

export const CREDIT_CARDS_ERROR_CODES = {
  /** docs/product/cards.md: income not digits, or not greater than 0 ('Invalid value'; 422). */
  INVALID_INCOME: 'INVALID_INCOME',
  /** A bank, feature or reward type id the listing does not offer (400). */
  UNKNOWN_FILTER: 'UNKNOWN_FILTER',
} as const;

/**
 * The listing's orders (decision 0070): the spec's listing order (priority), or by a figure every card has, both
 * ascending. Rewards have no figure in the card data (only a type), so there is no rewards order.
 */
export const CARD_SORTS = ['recommended', 'annualFee', 'minSalary'] as const;
export type CardSort = (typeof CARD_SORTS)[number];

/** docs/product/cards.md 'Credit-card filter state': income and the id lists (plus the page's preset card type). */
export type TCardFilters = {
  income: number;
  bankIds: number[];
  featureIds: number[];
  rewardTypeIds: number[];
  /** The order (decision 0070); absent: 'recommended'. */
  sort?: CardSort;
};

export type TCardOption = { id: number; label: string };

/**
 * docs/product/cards.md 'Credit card quote' (planId, planName, providerLogo, offers, features, limits: the first item's id is
 * the minimum monthly income, the second the annual fee, both in AED) and what the tile shows besides.
 */
export type TCreditCardQuote = {
  planId: number;
  planName: string;
  providerId: number;
  providerName: string;
  /** `/assets/banks/<slug>.svg`, served by the app. */
  providerLogo: string;
  offers: { description: string }[];
  features: { id: number; title: string }[];
  limits: [{ id: number; title: string }, { id: number; title: string }];
  priority: number;
  isPopular: boolean;
  /** The annual fee is waived for the first year. */
  firstYearFree: boolean;
  rewardType: TCardOption;
  banking: CardType;
  /** 'Islamic (Sharia-compliant)' / 'Conventional'. */
  bankingLabel: string;
  network: (typeof CARD_NETWORK_IDS)[number];
  /** Charged per month on a balance carried over: interest (conventional) or profit (Islamic). */
  monthlyRate: { kind: (typeof RATE_KIND_IDS)[number]; label: string; percent: number };
};

export type TCreditCardsResponse = {
  quotes: TCreditCardQuote[];
  totalCount: number;
  itemCount: number;
  skip: number;
  limit: number;
  /** Nothing matched the filters: these are the popular cards the income is eligible for (docs/product/cards.md). */
  isProviderPopularPlans: boolean;
  filters: { banks: TCardOption[]; features: TCardOption[]; rewardTypes: TCardOption[] };
  /** The income the answer is for (AED a month). */
  income: number;
};
