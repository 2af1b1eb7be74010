import { describe, expect, it } from 'vitest';
import { PAGE_TYPE, PRODUCT } from './products';
import { darkModeApplies, darkModeOnPath, pageTheme } from './theme';

const page = (productId: number, pageTypeId: number, path: string) => ({ productId, pageTypeId, path });

describe('dark mode per product (decision 0113)', () => {
  it.each([
    ['/car-insurance/', PRODUCT.CAR_INSURANCE],
    ['/ar-ae/term-insurance/', PRODUCT.TERM_INSURANCE],
    ['/hi-ae/investment-plans/', PRODUCT.INVESTMENT],
    ['/critical-illness/', PRODUCT.CRITICAL_ILLNESS],
    ['/car-insurance/quotes/', PRODUCT.CAR_INSURANCE],
    ['/term-insurance/buy-insurance/', PRODUCT.TERM_INSURANCE],
    ['/adcb/car-insurance/', PRODUCT.CAR_INSURANCE],
  ])('applies on %s (landing, journey and quotes pages)', (path, productId) => {
    expect(darkModeApplies(page(productId, PAGE_TYPE.LANDING, path))).toBe(true);
    expect(darkModeOnPath(path)).toBe(true);
    expect(pageTheme(page(productId, PAGE_TYPE.LANDING, path), 'dark')).toBe('dark');
  });

  it.each([
    ['/', PRODUCT.HOME],
    ['/credit-cards/', PRODUCT.CREDIT_CARDS],
    ['/health-insurance/', PRODUCT.HEALTH_INSURANCE],
    ['/travel-insurance/', PRODUCT.TRAVEL_INSURANCE],
    ['/ar-ae/personal-loans/', PRODUCT.PERSONAL_LOANS],
  ])('does not apply on %s, whatever the cookie says', (path, productId) => {
    expect(darkModeApplies(page(productId, PAGE_TYPE.LANDING, path))).toBe(false);
    expect(darkModeOnPath(path)).toBe(false);
    expect(pageTheme(page(productId, PAGE_TYPE.LANDING, path), 'dark')).toBe('light');
  });

  it.each([PAGE_TYPE.ARTICLES, PAGE_TYPE.BU, PAGE_TYPE.NEWS_AND_UPDATE, PAGE_TYPE.GLOSSARY])(
    'leaves page type %i of a dark-mode product light',
    (pageTypeId) => {
      expect(darkModeApplies(page(PRODUCT.CAR_INSURANCE, pageTypeId, '/car-insurance/articles/x/'))).toBe(
        false,
      );
    },
  );

  it('needs the path to be of the same product, so the cache key (by path) always carries the theme it renders', () => {
    // a page stored as a car page at an address without the car segment
    expect(darkModeApplies(page(PRODUCT.CAR_INSURANCE, PAGE_TYPE.LANDING, '/campaign/'))).toBe(false);
    expect(darkModeOnPath('/campaign/')).toBe(false);
    // a car calculator is a home-product page under /calculators/
    expect(
      darkModeApplies(page(PRODUCT.HOME, PAGE_TYPE.LANDING, '/calculators/car-insurance-calculator/')),
    ).toBe(false);
  });

  it('keeps a light preference light where it applies', () => {
    expect(pageTheme(page(PRODUCT.CAR_INSURANCE, PAGE_TYPE.LANDING, '/car-insurance/'), 'light')).toBe(
      'light',
    );
  });
});
