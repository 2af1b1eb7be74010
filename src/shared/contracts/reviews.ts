import { z } from 'zod';
import { PRODUCT } from '../domain/products';

/**
 * Reviews (docs/product/reviews.md; decision 0101): the products with a `{product}/reviews/` page, the four rating
 * keys, the calls' shapes and their refusal codes. Shared by the server and the review form.
 */

/** The reviewed product behind each product id: home loans and international mortgages share mortgage-loan. */
export const REVIEW_PRODUCT_OF: Readonly<Record<number, number>> = {
  [PRODUCT.CREDIT_CARDS]: PRODUCT.CREDIT_CARDS,
  [PRODUCT.PERSONAL_LOANS]: PRODUCT.PERSONAL_LOANS,
  [PRODUCT.BANK_ACCOUNTS]: PRODUCT.BANK_ACCOUNTS,
  [PRODUCT.CREDIT_SCORE]: PRODUCT.CREDIT_SCORE,
  [PRODUCT.CAR_LOANS]: PRODUCT.CAR_LOANS,
  [PRODUCT.HOME_LOANS]: PRODUCT.HOME_LOANS,
  [PRODUCT.INTERNATIONAL_MORTGAGE]: PRODUCT.HOME_LOANS,
};

/** The reviewed products and their pages' path segment (docs/product/pages.md 'Routes': `{product}/reviews/`). */
export const REVIEW_PAGE_SEGMENT: Readonly<Record<number, string>> = {
  [PRODUCT.CREDIT_CARDS]: 'credit-cards',
  [PRODUCT.PERSONAL_LOANS]: 'personal-loans',
  [PRODUCT.BANK_ACCOUNTS]: 'bank-accounts',
  [PRODUCT.CREDIT_SCORE]: 'credit-score',
  [PRODUCT.CAR_LOANS]: 'car-loans',
  [PRODUCT.HOME_LOANS]: 'mortgage-loan',
};

/** `/credit-cards/reviews/` → 7; anything else undefined. */
export function reviewProductOfPath(contentPath: string): number | undefined {
  const m = /^\/([a-z-]+)\/reviews\/$/.exec(contentPath);
  if (!m) return undefined;
  const hit = Object.entries(REVIEW_PAGE_SEGMENT).find(([, seg]) => seg === m[1]);
  return hit ? Number(hit[0]) : undefined;
}

/** The four rating keys (docs/product/reviews.md); a review's average is sum / 4. */
export const RATING_KEYS = ['easeRating', 'clarityRating', 'speedRating', 'supportRating'] as const;
export type TRatingKey = (typeof RATING_KEYS)[number];
export type TRatings = Record<TRatingKey, number>;

/** Reviews a page shows (server paging) and the most a `filtered_reviews` call returns. */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_MAX_LIMIT = 50;

export const REVIEWS_ERROR_CODES = {
  ALREADY_REVIEWED: 'ALREADY_REVIEWED',
  UNKNOWN_PRODUCT: 'UNKNOWN_PRODUCT',
  UNKNOWN_PROVIDER: 'UNKNOWN_PROVIDER',
  REVIEW_NOT_FOUND: 'REVIEW_NOT_FOUND',
  REVIEW_ALREADY_MODERATED: 'REVIEW_ALREADY_MODERATED',
  REVIEW_TEXT_INVALID: 'REVIEW_TEXT_INVALID',
} as const;

const ZStar = z.number().int().min(1).max(5);

/**
 * POST /api/create_rating. The author proves the number with the sign-in code (`/api/auth/sendOtp`, then the code
 * here) unless the browser is signed in already. Title and text are plain text: tags are removed by the server.
 */
export const ZCreateRatingBody = z.strictObject({
  productId: z.number().int().positive(),
  /** A bank of the catalogue; null for the credit score (the service itself). */
  providerId: z.number().int().positive().nullable(),
  easeRating: ZStar,
  clarityRating: ZStar,
  speedRating: ZStar,
  supportRating: ZStar,
  userName: z.string().trim().min(2).max(40),
  city: z.string().trim().max(40).optional(),
  title: z.string().trim().min(3).max(100),
  text: z.string().trim().min(20).max(2000),
  mobileNumber: z.string().max(20).optional(),
  otp: z.string().max(10).optional(),
});

/** One published review as the pages and `filtered_reviews` show it, in the asked language where a text exists. */
export type TReview = {
  id: number;
  productId: number;
  providerId: number | null;
  providerName: string | null;
  userName: string;
  city: string;
  /** The language the shown title and text are in (a visitor's review is shown as written). */
  lang: string;
  publishAt: string;
  reviewTitle: string;
  reviewContent: string;
  rating: TRatings;
  /** (sum of the four keys) / 4, one decimal. */
  average: number;
};

/** Averages of the published reviews only: overall and per key to one decimal; `stars[5..1]` counts by rounded average. */
export type TRatingSummary = {
  productId: number;
  providerId: number | null;
  totalReviews: number;
  overallRating: number | null;
  keys: Record<TRatingKey, number | null>;
  stars: Record<'1' | '2' | '3' | '4' | '5', number>;
};

/** A reviews page (decision 0101): the panel, the filter choices, one page of reviews and its paging. */
export type TReviewsPage = {
  productId: number;
  summary: TRatingSummary;
  providers: { providerId: number; name: string; count: number }[];
  filter: { rating?: number; providerId?: number };
  /** The filtered list's size (the summary counts every published review). */
  total: number;
  page: number;
  pages: number;
  items: TReview[];
};
