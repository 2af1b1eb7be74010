import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { PAGE_TYPE, PRODUCT } from '../../shared/domain/products';
import type { LangCode } from '../../shared/domain/locales';
import { I18nProvider } from '../i18n/provider';
import { CreditScoreMeter, PANEL_ID } from './credit-score-meter';
import { CreditScoreMeterIsland } from './mount';
import {
  DESKTOP_FROM_BOTTOM_PX,
  MOBILE_SCROLLED_PX,
  creditScoreMeterHref,
  meterThresholdReached,
  overlaps,
} from './rules';

function shell(productId: number, path: string, lang: LangCode = 'en', partner: string | null = null) {
  return renderToStaticMarkup(
    <I18nProvider lang={lang}>
      <CreditScoreMeterIsland m={{ productId, path, lang, partner }} />
    </I18nProvider>,
  );
}

describe('pages that carry the meter', () => {
  it.each([
    [PRODUCT.CREDIT_CARDS, '/credit-cards/', 'cc-credit-score-meter'],
    [PRODUCT.PERSONAL_LOANS, '/personal-loans/', 'pl-credit-score-meter'],
    [PRODUCT.BANK_ACCOUNTS, '/bank-accounts/', 'ba-credit-score-meter'],
    [PRODUCT.CAR_LOANS, '/car-loans/', 'cl-credit-score-meter'],
    [PRODUCT.HOME_LOANS, '/mortgage-loan/', 'hl-credit-score-meter'],
    [PRODUCT.INTERNATIONAL_MORTGAGE, '/mortgage-loan/international-mortgage/', 'hl-credit-score-meter'],
  ])('product %i at %s links to the credit score page with utm_medium %s', (productId, path, medium) => {
    const href = `/credit-score/?utm_medium=${medium}`;
    expect(creditScoreMeterHref({ productId, path, lang: 'en', partner: null })).toBe(href);
    const html = shell(productId, path);
    expect(html).toContain('data-island="CreditScoreMeter"');
    expect(html).toContain(`href="${href}"`);
  });

  it('is not on article pages nor the article lists: on a phone it covered the text being read', () => {
    for (const path of ['/credit-cards/articles/', '/credit-cards/articles/annual-fees-and-waivers/'])
      expect(
        creditScoreMeterHref({
          productId: PRODUCT.CREDIT_CARDS,
          path,
          lang: 'en',
          partner: null,
          pageTypeId: PAGE_TYPE.ARTICLES,
        }),
      ).toBeNull();
    expect(
      creditScoreMeterHref({
        productId: PRODUCT.CREDIT_CARDS,
        path: '/credit-cards/',
        lang: 'en',
        partner: null,
        pageTypeId: 1,
      }),
    ).toBe('/credit-score/?utm_medium=cc-credit-score-meter');
  });

  it.each([
    [PRODUCT.CAR_INSURANCE, '/car-insurance/'],
    [PRODUCT.HEALTH_INSURANCE, '/health-insurance/'],
    [PRODUCT.CREDIT_SCORE, '/credit-score/'],
    [PRODUCT.HOME, '/'],
  ])('product %i (%s) has none', (productId, path) => {
    expect(creditScoreMeterHref({ productId, path, lang: 'en', partner: null })).toBeNull();
    expect(shell(productId, path)).toBe('');
  });

  it.each([
    '/credit-cards/apply/',
    '/credit-cards/apply/demo-cashback-card/',
    '/credit-cards/apply',
    '/ar-ae/credit-cards/apply/demo-cashback-card/',
    '/adcb/credit-cards/apply/',
  ])('credit card apply page %s has none', (path) => {
    expect(
      creditScoreMeterHref({ productId: PRODUCT.CREDIT_CARDS, path, lang: 'en', partner: null }),
    ).toBeNull();
    expect(shell(PRODUCT.CREDIT_CARDS, path)).toBe('');
  });

  it('keeps other card pages whose path merely starts like apply', () => {
    const path = '/credit-cards/apply-online-guide/';
    expect(creditScoreMeterHref({ productId: PRODUCT.CREDIT_CARDS, path, lang: 'en', partner: null })).toBe(
      '/credit-score/?utm_medium=cc-credit-score-meter',
    );
  });

  it('links in the page language and keeps a partner channel', () => {
    expect(
      creditScoreMeterHref({
        productId: PRODUCT.PERSONAL_LOANS,
        path: '/ar-ae/personal-loans/',
        lang: 'ar',
        partner: null,
      }),
    ).toBe('/ar-ae/credit-score/?utm_medium=pl-credit-score-meter');
    expect(
      creditScoreMeterHref({
        productId: PRODUCT.CAR_LOANS,
        path: '/ml-ae/car-loans/',
        lang: 'ml',
        partner: null,
      }),
    ).toBe('/ml-ae/credit-score/?utm_medium=cl-credit-score-meter');
    expect(
      creditScoreMeterHref({
        productId: PRODUCT.BANK_ACCOUNTS,
        path: '/adcb/bank-accounts/',
        lang: 'en',
        partner: 'adcb',
      }),
    ).toBe('/adcb/credit-score/?utm_medium=ba-credit-score-meter');
  });

  it('speaks the page language', () => {
    const en = shell(PRODUCT.PERSONAL_LOANS, '/personal-loans/');
    expect(en).toContain('Credit Score');
    expect(en).toContain('Check Free Credit Score');
    expect(en).toContain('Check Now');
    const ar = shell(PRODUCT.PERSONAL_LOANS, '/ar-ae/personal-loans/', 'ar');
    expect(ar).toContain('التقييم الائتماني');
    expect(ar).toContain('تحقّق الآن');
    expect(ar).toContain('href="/ar-ae/credit-score/?utm_medium=pl-credit-score-meter"');
  });
});

