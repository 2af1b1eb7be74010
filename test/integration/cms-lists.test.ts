import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { HIGH_WRITES, high, useTestApp } from './helpers';

/**
 * The reusable server-paged list (decision 0107) on an ARTICLES and a NEWS_AND_UPDATE block with a `list`: 12 a
 * `?page=`, plain page links, past the last page 404 (never cached), only a plain page number in the cache key.
 */

const ITEMS = 30;

const { app } = useTestApp({
  limits: { ...HIGH_WRITES, ...high('RATE_LIMIT_READ_PER_IP', 'RATE_LIMIT_READ_PER_DEVICE') },
  prepare: async (db) => {
    const meta = (title: string, pageTypeId: number, modified = '2026-01-01') =>
      JSON.stringify({
        countryProductId: 1,
        pageTypeId,
        languageId: 1,
        metaTags: [{ tag: 'title', attributes: {}, content: `${title} | Sahel Compare (demo)` }],
        article: { datePublished: '2025-01-01', dateModified: modified },
      });
    const insert = async (
      path: string,
      lang: string,
      pageTypeId: number,
      metaJson: string,
      blocks: unknown[],
    ) =>
      db.execute(sql`insert into content_pages (url_path, language, product_id, page_type_id, meta_data, blocks,
        published) values (${path}, ${lang}, 1, ${pageTypeId}, ${metaJson}::jsonb, ${JSON.stringify(blocks)}::jsonb, true)`);
    for (let i = 1; i <= ITEMS; i++) {
      const day = `2026-01-${String(i).padStart(2, '0')}`;
      for (const lang of ['en', 'ar'])
        await insert(`/cms-list-test/articles/item-${i}/`, lang, 88, meta(`List item ${i}`, 88, day), []);
    }
    const list = { urlPattern: '/cms-list-test/articles/', pageTypeId: 88 };
    for (const lang of ['en', 'ar']) {
      await insert('/cms-list-test/articles/', lang, 88, meta('List test articles', 88), [
        {
          key: 'list-articles',
          type: 'ARTICLES',
          productName: 'List test',
          tabs: [{ tabTitle: 'All', data: [] }],
          list,
        },
      ]);
      // Decision 0112: every tab of 'More From {product}' paged by the server.
      await insert('/cms-tabs-test/articles/', lang, 90, meta('Tabs test', 90), [
        {
          key: 'tabs-articles',
          type: 'ARTICLES',
          productName: 'Tabs test',
          tabs: [
            { tabTitle: 'First', data: [], list },
            { tabTitle: 'Second', data: [], list: { urlPattern: '/cms-list-test/articles/item-1' } },
            { tabTitle: 'Empty', data: [], list: { urlPattern: '/nothing-here/' } },
          ],
        },
      ]);
      await insert('/cms-news-test/articles/', lang, 89, meta('List test news', 89), [
        {
          key: 'list-news',
          type: 'NEWS_AND_UPDATE',
          rows: [{ title: 'Document row (not shown)', date: '2026-01-01' }],
          list,
        },
      ]);
    }
  },
});

const cards = (html: string) => html.match(/<article class="ed-card"/g)?.length ?? 0;
const news = (html: string) => html.match(/class="news-block__item"/g)?.length ?? 0;

