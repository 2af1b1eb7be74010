import { PRODUCT, productPath } from '../../../shared/domain/products';
import { tFor } from '../../../shared/i18n/catalogues';
import { parseQuery } from '../../../shared/session/query';
import { comparedCarFromQuery, planIdsFromQuery } from '../../../shared/contracts/quotes-api-guards';
import { html, perVisitorModel, searchOf } from './model';
import type { PageHandler } from './types';

/** The car comparison page, by its `planid` query parameter (docs/product/quotes.md). */
export const CAR_COMPARISON_PATH = `${productPath(PRODUCT.CAR_INSURANCE)}/compare/`;

export const carComparisonPage: PageHandler = {
  kind: 'car-comparison',
  perVisitor: true,
  matches: (contentPath, page) => !page && contentPath === CAR_COMPARISON_PATH,
  render: (ctx) => {
    const { req, deps } = ctx;
    const m = perVisitorModel(ctx, PRODUCT.CAR_INSURANCE, tFor(ctx.route.lang)('quotesUi:comparisonTitle'));
    // `planid` is required; without it the page says what is missing, never a 5xx (docs/product/quotes.md).
    const query = parseQuery(searchOf(req));
    const enquiryId = query.enquiryId && /^[A-Za-z0-9]{24}$/.test(query.enquiryId) ? query.enquiryId : null;
    return html(
      200,
      deps.render({
        kind: 'car-comparison',
        model: m,
        assets: deps.assets(),
        planIds: planIdsFromQuery(query.planId),
        enquiryId,
        car: comparedCarFromQuery(req.query as Record<string, unknown>),
      }),
      'private',
    );
  },
};
