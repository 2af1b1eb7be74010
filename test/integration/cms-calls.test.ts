import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { HIGH_WRITES, high, useTestApp } from './helpers';

/**
 * The CMS calls (decision 0100): page data's paging bounds, every sort order, the own page left out, urlPattern
 * taken literally, bad values refused, answers cached and stale after a content write, a view counted once per
 * visit, and the other calls of the spec's CMS row over the seeded pages.
 */

const { app, ctx } = useTestApp({
  limits: { ...HIGH_WRITES, ...high('RATE_LIMIT_READ_PER_IP', 'RATE_LIMIT_READ_PER_DEVICE') },
  prepare: async (db) => {
    // Three pages whose paths only a literal urlPattern tells apart ('_' and '%' are LIKE wildcards).
    const meta = (title: string, modified: string) =>
      JSON.stringify({
        countryProductId: 17,
        pageTypeId: 88,
        languageId: 1,
        metaTags: [{ tag: 'title', attributes: {}, content: `${title} | Sahel Compare (demo)` }],
        article: { datePublished: '2025-01-01', dateModified: modified },
        pageTags: ['cms-test'],
      });
    for (const [path, title, modified] of [
      ['/cms-test/a_b/', 'Beta', '2026-03-01'],
      ['/cms-test/axb/', 'alpha', '2026-01-01'],
      ['/cms-test/100%/', 'Gamma', '2026-02-01'],
    ] as const) {
      await db.execute(sql`insert into content_pages (url_path, language, product_id, page_type_id, meta_data,
        blocks, published) values (${path}, 'en', 17, 88, ${meta(title, modified)}::jsonb, '[]'::jsonb, true)`);
    }
  },
});

type Item = { refUrl: string; title: string; updatedOn: string; createdOn: string; pageViews: number };
type List = { data: { data: Item[]; totalCount: number } };

const get = async (url: string, headers: Record<string, string> = {}) => {
  const r = await app.inject({ url, headers });
  return { status: r.statusCode, body: r.json<List & { code?: string }>(), headers: r.headers };
};
const paths = (l: List) => l.data.data.map((i) => i.refUrl);
const PHONE = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' };

