import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ShellModel } from '../../../shared/contracts/render';
import { I18nProvider } from '../../i18n/provider';
import { WidgetCollector, type WidgetName } from '../collector';
import { WhatsAppButton, whatsappHref, whatsappKind } from './whatsapp';
import { isDsaVisit } from './enhance';

const model = (over: Partial<ShellModel> = {}): ShellModel =>
  ({
    lang: 'en',
    dir: 'ltr',
    path: '/car-insurance/',
    origin: 'https://www.example.ae',
    productId: 1,
    pageTypeId: 0,
    isMobile: false,
    theme: 'light',
    alternates: [],
    chrome: {},
    support: { phone: '800 00000', email: 'help@example.ae', whatsapp: '+971500000000' },
    marketing: false,
    title: 'Car insurance',
    description: undefined,
    breadcrumbs: [],
    partner: null,
    sourceId: 2,
    tagManagerId: null,
    ...over,
  }) as ShellModel;

function render(m: ShellModel) {
  const used = new Set<WidgetName>();
  const html = renderToStaticMarkup(
    <I18nProvider lang={m.lang}>
      <WidgetCollector.Provider value={used}>
        <WhatsAppButton m={m} />
      </WidgetCollector.Provider>
    </I18nProvider>,
  );
  return { html, used };
}

const textOf = (html: string) =>
  decodeURIComponent(/href="https:\/\/wa\.me\/971500000000\?text=([^"]+)"/.exec(html)?.[1] ?? '');

describe('floating WhatsApp button (docs/product/pages.md; decision 0040)', () => {
  it('is absent without a configured number', () => {
    const { html, used } = render(model({ support: { phone: '1', email: 'a@b.c', whatsapp: null } }));
    expect(html).toBe('');
    expect(used.has('whatsapp')).toBe(false);
  });

  it('renders hidden (the browser decides) and opens a chat with the page url and product id', () => {
    const { html, used } = render(model());
    expect(used.has('whatsapp')).toBe(true);
    expect(html).toMatch(/<a [^>]*hidden=""/);
    expect(html).toContain('rel="noopener noreferrer"');
    expect(textOf(html)).toBe(
      'Hello, I have a question about what I read on this page. Page: https://www.example.ae/car-insurance/ (product 1)',
    );
  });

  it('the message differs for home, marketing and SEO pages, in the page language', () => {
    expect(whatsappKind({ path: '/', productId: 17, marketing: false })).toBe('home');
    expect(whatsappKind({ path: '/ar-ae/', productId: 17, marketing: false })).toBe('home');
    expect(whatsappKind({ path: '/car-insurance/buy-insurance/v2/', productId: 1, marketing: true })).toBe(
      'marketing',
    );
    expect(whatsappKind({ path: '/car-insurance/', productId: 1, marketing: false })).toBe('seo');
    const home = textOf(render(model({ path: '/', productId: 17 })).html);
    const marketing = textOf(render(model({ marketing: true })).html);
    expect(new Set([home, marketing, textOf(render(model()).html)]).size).toBe(3);
    const ar = textOf(render(model({ lang: 'ar', dir: 'rtl', path: '/ar-ae/car-insurance/' })).html);
    expect(ar).toContain('مرحبًا');
    expect(ar).toContain('https://www.example.ae/ar-ae/car-insurance/');
  });

  it('builds the wa.me address from the digits only', () => {
    expect(whatsappHref('+971 50 000 0000', 'a b&c')).toBe('https://wa.me/971500000000?text=a%20b%26c');
  });

  it('is hidden for utm_source=dsa, case-insensitive, from the address or the session', () => {
    expect(isDsaVisit('?utm_source=dsa', null)).toBe(true);
    expect(isDsaVisit('?utm_source=DSA&x=1', null)).toBe(true);
    expect(isDsaVisit('?utm_source=google', '{"utmSource":"dsa"}')).toBe(false);
    expect(isDsaVisit('', '{"utmSource":"Dsa"}')).toBe(true);
    expect(isDsaVisit('', '{"utmSource":"dsa-x"}')).toBe(false);
    expect(isDsaVisit('', 'not json')).toBe(false);
    expect(isDsaVisit('', null)).toBe(false);
  });
});
