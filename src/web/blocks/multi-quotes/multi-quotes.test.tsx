import { describe, it, expect } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { ZBlock, type TBlockOf } from '../../../shared/contracts/blocks';
import type { LangCode } from '../../../shared/domain/locales';
import { I18nProvider } from '../../i18n/provider';
import { nextTabIndex } from '../../quotes/multi-quote-tabs';
import type { BlockContext } from '../types';
import { formatAed, journeyHref, MultiQuotesBlock } from './multi-quotes';
import { blockDataFixture, multiQuotesFixture } from './multi-quotes.fixture';

const en: BlockContext = {
  lang: 'en',
  dir: 'ltr',
  isMobile: true,
  productId: 1,
  pageTypeId: 0,
  path: '/car-insurance/',
  data: blockDataFixture,
};
const ar: BlockContext = { ...en, lang: 'ar', dir: 'rtl', path: '/ar-ae/car-insurance/' };

function render(node: ReactNode, lang: LangCode = 'en'): string {
  return renderToStaticMarkup(<I18nProvider lang={lang}>{node}</I18nProvider>);
}

const tags = (html: string, re: RegExp) => html.match(re) ?? [];

describe('MultiQuotesBlock', () => {
  it('fixture is a valid MULTIPLE_QUOTES block, and a document cannot carry prices', () => {
    expect(ZBlock.parse(multiQuotesFixture)).toEqual(multiQuotesFixture);
    const forged = ZBlock.parse({ ...multiQuotesFixture, data: blockDataFixture, prices: [1] });
    expect(forged).not.toHaveProperty('data');
    expect(forged).not.toHaveProperty('prices');
    // Only products with a rating engine can have starting prices.
    expect(
      ZBlock.safeParse({ ...multiQuotesFixture, tabs: [{ title: 'Loans', productId: 7 }] }).success,
    ).toBe(false);
    expect(ZBlock.safeParse({ ...multiQuotesFixture, tabs: [] }).success).toBe(false);
  });

  it('renders accessible tabs with index 0 selected and only its panel shown', () => {
    const html = render(<MultiQuotesBlock block={multiQuotesFixture} ctx={en} />);
    expect(html).toContain(
      '<h2 id="mq-car-popular-plans-title" class="mq__title">Popular car insurance plans</h2>',
    );
    expect(html).toContain('role="tablist" aria-labelledby="mq-car-popular-plans-title"');
    const tabs = tags(html, /<button[^>]*role="tab"[^>]*>/g);
    expect(tabs).toHaveLength(3);
    tabs.forEach((tab, i) => {
      expect(tab).toContain(`id="mq-car-popular-plans-tab-${i}"`);
      expect(tab).toContain(`aria-controls="mq-car-popular-plans-panel-${i}"`);
      expect(tab).toContain(`aria-selected="${i === 0}"`);
      expect(tab).toContain(`tabindex="${i === 0 ? 0 : -1}"`);
    });
    const panels = tags(html, /<div[^>]*role="tabpanel"[^>]*>/g);
    expect(panels).toHaveLength(3);
    panels.forEach((panel, i) => {
      expect(panel).toContain(`id="mq-car-popular-plans-panel-${i}"`);
      expect(panel).toContain(`aria-labelledby="mq-car-popular-plans-tab-${i}"`);
      expect(panel).toContain('tabindex="0"');
      expect(/\bhidden=""/.test(panel)).toBe(i !== 0);
    });
    // Server-rendered inside an island marker, props beside it as non-executable JSON.
    expect(html).toContain('data-island="MultiQuoteTabs"');
    expect(html).toContain('<script type="application/json"');
  });

  it('shows each plan with logo, names, an isolated starting price, 2–3 features and a Get quotes link', () => {
    const html = render(<MultiQuotesBlock block={multiQuotesFixture} ctx={en} />);
    expect(html).toContain('src="/assets/insurers/dune-harbour.svg" alt=""');
    expect(html).toContain('<h3 class="mq-plan__name">Comprehensive Garage</h3>');
    expect(html).toContain('<p class="mq-plan__insurer">Dune Harbour Insurance (demo)</p>');
    expect(html).toContain(
      'Starting from <span class="money"><span class="money__currency">AED</span> ' +
        '<bdi dir="ltr" class="money__amount">1,287.30</bdi></span> <span class="mq-plan__per">a year</span>',
    );
    expect(html).toContain('<bdi dir="ltr" class="money__amount">1,500</bdi>');
    expect(html).toContain('<li>Roadside assistance: Included</li>');
    expect(html).toContain(
      '<a class="button mq-plan__cta" href="#journey" aria-label="Get quotes: Comprehensive Garage, Dune Harbour Insurance (demo)">Get quotes</a>',
    );
    expect(html).toContain('Typical profile: 35-year-old driver in Dubai, AED 60,000 sedan');
    expect(html).toContain(
      '<p class="mq__note">Starting prices for a typical profile; your price depends on your answers.</p>',
    );
    // The cards keep the server's order (cheapest first).
    expect(html.indexOf('1,287.30')).toBeLessThan(html.indexOf('1,500'));
  });

  it('says what one amount pays for: a year, or one trip', () => {
    const tabs = blockDataFixture.multiQuotes[multiQuotesFixture.key]?.tabs ?? [];
    const trip = { ...tabs[0]!, period: 'trip' as const };
    const data = { multiQuotes: { [multiQuotesFixture.key]: { tabs: [trip, ...tabs.slice(1)] } } };
    const html = render(<MultiQuotesBlock block={multiQuotesFixture} ctx={{ ...en, data }} />);
    const first = html.slice(0, html.indexOf('id="mq-car-popular-plans-panel-1"'));
    expect(first).toContain('<span class="mq-plan__per">per trip</span>');
    expect(first).not.toContain('a year');
    const ar2 = render(<MultiQuotesBlock block={multiQuotesFixture} ctx={{ ...ar, data }} />, 'ar');
    expect(ar2).toContain('<span class="mq-plan__per">للرحلة</span>');
  });

  it('says when a tab has no prices and still links to the journey of its product', () => {
    const html = render(<MultiQuotesBlock block={multiQuotesFixture} ctx={en} />);
    const third = html.slice(html.indexOf('id="mq-car-popular-plans-panel-2"'));
    expect(third).toContain('Starting prices are not available right now.');
    expect(third).toContain('<a class="button mq__cta" href="/travel-insurance/#journey">Get quotes</a>');
    // Without any server data (the lookup failed) every tab says so; nothing crashes.
    const none = render(<MultiQuotesBlock block={multiQuotesFixture} ctx={{ ...en, data: undefined }} />);
    expect(tags(none, /<p class="mq__unavailable">/g)).toHaveLength(3);
    expect(none).not.toContain('money__amount');
  });

  it('reads right to left in Arabic: Arabic strings, the catalogue currency after the isolated amount', () => {
    const html = render(<MultiQuotesBlock block={multiQuotesFixture} ctx={ar} />, 'ar');
    expect(html).toContain(
      'ابتداءً من <span class="money"><bdi dir="ltr" class="money__amount">1,287.30</bdi> ' +
        '<span class="money__currency">د.إ</span></span> <span class="mq-plan__per">سنوياً</span>',
    );
    expect(html).toContain('>احصل على عروض الأسعار</a>');
    expect(html).toContain('أسعار البداية لملف نموذجي؛ يعتمد سعرك على إجاباتك.');
    expect(html).toContain('href="/ar-ae/travel-insurance/#journey"');
    expect(html).toContain('"rtl":true');
    expect(html).not.toMatch(/[\u0660-\u0669]/); // Latin digits, as the catalogue writes amounts
  });

  it('falls back to a translated heading, and hi/ml have their own strings', () => {
    const block: TBlockOf<'MULTIPLE_QUOTES'> = { ...multiQuotesFixture, title: undefined };
    expect(render(<MultiQuotesBlock block={block} ctx={en} />)).toContain('>Popular plans</h2>');
    const hi = render(<MultiQuotesBlock block={block} ctx={{ ...en, lang: 'hi' }} />, 'hi');
    expect(hi).toContain('>लोकप्रिय प्लान</h2>');
    const ml = render(<MultiQuotesBlock block={block} ctx={{ ...en, lang: 'ml' }} />, 'ml');
    expect(ml).toContain('>ജനപ്രിയ പ്ലാനുകൾ</h2>');
  });
});