describe('server markup', () => {
  const html = renderToStaticMarkup(
    <CreditScoreMeter
      labels={{ toggle: 'Credit Score', text: 'Check Free Credit Score', cta: 'Check Now' }}
      href="/credit-score/?utm_medium=pl-credit-score-meter"
    />,
  );

  it('is rendered hidden until the island sees a deep scroll', () => {
    expect(html).toMatch(/^<aside class="credit-meter" aria-label="Credit Score" hidden="" /);
  });

  it('is a disclosure: the toggle names and controls the panel', () => {
    expect(html).toContain(`aria-expanded="true" aria-controls="${PANEL_ID}"`);
    expect(html).toContain(`<div id="${PANEL_ID}" class="credit-meter__panel">`);
    expect(html).toContain('<p class="credit-meter__text">Check Free Credit Score</p>');
    expect(html).toContain(
      '<a class="credit-meter__cta" href="/credit-score/?utm_medium=pl-credit-score-meter">Check Now</a>',
    );
  });
});

describe('meterThresholdReached', () => {
  const page = { viewportHeight: 800, documentHeight: 5000 };

  it('on mobile: more than 1800 px scrolled', () => {
    expect(MOBILE_SCROLLED_PX).toBe(1800);
    expect(meterThresholdReached({ ...page, mobile: true, scrollY: 0 })).toBe(false);
    expect(meterThresholdReached({ ...page, mobile: true, scrollY: 1800 })).toBe(false);
    expect(meterThresholdReached({ ...page, mobile: true, scrollY: 1801 })).toBe(true);
  });

  it('on mobile the page bottom alone is not enough', () => {
    // A 2000 px page scrolled to its end (1200 px): within 400 px of the bottom, but not 1800 px down.
    expect(
      meterThresholdReached({ mobile: true, scrollY: 1200, viewportHeight: 800, documentHeight: 2000 }),
    ).toBe(false);
  });

  it('on desktop: within 400 px of the page bottom', () => {
    expect(DESKTOP_FROM_BOTTOM_PX).toBe(400);
    // The viewport's bottom edge is at scrollY + 800; the page ends at 5000.
    expect(meterThresholdReached({ ...page, mobile: false, scrollY: 3799 })).toBe(false);
    expect(meterThresholdReached({ ...page, mobile: false, scrollY: 3800 })).toBe(true);
    expect(meterThresholdReached({ ...page, mobile: false, scrollY: 4200 })).toBe(true);
  });

  it('on desktop a deep scroll far from the bottom is not enough', () => {
    expect(meterThresholdReached({ ...page, mobile: false, scrollY: 2500 })).toBe(false);
  });
});

describe('overlaps', () => {
  const meter = { top: 600, bottom: 760, left: 70, right: 374 };

  it('finds a shared area and ignores touching edges', () => {
    expect(overlaps(meter, { top: 700, bottom: 744, left: 200, right: 300 })).toBe(true);
    expect(overlaps(meter, { top: 760, bottom: 800, left: 0, right: 390 })).toBe(false);
    expect(overlaps(meter, { top: 0, bottom: 600, left: 0, right: 390 })).toBe(false);
    expect(overlaps(meter, { top: 650, bottom: 700, left: 0, right: 70 })).toBe(false);
  });
});
