import { describe, expect, it } from 'vitest';
import type { TBlockOf } from '../../../shared/contracts/blocks';
import type { LangCode } from '../../../shared/domain/locales';
import { MissingTexts, type Texts } from '../data/texts';
import { loadArticles } from './articles';
import type { ArticleSource } from './authors';
import { loadAuthorPages } from './author-pages';
import type { TSeedPage } from './seed-page';

/** The article generator (decision 0104) on data of its own: a good file, then each refusal. */

const LANGS: LangCode[] = ['en', 'ar', 'hi', 'ml'];

type Fixture = {
  structure: Record<string, unknown>;
  texts: Record<string, Partial<Record<LangCode, Texts>>>;
};

const article = (slug: string, over: Record<string, unknown> = {}) => ({
  slug,
  author: 'layla-haddad',
  datePublished: '2025-10-14',
  dateModified: '2026-03-05',
  sections: ['one', 'two', 'three'],
  related: ['/home-insurance/', '/home-insurance/articles/b/'],
  version: 1,
  ...over,
});

const articleTexts = (lang: string, slug: string): Texts => ({
  [`${slug}.title`]: `${lang} title ${slug}`,
  [`${slug}.description`]: `${lang} description ${slug}`,
  [`${slug}.intro`]: `<p>${lang} intro with AED 1,000</p>`,
  ...Object.fromEntries(
    ['one', 'two', 'three'].flatMap((s) => [
      [`${slug}.${s}.heading`, `${lang} heading ${s}`],
      [
        `${slug}.${s}.body`,
        `<p>${lang} body ${s} <a href="/home-insurance/">link</a></p><ul><li>x</li></ul>`,
      ],
    ]),
  ),
});

const common = (lang: string): Texts => ({
  metaSuffix: ' | Sahel Compare (demo)',
  listTab: `${lang} all`,
  'home-insurance.title': `${lang} Home insurance articles`,
  'home-insurance.subtitle': `${lang} subtitle`,
  'home-insurance.description': `${lang} list description`,
  'home-insurance.productName': `${lang} Home Insurance`,
  'home-insurance.notice': `<p>${lang} demo notice</p>`,
});

const good = (): Fixture => ({
  structure: {
    authors: { authors: [{ id: 'layla-haddad', version: 1 }] },
    'articles/home-insurance': {
      productId: 14,
      articles: [
        article('a'),
        article('b', {
          dateModified: '2026-05-01',
          related: ['/home-insurance/', '/home-insurance/articles/a/'],
        }),
        article('c', { datePublished: '2025-07-01', dateModified: '2025-08-01' }),
      ],
    },
  },
  texts: {
    authors: Object.fromEntries(
      LANGS.map((l) => [
        l,
        {
          'layla-haddad.name': `${l} Layla`,
          'layla-haddad.designation': `${l} editor`,
          'layla-haddad.bio': `<p>${l} bio</p>`,
        },
      ]),
    ),
    'article-pages': Object.fromEntries(LANGS.map((l) => [l, common(l)])),
    'articles/home-insurance': Object.fromEntries(
      LANGS.map((l) => [l, { ...articleTexts(l, 'a'), ...articleTexts(l, 'b'), ...articleTexts(l, 'c') }]),
    ),
  },
});

const source = (f: Fixture): ArticleSource => ({
  structure: (file) => {
    if (!(file in f.structure)) throw new Error(`content/structure/${file}.json: ENOENT`);
    return structuredClone(f.structure[file]);
  },
  texts: (lang, file) => f.texts[file]?.[lang] ?? null,
  segments: () =>
    Object.keys(f.structure)
      .filter((k) => k.startsWith('articles/'))
      .map((k) => k.slice('articles/'.length)),
});

/** The product page the related links name, in every language. */
const productPage = (lang: LangCode): TSeedPage => ({
  urlPath: '/home-insurance/',
  language: lang,
  productId: 14,
  pageTypeId: 0,
  status: 'published',
  page: {
    metaData: { countryProductId: 14, pageTypeId: 0, languageId: 1, metaTags: [] },
    jsonData: [
      { key: 'b', type: 'BANNER', title: `${lang} Home insurance`, fieldValues: { variant: 'product' } },
    ],
  },
});
const pages = LANGS.map(productPage);

