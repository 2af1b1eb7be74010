import { formatDayMonthYear } from '../../../shared/i18n/date-format';
import { localizedPath, type LangCode } from '../../../shared/domain/locales';
import { PRODUCT } from '../../../shared/domain/products';
import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import { formatNumber, idOf, overallRating, reviewAverage, Stars } from '../commerce-common/common';
import type { BlockProps } from '../types';

/**
 * docs/product/pages.md 'Routes': review pages live at {product}/reviews/ for credit cards, personal loans, bank accounts,
 * credit score, car loans and mortgage-loan (home loans 10 and international mortgages 18 share mortgage-loan).
 */
const REVIEW_PAGE_SEGMENTS: Readonly<Record<number, string>> = {
  [PRODUCT.CREDIT_CARDS]: 'credit-cards',
  [PRODUCT.PERSONAL_LOANS]: 'personal-loans',
  [PRODUCT.BANK_ACCOUNTS]: 'bank-accounts',
  [PRODUCT.CREDIT_SCORE]: 'credit-score',
  [PRODUCT.CAR_LOANS]: 'car-loans',
  [PRODUCT.HOME_LOANS]: 'mortgage-loan',
  [PRODUCT.INTERNATIONAL_MORTGAGE]: 'mortgage-loan',
};

/** The product's reviews page, only for the allowed products and only when the document says it is published. */
export function reviewsPageHref(productId: number, published: boolean, lang: LangCode): string | undefined {
  const segment = REVIEW_PAGE_SEGMENTS[productId];
  return segment && published ? localizedPath(`/${segment}/reviews/`, lang) : undefined;
}

function formatDate(iso: string, lang: LangCode): string {
  return formatDayMonthYear(iso, lang) ?? iso;
}

/**
 * REVIEWS_PREVIEW ('Reviews & Ratings'): the overall rating out of 5 and the count are computed from the
 * document's reviews (decision 0038: never the spec's 4.6 / 12100 unless computed); a carousel of the reviews
 * (CSS scroll-snap in a focusable region, so arrow keys scroll it). No reviews, no block. On a reviewed product's
 * page (decision 0101) the figures and the newest reviews come from the published reviews (`ctx.data.reviews`) and
 * 'READ ALL REVIEWS' links to its reviews page.
 */
export function ReviewsPreviewBlock({ block, ctx }: BlockProps<'REVIEWS_PREVIEW'>) {
  const { t } = useT('blocksCommerce');
  const stored = ctx.data?.reviews?.[block.key];
  const reviews = stored ? stored.reviews : block.reviews;
  const overall = stored ? stored.overallRating : overallRating(block.reviews.map((r) => r.rating));
  if (overall === null) return null;
  const count = stored ? stored.totalReviews : block.reviews.length;
  const href = reviewsPageHref(ctx.productId, stored !== undefined || block.reviewsPagePublished, ctx.lang);
  const id = idOf('reviews', block.key);
  const rating = formatNumber(ctx.lang, overall, 1);
  return (
    <section className="reviews-preview" aria-labelledby={`${id}-title`}>
      <h2 className="reviews-preview__title" id={`${id}-title`}>
        {block.title || t('reviews.title')}
      </h2>
      <div className="reviews-preview__summary">
        <p className="reviews-preview__overall">
          <bdi className="reviews-preview__score">{rating}</bdi>
          <span className="reviews-preview__outof">{t('reviews.outOf')}</span>
        </p>
        <Stars rating={overall} label={t('reviews.starsLabel', { rating })} />
        <p className="reviews-preview__count">
          {t('reviews.count', { count, n: formatNumber(ctx.lang, count) })}
        </p>
        {href ? (
          <a className="reviews-preview__all" href={href}>
            {t('reviews.readAll')}
          </a>
        ) : null}
      </div>
      <div className="reviews-preview__scroll" role="region" aria-label={t('reviews.listLabel')} tabIndex={0}>
        <ul className="reviews-preview__list">
          {reviews.map((r, i) => {
            const avg = reviewAverage(r.rating);
            const avgText = formatNumber(ctx.lang, avg, 1);
            return (
              <li key={i} className="reviews-preview__item">
                <p className="reviews-preview__who">
                  <span className="reviews-preview__name">{r.userName}</span>
                  {r.city ? <span className="reviews-preview__city">{r.city}</span> : null}
                </p>
                <time className="reviews-preview__date" dateTime={r.publishAt}>
                  <bdi>{formatDate(r.publishAt, ctx.lang)}</bdi>
                </time>
                <Stars rating={avg} label={t('reviews.starsLabel', { rating: avgText })} />
                {r.reviewTitle ? (
                  <h3 className="reviews-preview__item-title">
                    <Bidi text={r.reviewTitle} dir={ctx.dir} />
                  </h3>
                ) : null}
                {r.reviewContent ? (
                  <p className="reviews-preview__content">
                    <Bidi text={r.reviewContent} dir={ctx.dir} />
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
