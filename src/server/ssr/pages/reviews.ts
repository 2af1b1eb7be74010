import { LOCALES, localizedPath } from '../../../shared/domain/locales';
import { productPath } from '../../../shared/domain/products';
import { reviewProductOfPath } from '../../../shared/contracts/reviews';
import { tFor } from '../../../shared/i18n/catalogues';
import { baseModel, html } from './model';
import { notFoundPage } from './not-found';
import type { PageHandler } from './types';

/** The reviews pages' page type (docs/product/pages.md: review pages have no type id of their own in the spec). */
export const REVIEWS_PAGE_TYPE = 60;

/**
 * `/{product}/reviews/` for the six reviewed products (decision 0101): the rating panel from the published reviews,
 * the star and bank filters as a plain GET form, 10 reviews a page with `?page=` links. A filtered or later page is
 * `noindex, follow` (page 1 unfiltered is canonical); an unknown bank or a page past the last is the 404 page (never
 * cached). A stored document at the same path wins (it comes first in the table).
 */
export const reviewsPage: PageHandler = {
  kind: 'reviews',
  perVisitor: false,
  matches: (contentPath, page) => !page && reviewProductOfPath(contentPath) !== undefined,
  render: async (ctx) => {
    const { route, deps, query } = ctx;
    const productId = reviewProductOfPath(route.contentPath);
    const source = deps.reviews;
    const pageNo = query.page ?? 1;
    const data =
      productId !== undefined && source
        ? await source.page(
            productId,
            {
              page: pageNo,
              ...(query.rating !== undefined ? { rating: query.rating } : {}),
              ...(query.providerId !== undefined ? { providerId: query.providerId } : {}),
            },
            route.lang,
          )
        : undefined;
    if (!data || productId === undefined) return notFoundPage.render(ctx);
    const t = tFor(route.lang);
    const product = t(`products.${productId}`);
    const heading = t('reviews:page.title', { product });
    const m = baseModel(ctx);
    const url = (p: string) => localizedPath(route.partner ? `/${route.partner}${p}` : p, route.lang);
    m.productId = productId;
    m.pageTypeId = REVIEWS_PAGE_TYPE;
    m.title = `${pageNo > 1 ? `${heading} (${t('reviews:page.pageOf', { page: pageNo, pages: data.pages })})` : heading} | ${t('brand')}`;
    m.description =
      data.summary.overallRating === null
        ? t('reviews:page.descriptionEmpty', { product })
        : t('reviews:page.description', {
            product,
            rating: data.summary.overallRating,
            count: data.summary.totalReviews,
          });
    m.alternates = LOCALES.map((l) => ({
      code: l.code,
      endonym: l.endonym,
      href: localizedPath(
        route.partner ? `/${route.partner}${route.contentPath}` : route.contentPath,
        l.code,
      ),
    }));
    // The canonical list is page 1 without filters; partner copies point at the original, as stored pages do.
    m.canonicalPath = localizedPath(route.contentPath, route.lang);
    if (route.partner) m.robots = 'noindex';
    else if (pageNo > 1 || data.filter.rating !== undefined || data.filter.providerId !== undefined)
      m.robots = 'noindex, follow';
    m.breadcrumbs = [
      { name: t('breadcrumbs.home'), url: url('/') },
      { name: product, url: url(`${productPath(productId)}/`) },
      { name: heading, url: url(route.contentPath) },
    ];
    if (data.summary.overallRating !== null)
      m.jsonLd = [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: product,
          url: deps.origin + localizedPath(route.contentPath, route.lang),
          brand: { '@type': 'Brand', name: t('brand') },
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: data.summary.overallRating,
            reviewCount: data.summary.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
        },
      ];
    return html(200, deps.render({ kind: 'reviews', model: m, assets: deps.assets(), reviews: data }));
  },
};