const details = (p: TSeedPage | undefined) =>
  p?.page.jsonData.find((b) => b.type === 'ARTICLE_DETAILS') as TBlockOf<'ARTICLE_DETAILS'> | undefined;

describe('loadArticles (decision 0104)', () => {
  it('makes each article page and the list page in every language', () => {
    const missing = new MissingTexts();
    const rows = loadArticles(pages, missing, source(good()));
    expect(missing.report()).toEqual([]);
    expect(rows).toHaveLength(4 * 4);
    const en = (path: string) => rows.find((r) => r.language === 'en' && r.urlPath === path);
    const a = en('/home-insurance/articles/a/');
    expect(a?.pageTypeId).toBe(2);
    expect(a?.page.metaData.article).toEqual({
      datePublished: '2025-10-14',
      dateModified: '2026-03-05',
      image: '/assets/demo/a.svg',
    });
    expect(a?.page.metaData.metaTags?.[0]?.content).toBe('en title a | Sahel Compare (demo)');
    const d = details(a);
    expect(d?.sections?.map((s) => s.id)).toEqual(['one', 'two', 'three']);
    expect(d?.authorData).toEqual({ name: 'en Layla', designation: 'en editor' });
    expect(d?.previous).toBeUndefined();
    expect(d?.next).toEqual({ pageName: 'en title b', refUrl: '/home-insurance/articles/b/' });
    expect(d?.related).toEqual([
      { pageName: 'en Home insurance', refUrl: '/home-insurance/' },
      { pageName: 'en title b', refUrl: '/home-insurance/articles/b/' },
    ]);
    expect(details(en('/home-insurance/articles/c/'))?.previous?.refUrl).toBe('/home-insurance/articles/b/');
    // Arabic: numbers isolated in the HTML.
    const ar = rows.find((r) => r.language === 'ar' && r.urlPath === '/home-insurance/articles/a/');
    expect(details(ar)?.content).toContain('<bdi>1,000</bdi>');
    // The list: newest first, with author and date.
    const list = en('/home-insurance/articles/')?.page.jsonData.find((b) => b.type === 'ARTICLES') as
      TBlockOf<'ARTICLES'> | undefined;
    expect(list?.tabs[0]?.data.map((x) => x.refUrl)).toEqual([
      '/home-insurance/articles/b/',
      '/home-insurance/articles/a/',
      '/home-insurance/articles/c/',
    ]);
    expect(list?.tabs[0]?.data[0]).toMatchObject({ author: 'en Layla', updatedOn: '2026-05-01' });
    expect(list?.list).toEqual({ pageTypeId: 2, urlPattern: '/home-insurance/articles/' });
    expect(en('/home-insurance/articles/')?.page.metaData.article).toBeUndefined();
  });

  it("links the author to their generated page in every language with the authors' page texts, and tags the article", () => {
    const f = good();
    const words = (l: string): Texts => ({
      metaSuffix: ' | demo',
      'index.title': `${l} authors`,
      'index.subtitle': `${l} sub`,
      'index.description': `${l} desc`,
      'author.subtitle': `${l} {{designation}}`,
      'author.description': `${l} {{name}}`,
    });
    // Hindi lacks the authors' page texts: no author page there, so no link.
    f.texts['author-pages'] = Object.fromEntries(LANGS.filter((l) => l !== 'hi').map((l) => [l, words(l)]));
    const src = source(f);
    const rows = loadArticles(pages, new MissingTexts(), src);
    const at = (lang: string) =>
      rows.find((r) => r.language === lang && r.urlPath === '/home-insurance/articles/a/');
    expect(details(at('en'))?.authorData?.profileUrl).toBe('/author/layla-haddad/');
    expect(details(at('ar'))?.authorData?.profileUrl).toBe('/author/layla-haddad/');
    expect(details(at('hi'))?.authorData?.profileUrl).toBeUndefined();
    expect(at('en')?.page.metaData.pageTags).toEqual(['author-layla-haddad']);
    // The author pages: the index with the count, the author's page listing the tagged articles by the server.
    const missing = new MissingTexts();
    const authorPages = loadAuthorPages(rows, missing, src);
    expect(missing.items.map((m) => `${m.lang} ${m.file}`)).toContain('hi author-pages');
    const index = authorPages.find((p) => p.language === 'en' && p.urlPath === '/authors/');
    const card = index?.page.jsonData.find((b) => b.type === 'AUTHOR_BIO');
    expect(card).toMatchObject({
      articleCount: 3,
      authorData: { name: 'en Layla', profileUrl: '/author/layla-haddad/' },
    });
    const own = authorPages.find((p) => p.language === 'ar' && p.urlPath === '/author/layla-haddad/');
    expect(own?.page.jsonData.find((b) => b.type === 'AUTHOR_BIO')).toMatchObject({
      list: { pageTypeId: 2, pageTag: 'author-layla-haddad' },
    });
    expect(authorPages.some((p) => p.language === 'hi')).toBe(false);
  });

  it('reports a missing text and leaves that article out of that language only', () => {
    const f = good();
    delete f.texts['articles/home-insurance']!.hi!['b.two.body'];
    const missing = new MissingTexts();
    const rows = loadArticles(pages, missing, source(f));
    expect(missing.report()).toEqual(['content/hi/articles/home-insurance.json: 1 missing (b.two.body)']);
    const hi = rows.filter((r) => r.language === 'hi').map((r) => r.urlPath);
    expect(hi).not.toContain('/home-insurance/articles/b/');
    expect(hi).toContain('/home-insurance/articles/a/');
    // previous / next skip the article the language lacks
    const a = rows.find((r) => r.language === 'hi' && r.urlPath === '/home-insurance/articles/a/');
    expect(details(a)?.next?.refUrl).toBe('/home-insurance/articles/c/');
    expect(rows.filter((r) => r.language === 'en')).toHaveLength(4);
  });

  const refuses = (change: (f: Fixture) => void, message: RegExp) => {
    const f = good();
    change(f);
    expect(() => loadArticles(pages, new MissingTexts(), source(f))).toThrow(message);
  };
  const arts = (f: Fixture) =>
    (f.structure['articles/home-insurance'] as { articles: Record<string, unknown>[] }).articles;

  it('refuses an unknown author', () =>
    refuses(
      (f) => (arts(f)[0]!.author = 'nobody'),
      /content\/structure\/articles\/home-insurance\.json: articles\.0\.author "nobody"/,
    ));

  it('refuses a text that names no article or section', () =>
    refuses(
      (f) => (f.texts['articles/home-insurance']!.ar!['a.four.heading'] = 'x'),
      /content\/ar\/articles\/home-insurance\.json: "a\.four\.heading" names no article or section/,
    ));

  it('refuses a related path that is not a page', () =>
    refuses(
      (f) => (arts(f)[1]!.related = ['/home-insurance/', '/nowhere/']),
      /home-insurance\.json: articles\.1\.related\.1 \/nowhere\/ is neither a seeded page nor an article/,
    ));

  it('refuses an <h2> or an external link in a body', () => {
    refuses(
      (f) => (f.texts['articles/home-insurance']!.en!['a.one.body'] = '<h2>x</h2>'),
      /content\/en\/articles\/home-insurance\.json a\.one\.body: <h2> is not allowed/,
    );
    refuses(
      (f) => (f.texts['articles/home-insurance']!.en!['a.one.body'] = '<a href="https://x.example/">x</a>'),
      /a\.one\.body: <a href="https:\/\/x\.example\/">/,
    );
  });

  it('refuses bad dates, too few sections, a wrong product and a page file at a generated address', () => {
    refuses((f) => (arts(f)[0]!.dateModified = '2025-01-01'), /dateModified|2025-06-01/);
    refuses((f) => (arts(f)[0]!.datePublished = '2026-12-01'), /between 2025-06-01 and 2026-11-20/);
    refuses((f) => (arts(f)[0]!.sections = ['one', 'two']), /sections/);
    refuses(
      (f) => ((f.structure['articles/home-insurance'] as { productId: number }).productId = 1),
      /productId 1 is not home-insurance's/,
    );
    const f = good();
    expect(() =>
      loadArticles(
        [...pages, { ...productPage('en'), urlPath: '/home-insurance/articles/a/' }],
        new MissingTexts(),
        source(f),
      ),
    ).toThrow(/one source per address/);
  });
});
