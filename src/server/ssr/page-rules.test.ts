import { describe, expect, it } from 'vitest';
import type { TBlock } from '../../shared/contracts/blocks';
import {
  SEO_CONTENT_TYPES,
  applyPageRules,
  isMarketingPage,
  pageNavOf,
  rewriteTermLinks,
  termLandingHref,
} from './page-rules';

const banner: TBlock = {
  type: 'BANNER',
  key: 'b',
  title: 'News and updates',
  fieldValues: { variant: 'product' },
};
const text: TBlock = { type: 'TEXT', key: 't', title: 'Why compare', content: '<p>Read more.</p>' };
const links: TBlock = {
  type: 'LINKS',
  key: 'l',
  title: 'Related',
  links: [{ label: 'Term', url: '/term-insurance/' }],
  isArticlePageLink: false,
};
const table: TBlock = { type: 'TABLE', key: 'tb', tableHeaders: ['Plan'], tableData: [['Basic']] };

describe('marketing pages (docs/product/pages.md: buy-insurance, /apply/, /offers, yknp, NRI)', () => {
  it.each([
    '/car-insurance/buy-insurance/v2/',
    '/ar-ae/health-insurance/buy-insurance/v2/',
    '/credit-cards/apply/',
    '/car-insurance/offers/',
    '/yknp/car-insurance/',
    '/health-insurance/nri/',
    '/health-insurance/nri-health-insurance/',
  ])('%s is a marketing page', (p) => expect(isMarketingPage(p)).toBe(true));

  it.each([
    '/',
    '/car-insurance/',
    '/health-insurance/mandatory-health-insurance-uae/',
    '/ar-ae/',
    '/minority/',
  ])('%s is not', (p) => expect(isMarketingPage(p)).toBe(false));

  it('hides every SEO content block there and keeps the rest in order', () => {
    const r = applyPageRules({
      blocks: [banner, text, table, links],
      path: '/car-insurance/buy-insurance/v2/',
      pageTypeId: 0,
    });
    expect(r.showSeoContent).toBe(false);
    expect(r.blocks.map((b) => b.type)).toEqual(['BANNER', 'TABLE']);
    expect(SEO_CONTENT_TYPES).toEqual(
      expect.arrayContaining(['TEXT', 'ACCORDION', 'LINKS', 'INTERLINKING_LINKS']),
    );
  });

  it('keeps SEO content on other pages', () => {
    const r = applyPageRules({ blocks: [banner, text, links], path: '/car-insurance/', pageTypeId: 0 });
    expect(r.blocks.map((b) => b.type)).toEqual(['BANNER', 'TEXT', 'LINKS']);
    expect(r.titleOnly).toBe(false);
    expect(r.titleHeading).toBeUndefined();
  });
});

describe('page types 24 and 54 show only a title heading (docs/product/pages.md)', () => {
  it.each([24, 54])('page type %i drops the first fold and keeps its title', (pageTypeId) => {
    const r = applyPageRules({ blocks: [banner, text], path: '/news-and-update/', pageTypeId });
    expect(r.titleOnly).toBe(true);
    expect(r.titleHeading).toBe('News and updates');
    expect(r.blocks.map((b) => b.type)).toEqual(['TEXT']);
  });

  it('other page types keep the banner', () => {
    expect(applyPageRules({ blocks: [banner], path: '/x/', pageTypeId: 2 }).blocks).toHaveLength(1);
  });
});

describe('term buy-insurance links go to the /landing variant (docs/product/pages.md)', () => {
  it('rewrites plain urls, localized and absolute ones, once', () => {
    expect(termLandingHref('/term-insurance/buy-insurance/', '/')).toBe(
      '/term-insurance/buy-insurance/landing/',
    );
    expect(termLandingHref('/ar-ae/term-insurance/buy-insurance/?utm_source=x', '/ar-ae/')).toBe(
      '/ar-ae/term-insurance/buy-insurance/landing/?utm_source=x',
    );
    expect(termLandingHref('https://example.test/term-insurance/buy-insurance/', '/')).toBe(
      'https://example.test/term-insurance/buy-insurance/landing/',
    );
    expect(termLandingHref('/term-insurance/buy-insurance/landing/', '/')).toBe(
      '/term-insurance/buy-insurance/landing/',
    );
    expect(termLandingHref('/car-insurance/buy-insurance/', '/')).toBe('/car-insurance/buy-insurance/');
  });

  it('leaves them alone on the life-savings referral page', () => {
    expect(termLandingHref('/term-insurance/buy-insurance/', '/life-savings/referral/')).toBe(
      '/term-insurance/buy-insurance/',
    );
    expect(termLandingHref('/term-insurance/buy-insurance/', '/ar-ae/life-savings/referral/')).toBe(
      '/term-insurance/buy-insurance/',
    );
  });

  it('rewrites link fields and hrefs in HTML of any block, and returns untouched blocks as they are', () => {
    const withLinks: TBlock = {
      ...links,
      links: [{ label: 'Buy', url: '/term-insurance/buy-insurance/' }],
    };
    const withHtml: TBlock = {
      ...text,
      content:
        '<p><a href="/term-insurance/buy-insurance/">Buy term</a> or <a href="/car-insurance/">car</a></p>',
    };
    const [a, b, c] = rewriteTermLinks([withLinks, withHtml, table], '/term-insurance/');
    expect(a).toMatchObject({ links: [{ url: '/term-insurance/buy-insurance/landing/' }] });
    expect(b).toMatchObject({
      content:
        '<p><a href="/term-insurance/buy-insurance/landing/">Buy term</a> or <a href="/car-insurance/">car</a></p>',
    });
    expect(c).toBe(table);
    expect(rewriteTermLinks([withLinks], '/life-savings/referral/')[0]).toBe(withLinks);
  });
});

describe('page-level previous / next (metaData.prevLink / nextLink)', () => {
  it('only when the document has one', () => {
    expect(pageNavOf({ prevLink: null, nextLink: null })).toBeUndefined();
    expect(pageNavOf({ prevLink: { pageName: 'A', refUrl: '/a/' }, nextLink: null })).toEqual({
      previous: { pageName: 'A', refUrl: '/a/' },
      next: null,
    });
  });
});
