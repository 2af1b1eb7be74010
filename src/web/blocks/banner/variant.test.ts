import { describe, expect, it } from 'vitest';
import { PAGE_TYPE, PRODUCT } from '../../../shared/domain/products';
import { bannerHasContent, bannerVariant } from './variant';

const input = (over: Partial<Parameters<typeof bannerVariant>[0]>) => ({
  productId: PRODUCT.CAR_INSURANCE,
  pageTypeId: PAGE_TYPE.LANDING,
  isMobile: true,
  marketing: false,
  ...over,
});

describe('bannerVariant (decision 0113)', () => {
  it('is the full banner on a computer, whatever the page', () => {
    expect(bannerVariant(input({ isMobile: false }))).toBe('desktop');
    expect(bannerVariant(input({ isMobile: false, marketing: true }))).toBe('desktop');
  });

  it('is marketing on a phone on a marketing page, before the page type counts', () => {
    expect(bannerVariant(input({ marketing: true }))).toBe('marketing');
    expect(bannerVariant(input({ marketing: true, pageTypeId: PAGE_TYPE.ARTICLES }))).toBe('marketing');
  });

  it.each([PAGE_TYPE.LANDING, PAGE_TYPE.BU])(
    'is SEO on a phone on page type %i of a product',
    (pageTypeId) => {
      expect(bannerVariant(input({ pageTypeId }))).toBe('seo');
      expect(bannerVariant(input({ pageTypeId, productId: PRODUCT.CREDIT_CARDS }))).toBe('seo');
    },
  );

  it.each([PAGE_TYPE.ARTICLES, PAGE_TYPE.NEWS_AND_UPDATE, PAGE_TYPE.GLOSSARY])(
    'is the default on a phone on page type %i',
    (pageTypeId) => {
      expect(bannerVariant(input({ pageTypeId }))).toBe('default');
    },
  );

  it('is the default for the home product (its pages are not product landings)', () => {
    expect(bannerVariant(input({ productId: PRODUCT.HOME }))).toBe('default');
  });
});

describe('bannerHasContent', () => {
  const none = { title: false, text: false, mobileImage: false };
  it('needs a title, text or, for the marketing variant, the phone picture', () => {
    for (const v of ['desktop', 'seo', 'marketing', 'default'] as const) {
      expect(bannerHasContent(v, none)).toBe(false);
      expect(bannerHasContent(v, { ...none, title: true })).toBe(true);
      expect(bannerHasContent(v, { ...none, text: true })).toBe(true);
    }
    expect(bannerHasContent('marketing', { ...none, mobileImage: true })).toBe(true);
    expect(bannerHasContent('seo', { ...none, mobileImage: true })).toBe(false);
  });
});
