import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { parseDocument, DomUtils } from 'htmlparser2';
import type { Element } from 'domhandler';
import { freshDatabase, testApp } from './helpers';
import { seedPages } from '../../src/db/seed/content/index';
import { CEO_BLOG_PAGE_TYPE } from '../../src/db/seed/content/ceo-blog';
import { PAGE_TYPE } from '../../src/shared/domain/products';
import { REVIEW_PAGE_SEGMENT } from '../../src/shared/contracts/reviews';

/**
 * Decision 0039: sitemap.xml against the sitemap protocol's rules, robots.txt, llms.txt, the cache
 * states of the sitemap, JSON-LD and head links of pages, and the block gallery behind DEV_TOOLS.
 */

const ORIGIN = 'http://localhost:3000';
let ctx: Awaited<ReturnType<typeof freshDatabase>>;
let app: FastifyInstance;

const NOINDEX_PATH = '/seo-noindex-example/';
const NEW_PATH = '/seo-new-example/';

const insertPage = (urlPath: string, language: string, metaTags: unknown[]) =>
  ctx.db.execute(sql`
    insert into content_pages (url_path, language, product_id, page_type_id, meta_data, blocks, published)
    values (${urlPath}, ${language}, 17, 0,
      ${JSON.stringify({ countryProductId: 17, pageTypeId: 0, languageId: language === 'ar' ? 2 : 1, metaTags })}::jsonb,
      ${JSON.stringify([{ type: 'TEXT', key: 'seo', title: 'SEO example', content: '<p>Example.</p>' }])}::jsonb,
      true)`);

beforeAll(async () => {
  ctx = await freshDatabase({ seeded: true });
  await insertPage(NOINDEX_PATH, 'en', [
    { tag: 'title', attributes: {}, content: 'Not indexed' },
    { tag: 'meta', attributes: { name: 'robots', content: 'noindex, follow' } },
  ]);
  app = await testApp(ctx.db, { JOBS_ENABLED: 'false', DEV_TOOLS: '1' });
});

afterAll(async () => {
  await app?.close();
  await ctx?.drop();
});

type Url = { loc: string; lastmod: string; alternates: { hreflang: string; href: string }[] };

