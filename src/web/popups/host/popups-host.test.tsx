import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ShellModel } from '../../../shared/contracts/render';
import { I18nProvider } from '../../i18n/provider';
import { WidgetCollector, type WidgetName } from '../../widgets/collector';
import { PopupsHost, showCapturePopups } from './popups-host';

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
    support: { phone: '800 00000', email: 'help@example.ae' },
    marketing: false,
    title: 'Car insurance',
    description: undefined,
    breadcrumbs: [],
    partner: null,
    sourceId: 2,
    tagManagerId: null,
    ...over,
  }) as ShellModel;

function render(m: ShellModel, journeyOnPage = true): { html: string; used: Set<WidgetName> } {
  const used = new Set<WidgetName>();
  const html = renderToStaticMarkup(
    <I18nProvider lang={m.lang}>
      <WidgetCollector.Provider value={used}>
        <PopupsHost m={m} journeyOnPage={journeyOnPage} />
      </WidgetCollector.Provider>
    </I18nProvider>,
  );
  return { html, used };
}

describe('capture popups markup (decision 0034)', () => {
  it('has no empty heading, no unnamed button, and phone boxes the checkers accept (decision 0047)', () => {
    for (const lang of ['en', 'ar'] as const) {
      const { html } = render(model({ lang, dir: lang === 'ar' ? 'rtl' : 'ltr' }));
      expect(html).toContain('data-popup="exit"');
      expect(html).not.toMatch(/<h[1-6][^>]*>\s*<\/h[1-6]>/);
      for (const button of html.match(/<button[^>]*>[\s\S]*?<\/button>/g) ?? [])
        expect(
          button.replace(/<[^>]+>/g, '').trim() || /aria-label="[^"]+"/.test(button),
          button,
        ).toBeTruthy();
      expect(html).toMatch(/data-slot="btnLabel"[^>]*>[^<]+<\/button>/);
      const phones = html.match(/<input[^>]*name="mobileNumber"[^>]*>/g) ?? [];
      expect(phones.length).toBeGreaterThan(0);
      for (const p of phones) {
        expect(p).toContain('type="tel"');
        expect(p).toContain('autoComplete="tel"');
      }
    }
  });

  it('renders closed dialogs, an unticked consent box and a disabled submit, the same for every visitor', () => {
    const { html, used } = render(model());
    expect(used.has('popups-host')).toBe(true);
    expect(html).not.toMatch(/<dialog[^>]* open/);
    expect(html).toContain('data-popup="footer"');
    expect(html).toContain('data-popup="advisor"');
    expect(html).toContain('data-popup="user"');
    expect(html).toContain('data-popup="exit"');
    expect(html).not.toMatch(/type="checkbox"[^>]*checked/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled/);
    expect(html).toContain('+971');
    // who may contact them and how (decision 0030)
    expect(html).toContain('Sahel Compare and the Car Insurance providers it works with may contact me');
    // car ↔ bike toggle (docs/product/leads.md toggleData)
    expect(html).toContain('data-toggle-product="6"');
    expect(render(model()).html).toBe(html);
  });
  it('has view-plans instead of the advisor popup on travel (product 2)', () => {
    const { html } = render(model({ productId: 2, path: '/travel-insurance/' }));
    expect(html).toContain('data-popup="viewPlans"');
    expect(html).not.toContain('data-popup="advisor"');
  });
  it('leaves the exit intent out of buy-insurance, apply, marketing pages and page type 39', () => {
    for (const over of [
      { path: '/car-insurance/buy-insurance/v2/', marketing: true },
      { path: '/credit-cards/apply/' },
      { pageTypeId: 39 },
    ]) {
      const { html } = render(model(over));
      expect(html).not.toContain('data-popup="exit"');
      expect(html).toContain('data-popup="footer"');
    }
  });
  it('is only on product pages, never on home or partner pages', () => {
    expect(showCapturePopups(model())).toBe(true);
    expect(showCapturePopups(model({ productId: 17, path: '/' }))).toBe(false);
    expect(showCapturePopups(model({ partner: 'peko', sourceId: 16 }))).toBe(false);
    expect(showCapturePopups(model({ sourceId: 14 }))).toBe(false);
  });
  it('shows an image in the footer popup and the exit intent, drawn inline and decorative (decision 0109)', () => {
    const dialog = (html: string, name: string) =>
      new RegExp(`<dialog[^>]*data-popup="${name}"[\\s\\S]*?</dialog>`).exec(html)?.[0] ?? '';
    const car = render(model()).html;
    for (const name of ['footer', 'exit']) {
      const d = dialog(car, name);
      expect(d).toContain('data-testid="popup-image"');
      expect(d).toMatch(/<svg aria-hidden="true" focusable="false"/);
      expect(d).not.toContain('<img');
    }
    expect(dialog(car, 'exit')).toContain('data-slot="img"');
    // a shield for insurance, a card for the apply products
    expect(dialog(car, 'footer')).toContain('M36 14l18 7');
    expect(dialog(render(model({ productId: 8, path: '/personal-loans/' })).html, 'footer')).toContain(
      '<rect x="14" y="22"',
    );
  });

  it('renders Arabic', () => {
    const { html } = render(model({ lang: 'ar', dir: 'rtl', path: '/ar-ae/car-insurance/' }));
    expect(html).toContain('رقم الهاتف المتحرك');
    // The follow-up's button: this page's journey, else the product's landing (a listing has no journey).
    expect(html).toContain('href="#journey"');
    const other = render(model({ lang: 'ar', dir: 'rtl', path: '/ar-ae/car-insurance/' }), false).html;
    expect(other).toContain('href="/ar-ae/car-insurance/"');
    expect(other).not.toContain('#journey');
  });
});

describe('capture popups in every language', () => {
  it('has no missing catalogue key in en, ar, hi, ml', () => {
    for (const lang of ['en', 'ar', 'hi', 'ml'] as const) {
      const { html } = render(model({ lang, dir: lang === 'ar' ? 'rtl' : 'ltr' }));
      // data-strings keeps its {{placeholders}} for the browser; everything else is final text.
      const text = html.replace(/data-strings="[^"]*"/, '');
      expect(text, lang).not.toMatch(/leadsUi|footer\.|form\.|advisor\.|\{\{/);
      expect(html, lang).toContain('{{seconds}}');
    }
  });
});
