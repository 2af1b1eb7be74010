import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  categoryViewedEvent,
  pageNameOf,
  pageViewEvent,
  track,
  UNKNOWN_PRODUCT_ID,
  type AnalyticsEvent,
} from './events';
import { startPageAnalytics } from './page-analytics';
import { sanitizeEvent } from './sanitize';
import { installFakeBrowser } from '../session/testing/fake-browser';

afterEach(() => vi.unstubAllGlobals());

describe('sanitizeEvent: no personal data in the data layer', () => {
  it.each<[string, AnalyticsEvent, Record<string, unknown>]>([
    [
      'keeps ordinary fields',
      { event: 'iconClick', iconName: 'car', iconPosition: 2, productId: 1 },
      { event: 'iconClick', iconName: 'car', iconPosition: 2, productId: 1 },
    ],
    [
      'drops a mobile number typed into a label',
      { event: 'buttonClick', buttonLabel: 'Call 0501234567', section: 'footer' },
      { event: 'buttonClick', section: 'footer' },
    ],
    [
      'drops an email',
      { event: 'promotionClick', promotionName: 'a@b.example', promotionPosition: 1 },
      { event: 'promotionClick', promotionPosition: 1 },
    ],
    [
      'drops a phone-like number value',
      { event: 'promotionClick', promotionName: 'Summer', promotionPosition: 501234567 },
      { event: 'promotionClick', promotionName: 'Summer' },
    ],
    [
      'drops a token in a path',
      { event: 'leavingPage', pagePath: '/x/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.sig' },
      { event: 'leavingPage' },
    ],
  ])('%s', (_n, e, expected) => {
    expect(sanitizeEvent(e)).toEqual(expected);
  });

  it('never lets a value through that redaction would change', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^5[0245689]\d{7}$/), (label, mobile) => {
        const out = sanitizeEvent({ event: 'buttonClick', buttonLabel: `${label} ${mobile}` });
        expect(out.buttonLabel).toBeUndefined();
        expect(out.event).toBe('buttonClick');
      }),
    );
  });

  it('drops non-primitive values smuggled past the types', () => {
    const e = {
      event: 'buttonClick',
      buttonLabel: 'ok',
      section: { nested: 'x' },
    } as unknown as AnalyticsEvent;
    expect(sanitizeEvent(e)).toEqual({ event: 'buttonClick', buttonLabel: 'ok' });
  });
});

describe('event builders (docs/product/analytics.md)', () => {
  it.each([
    ['/', 'home'],
    ['/car-insurance/', 'car-insurance'],
    ['/ar-ae/car-insurance/comprehensive/', 'car-insurance/comprehensive'],
    ['/hi-ae/', 'home'],
    ['/adcb/credit-cards/', 'credit-cards'],
    ['/ml-ae/peko/', 'home'],
  ])('page name of %s is %s', (path, name) => {
    expect(pageNameOf(path)).toBe(name);
  });

  it('pageView is a guest view', () => {
    expect(pageViewEvent('/car-insurance/')).toEqual({
      event: 'pageView',
      pageName: 'car-insurance',
      userType: 'guest',
      pagePath: '/car-insurance/',
    });
  });

  it('categoryViewed uses 999 for unknown ids', () => {
    expect(categoryViewedEvent({ productLabel: 'Car' })).toEqual({
      event: 'categoryViewed',
      productLabel: 'Car',
      sourceProductId: UNKNOWN_PRODUCT_ID,
      productId: 999,
    });
    expect(categoryViewedEvent({ productLabel: 'Car', sourceProductId: 1, productId: 1 })).toMatchObject({
      sourceProductId: 1,
      productId: 1,
    });
  });
});

describe('track and page analytics', () => {
  it('fills a data layer the page has (the filter loaded on demand): pageView once, leavingPage once', async () => {
    const b = installFakeBrowser({ url: 'https://s.example/car-insurance/' });
    b.win.dataLayer = [];
    track({ event: 'iconClick', iconName: 'x', iconPosition: 1, productId: 1 });
    startPageAnalytics(undefined);
    startPageAnalytics(undefined);
    await vi.dynamicImportSettled();
    const layer = b.win.dataLayer as Record<string, unknown>[];
    expect(layer.map((e) => e.event)).toEqual(['iconClick', 'pageView']);
    for (const fn of b.win.listeners.pagehide ?? []) fn();
    b.document.visibilityState = 'hidden';
    for (const fn of b.document.listeners.visibilitychange ?? []) fn();
    expect(layer.at(-1)).toEqual({ event: 'leavingPage', pagePath: '/car-insurance/' });
    expect(layer.filter((e) => e.event === 'leavingPage')).toHaveLength(1);
    // the filter still applies to what waited for it
    track({ event: 'buttonClick', buttonLabel: 'Call 0501234567', section: 'footer' });
    expect(layer.at(-1)).toEqual({ event: 'buttonClick', section: 'footer' });
  });

  it('creates no data layer when the page has none (nothing reads it without a tag manager)', async () => {
    const b = installFakeBrowser();
    track({ event: 'iconClick', iconName: 'x', iconPosition: 1, productId: 1 });
    await vi.dynamicImportSettled();
    expect(b.win.dataLayer).toBeUndefined();
  });
});
