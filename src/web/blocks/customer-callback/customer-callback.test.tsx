import { describe, it, expect } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ZBlock, BLOCK_TYPES } from '../../../shared/contracts/blocks';
import { ZCustomerCallbackBlock } from '../../../shared/contracts/blocks-leads';
import { catalogues } from '../../../shared/i18n/catalogues';
import { LANG_CODES } from '../../../shared/domain/locales';
import { BlockRenderer } from '../registry';
import { leadsGallery } from '../gallery-leads';
import type { BlockContext } from '../types';
import { WidgetCollector, type WidgetName } from '../../widgets/collector';
import { callbackErrors } from '../../widgets/customer-callback/rules';
import { CustomerCallbackBlock } from './customer-callback';
import {
  customerCallbackFixture,
  customerCallbackFixtureAr,
  customerCallbackMinimalFixture,
} from './customer-callback.fixture';

const ctx = (lang: 'en' | 'ar'): BlockContext => ({
  lang,
  dir: lang === 'ar' ? 'rtl' : 'ltr',
  isMobile: true,
  productId: 3,
  pageTypeId: 0,
  path: lang === 'ar' ? '/ar-ae/health-insurance/' : '/health-insurance/',
});

describe('CUSTOMER_CALLBACK contract', () => {
  it('the fixtures are valid blocks and the type is in the union', () => {
    for (const f of [customerCallbackFixture, customerCallbackFixtureAr, customerCallbackMinimalFixture])
      expect(ZBlock.parse(f)).toEqual(f);
    expect(BLOCK_TYPES).toContain('CUSTOMER_CALLBACK');
  });

  it('refuses an unknown field type, an empty title and a product id that is not a positive integer', () => {
    expect(ZCustomerCallbackBlock.safeParse({ ...customerCallbackFixture, title: '' }).success).toBe(false);
    expect(
      ZCustomerCallbackBlock.safeParse({ ...customerCallbackFixture, fieldValues: { countryProductId: -1 } })
        .success,
    ).toBe(false);
    expect(ZCustomerCallbackBlock.safeParse({ type: 'CUSTOMER_CALLBACK' }).success).toBe(false);
  });

  it('has a gallery entry in en and ar', () => {
    const entry = leadsGallery.find((g) => g.type === 'CUSTOMER_CALLBACK');
    expect(entry?.en.length).toBeGreaterThan(0);
    expect(entry?.ar.length).toBe(entry?.en.length);
  });
});

describe('CustomerCallbackBlock', () => {
  it('renders in English: title, text, name and phone with +971, an UNTICKED consent box, submit disabled', () => {
    const used = new Set<WidgetName>();
    const html = renderToStaticMarkup(
      <WidgetCollector.Provider value={used}>
        <CustomerCallbackBlock block={customerCallbackFixture} ctx={ctx('en')} />
      </WidgetCollector.Provider>,
    );
    expect(used.has('customer-callback')).toBe(true);
    expect(html).toContain('data-widget="customer-callback"');
    expect(html).toContain('Prefer to talk it through?');
    expect(html).toContain('>Name</label>');
    expect(html).toContain('>Phone number</label>');
    expect(html).toContain('+971');
    expect(html).toMatch(/<input type="checkbox" id="cb-car-insurance-callback-consent"[^>]*name="consent"/);
    expect(html).not.toMatch(/name="consent"[^>]*checked/);
    expect(html).toMatch(
      /<button type="submit" class="lead-form__submit" disabled="">Call me back<\/button>/,
    );
    expect(html).toContain('href="/my-data/"');
    // The lead goes to the block's product; the strings the browser needs travel as JSON, not as a script.
    expect(html).toContain('"productId":1');
    expect(html).not.toMatch(/<script(?![^>]*type="application\/json")/);
  });

  it('renders in Arabic with the Arabic strings and the Arabic "Who has my number" link', () => {
    const html = renderToStaticMarkup(
      <CustomerCallbackBlock block={customerCallbackFixtureAr} ctx={ctx('ar')} />,
    );
    expect(html).toContain('تفضّل التحدث مع أحد؟');
    expect(html).toContain('>الاسم</label>');
    expect(html).toContain('href="/ar-ae/my-data/"');
    expect(html).toContain(catalogues.ar.account.leadForms.consent.label);
    // The phone box and its prefix stay left to right inside the right-to-left page.
    expect(html).toContain('<div class="lead-form__phone" dir="ltr">');
  });

  it('falls back to the card heading and the page product; renders through the registry', () => {
    const html = renderToStaticMarkup(
      <BlockRenderer blocks={[customerCallbackMinimalFixture]} ctx={ctx('en')} />,
    );
    expect(html).toContain('data-block-type="CUSTOMER_CALLBACK"');
    expect(html).toContain('Request a callback');
    expect(html).toContain('"productId":3');
  });

  it('offers the call window 09:00–18:00 (default the whole window) and the three channels, call first', () => {
    const html = renderToStaticMarkup(
      <CustomerCallbackBlock block={customerCallbackFixture} ctx={ctx('en')} />,
    );
    expect(html).toMatch(/<option value="09:00" selected="">09:00<\/option>/);
    expect(html).toMatch(/<option value="18:00" selected="">18:00<\/option>/);
    expect(html).not.toContain('value="19:00"');
    expect(html).not.toContain('value="08:00"');
    expect(html).toMatch(/checked="" value="call"/);
    expect(html).toContain('value="whatsapp"');
    expect(html).toContain('value="email"');
  });
});

describe('callback validation messages (docs/product/leads.md)', () => {
  const s = catalogues.en.account.leadForms.callback;
  it.each([
    ['', '501234567', 'Name is required.', null],
    ['   ', '501234567', 'Name is required.', null],
    ['Layla', '', null, 'Phone number is required.'],
    ['Layla', '50123456', null, 'Phone number is invalid.'],
    ['Layla', '5012345678', null, 'Phone number is invalid.'],
    ['Layla', '501234567', null, null],
  ])('name %j, phone %j', (name, phone, nameErr, phoneErr) => {
    expect(callbackErrors(name, phone, s)).toEqual({ name: nameErr, phone: phoneErr });
  });

  it('every language has the callback, talk-to-expert and consent strings', () => {
    for (const lang of LANG_CODES) {
      const lf = catalogues[lang].account.leadForms;
      expect(Object.keys(lf.callback).sort()).toEqual(
        Object.keys(catalogues.en.account.leadForms.callback).sort(),
      );
      expect(lf.consent.label.length).toBeGreaterThan(20);
    }
    expect(catalogues.ar.account.leadForms.callback.phoneInvalid).toBe('رقم الهاتف غير صالح.');
  });
});
