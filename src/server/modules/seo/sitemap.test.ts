import { describe, expect, it } from 'vitest';
import {
  isNoindex,
  SITEMAP_MAX_URLS,
  SITEMAP_NS,
  sitemapFiles,
  sitemapUrls,
  urlsetXml,
  type SitemapPage,
} from './sitemap';
import { llmsTxt, robotsTxt } from './text-files';

const ORIGIN = 'https://www.example.ae';
const at = new Date('2026-03-01T10:00:00.000Z');
const page = (urlPath: string, language: SitemapPage['language'], noindex = false): SitemapPage => ({
  urlPath,
  language,
  updatedAt: at,
  noindex,
});

describe('sitemapUrls', () => {
  const urls = sitemapUrls(
    [
      page('/car-insurance/', 'en'),
      page('/car-insurance/', 'ar'),
      page('/health-insurance/', 'en'),
      page('/filter/', 'en', true),
      page('/dev/blocks/', 'en'),
      page('/account/', 'en'),
      page('/my-data/', 'ar'),
      page('/car-insurance/quotes/', 'en'),
      page('/old/', 'en'),
    ],
    ORIGIN,
    (contentPath, publicPath) => contentPath.endsWith('/quotes/') || publicPath === '/old/',
  );

  it('lists indexable pages only, as absolute URLs on the origin with lastmod', () => {
    expect(urls.map((u) => u.loc)).toEqual([
      `${ORIGIN}/car-insurance/`,
      `${ORIGIN}/ar-ae/car-insurance/`,
      `${ORIGIN}/health-insurance/`,
    ]);
    expect(urls.every((u) => u.lastmod === at.toISOString())).toBe(true);
  });

  it('gives every language version the same alternates, x-default on the English one', () => {
    const [en, ar, health] = urls;
    const expected = [
      { hreflang: 'en-AE', href: `${ORIGIN}/car-insurance/` },
      { hreflang: 'ar-AE', href: `${ORIGIN}/ar-ae/car-insurance/` },
      { hreflang: 'x-default', href: `${ORIGIN}/car-insurance/` },
    ];
    expect(en?.alternates).toEqual(expected);
    expect(ar?.alternates).toEqual(expected);
    expect(health?.alternates).toEqual([]);
  });

  it('leaves out a noindex language version from the other versions’ alternates', () => {
    const u = sitemapUrls([page('/x/', 'en'), page('/x/', 'ar', true)], ORIGIN);
    expect(u).toHaveLength(1);
    expect(u[0]?.alternates).toEqual([]);
  });

  it('writes a urlset with the sitemap and xhtml namespaces, escaping', () => {
    const xml = urlsetXml([{ loc: `${ORIGIN}/a/?x=1&y=2`, lastmod: at.toISOString(), alternates: [] }]);
    expect(xml).toContain(`<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">`);
    expect(xml).toContain('<loc>https://www.example.ae/a/?x=1&amp;y=2</loc>');
  });
});

describe('sitemapFiles', () => {
  const many = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      loc: `${ORIGIN}/p${i}/`,
      lastmod: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
      alternates: [],
    }));

  it('is one urlset up to 50,000 URLs', () => {
    const f = sitemapFiles(many(SITEMAP_MAX_URLS), ORIGIN);
    expect(f.parts).toEqual([]);
    expect(f.root.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
  });

  it('becomes an index of parts of at most 50,000 URLs above that', () => {
    const f = sitemapFiles(many(SITEMAP_MAX_URLS * 2 + 1), ORIGIN);
    expect(f.root).toContain(`<sitemapindex xmlns="${SITEMAP_NS}">`);
    expect(f.root.match(/<sitemap>/g)).toHaveLength(3);
    expect(f.root).toContain(`<loc>${ORIGIN}/sitemap-3.xml</loc>`);
    expect(f.parts.map((p) => p.match(/<url>/g)?.length)).toEqual([SITEMAP_MAX_URLS, SITEMAP_MAX_URLS, 1]);
    // Each part's lastmod is its newest URL's.
    expect(f.root).toContain(
      `<lastmod>${new Date(Date.UTC(2026, 0, 1) + 100_000 * 1000).toISOString()}</lastmod>`,
    );
  });

  it('splits by the given maximum', () => {
    const f = sitemapFiles(many(5), ORIGIN, 2);
    expect(f.parts).toHaveLength(3);
  });
});

describe('isNoindex', () => {
  it('reads the stored robots meta tag', () => {
    expect(
      isNoindex({
        metaTags: [{ tag: 'meta', attributes: { name: 'robots', content: 'noindex, nofollow' } }],
      }),
    ).toBe(true);
    expect(
      isNoindex({ metaTags: [{ tag: 'meta', attributes: { name: 'robots', content: 'index, follow' } }] }),
    ).toBe(false);
    expect(isNoindex({})).toBe(false);
    expect(isNoindex(null)).toBe(false);
  });
});

describe('robots.txt and llms.txt', () => {
  it('robots disallows only the API (private pages are crawled to see their noindex) and names the sitemap', () => {
    const r = robotsTxt(ORIGIN);
    expect(r).toContain('User-agent: *\nAllow: /\n');
    expect(r).toContain('Disallow: /api/\n');
    // Decision 0047: a disallowed page's noindex is never read, and /ar-ae/account/ escaped a '/account/' rule.
    expect(r.match(/^Disallow:/gm)).toHaveLength(1);
    expect(r).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('llms.txt has a title, a summary and sections of linked pages', () => {
    const text = llmsTxt('Sahel Compare', ORIGIN, [
      {
        urlPath: '/',
        productId: 17,
        pageTypeId: 0,
        title: 'Home',
        description: 'Compare insurance\nand loans.',
      },
      {
        urlPath: '/car-insurance/',
        productId: 1,
        pageTypeId: 0,
        title: 'Car [insurance]',
        description: 'Cars.',
      },
      {
        urlPath: '/credit-cards/',
        productId: 7,
        pageTypeId: 0,
        title: 'Credit cards',
        description: undefined,
      },
      { urlPath: '/about-us/', productId: 17, pageTypeId: 0, title: 'About us', description: 'Who we are.' },
      {
        urlPath: '/car-insurance/articles/x/',
        productId: 1,
        pageTypeId: 2,
        title: 'X',
        description: 'An article.',
      },
    ]);
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Sahel Compare');
    expect(lines[2]).toBe('> Compare insurance and loans.');
    expect(text).toContain(`## Insurance\n\n- [Car insurance](${ORIGIN}/car-insurance/): Cars.`);
    expect(text).toContain(`## Banking\n\n- [Credit cards](${ORIGIN}/credit-cards/)\n`);
    expect(text).toContain(`## Company\n\n- [About us](${ORIGIN}/about-us/): Who we are.`);
    expect(text).toContain(`## Optional\n\n- [X](${ORIGIN}/car-insurance/articles/x/): An article.`);
    for (const l of lines.filter((x) => x.startsWith('- ')))
      expect(l).toMatch(/^- \[[^\]]+\]\(https:\/\/[^)]+\)(: .+)?$/);
  });
});
