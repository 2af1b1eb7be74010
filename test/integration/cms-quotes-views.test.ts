import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cmsRepo } from '../../src/server/modules/cms/repo';
import { HIGH_WRITES, high, useTestApp } from './helpers';

/**
 * Decision 0107: GET /api/get_quotes/{product}/{profile}/{skip}/{limit} priced by the engines over the seeded
 * catalogue, validated and cached; the page-view rows' retention; the missing routes of decision 0107 in en and ar.
 */

const { app, ctx } = useTestApp({
  limits: { ...HIGH_WRITES, ...high('RATE_LIMIT_READ_PER_IP', 'RATE_LIMIT_READ_PER_DEVICE') },
});

type Quotes = {
  data: {
    profileId: string;
    profileSummary: string;
    period: string;
    plans: { planId: number; totalFils: number; insurerName: string }[];
    totalCount: number;
    profileCount: number;
  };
  code?: string;
};
const get = async (url: string, headers: Record<string, string> = {}) => {
  const r = await app.inject({ url, headers });
  return { status: r.statusCode, body: r.json<Quotes>(), headers: r.headers };
};

describe('GET /api/get_quotes/{a}/{b}/{c}/{d}', () => {
  it('prices the product’s typical profile with the engines, cheapest first, paged, then answers from the cache', async () => {
    const all = await get('/api/get_quotes/1/1/0/20');
    expect(all.status).toBe(200);
    expect(all.body.data.profileId).toBe('car-dubai-sedan');
    expect(all.body.data.period).toBe('year');
    const totals = all.body.data.plans.map((p) => p.totalFils);
    expect(totals.length).toBeGreaterThan(3);
    expect(totals).toEqual([...totals].sort((x, y) => x - y));
    expect(all.body.data.totalCount).toBeGreaterThanOrEqual(totals.length);
    const page = await get('/api/get_quotes/1/1/2/2');
    expect(page.body.data.plans.map((p) => p.planId)).toEqual(
      all.body.data.plans.slice(2, 4).map((p) => p.planId),
    );
    expect(page.headers['x-cms-cache']).not.toBe('hit');
    expect((await get('/api/get_quotes/1/1/2/2')).headers['x-cms-cache']).toBe('hit');
    // The second health profile (a family) is another profile than the first.
    const family = await get('/api/get_quotes/3/2/0/3');
    expect(family.status).toBe(200);
    expect(family.body.data.profileId).toBe('health-dubai-family');
    expect(family.body.data.profileCount).toBe(2);
    // In Arabic the profile is described in Arabic.
    const ar = await get('/api/get_quotes/1/1/0/1', { 'accept-language': 'ar' });
    expect(ar.body.data.profileSummary).not.toBe(all.body.data.profileSummary);
  });

  it('answers 404 for a product without an engine or a profile past the last, 400 for a bad segment', async () => {
    const cards = await get('/api/get_quotes/7/1/0/5');
    expect([cards.status, cards.body.code]).toEqual([404, 'QUOTES_NOT_FOUND']);
    const past = await get('/api/get_quotes/1/9/0/5');
    expect([past.status, past.body.code]).toEqual([404, 'QUOTES_NOT_FOUND']);
    for (const bad of [
      '/api/get_quotes/1/1/0/21',
      '/api/get_quotes/1/0/0/5',
      '/api/get_quotes/x/1/0/5',
      '/api/get_quotes/1/1/-1/5',
    ])
      expect([bad, (await get(bad)).status]).toEqual([bad, 400]);
  });
});

describe('page-view rows retention (PAGE_VIEW_VISITS_KEEP_DAYS)', () => {
  it('deletes the once-per-visit rows older than the setting; the counts stay', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/device',
      payload: { sourceId: 2, countryProductId: 17 },
    });
    const visitId = r.json<{ visitId: number }>().visitId;
    await ctx.db.execute(sql`insert into page_view_visits (visit_id, url_path, viewed_at) values
      (${visitId}, '/retention-old/', now() - interval '31 days'), (${visitId}, '/retention-new/', now() - interval '29 days')`);
    await ctx.db.execute(sql`insert into page_view_counts (url_path, views) values ('/retention-old/', 7)`);
    expect(await cmsRepo(ctx.db).purgeViewVisits(30)).toBe(1);
    const left = await ctx.db.execute<{ url_path: string }>(
      sql`select url_path from page_view_visits where visit_id = ${visitId} order by url_path`,
    );
    expect(left.rows.map((x) => x.url_path)).toEqual(['/retention-new/']);
    const count = await ctx.db.execute<{ views: number }>(
      sql`select views from page_view_counts where url_path = '/retention-old/'`,
    );
    expect(count.rows[0]?.views).toBe(7);
  });
});

describe('the missing routes of decision 0107', () => {
  const page = async (url: string) => {
    const r = await app.inject({ url });
    return { status: r.statusCode, body: r.body };
  };

  it('answers each new page in English and Arabic, with its hreflang alternates', async () => {
    for (const path of [
      '/sme-insurance/',
      '/campaign/',
      '/thank-you/',
      '/life-savings/referral/',
      '/term-insurance/buy-insurance/',
      '/term-insurance/buy-insurance/landing/',
    ]) {
      const en = await page(path);
      expect([path, en.status]).toEqual([path, 200]);
      expect(en.body).toContain(`hrefLang="ar-AE" href="http://localhost:3000/ar-ae${path}"`);
      const ar = await page(`/ar-ae${path}`);
      expect([path, ar.status]).toEqual([path, 200]);
      expect(ar.body).toMatch(/<html[^>]*dir="rtl"/);
    }
  });

  it('keeps the group-health thank-you page out of search; the referral page links to buy-insurance as it is', async () => {
    expect((await page('/thank-you/')).body).toMatch(/<meta name="robots" content="noindex, follow"/);
    const referral = await page('/life-savings/referral/');
    expect(referral.body).toContain('href="/term-insurance/buy-insurance/"');
    expect(referral.body).not.toContain('/term-insurance/buy-insurance/landing/');
    const sitemap = (await page('/sitemap.xml')).body;
    expect(sitemap).toContain('/sme-insurance/</loc>');
    expect(sitemap).toContain('/ar-ae/campaign/</loc>');
    expect(sitemap).not.toContain('/thank-you/</loc>');
  });
});
