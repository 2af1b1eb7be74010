import { describe, expect, it } from 'vitest';
import { renderSeeded } from './render-seeded.test-utils';
import { seedPages } from './index';

/**
 * docs/product/content.md: the insurance landings render whole in en and ar, every table-of-contents entry points at an id
 * that the rendered page holds, and no anchor id appears twice.
 */

const INSURANCE_PATHS = [
  '/car-insurance/',
  '/travel-insurance/',
  '/health-insurance/',
  '/term-insurance/',
  '/bike-insurance/',
  '/home-insurance/',
  '/business-insurance/',
  '/group-health-insurance/',
  '/critical-illness/',
  '/investment-plans/',
];

const rendered = renderSeeded;

describe('insurance landings (docs/product/content.md)', () => {
  it('has a landing document with its table of contents for every insurance product', () => {
    for (const path of INSURANCE_PATHS)
      for (const language of ['en', 'ar'] as const) {
        const row = seedPages.find((p) => p.urlPath === path && p.language === language);
        expect(
          row?.page.jsonData.some((b) => b.type === 'TABLE_OF_CONTENT'),
          `${language} ${path}`,
        ).toBe(true);
      }
  });

  for (const path of INSURANCE_PATHS) {
    for (const language of ['en', 'ar'] as const) {
      it(`${language} ${path}: every table-of-contents entry has its target on the page`, () => {
        const { page, html } = rendered(path, language);
        const toc = page.jsonData.find((b) => b.type === 'TABLE_OF_CONTENT');
        expect(toc?.type).toBe('TABLE_OF_CONTENT');
        if (toc?.type !== 'TABLE_OF_CONTENT') return;
        expect(toc.entries.length).toBeGreaterThanOrEqual(4);
        for (const e of toc.entries) {
          expect(html, `#${e.id}`).toContain(`href="#${e.id}"`);
          expect(html.split(`id="${e.id}"`).length - 1, `id ${e.id}`).toBe(1);
        }
        // The review rating is computed from the reviews the page carries, and the count matches them.
        const reviews = page.jsonData.find((b) => b.type === 'REVIEWS_PREVIEW');
        if (reviews?.type === 'REVIEWS_PREVIEW' && language === 'en')
          expect(html).toContain(`Based on ${reviews.reviews.length} reviews`);
        // One h1, the banner's: the sections' headings in content are h2.
        expect(html.match(/<h1\b/g)).toHaveLength(1);
      });
    }
  }
});