describe('a server-paged ARTICLES list', () => {
  it('shows 12 cards a ?page=N, newest first, with plain page links; past the last is 404, never cached', async () => {
    const first = await app.inject({ url: '/cms-list-test/articles/' });
    expect(first.statusCode).toBe(200);
    // 12 cards, and the <template>'s one.
    expect(cards(first.body)).toBe(12 + 1);
    expect(first.body).toContain('List item 30');
    expect(first.body).not.toContain('List item 18<');
    expect(first.body).toContain('href="?page=2"');
    expect(first.body).toContain('Page 1 of 3');
    expect(first.body).toContain('data-widget="cms-more"');
    expect(first.body).toContain('data-cms-total="30"');
    const last = await app.inject({ url: '/cms-list-test/articles/?page=3' });
    expect(last.statusCode).toBe(200);
    expect(cards(last.body)).toBe(ITEMS - 24 + 1);
    expect(last.body).toContain('List item 1<');
    expect(last.body).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(last.body).toContain('href="?page=2"');
    expect(last.body).not.toContain('rel="next"');
    const ar = await app.inject({ url: '/ar-ae/cms-list-test/articles/?page=2' });
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toContain('الصفحة السابقة');
    expect(ar.body).toContain('تحميل المزيد من المقالات');
    for (let i = 0; i < 2; i++) {
      const past = await app.inject({ url: '/cms-list-test/articles/?page=4' });
      expect(past.statusCode).toBe(404);
      expect(past.headers['x-page-cache']).not.toBe('hit');
    }
  });

  it('keys the page cache by a plain page number only: anything else is the first page', async () => {
    const base = await app.inject({ url: '/cms-list-test/articles/' });
    expect(base.headers['x-page-cache']).toMatch(/hit|stored/);
    for (const odd of ['?page=1', '?page=02', '?page=abc', '?page=-1', '?page=2.0', '?utm_source=x'])
      expect([
        odd,
        (await app.inject({ url: `/cms-list-test/articles/${odd}` })).headers['x-page-cache'],
      ]).toEqual([odd, 'hit']);
    const two = await app.inject({ url: '/cms-list-test/articles/?page=2' });
    expect(cards(two.body)).toBe(12 + 1);
    expect(two.body).toContain('List item 18<');
  });
});

describe('a server-paged NEWS_AND_UPDATE list', () => {
  it('lists the pages instead of the document rows, 12 a page', async () => {
    const first = await app.inject({ url: '/cms-news-test/articles/' });
    expect(first.statusCode).toBe(200);
    expect(news(first.body)).toBe(12 + 1);
    expect(first.body).not.toContain('Document row (not shown)');
    expect(first.body).toContain('Load More News');
    const three = await app.inject({ url: '/cms-news-test/articles/?page=3' });
    // The 30 items and the article list page itself (same type and prefix; only the news page is left out).
    expect(news(three.body)).toBe(ITEMS + 1 - 24 + 1);
    expect((await app.inject({ url: '/cms-news-test/articles/?page=4' })).statusCode).toBe(404);
  });
});

describe('the seeded /news-and-update/ list (decision 0111)', () => {
  it('is paged by the server in en and ar, page 2 past the end 404', async () => {
    for (const prefix of ['', '/ar-ae']) {
      const page = await app.inject({ url: `${prefix}/news-and-update/` });
      expect(page.statusCode).toBe(200);
      // 10 seeded items (one page of 12) plus the item template.
      expect(news(page.body)).toBe(10 + 1);
      expect(page.body).toContain('data-cms-list');
      expect((await app.inject({ url: `${prefix}/news-and-update/?page=2` })).statusCode).toBe(404);
    }
  });
});