/** The sitemap's URLs, with the protocol's structure checked on the way. */
function parseSitemap(xml: string): Url[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const doc = parseDocument(xml, { xmlMode: true });
  const root = DomUtils.getChildren(doc).find((n): n is Element => DomUtils.isTag(n));
  expect(root?.name).toBe('urlset');
  expect(root?.attribs.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(root?.attribs['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  const urls = DomUtils.getChildren(root as Element).filter((n): n is Element => DomUtils.isTag(n));
  return urls.map((u) => {
    expect(u.name).toBe('url');
    const kids = DomUtils.getChildren(u).filter((n): n is Element => DomUtils.isTag(n));
    const loc = kids.filter((k) => k.name === 'loc');
    expect(loc).toHaveLength(1);
    const lastmod = kids.find((k) => k.name === 'lastmod');
    return {
      loc: DomUtils.textContent(loc[0] as Element),
      lastmod: lastmod ? DomUtils.textContent(lastmod) : '',
      alternates: kids
        .filter((k) => k.name === 'xhtml:link')
        .map((k) => {
          expect(k.attribs.rel).toBe('alternate');
          return { hreflang: k.attribs.hreflang ?? '', href: k.attribs.href ?? '' };
        }),
    };
  });
}

describe('sitemap.xml', () => {
  it('follows the sitemap protocol: absolute URLs on the origin, lastmod, hreflang pairs both ways, x-default', async () => {
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const urls = parseSitemap(res.body);
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.length).toBeLessThanOrEqual(50_000);
    expect(Buffer.byteLength(res.body)).toBeLessThanOrEqual(50 * 1024 * 1024);
    const locs = new Set(urls.map((u) => u.loc));
    expect(locs.size).toBe(urls.length);
    for (const u of urls) {
      expect(u.loc.startsWith(`${ORIGIN}/`), u.loc).toBe(true);
      // pages end in '/'; the podcast feeds are files (rss.xml)
      expect(/\/(rss\.xml)?$/.test(new URL(u.loc).pathname), u.loc).toBe(true);
      expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      expect(Number.isNaN(Date.parse(u.lastmod))).toBe(false);
      expect(u.loc).not.toMatch(/\/(dev|account|my-data|api)\//);
      // The quote certificate is a path segment; a glossary term may say 'certificate' (/no-claims-certificate/).
      expect(u.loc).not.toMatch(/\/quotes\/|\/compare\/|\/certificate\//);
      if (u.alternates.length === 0) continue;
      // Its own language is among its alternates; each alternate lists this URL back.
      expect(u.alternates.map((a) => a.href)).toContain(u.loc);
      for (const a of u.alternates) {
        expect(a.href.startsWith(`${ORIGIN}/`)).toBe(true);
        expect(a.hreflang).toMatch(/^(en|ar|hi|ml)-AE$|^x-default$/);
        if (a.hreflang === 'x-default') continue;
        const other = urls.find((x) => x.loc === a.href);
        expect(other, `${a.href} is listed`).toBeDefined();
        expect(other?.alternates.map((x) => x.href)).toContain(u.loc);
      }
      const en = u.alternates.find((a) => a.hreflang === 'en-AE');
      if (en) expect(u.alternates).toContainEqual({ hreflang: 'x-default', href: en.href });
    }
    // Seeded pages in two languages carry their pair.
    const car = urls.find((u) => u.loc === `${ORIGIN}/car-insurance/`);
    expect(car?.alternates).toContainEqual({ hreflang: 'ar-AE', href: `${ORIGIN}/ar-ae/car-insurance/` });
    // No noindex page, no unpublished draft.
    expect(locs.has(`${ORIGIN}${NOINDEX_PATH}`)).toBe(false);
    expect(locs.has(`${ORIGIN}/draft-example/`)).toBe(false);
  });

  it('goes through the page cache (14400 s): stored, then hit with 304 on its ETag, and fresh after a page write', async () => {
    await app.pageCache.sync();
    const first = await app.inject({ url: '/sitemap.xml' });
    const state = first.headers['x-page-cache'];
    expect(['stored', 'hit']).toContain(state);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await app.inject({ url: '/sitemap.xml' });
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    const notModified = await app.inject({ url: '/sitemap.xml', headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);

    // A new page (a new path: no page tag existed for it) is in the next sitemap.
    await insertPage(NEW_PATH, 'en', [{ tag: 'title', attributes: {}, content: 'New example' }]);
    await vi.waitFor(
      async () => {
        const res = await app.inject({ url: '/sitemap.xml' });
        expect(res.headers['x-page-cache']).toBe('stored');
        expect(res.body).toContain(`<loc>${ORIGIN}${NEW_PATH}</loc>`);
      },
      { timeout: 5000, interval: 50 },
    );
  });

  it('lists every content page type (decisions 0101–0107) in the four languages, each with its hreflang alternates', async () => {
    const urls = parseSitemap((await app.inject({ url: '/sitemap.xml' })).body);
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    // The first English page of each kind: a list and an item of articles, glossary, news, CEO blog and podcasts
    // (episodes and author pages once seeded), a calculator and the calculators hub; the six reviews pages.
    const en = seedPages.filter((p) => p.language === 'en' && p.status === 'published');
    const first = (test: (p: (typeof en)[number]) => boolean) => en.find(test)?.urlPath;
    const isList = (path: string) => /\/articles\/$/.test(path) || /^\/[^/]+\/$/.test(path);
    const kinds: Record<string, string | undefined> = {
      'article list': first((p) => p.pageTypeId === PAGE_TYPE.ARTICLES && isList(p.urlPath)),
      article: first((p) => p.pageTypeId === PAGE_TYPE.ARTICLES && !isList(p.urlPath)),
      glossary: first((p) => p.pageTypeId === PAGE_TYPE.GLOSSARY && isList(p.urlPath)),
      'glossary term': first((p) => p.pageTypeId === PAGE_TYPE.GLOSSARY && !isList(p.urlPath)),
      news: first((p) => p.pageTypeId === PAGE_TYPE.NEWS_AND_UPDATE && isList(p.urlPath)),
      'news item': first((p) => p.pageTypeId === PAGE_TYPE.NEWS_AND_UPDATE && !isList(p.urlPath)),
      'CEO blog': first((p) => p.pageTypeId === CEO_BLOG_PAGE_TYPE && isList(p.urlPath)),
      'CEO story': first((p) => p.pageTypeId === CEO_BLOG_PAGE_TYPE && !isList(p.urlPath)),
      podcasts: first((p) => p.urlPath === '/podcasts/'),
      calculators: first((p) => p.urlPath === '/calculators/'),
      calculator: first((p) => p.urlPath.startsWith('/calculators/') && p.urlPath !== '/calculators/'),
    };
    const episode = first((p) => p.urlPath.startsWith('/podcasts/') && p.urlPath !== '/podcasts/');
    if (episode) kinds['podcast episode'] = episode;
    const author = first((p) => /^\/authors?\/[^/]+\/$/.test(p.urlPath));
    if (author) kinds['author page'] = author;
    for (const seg of Object.values(REVIEW_PAGE_SEGMENT)) kinds[`reviews ${seg}`] = `/${seg}/reviews/`;
    for (const [kind, path] of Object.entries(kinds)) {
      expect(path, kind).toBeDefined();
      const loc = `${ORIGIN}${path ?? ''}`;
      const hreflangs = byLoc.get(loc)?.alternates.map((a) => `${a.hreflang} ${a.href}`);
      expect(hreflangs, `${kind} ${loc}`).toEqual(
        expect.arrayContaining([
          `en-AE ${loc}`,
          `ar-AE ${ORIGIN}/ar-ae${path ?? ''}`,
          `hi-AE ${ORIGIN}/hi-ae${path ?? ''}`,
          `ml-AE ${ORIGIN}/ml-ae${path ?? ''}`,
          `x-default ${loc}`,
        ]),
      );
      for (const lang of ['ar', 'hi', 'ml'])
        expect(byLoc.has(`${ORIGIN}/${lang}-ae${path ?? ''}`), `${lang} ${kind}`).toBe(true);
    }
  });

  it("lastmod is the content's own date (article, story, news item, episode), the row's time only without one; the four podcast feeds are listed", async () => {
    const urls = parseSitemap((await app.inject({ url: '/sitemap.xml' })).body);
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    const midnight = (day: string) => new Date(`${day}T00:00:00Z`).toISOString();
    const published = seedPages.filter((p) => p.status === 'published');
    type Seeded = (typeof published)[number];
    const articleDate = (p: Seeded) =>
      (p.page.metaData as { article?: { dateModified?: string } }).article?.dateModified;
    const episodeOf = (p: Seeded) =>
      (p.page.jsonData as { type: string; date?: string; audio?: { url: string } }[]).find(
        (b) => b.type === 'PODCAST_EPISODE',
      );
    const loc = (p: Seeded) => `${ORIGIN}${p.language === 'en' ? '' : `/${p.language}-ae`}${p.urlPath}`;
    const pick = (test: (p: Seeded) => boolean) => {
      const p = published.find(test);
      expect(p).toBeDefined();
      return p as Seeded;
    };
    const dated = [
      pick((p) => p.pageTypeId === CEO_BLOG_PAGE_TYPE && articleDate(p) !== undefined && p.language === 'ar'),
      pick((p) => p.pageTypeId === PAGE_TYPE.ARTICLES && articleDate(p) !== undefined && p.language === 'hi'),
      pick((p) => p.pageTypeId === PAGE_TYPE.NEWS_AND_UPDATE && articleDate(p) !== undefined),
    ];
    for (const p of dated) expect(byLoc.get(loc(p))?.lastmod, loc(p)).toBe(midnight(articleDate(p) ?? ''));
    const episode = pick((p) => episodeOf(p) !== undefined && p.language === 'ml');
    expect(byLoc.get(loc(episode))?.lastmod).toBe(midnight(episodeOf(episode)?.date ?? ''));
    // A page whose content has no date: the row's own update time.
    const [row] = (
      await ctx.db.execute<{ updated_at: string | Date }>(
        sql`select updated_at from content_pages where url_path = '/car-insurance/' and language = 'en'`,
      )
    ).rows;
    expect(byLoc.get(`${ORIGIN}/car-insurance/`)?.lastmod).toBe(new Date(row?.updated_at ?? 0).toISOString());

    // One feed per language, dated by its newest episode that has audio (the episodes the feed holds).
    for (const lang of ['en', 'ar', 'hi', 'ml'] as const) {
      const feed = `${ORIGIN}${lang === 'en' ? '' : `/${lang}-ae`}/podcasts/rss.xml`;
      const newest = published
        .filter((p) => p.language === lang && episodeOf(p)?.audio)
        .map((p) => episodeOf(p)?.date ?? '')
        .sort()
        .at(-1);
      expect(newest, lang).toBeDefined();
      expect(byLoc.get(feed), feed).toEqual({ loc: feed, lastmod: midnight(newest ?? ''), alternates: [] });
      expect((await app.inject({ url: new URL(feed).pathname })).statusCode).toBe(200);
    }
  });

  it('has no parts while it holds 50,000 URLs or fewer', async () => {
    const res = await app.inject({ url: '/sitemap-1.xml' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('robots.txt and llms.txt', () => {
  it('robots.txt disallows only the API and names the absolute sitemap', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(res.body).toContain('Disallow: /api/\n');
    expect(res.body).not.toMatch(/Disallow: \/(account|my-data)\//);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
  });

  it('private pages are crawlable but noindex in every language: meta tag and X-Robots-Tag (decision 0047)', async () => {
    const robots = (await app.inject({ url: '/robots.txt' })).body;
    for (const prefix of ['', '/ar-ae', '/hi-ae', '/ml-ae'])
      for (const path of ['/account/', '/my-data/']) {
        const url = prefix + path;
        expect(robots, url).not.toContain(`Disallow: ${url}`);
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['x-robots-tag'], url).toBe('noindex');
        expect(res.body, url).toContain('<meta name="robots" content="noindex"/>');
      }
  });

  it('llms.txt follows llmstxt.org: # name, > summary, sections of [title](url): summary from the stored pages', async () => {
    const res = await app.inject({ url: '/llms.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(['stored', 'hit']).toContain(res.headers['x-page-cache']);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('# Sahel Compare');
    expect(lines[2]).toMatch(/^> \S/);
    expect(res.body).toMatch(/\n## Insurance\n/);
    expect(res.body).toMatch(/\n## Banking\n/);
    const items = lines.filter((l) => l.startsWith('- '));
    expect(items.length).toBeGreaterThan(5);
    for (const l of items) expect(l).toMatch(/^- \[[^\]\n]+\]\(http:\/\/localhost:3000\/[^)\s]*\)(: .+)?$/);
    expect(res.body).toContain(`](${ORIGIN}/car-insurance/)`);
    expect(res.body).not.toContain(NOINDEX_PATH);
    expect(res.body).not.toContain('/ar-ae/');
  });
});

/** The JSON-LD objects of a page's head. */
function jsonLd(html: string): Record<string, unknown>[] {
  const doc = parseDocument(html);
  return DomUtils.findAll(
    (e) => e.name === 'script' && e.attribs.type === 'application/ld+json',
    DomUtils.getChildren(doc),
  ).map((e) => JSON.parse(DomUtils.textContent(e)) as Record<string, unknown>);
}

describe('pages: JSON-LD, canonical and hreflang', () => {
  it('a seeded page has Organization and BreadcrumbList, parsed; FAQPage where it has accordions', async () => {
    const res = await app.inject({ url: '/car-insurance/' });
    expect(res.statusCode).toBe(200);
    const ld = jsonLd(res.body);
    const types = ld.map((x) => x['@type']);
    expect(types).toContain('Organization');
    for (const x of ld) expect(x['@context']).toBe('https://schema.org');
    const org = ld.find((x) => x['@type'] === 'Organization');
    expect(org?.url).toBe(`${ORIGIN}/`);
    expect(res.body).not.toMatch(
      /<script(?![^>]*type="(application\/ld\+json|application\/json|module)")[^>]*>[^<]/,
    );
    // The seeded car page has an ACCORDION block (its FAQs).
    expect(res.body).toContain('class="faq faq--type-');
    const faq = ld.find((x) => x['@type'] === 'FAQPage') as { mainEntity?: { name: string }[] } | undefined;
    expect(faq?.mainEntity?.length).toBeGreaterThan(0);
    expect(types).toContain('BreadcrumbList');
  });

  it('canonical, hreflang per language and x-default on a page in two languages', async () => {
    const res = await app.inject({ url: '/ar-ae/car-insurance/' });
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/ar-ae/car-insurance/"/>`);
    expect(res.body).toContain(`<link rel="alternate" hrefLang="en-AE" href="${ORIGIN}/car-insurance/"/>`);
    expect(res.body).toContain(
      `<link rel="alternate" hrefLang="ar-AE" href="${ORIGIN}/ar-ae/car-insurance/"/>`,
    );
    expect(res.body).toContain(
      `<link rel="alternate" hrefLang="x-default" href="${ORIGIN}/car-insurance/"/>`,
    );
  });

  it('every page kind has a canonical link and hreflang with x-default', async () => {
    for (const url of [
      '/',
      '/ar-ae/',
      '/car-insurance/',
      '/car-insurance/quotes/',
      '/account/',
      '/dev/blocks/',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<link rel="canonical" href="${ORIGIN}${url}"/>`);
      expect(res.body, url).toMatch(
        /<link rel="alternate" hrefLang="ar-AE" href="http:\/\/localhost:3000\/ar-ae\//,
      );
      expect(res.body, url).toContain(
        '<link rel="alternate" hrefLang="x-default" href="http://localhost:3000/',
      );
    }
  });

  it('Article only on article pages: headline without the brand, the document dates, an absolute image (decision 0047)', async () => {
    for (const [url, headline, published, modified] of [
      ['/news-and-update/home-insurance-quotes/', undefined, '2026-05-12', '2026-05-19'],
      ['/ar-ae/ceo-blog/our-story/', 'لماذا أنشأنا ساحل كومبير', '2025-10-01', '2026-01-12'],
      ['/car-insurance/renew-car-registration-dubai/', undefined, '2025-11-18', '2026-03-16'],
    ] as const) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const articles = jsonLd(res.body).filter((x) => x['@type'] === 'Article');
      expect(articles, url).toHaveLength(1);
      const a = articles[0] as Record<string, unknown>;
      expect(a.headline, url).not.toMatch(/\|/);
      if (headline) expect(a.headline, url).toBe(headline);
      expect(a.datePublished, url).toBe(published);
      expect(a.dateModified, url).toBe(modified);
      expect(a.image, url).toEqual([
        expect.stringMatching(/^http:\/\/localhost:3000\/assets\/demo\/[a-z0-9-]+\.svg$/),
      ]);
    }
    for (const url of [
      '/car-insurance/articles/',
      '/ar-ae/car-insurance/articles/',
      '/ceo-blog/',
      '/news-and-update/',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(
        jsonLd(res.body).map((x) => x['@type']),
        url,
      ).not.toContain('Article');
    }
  });

  it('a page whose document says noindex is served with that robots tag', async () => {
    const res = await app.inject({ url: NOINDEX_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex, follow"/>');
  });
});

describe('block gallery /dev/blocks/', () => {
  it('shows the block types in English and Arabic, noindex, never cached', async () => {
    for (const [url, lang, dir, sample] of [
      ['/dev/blocks/', 'en', 'ltr', 'Car insurance FAQs'],
      ['/ar-ae/dev/blocks/', 'ar', 'rtl', 'أسئلة شائعة عن تأمين السيارات'],
    ] as const) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-page-cache']).toBe('miss');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.body).toContain(`<html lang="${lang}" dir="${dir}"`);
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(res.body).toContain('<h2 id="ACCORDION" class="block-gallery__type"><bdi>ACCORDION</bdi></h2>');
      expect(res.body).toContain('href="#ACCORDION"');
      expect(res.body).toContain(sample);
    }
    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain('/dev/');
  });

  it('is a 404 when DEV_TOOLS is off', async () => {
    const off = await testApp(ctx.db, { JOBS_ENABLED: 'false', DEV_TOOLS: '0' });
    try {
      for (const url of ['/dev/blocks/', '/ar-ae/dev/blocks/']) {
        const res = await off.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('block-gallery');
      }
    } finally {
      await off.close();
    }
  });
});