describe('formatAed and journeyHref', () => {
  it('formats fils as AED with Latin digits, fils only when present', () => {
    expect(formatAed(128_730, 'en')).toBe('1,287.30');
    expect(formatAed(150_000, 'en')).toBe('1,500');
    expect(formatAed(128_730, 'ar')).toBe('1,287.30');
    expect(formatAed(5, 'en')).toBe('0.05');
  });

  it('links to this page’s journey for its own product, else to the product’s landing page', () => {
    expect(journeyHref(1, en)).toBe('#journey');
    expect(journeyHref(3, en)).toBe('/health-insurance/#journey');
    expect(journeyHref(3, ar)).toBe('/ar-ae/health-insurance/#journey');
  });
});

describe('nextTabIndex', () => {
  it('follows the visual order: right arrow forward left to right, left arrow forward right to left', () => {
    expect(nextTabIndex('ArrowRight', 0, 3, false)).toBe(1);
    expect(nextTabIndex('ArrowLeft', 0, 3, false)).toBe(2);
    expect(nextTabIndex('ArrowLeft', 0, 3, true)).toBe(1);
    expect(nextTabIndex('ArrowRight', 0, 3, true)).toBe(2);
    expect(nextTabIndex('ArrowRight', 2, 3, false)).toBe(0);
    expect(nextTabIndex('Home', 2, 3, true)).toBe(0);
    expect(nextTabIndex('End', 0, 3, false)).toBe(2);
    expect(nextTabIndex('Enter', 0, 3, false)).toBeNull();
    expect(nextTabIndex('ArrowRight', 0, 0, false)).toBeNull();
  });
});
