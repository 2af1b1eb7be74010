import { describe, expect, it } from 'vitest';
import type { LangCode } from '../../../shared/domain/locales';
import { MissingTexts, type Texts } from '../data/texts';
import { buildCeoBlog } from './ceo-blog';
import { expandLists } from './data-pages';
import { buildGlossary } from './glossary';
import { buildNews } from './news';
import { seedPages } from './index';

/** Decision 0105: the glossary, news and CEO blog kinds, each from a small structure and texts given here. */

const LANGS: LangCode[] = ['en', 'ar', 'hi', 'ml'];
/** The same texts in every language, with the language's code in front of each, or in `only` languages. */
const textsIn =
  (en: Texts, only: LangCode[] = LANGS) =>
  (lang: LangCode): Texts | null =>
    only.includes(lang)
      ? Object.fromEntries(Object.entries(en).map(([k, v]) => [k, lang === 'en' ? v : `${lang} ${v}`]))
      : null;

const GLOSSARY_PAGE: Texts = {
  'page.metaTitle': '{{term}}: meaning | Demo',
  'page.subtitle': 'Glossary',
  'page.demoNotice': '<p>Demo.</p>',
  'page.related': 'Related terms',
  'page.back': 'Insurance glossary',
  'product.car-insurance': 'Compare car insurance',
  'product.personal-loans': 'Compare personal loans',
};
const term = (slug: string, name: string): Texts => ({
  [`${slug}.term`]: name,
  [`${slug}.short`]: `${name} in one sentence.`,
  [`${slug}.body`]: `<p>${name}: costs AED 500.</p>`,
});
const glossaryTexts: Texts = {
  ...GLOSSARY_PAGE,
  ...term('excess', 'Excess'),
  ...term('deductible', 'Deductible'),
  ...term('apr', 'APR'),
};
const glossaryStructure = {
  terms: [
    { slug: 'excess', product: 'car-insurance', related: ['deductible'], version: 1 },
    { slug: 'deductible', product: 'car-insurance', related: ['excess'], version: 1 },
    { slug: 'apr', product: 'personal-loans', related: ['excess', 'deductible'], version: 2 },
  ],
};

describe('glossary as data (decision 0105)', () => {
  it('makes one page per term and language, and the rows of the glossary page with each English letter', () => {
    const missing = new MissingTexts();
    const g = buildGlossary(glossaryStructure, textsIn(glossaryTexts), missing);
    expect(missing.report()).toEqual([]);
    expect(g.pages).toHaveLength(12);
    const excess = g.pages.find((p) => p.language === 'en' && p.urlPath === '/insurance-glossary/excess/');
    expect(excess?.productId).toBe(1);
    expect(excess?.pageTypeId).toBe(54);
    expect(excess?.page.metaData.metaTags?.[0]?.content).toBe('Excess: meaning | Demo');
    expect(excess?.page.jsonData.map((b) => b.type)).toEqual([
      'BANNER',
      'TITLE_PARAGRAPH',
      'GLOSSARY_DETAIL',
      'LINKS',
    ]);
    const links = excess?.page.jsonData.find((b) => b.type === 'LINKS');
    expect(links && 'links' in links ? links.links : []).toEqual([
      { label: 'Deductible', url: '/insurance-glossary/deductible/' },
      { label: 'Compare car insurance', url: '/car-insurance/' },
      { label: 'Insurance glossary', url: '/insurance-glossary/' },
    ]);
    expect(g.rows('hi')).toEqual([
      { pageName: 'hi Excess', refUrl: 'excess', letter: 'E' },
      { pageName: 'hi Deductible', refUrl: 'deductible', letter: 'D' },
      { pageName: 'hi APR', refUrl: 'apr', letter: 'A' },
    ]);
    // Arabic numbers are isolated in <bdi>, as on the page files.
    const ar = g.pages.find((p) => p.language === 'ar' && p.urlPath === '/insurance-glossary/apr/');
    const detail = ar?.page.jsonData.find((b) => b.type === 'GLOSSARY_DETAIL');
    expect(detail && 'content' in detail ? detail.content : '').toContain('<bdi>500</bdi>');
  });

  it('leaves out a term whose texts a language lacks, and reports each missing key', () => {
    const missing = new MissingTexts();
    const texts = (lang: LangCode) => {
      const t = textsIn(glossaryTexts)(lang);
      if (lang === 'ml' && t) delete t['apr.body'];
      return t;
    };
    const g = buildGlossary(glossaryStructure, texts, missing);
    expect(missing.report()).toEqual(['content/ml/glossary.json: 1 missing (apr.body)']);
    expect(g.pages.filter((p) => p.language === 'ml').map((p) => p.urlPath)).not.toContain(
      '/insurance-glossary/apr/',
    );
    expect(g.rows('ml').map((r) => r.refUrl)).toEqual(['excess', 'deductible']);
  });

  it('refuses a repeated slug, an unknown product, a related term that is not another term, a bad English name', () => {
    const m = new MissingTexts();
    const t = textsIn(glossaryTexts);
    const [a, b] = glossaryStructure.terms;
    expect(() => buildGlossary({ terms: [a, a] }, t, m)).toThrow(/excess is listed twice/);
    expect(() => buildGlossary({ terms: [{ ...a, product: 'boats' }, b] }, t, m)).toThrow(
      /unknown product boats/,
    );
    expect(() => buildGlossary({ terms: [{ ...a, related: ['nope'] }, b] }, t, m)).toThrow(
      /related term nope is not another term/,
    );
    expect(() => buildGlossary({ terms: [{ ...a, related: ['excess'] }, b] }, t, m)).toThrow(
      /not another term/,
    );
    expect(() => buildGlossary({ terms: [{ ...a, slug: 'Bad Slug' }] }, t, m)).toThrow(
      /glossary\.json: terms\.0\.slug/,
    );
    expect(() => buildGlossary({ terms: [a, b], extra: 1 }, t, m)).toThrow(/glossary\.json/);
    const digits = (lang: LangCode) => ({ ...t(lang), 'excess.term': '4x4 excess' });
    expect(() => buildGlossary(glossaryStructure, digits, m)).toThrow(
      /excess\.term does not start with a letter/,
    );
  });
});

