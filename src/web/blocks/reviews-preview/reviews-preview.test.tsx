import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxFor, render } from '../commerce-common/render';
import { PRODUCT } from '../../../shared/domain/products';
import { ReviewsPreviewBlock, reviewsPageHref } from './reviews-preview';
import { reviewsPreviewAr, reviewsPreviewEn } from './reviews-preview.fixture';

describe('ReviewsPreviewBlock', () => {
  it('accepts the fixtures and refuses bad data', () => {
    expect(ZBlock.parse(reviewsPreviewEn)).toEqual(reviewsPreviewEn);
    expect(ZBlock.parse(reviewsPreviewAr)).toEqual(reviewsPreviewAr);
    const bad = {
      ...reviewsPreviewEn,
      reviews: [{ ...reviewsPreviewEn.reviews[0], rating: { aRating: 6 } }],
    };
    expect(ZBlock.safeParse(bad).success).toBe(false);
  });

  it("computes the rating and count from the reviews (never the spec's 4.6 / 12100)", () => {
    // (5+4+4+5)/4 = 4.5 and (4+4+3+5)/4 = 4.0: overall 4.3 (rounded from 4.25), 2 reviews
    const en = render(<ReviewsPreviewBlock block={reviewsPreviewEn} ctx={ctxFor('en', { productId: 7 })} />);
    expect(en).toContain('>Reviews &amp; Ratings</h2>');
    expect(en).toContain('<bdi class="reviews-preview__score">4.3</bdi>');
    expect(en).toContain('Based on 2 reviews');
    expect(en).not.toMatch(/4\.6|12,?100/);
    expect(en).toContain('--fill:30%');
    expect(en).toContain('aria-label="Rated 4.5 out of 5"');
    expect(en).toContain('Omar K. (demo)');
    expect(en).toContain('dateTime="2026-10-02"');
  });

  it("links 'READ ALL REVIEWS' only for the allowed products and when the page is published", () => {
    expect(reviewsPageHref(PRODUCT.CREDIT_CARDS, true, 'en')).toBe('/credit-cards/reviews/');
    expect(reviewsPageHref(PRODUCT.INTERNATIONAL_MORTGAGE, true, 'ar')).toBe('/ar-ae/mortgage-loan/reviews/');
    expect(reviewsPageHref(PRODUCT.CREDIT_CARDS, false, 'en')).toBeUndefined();
    expect(reviewsPageHref(PRODUCT.CAR_INSURANCE, true, 'en')).toBeUndefined();
    const published = { ...reviewsPreviewEn, reviewsPagePublished: true };
    expect(render(<ReviewsPreviewBlock block={published} ctx={ctxFor('en', { productId: 7 })} />)).toContain(
      '<a class="reviews-preview__all" href="/credit-cards/reviews/">READ ALL REVIEWS</a>',
    );
    expect(
      render(<ReviewsPreviewBlock block={published} ctx={ctxFor('en', { productId: 1 })} />),
    ).not.toContain('READ ALL REVIEWS');
    expect(
      render(<ReviewsPreviewBlock block={reviewsPreviewEn} ctx={ctxFor('en', { productId: 7 })} />),
    ).not.toContain('READ ALL REVIEWS');
  });

  it('renders in ar with Arabic plural and right-to-left stars', () => {
    const ar = render(
      <ReviewsPreviewBlock block={reviewsPreviewAr} ctx={ctxFor('ar', { productId: 7 })} />,
      'ar',
    );
    expect(ar).toContain('المراجعات والتقييمات');
    expect(ar).toContain('استنادًا إلى مراجعتين');
  });

  it('renders nothing without reviews', () => {
    expect(
      render(<ReviewsPreviewBlock block={{ ...reviewsPreviewEn, reviews: [] }} ctx={ctxFor('en')} />),
    ).toBe('');
  });
});