describe('the seeded authors pages (decision 0112)', () => {
  const PHONE = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' };

  it('/authors/ lists the six authors with their counts and links, in the four languages', async () => {
    for (const prefix of ['', '/ar-ae', '/hi-ae', '/ml-ae']) {
      const page = await app.inject({ url: `${prefix}/authors/` });
      expect(page.statusCode).toBe(200);
      expect(page.body.match(/class="author-bio__count"/g)).toHaveLength(6);
      expect(page.body).toContain(`href="${prefix}/author/arjun-nair/"`);
      expect(page.body).not.toContain('"@type":"Person"');
    }
    expect((await app.inject({ url: '/authors/' })).body).toContain('18 articles');
  });

  it("an author's page: bio, Person JSON-LD, 12 articles a page on the web and 6 on a phone, past the last 404", async () => {
    const first = await app.inject({ url: '/author/arjun-nair/' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('"@type":"Person"');
    expect(first.body).toContain('"name":"Arjun Nair"');
    // 12 cards and the <template>'s one; every card is one of his (credit cards, loans).
    expect(cards(first.body)).toBe(12 + 1);
    expect(first.body).toContain('href="?page=2"');
    expect(first.body).toContain('data-cms-query="pageTypeId=2&amp;pageTag=author-arjun-nair');
    const two = await app.inject({ url: '/author/arjun-nair/?page=2' });
    expect(two.statusCode).toBe(200);
    expect(cards(two.body)).toBe(6 + 1);
    expect(two.body).toMatch(/<meta name="robots" content="noindex, follow"/);
    for (let i = 0; i < 2; i++) {
      const past = await app.inject({ url: '/author/arjun-nair/?page=3' });
      expect(past.statusCode).toBe(404);
      expect(past.headers['x-page-cache']).not.toBe('hit');
    }
    const phone3 = await app.inject({ url: '/ar-ae/author/arjun-nair/?page=3', headers: PHONE });
    expect(phone3.statusCode).toBe(200);
    expect(cards(phone3.body)).toBe(6 + 1);
    expect((await app.inject({ url: '/ar-ae/author/arjun-nair/?page=4', headers: PHONE })).statusCode).toBe(
      404,
    );
  });

  it('only a valid page enters the cache key; an unknown author is the 404 page', async () => {
    await app.inject({ url: '/author/layla-haddad/' });
    for (const odd of ['?page=1', '?page=02', '?page=x', '?utm_source=y'])
      expect([
        odd,
        (await app.inject({ url: `/author/layla-haddad/${odd}` })).headers['x-page-cache'],
      ]).toEqual([odd, 'hit']);
    // Layla wrote 12: one page on the web.
    expect((await app.inject({ url: '/author/layla-haddad/?page=2' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/author/nobody/' })).statusCode).toBe(404);
  });

  it("articles always link their author's page, and page data filters by the author's tag", async () => {
    const article = await app.inject({ url: '/hi-ae/car-insurance/articles/agency-or-garage-repair/' });
    expect(article.statusCode).toBe(200);
    expect(article.body).toMatch(/href="\/hi-ae\/author\/[a-z-]+\/"/);
    const res = await app.inject({
      url: '/api/page_data?pageTypeId=2&pageTag=author-noura-khalil&skip=0&limit=50',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: { data: { refUrl: string }[]; totalCount: number } }>();
    expect(body.data.totalCount).toBe(6);
    expect(body.data.data.every((i) => i.refUrl.startsWith('/business-insurance/articles/'))).toBe(true);
    const bad = await app.inject({ url: '/api/page_data?pageTag=a%3Cb' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the seeded server-paged doorway (decision 0112)', () => {
  it('/car-insurance/value-and-covers/: the first page from page data, 6 on a phone, ?page=2 the rest', async () => {
    const phone = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' };
    const first = await app.inject({ url: '/car-insurance/value-and-covers/', headers: phone });
    expect(first.statusCode).toBe(200);
    const doorway = (html: string) => html.match(/<li class="doorway__card"/g)?.length ?? 0;
    // 6 cards and the template's
    expect(doorway(first.body)).toBe(6 + 1);
    expect(first.body).toContain('data-doorway-expand');
    expect(first.body).toContain('href="?page=2"');
    const two = await app.inject({ url: '/car-insurance/value-and-covers/?page=2', headers: phone });
    expect(two.statusCode).toBe(200);
    expect(doorway(two.body)).toBeGreaterThan(1);
    const web = await app.inject({ url: '/car-insurance/value-and-covers/?page=2' });
    expect(web.statusCode).toBe(404);
  });
});

describe("'More From {product}' with every tab paged by the server (decision 0112)", () => {
  it('each tab shows its own first page; ?page=2 pages every tab; past the longest tab 404', async () => {
    const first = await app.inject({ url: '/cms-tabs-test/articles/' });
    expect(first.statusCode).toBe(200);
    // First tab 12 of 30, second tab item-1 and item-10..19 (11), third none; one template per non-empty list.
    expect(first.body.match(/data-cms-list=""/g)).toHaveLength(2);
    expect(first.body).toContain('List item 30');
    expect(first.body).toContain('List item 19<');
    expect(first.body).toContain('No Article Found!');
    const two = await app.inject({ url: '/cms-tabs-test/articles/?page=2' });
    expect(two.statusCode).toBe(200);
    expect(two.body).toContain('List item 18<');
    expect((await app.inject({ url: '/cms-tabs-test/articles/?page=3' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/cms-tabs-test/articles/?page=4' })).statusCode).toBe(404);
  });
});