const authors = {
  ids: new Set(['layla-haddad']),
  of: () => new Map([['layla-haddad', { name: 'Layla', designation: 'Editor', bio: '<p>Bio.</p>' }]]),
};
const NEWS_PAGE: Texts = {
  'page.metaTitle': '{{title}} | Demo',
  'page.subtitle': 'News',
  'page.demoNotice': '<p>Demo.</p>',
};
const item = (slug: string): Texts => ({
  [`${slug}.title`]: `Title ${slug}`,
  [`${slug}.description`]: `About ${slug}.`,
  [`${slug}.body`]: `<p>Body ${slug}.</p>`,
});
const newsTexts: Texts = { ...NEWS_PAGE, ...item('old'), ...item('new'), ...item('mid') };
const newsItem = (slug: string, d: string) => ({
  slug,
  author: 'layla-haddad',
  datePublished: `2026-0${d}-01`,
  dateModified: `2026-0${d}-09`,
  version: 1,
});
const newsStructure = { items: [newsItem('old', '1'), newsItem('new', '3'), newsItem('mid', '2')] };

describe('news as data (decision 0105)', () => {
  it('makes the item pages, newest first, with previous (older) and next (newer), author and article dates', () => {
    const missing = new MissingTexts();
    const n = buildNews(newsStructure, textsIn(newsTexts), authors, missing);
    expect(missing.report()).toEqual([]);
    expect(n.rows('en').map((r) => r.refUrl)).toEqual([
      '/news-and-update/new/',
      '/news-and-update/mid/',
      '/news-and-update/old/',
    ]);
    const mid = n.pages.find((p) => p.language === 'en' && p.urlPath === '/news-and-update/mid/');
    expect(mid?.pageTypeId).toBe(24);
    expect(mid?.page.metaData.article).toEqual({
      datePublished: '2026-02-01',
      dateModified: '2026-02-09',
      image: '/assets/demo/mid.svg',
    });
    const detail = mid?.page.jsonData.find((b) => b.type === 'NEWS_AND_UPDATE_DETAIL_PAGE');
    expect(detail && 'previous' in detail ? [detail.previous, detail.next] : []).toEqual([
      { pageName: 'Title old', refUrl: '/news-and-update/old/' },
      { pageName: 'Title new', refUrl: '/news-and-update/new/' },
    ]);
    expect(mid?.page.jsonData.find((b) => b.type === 'AUTHOR')).toMatchObject({
      authorData: { name: 'Layla' },
    });
  });

  it('refuses an unknown author, a repeated slug, a modified date not after the published one', () => {
    const m = new MissingTexts();
    const t = textsIn(newsTexts);
    const a = newsItem('old', '1');
    expect(() => buildNews({ items: [{ ...a, author: 'nobody' }] }, t, authors, m)).toThrow(
      /unknown author nobody/,
    );
    expect(() => buildNews({ items: [a, a] }, t, authors, m)).toThrow(/old is listed twice/);
    expect(() => buildNews({ items: [{ ...a, dateModified: a.datePublished }] }, t, authors, m)).toThrow(
      /dateModified is not after datePublished/,
    );
  });
});

