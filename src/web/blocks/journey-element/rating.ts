import type { TRatingReview } from '../../../shared/contracts/blocks-company';

/** docs/product/quotes.md 'Review': a review's average is the sum of its 'Rating' keys divided by 4, to one decimal. */
export function reviewAverage(review: TRatingReview): number {
  const sum = Object.values(review.ratings).reduce((a, b) => a + b, 0);
  return Math.round((sum / 4) * 10) / 10;
}

/** The overall rating of some reviews (the mean of their averages, to one decimal) and their count. */
export function overallRating(
  reviews: readonly TRatingReview[],
): { rating: number; count: number } | undefined {
  if (reviews.length === 0) return undefined;
  const mean = reviews.reduce((a, r) => a + reviewAverage(r), 0) / reviews.length;
  return { rating: Math.round(mean * 10) / 10, count: reviews.length };
}

/** How full each of the five stars is, in percent (4.3 → 100, 100, 100, 100, 30). */
export function starFills(rating: number): number[] {
  return [0, 1, 2, 3, 4].map((i) => Math.round(Math.min(1, Math.max(0, rating - i)) * 100));
}
