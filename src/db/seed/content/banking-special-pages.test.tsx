import { describe, expect, it } from 'vitest';
import { renderSeeded } from './render-seeded.test-utils';
import { seedPages } from './index';

/**
 * docs/product/content.md: the banking landings, the credit cards listing and the special pages render whole in en and ar from
 * their stored documents: every table-of-contents entry finds its id, no id appears twice, the demo reviews give a
 * computed rating, and each page has one h1.
 */

const BANKING_PATHS = [
  '/personal-loans/',
  '/mortgage-loan/',
  '/mortgage-loan/international-mortgage/',
  '/car-loans/',
  '/bank-accounts/',
  '/credit-score/',
  '/credit-cards/',
];
const SPECIAL_PATHS = [
  '/claim/',
  '/health-insurance/nri/',
  '/car-insurance/buy-insurance/v2/',
  '/health-insurance/buy-insurance/v2/',
  ...new Set(seedPages.filter((p) => p.urlPath.startsWith('/health-insurance/dubai/')).map((p) => p.urlPath)),
];

const rendered = renderSeeded;

const idsOf = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);

describe('banking landings and special pages (docs/product/content.md)', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`renders every banking landing in ${language} with its sections, anchors and demo rating`, () => {
      for (const path of BANKING_PATHS) {
        const { page, html } = rendered(path, language);
        const ids = idsOf(html);
        expect(new Set(ids).size, path).toBe(ids.length);
        for (const b of page.jsonData)
          if (b.type === 'TABLE_OF_CONTENT')
            for (const e of b.entries) expect(ids, `${path} #${e.id}`).toContain(e.id);
        expect(html, path).toContain('why-buy__title');
        expect(html, path).toContain('faq__title');
        // The rating is computed from the document's demo reviews, and the title says they are demo.
        expect(html, path).toMatch(/reviews-preview__score">\d\.\d</);
        expect(html, path).toMatch(/demo reviews|مراجعات تجريبية/);
        expect(html, path).not.toContain('undefined');
      }
    });

    it(`renders every special page in ${language} with one h1 (the banner or the first fold)`, () => {
      for (const path of SPECIAL_PATHS) {
        const { html } = rendered(path, language);
        expect(html.match(/<h1[\s>]/g) ?? [], path).toHaveLength(1);
        expect(html, path).not.toContain('undefined');
      }
    });
  }

  it('renders the claim steps without invented phone numbers', () => {
    const { html } = rendered('/claim/', 'en');
    expect(html).toContain('claim-block');
    expect(html).not.toMatch(/href="tel:/);
  });

  it('renders the NRI features and why-buy on the NRI health page', () => {
    const { html } = rendered('/health-insurance/nri/', 'ar');
    expect(html).toContain('nri-block');
    expect(html).toContain('journey-element');
  });
});