const CEO_PAGE: Texts = {
  'page.metaTitle': '{{title}} | Demo',
  'page.subtitle': 'CEO blog',
  'page.demoNotice': '<p>Demo.</p>',
  'author.name': 'Omar Al Nuaimi',
  'author.designation': 'Founder and CEO (fictional)',
};
const story = (slug: string, d: string, tags: string[] = []) => ({
  slug,
  datePublished: `2026-0${d}-01`,
  dateModified: `2026-0${d}-05`,
  tags,
  version: 1,
});

describe('CEO blog as data (decision 0105)', () => {
  it('makes the story pages of type 53 by the CEO, and the rows (featured, popular) newest first', () => {
    const texts = { ...CEO_PAGE, ...item('a'), ...item('b') };
    const missing = new MissingTexts();
    const c = buildCeoBlog(
      { stories: [story('a', '1', ['featured']), story('b', '2', ['popular'])] },
      textsIn(texts),
      missing,
    );
    expect(missing.report()).toEqual([]);
    expect(c.pages).toHaveLength(8);
    expect(c.rows('ar').map((r) => [r.refUrl, r.pageTag])).toEqual([
      ['/ceo-blog/b/', ['popular', 'ceo']],
      ['/ceo-blog/a/', ['featured', 'ceo']],
    ]);
    expect(c.popular('en').map((r) => r.refUrl)).toEqual(['/ceo-blog/b/']);
    const a = c.pages.find((p) => p.language === 'en' && p.urlPath === '/ceo-blog/a/');
    expect(a?.pageTypeId).toBe(53);
    expect(a?.page.jsonData.find((b) => b.type === 'ARTICLE_DETAILS')).toMatchObject({
      authorData: { name: 'Omar Al Nuaimi' },
      next: { refUrl: '/ceo-blog/b/' },
    });
  });

  it('refuses two featured stories and a repeated slug', () => {
    const t = textsIn({ ...CEO_PAGE, ...item('a'), ...item('b') });
    const m = new MissingTexts();
    expect(() =>
      buildCeoBlog({ stories: [story('a', '1', ['featured']), story('b', '2', ['featured'])] }, t, m),
    ).toThrow(/more than one featured/);
    expect(() => buildCeoBlog({ stories: [story('a', '1'), story('a', '2')] }, t, m)).toThrow(
      /a is listed twice/,
    );
    expect(() => buildCeoBlog({ stories: [{ ...story('a', '1'), tags: ['pinned'] }] }, t, m)).toThrow(
      /ceo-blog\.json/,
    );
  });
});

describe('$list markers', () => {
  it('take the list of the page language; an empty list leaves the page out; an unknown name throws', () => {
    const lists = { names: (lang: LangCode) => (lang === 'hi' ? [] : [`${lang} 1`]) };
    expect(expandLists({ rows: { $list: 'names' }, k: 1 }, 'en', lists, 'pages/x')).toEqual({
      rows: ['en 1'],
      k: 1,
    });
    expect(expandLists({ rows: { $list: 'names' } }, 'hi', lists, 'pages/x')).toBeNull();
    expect(() => expandLists({ rows: { $list: 'nope' } }, 'en', lists, 'pages/x')).toThrow(
      /pages\/x\.json: unknown \$list nope/,
    );
  });

  it('the seeded glossary, news and CEO blog: 80+ terms, 10 news, 12 stories in every language', () => {
    for (const lang of LANGS) {
      const mine = seedPages.filter((p) => p.language === lang);
      const under = (prefix: string) =>
        mine.filter((p) => p.urlPath.startsWith(prefix) && p.urlPath !== prefix);
      expect(under('/insurance-glossary/').length, lang).toBeGreaterThanOrEqual(80);
      expect(under('/news-and-update/').length, lang).toBe(10);
      expect(under('/ceo-blog/').length, lang).toBeGreaterThanOrEqual(12);
      const glossary = mine
        .find((p) => p.urlPath === '/insurance-glossary/')
        ?.page.jsonData.find((b) => b.type === 'GLOSSARY');
      expect(glossary && 'rows' in glossary ? glossary.rows.length : 0, lang).toBe(
        under('/insurance-glossary/').length,
      );
      // The sitemap page lists them as guides, not as products or about pages.
      const sitemap = mine
        .find((p) => p.urlPath === '/sitemap/')
        ?.page.jsonData.find((b) => b.type === 'SITEMAP');
      const groups = sitemap && 'rows' in sitemap ? sitemap.rows.map((r) => r.allUrl.map((u) => u.url)) : [];
      const withExcess = groups.filter((urls) => urls.includes('/insurance-glossary/excess/'));
      expect(withExcess, lang).toHaveLength(1);
      expect(withExcess[0], lang).toEqual(
        expect.arrayContaining(['/news-and-update/', '/ceo-blog/our-story/']),
      );
    }
  });
});
