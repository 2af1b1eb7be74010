import type { GroupWidgetName } from '../widgets/names';
import { enhanceReviewForm } from '../reviews/review-form';

/**
 * Browser enhancers of the reviews group's widgets (plain modules, no React): the reviews pages' form (decision
 * 0101), its own chunk so no other page loads it.
 */
export const reviewsWidgetEnhancers = {
  'review-form': enhanceReviewForm,
} satisfies Record<GroupWidgetName<'reviews'>, (root: HTMLElement) => void>;
