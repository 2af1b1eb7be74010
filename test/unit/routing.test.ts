import { describe, expect, it } from 'vitest';
import { resolveRoute, productOfPath, isMarketingPath } from '../../src/shared/domain/routing';
import { PRODUCT_SEGMENTS, segmentOfProduct } from '../../src/shared/domain/products';
import { localizedPath } from '../../src/shared/domain/locales';

describe('routing rules (docs/product/pages.md)', () => {
  it('adds the trailing slash with a 301 and keeps the query', () => {
    expect(resolveRoute('/car-insurance')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/car-insurance/',
    });
    expect(resolveRoute('/car-insurance?utm_source=x&a=1')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/car-insurance/?utm_source=x&a=1',
    });
    expect(resolveRoute('/ar-ae')).toEqual({ kind: 'redirect', status: 301, location: '/ar-ae/' });
  });

  it('sends /en-ae/x/ to /x/ (English has no prefix)', () => {
    expect(resolveRoute('/en-ae/car-insurance/')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/car-insurance/',
    });
    expect(resolveRoute('/en-ae/')).toEqual({ kind: 'redirect', status: 301, location: '/' });
    expect(resolveRoute('/en-ae/car-insurance?q=1')).toMatchObject({ location: '/car-insurance/?q=1' });
  });

  it('never builds a protocol-relative redirect from duplicate slashes', () => {
    const r = resolveRoute('//evil.example/path');
    expect(r).toEqual({ kind: 'redirect', status: 301, location: '/evil.example/path/' });
    // A browser reads '\\' as '/': '/\\evil.example' must not redirect to another host (decision 0022).
    for (const raw of ['/\\evil.example', '/\\/evil.example', '\\\\evil.example/x'])
      expect(resolveRoute(raw)).toMatchObject({
        kind: 'redirect',
        location: expect.stringMatching(/^\/[^/\\]/),
      });
    expect(resolveRoute('/\\evil.example')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/evil.example/',
    });
  });

  it('resolves language prefixes and product segments', () => {
    expect(resolveRoute('/')).toEqual({
      kind: 'page',
      lang: 'en',
      contentPath: '/',
      productId: 17,
      partner: undefined,
      publicPath: '/',
    });
    expect(resolveRoute('/ar-ae/car-insurance/')).toMatchObject({
      kind: 'page',
      lang: 'ar',
      contentPath: '/car-insurance/',
      productId: 1,
    });
    expect(resolveRoute('/hi-ae/health-insurance/')).toMatchObject({ lang: 'hi', productId: 3 });
    expect(resolveRoute('/ml-ae/')).toMatchObject({ lang: 'ml', contentPath: '/', productId: 17 });
    expect(resolveRoute('/adcb/car-insurance/')).toMatchObject({
      partner: 'adcb',
      productId: 1,
      contentPath: '/car-insurance/',
      publicPath: '/adcb/car-insurance/',
    });
    expect(resolveRoute('/ar-ae/peko/')).toMatchObject({
      lang: 'ar',
      partner: 'peko',
      contentPath: '/',
      publicPath: '/ar-ae/peko/',
    });
    expect(resolveRoute('/unknown/')).toMatchObject({ kind: 'page', productId: undefined });
  });

  it('maps every spec segment to its product id', () => {
    const expected: Record<string, number> = {
      'car-insurance': 1,
      'travel-insurance': 2,
      'health-insurance': 3,
      'investment-plans': 4,
      'term-insurance': 5,
      'bike-insurance': 6,
      'credit-cards': 7,
      'personal-loans': 8,
      'mortgage-loan': 10,
      'car-loans': 11,
      'bank-accounts': 12,
      'business-insurance': 13,
      'sme-insurance': 13,
      'home-insurance': 14,
      'group-health-insurance': 22,
      'credit-score': 31,
      'critical-illness': 56,
    };
    expect(PRODUCT_SEGMENTS).toEqual(expected);
    expect(productOfPath('/car-insurance/articles/')).toBe(1);
    expect(segmentOfProduct(13)).toBe('business-insurance');
    expect(segmentOfProduct(18)).toBeUndefined();
  });

  it('knows marketing pages and localises paths', () => {
    expect(isMarketingPath('/car-insurance/buy-insurance/')).toBe(true);
    expect(isMarketingPath('/credit-cards/apply/')).toBe(true);
    expect(isMarketingPath('/car-insurance/')).toBe(false);
    expect(localizedPath('/car-insurance/', 'ar')).toBe('/ar-ae/car-insurance/');
    expect(localizedPath('/', 'en')).toBe('/');
  });
});
