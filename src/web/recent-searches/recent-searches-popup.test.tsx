import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { LANG_CODES } from '../../shared/domain/locales';
import { catalogues } from '../../shared/i18n/catalogues';
import { I18nProvider } from '../i18n/provider';
import type { ShellModel } from '../../shared/contracts/render';
import type { RecentItem } from './load';
import { RecentSearchesIsland } from './mount';
import { RecentSearchesPopup, RecentSearchesView, type RecentLabels } from './recent-searches-popup';

const labels: RecentLabels = { ...catalogues.en.recent, visited: 'Visited', leadSubmitted: 'Lead Submitted' };
const item = (n: number, over: Partial<RecentItem> = {}): RecentItem => ({
  createdAt: '05/03/2025',
  url: `/car-insurance/?n=${n}`,
  href: `/car-insurance/?n=${n}`,
  productName: 'Car Insurance',
  text: `Search ${n}`,
  subText: 'Visited',
  countryProductId: 1,
  stage: 'visited',
  cta: 'buyNow',
  ...over,
});
const items = (n: number) => Array.from({ length: n }, (_, i) => item(i + 1));
const noop = () => {};
const render = (p: Partial<Parameters<typeof RecentSearchesView>[0]> & { items: RecentItem[] }) =>
  renderToStaticMarkup(
    <RecentSearchesView
      labels={labels}
      mobile={false}
      expanded={false}
      onToggle={noop}
      onClose={noop}
      onStartNew={noop}
      {...p}
    />,
  );
const count = (html: string) => html.match(/data-testid="recent-search"/g)?.length ?? 0;

describe('RecentSearchesView (docs/product/journeys.md)', () => {
  it('is a labelled modal dialog with a close button', () => {
    const html = render({ items: items(1) });
    // The one dialog: a native <dialog> (modal once the browser opens it; e2e/dialog.test.ts).
    expect(html).toMatch(/^<dialog class="dialog dialog--sheet recent-searches"/);
    expect(html).toContain('aria-labelledby="recent-searches-title"');
    expect(html).toContain(
      '<h2 id="recent-searches-title" class="recent-searches__title">Continue From where you left!</h2>',
    );
    expect(html).toContain('aria-label="Close"');
  });

  it('shows each search with its product, text, stage, date, link and button', () => {
    const html = render({
      expanded: true,
      items: [
        item(1),
        item(2, { subText: 'Lead Submitted', stage: 'lead', cta: 'applyNow', productName: 'Personal Loans' }),
        item(3, { subText: 'Quote viewed', stage: 'other' }),
      ],
    });
    expect(html).toContain('href="/car-insurance/?n=1"');
    expect(html).toContain('Car Insurance');
    expect(html).toContain('Search 1');
    expect(html).toContain('Visited');
    expect(html).toContain('<time dateTime="2025-03-05">05/03/2025</time>');
    expect(html).toContain('>Buy Now</span>');
    expect(html).toContain('Lead Submitted');
    expect(html).toContain('>Apply Now</span>');
    expect(html).toContain('Quote viewed');
  });

  it("desktop: 2 shown then 'See All', all when expanded with 'See Less'", () => {
    const collapsed = render({ items: items(3) });
    expect(count(collapsed)).toBe(2);
    expect(collapsed).toContain(
      'aria-expanded="false" aria-controls="recent-searches-list">See All</button>',
    );
    const open = render({ items: items(3), expanded: true });
    expect(count(open)).toBe(3);
    expect(open).toContain('aria-expanded="true" aria-controls="recent-searches-list">See Less</button>');
    expect(render({ items: items(2) })).not.toContain('recent-searches__toggle');
  });

  it("mobile: 4 shown then 'See all' / 'See Less'", () => {
    expect(count(render({ items: items(4), mobile: true }))).toBe(4);
    expect(render({ items: items(4), mobile: true })).not.toContain('recent-searches__toggle');
    const collapsed = render({ items: items(5), mobile: true });
    expect(count(collapsed)).toBe(4);
    expect(collapsed).toContain('>See all</button>');
    expect(count(render({ items: items(5), mobile: true, expanded: true }))).toBe(5);
  });

  it("offers 'Start New Search' unless the page left it out (product 17)", () => {
    expect(render({ items: items(1) })).toContain('>Start New Search</button>');
    const home = render({ items: items(1), onStartNew: undefined });
    expect(home).not.toContain('Start New Search');
    expect(home).not.toContain('recent-searches__actions');
  });

  it("labels each search 'Buy Now' or 'Apply Now' and nothing else (decision 0109)", () => {
    const html = render({
      items: [
        item(1),
        item(2, { countryProductId: 8, cta: 'applyNow', productName: 'Personal Loans' }),
        item(3, { subText: 'Quotes viewed', stage: 'other' }),
      ],
      expanded: true,
    });
    const ctas = [...html.matchAll(/data-testid="recent-search-cta">([^<]*)</g)].map((m) => m[1]);
    expect(ctas).toEqual(['Buy Now', 'Apply Now', 'Buy Now']);
    for (const lang of LANG_CODES) expect(Object.keys(catalogues[lang].recent)).not.toContain('continue');
  });

  it('renders nothing on the server: it opens only after the session', () => {
    expect(renderToStaticMarkup(<RecentSearchesPopup labels={labels} />)).toBe('');
  });
});

describe('RecentSearchesIsland (server side)', () => {
  const model = (over: Partial<ShellModel>) =>
    ({ lang: 'en', path: '/car-insurance/', pageTypeId: 0, ...over }) as ShellModel;
  const renderIsland = (m: ShellModel) =>
    renderToStaticMarkup(
      <I18nProvider lang={m.lang}>
        <RecentSearchesIsland m={m} />
      </I18nProvider>,
    );

  it('renders the island marker with labels in the page language', () => {
    const html = renderIsland(model({ lang: 'ar', path: '/ar-ae/car-insurance/' }));
    expect(html).toContain('data-island="RecentSearchesPopup"');
    expect(html).toContain('تابع من حيث توقفت!');
    expect(html).toContain('اشترِ الآن');
    expect(html).toContain('تم إرسال الطلب');
  });

  it('is left out on page type 39 and the referral pages', () => {
    expect(renderIsland(model({ pageTypeId: 39 }))).toBe('');
    expect(renderIsland(model({ path: '/hi-ae/life-savings/referral/' }))).toBe('');
  });
});

describe('recent catalogues', () => {
  it('every language has exactly the English keys, all non-empty', () => {
    const keys = Object.keys(catalogues.en.recent).sort();
    for (const lang of LANG_CODES) {
      const cat = catalogues[lang].recent as Record<string, string>;
      expect(Object.keys(cat).sort(), lang).toEqual(keys);
      for (const k of keys) expect(cat[k]?.trim(), `${lang}.${k}`).toBeTruthy();
    }
  });
});