describe('GET /api/page_data', () => {
  it('pages 12 on the web and 6 on a phone by default, up to 50, with the total; past the end is empty', async () => {
    const web = await get('/api/page_data');
    expect(web.status).toBe(200);
    expect(web.body.data.data).toHaveLength(12);
    const total = web.body.data.totalCount;
    expect(total).toBeGreaterThan(40);
    const phone = await get('/api/page_data', PHONE);
    expect(phone.body.data.data).toHaveLength(6);
    const all = await get('/api/page_data?limit=50&sortBy=title&sortOrder=asc');
    expect(all.body.data.data).toHaveLength(Math.min(50, total));
    // skip/limit walk the list without repeating or losing a page.
    const first = await get('/api/page_data?limit=5&sortBy=title&sortOrder=asc');
    const second = await get('/api/page_data?skip=5&limit=5&sortBy=title&sortOrder=asc');
    expect([...paths(first.body), ...paths(second.body)]).toEqual(paths(all.body).slice(0, 10));
    const past = await get(`/api/page_data?skip=${total}`);
    expect(past.body.data).toEqual({ data: [], totalCount: total });
    for (const bad of ['limit=51', 'limit=0', 'skip=-1', 'skip=10001', 'skip=1.5'])
      expect((await get(`/api/page_data?${bad}`)).status, bad).toBe(400);
  });

  it('orders by each key both ways, the second key breaking ties', async () => {
    const list = async (q: string) => (await get(`/api/page_data?urlPattern=/cms-test/&${q}`)).body.data.data;
    expect((await list('sortBy=title&sortOrder=asc')).map((i) => i.title)).toEqual([
      'alpha',
      'Beta',
      'Gamma',
    ]);
    expect((await list('sortBy=title&sortOrder=desc')).map((i) => i.title)).toEqual([
      'Gamma',
      'Beta',
      'alpha',
    ]);
    expect((await list('sortBy=updatedOn&sortOrder=desc')).map((i) => i.updatedOn)).toEqual([
      '2026-03-01',
      '2026-02-01',
      '2026-01-01',
    ]);
    expect((await list('sortBy=updatedOn&sortOrder=asc')).map((i) => i.title)).toEqual([
      'alpha',
      'Gamma',
      'Beta',
    ]);
    // createdOn ties (one publication date): the secondary key orders them.
    expect((await list('sortBy=createdOn&sortOrder=asc&secondarySortBy=title')).map((i) => i.title)).toEqual([
      'alpha',
      'Beta',
      'Gamma',
    ]);
    expect(
      (await list('sortBy=createdOn&sortOrder=desc&secondarySortBy=updatedOn')).map((i) => i.title),
    ).toEqual(['Beta', 'Gamma', 'alpha']);
    expect((await list('sortBy=pageViews&sortOrder=desc')).every((i) => i.pageViews === 0)).toBe(true);
  });

  it('takes % and _ in urlPattern literally, as a path prefix', async () => {
    expect(paths((await get('/api/page_data?urlPattern=/cms-test/a_')).body)).toEqual(['/cms-test/a_b/']);
    expect(paths((await get('/api/page_data?urlPattern=/cms-test/100%25')).body)).toEqual([
      '/cms-test/100%/',
    ]);
    expect(paths((await get('/api/page_data?urlPattern=/cms-test/%25')).body)).toEqual([]);
    expect(paths((await get('/api/page_data?urlPattern=/cms-test/_xb/')).body)).toEqual([]);
    // A prefix, not a substring.
    expect(paths((await get('/api/page_data?urlPattern=/a_b/')).body)).toEqual([]);
  });

  it('leaves the own page out, written as a content path or a page address', async () => {
    // One product's articles, fewer than the limit (all products' articles pass 50: the 51st would join the window).
    const q = '/api/page_data?pageTypeId=2&limit=50&urlPattern=/car-insurance/';
    const articles = paths((await get(q)).body);
    expect(articles).toContain('/car-insurance/articles/');
    expect(articles.length).toBeLessThan(50);
    for (const own of ['/car-insurance/articles/', '/ar-ae/car-insurance/articles/']) {
      const r = await get(`${q}&ownUrl=${encodeURIComponent(own)}`);
      expect(paths(r.body)).toEqual(articles.filter((p) => p !== '/car-insurance/articles/'));
      expect(r.body.data.totalCount).toBe(articles.length - 1);
    }
  });

  it('refuses any other value with 400 VALIDATION_FAILED', async () => {
    for (const bad of [
      'sortBy=views',
      'sortOrder=up',
      'secondarySortBy=random',
      'urlPattern=car-insurance',
      'urlPattern=/a%20b',
      'ownUrl=https://evil.example/',
      'productId=abc',
      'pageTypeId=0',
      'colour=red',
    ]) {
      const r = await get(`/api/page_data?${bad}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.code, bad).toBe('VALIDATION_FAILED');
    }
  });

  it('answers in the asked language and filters by product and page type', async () => {
    const en = await get('/api/page_data?productId=1&pageTypeId=2&limit=50');
    const ar = await get('/api/page_data?productId=1&pageTypeId=2&limit=50', { 'accept-language': 'ar' });
    expect(en.body.data.data.length).toBeGreaterThan(0);
    expect(en.body.data.data.every((i) => (i as unknown as { productId: number }).productId === 1)).toBe(
      true,
    );
    expect(paths(ar.body).sort()).toEqual(paths(en.body).sort());
    expect(ar.body.data.data[0]?.title).not.toBe(en.body.data.data[0]?.title);
    expect((ar.body.data.data[0] as unknown as { url: string }).url).toMatch(/^\/ar-ae\//);
  });

  it('is cached under the pages’ tags: a content write makes the answer stale at once', async () => {
    const url = '/api/page_data?urlPattern=/cms-test/&sortBy=title&sortOrder=asc&limit=7';
    const first = await get(url);
    expect(first.headers['x-cms-cache']).toBe('stored');
    expect((await get(url)).headers['x-cms-cache']).toBe('hit');
    await ctx.db.execute(sql`update content_pages set meta_data = jsonb_set(meta_data, '{metaTags,0,content}',
      '"Aardvark | Sahel Compare (demo)"') where url_path = '/cms-test/axb/' and language = 'en'`);
    // What a write through this node does before answering (the admin routes); other nodes hear the NOTIFY.
    await app.pageCache.sync();
    const after = await get(url);
    expect(after.headers['x-cms-cache']).toBe('stored');
    expect(after.body.data.data.map((i) => i.title)).toEqual(['Aardvark', 'Beta', 'Gamma']);
  });
});

describe('POST /api/increment_page_view', () => {
  const device = async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/device',
      payload: { sourceId: 2, countryProductId: 17 },
    });
    expect(r.statusCode).toBe(200);
    return { token: String(r.headers.authorization), visitId: r.json<{ visitId: number }>().visitId };
  };
  const view = (token: string | undefined, payload: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/increment_page_view',
      headers: token ? { authorization: token } : {},
      payload: payload as object,
    });

  it('counts a page once per visit, whatever the language of its address; Popular orders by it', async () => {
    const a = await device();
    const b = await device();
    const first = await view(a.token, { url: '/cms-test/a_b/', visitId: a.visitId });
    expect(first.json()).toEqual({ data: { counted: true, pageViews: 1 } });
    for (let i = 0; i < 3; i++) {
      const again = await view(a.token, { url: '/cms-test/a_b/', visitId: a.visitId });
      expect(again.json()).toEqual({ data: { counted: false, pageViews: 1 } });
    }
    expect((await view(b.token, { url: '/cms-test/a_b/', visitId: b.visitId })).json()).toEqual({
      data: { counted: true, pageViews: 2 },
    });
    expect((await view(b.token, { url: '/cms-test/100%/', visitId: b.visitId })).json().data.pageViews).toBe(
      1,
    );
    await ctx.db.execute(sql`select 1`);
    const popular = await get(
      '/api/page_data?urlPattern=/cms-test/&sortBy=pageViews&sortOrder=desc&secondarySortBy=title&limit=3',
    );
    expect(popular.body.data.data.map((i) => [i.refUrl, i.pageViews])).toEqual([
      ['/cms-test/a_b/', 2],
      ['/cms-test/100%/', 1],
      ['/cms-test/axb/', 0],
    ]);
    const rows = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from page_view_visits where url_path = '/cms-test/a_b/'`,
    );
    expect(rows.rows[0]?.n).toBe(2);
  });

  it('takes the device token, refuses another device’s visit, an unknown page and a bad body', async () => {
    const a = await device();
    const b = await device();
    expect((await view(undefined, { url: '/cms-test/axb/', visitId: a.visitId })).statusCode).toBe(401);
    const other = await view(a.token, { url: '/cms-test/axb/', visitId: b.visitId });
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('UNKNOWN_VISIT');
    const unknown = await view(a.token, { url: '/no-such-page/', visitId: a.visitId });
    expect(unknown.statusCode).toBe(404);
    expect((await view(a.token, { url: '/cms-test/axb/', visitId: 'x' })).statusCode).toBe(400);
    expect((await view(a.token, { url: '/cms-test/axb/', visitId: a.visitId, n: 5 })).statusCode).toBe(400);
  });
});

describe('the other CMS calls', () => {
  it('pages_by_page_tag: 20 a page at most, by the stored tags', async () => {
    const r = await get('/api/pages_by_page_tag?pageTag=cms-test');
    expect(paths(r.body).sort()).toEqual(['/cms-test/100%/', '/cms-test/a_b/', '/cms-test/axb/']);
    expect((await get('/api/pages_by_page_tag?pageTag=cms-test&limit=21')).status).toBe(400);
    expect((await get('/api/pages_by_page_tag')).status).toBe(400);
  });

  it('latest_articles, product_articles/{id} and product_article_preview list articles, newest first', async () => {
    const latest = (await get('/api/latest_articles?limit=20')).body.data.data;
    expect(latest.length).toBeGreaterThan(3);
    const dates = latest.map((i) => i.updatedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    const car = (await get('/api/product_articles/1?limit=50')).body.data;
    expect(car.totalCount).toBeGreaterThan(0);
    expect(car.data.every((i) => (i as unknown as { pageTypeId: number }).pageTypeId === 2)).toBe(true);
    const preview = (await get('/api/product_article_preview?productId=1')).body.data.data;
    expect(paths({ data: { data: preview, totalCount: 0 } })).toEqual(paths({ data: car }).slice(0, 3));
    expect((await get('/api/product_articles/abc')).status).toBe(400);
  });

  it('authors and author/{name}: the people named on pages, with their pages; an unknown one is 404', async () => {
    const r = await app.inject({ url: '/api/authors' });
    const authors = r.json<{ data: { data: { name: string; slug: string; articleCount: number }[] } }>().data
      .data;
    expect(authors.length).toBeGreaterThan(0);
    const first = authors[0]!;
    const one = await app.inject({ url: `/api/author/${encodeURIComponent(first.slug)}` });
    expect(one.statusCode).toBe(200);
    const body = one.json<{ data: { author: { name: string }; articles: { totalCount: number } } }>().data;
    expect(body.author.name).toBe(first.name);
    expect(body.articles.totalCount).toBe(first.articleCount);
    const byName = await app.inject({ url: `/api/author/${encodeURIComponent(first.name)}` });
    expect(byName.json()).toEqual(one.json());
    const none = await app.inject({ url: '/api/author/nobody-at-all' });
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('AUTHOR_NOT_FOUND');
  });

  it('get_links, journey_element, get_component_config, redirections/published and podcast', async () => {
    const links = (await app.inject({ url: '/api/get_links?productId=1' })).json<{
      data: { data: { url: string; refUrl: string }[] };
    }>();
    expect(links.data.data.map((l) => l.refUrl)).toContain('/car-insurance/');
    const element = await app.inject({ url: '/api/journey_element/1/2' });
    expect([200, 404]).toContain(element.statusCode);
    expect((await app.inject({ url: '/api/journey_element/999/999' })).json().code).toBe(
      'JOURNEY_ELEMENT_NOT_FOUND',
    );
    const comp = await app.inject({ url: '/api/get_component_config?url=/ceo-blog/&type=CEO_BLOG' });
    expect(comp.json<{ data: { type: string }[] }>().data.map((b) => b.type)).toEqual(['CEO_BLOG']);
    expect((await app.inject({ url: '/api/get_component_config?url=/nope/' })).statusCode).toBe(404);
    const redirects = await app.inject({ url: '/api/redirections/published' });
    expect(redirects.statusCode).toBe(200);
    expect(redirects.json<{ data: { totalCount: number } }>().data.totalCount).toBeGreaterThanOrEqual(0);
    const podcast = await app.inject({ url: '/api/podcast' });
    const groups = podcast.json<{ data: { podcasts: unknown[]; totalCount: number }[] }>().data;
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((g) => g.totalCount === g.podcasts.length)).toBe(true);
  });
});

describe('the CEO blog’s list from page data (plain ?page= links)', () => {
  const stories = (html: string) => html.match(/class="ceo-blog__story ceo-blog__story--list"/g)?.length ?? 0;

  it('shows 6 stories, then 5 a page through ?page=N (noindex), in every language; past the last is 404, never cached', async () => {
    // The CEO blog lists its own stories (page type 53 of the home product, the list page left out: decision 0105).
    const articles = (await get('/api/page_data?productId=17&pageTypeId=53&ownUrl=/ceo-blog/&limit=50')).body
      .data.totalCount;
    expect(articles).toBeGreaterThanOrEqual(12);
    const pages = 1 + Math.ceil((articles - 6) / 5);
    const first = await app.inject({ url: '/ceo-blog/' });
    expect(first.statusCode).toBe(200);
    // The template's story is in a <template>, not counted as a list item by a browser; here it is one more match.
    expect(stories(first.body)).toBe(6 + 1);
    expect(first.body).toContain('href="?page=2"');
    expect(first.body).toContain('data-widget="cms-more"');
    expect(first.body).not.toMatch(/<meta name="robots" content="noindex/);
    const last = await app.inject({ url: `/ceo-blog/?page=${pages}` });
    expect(last.statusCode).toBe(200);
    expect(stories(last.body)).toBe(articles - 6 - (pages - 2) * 5 + 1);
    expect(last.body).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(last.body).not.toContain('rel="next"');
    expect(last.headers['x-page-cache']).toBe('stored');
    const ar = await app.inject({ url: `/ar-ae/ceo-blog/?page=${pages}` });
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toContain('الصفحة السابقة');
    for (let i = 0; i < 2; i++) {
      const past = await app.inject({ url: `/ceo-blog/?page=${pages + 1}` });
      expect(past.statusCode).toBe(404);
      expect(past.headers['x-page-cache']).not.toBe('hit');
    }
    // Only a plain page number is read: anything else is the first page (one cache entry).
    const odd = await app.inject({ url: '/ceo-blog/?page=02' });
    expect(odd.statusCode).toBe(200);
    expect(stories(odd.body)).toBe(7);
    // A page without a server list has no page 2.
    expect((await app.inject({ url: '/car-insurance/?page=2' })).statusCode).toBe(200);
  });
});
