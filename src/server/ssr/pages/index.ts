import { accountPage } from './account';
import { carComparisonPage } from './car-comparison';
import { certificatePage } from './certificate';
import { contentPage } from './content';
import { hospitalListPage, hospitalPage } from './hospitals';
import { hospitalSearchPage } from './hospital-search';
import { healthPlanPage, healthProviderPage } from './health-plans';
import { myDataPage } from './my-data';
import { notFoundPage } from './not-found';
import { policyThankYouPage } from './policy-thank-you';
import { policySchedulePage } from './policy-schedule';
import { quotesPage } from './quotes';
import { renewalPage } from './renewal';
import { reviewsPage } from './reviews';
import type { PageContext, PageHandler } from './types';

/**
 * Every kind of page the page route answers, in the order they are asked: a stored document wins over a
 * per-visitor page at the same path; the 404 page answers the rest.
 */
const PAGE_HANDLERS: readonly PageHandler[] = [
  contentPage,
  quotesPage,
  certificatePage,
  myDataPage,
  accountPage,
  policySchedulePage,
  carComparisonPage,
  policyThankYouPage,
  renewalPage,
  hospitalListPage,
  hospitalPage,
  hospitalSearchPage,
  reviewsPage,
  healthProviderPage,
  healthPlanPage,
  notFoundPage,
];

/** A per-visitor page's path: decided before the content lookup, so such a page never meets the cache. */
export const isPerVisitorPath = (contentPath: string): boolean =>
  PAGE_HANDLERS.some((h) => h.perVisitor && h.matches(contentPath, undefined));

export function renderPage(ctx: PageContext) {
  const handler = PAGE_HANDLERS.find((h) => h.matches(ctx.route.contentPath, ctx.page)) ?? notFoundPage;
  return handler.render(ctx);
}

export { ACCOUNT_PATH } from './account';
export { CAR_COMPARISON_PATH } from './car-comparison';
export { quoteCertificateProductOf } from './certificate';
export { quotesProductOf } from './quotes';
