import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { high, useTestApp } from './helpers';
import { quoteCatalogueSeed } from '../../src/db/seed/quotes-catalogue';
import { TYPICAL_PROFILES } from '../../src/db/seed/quotes/typical-profiles';
import type { THealthInput, TPlan, TRateTable } from '../../src/shared/contracts/quotes';
import { PRODUCT } from '../../src/shared/domain/products';
import { engineFor } from '../../src/shared/quotes';
import { HEALTH_SUMS_INSURED, healthFilterPath } from '../../src/shared/health-seo/filters';

/**
 * The health filter pages (decision 0098): GET /api/seo/filters, GET /api/seo/quotes, the nine Dubai sum-insured
 * pages listing their plans, and robots by the allowed list. Expected plans and prices are computed here from the
 * seed data files and the engine registry directly, not through the code under test.
 */

const { app, ctx } = useTestApp({ limits: high('RATE_LIMIT_READ_PER_IP') });
const get = (url: string, lang?: string) =>
  app.inject({ method: 'GET', url, headers: lang ? { 'accept-language': lang } : {} });

const catalogue = quoteCatalogueSeed();
const typical = TYPICAL_PROFILES.find((p) => p.id === 'health-dubai-single')!;
const engine = engineFor(PRODUCT.HEALTH_INSURANCE) as unknown as {
  price(i: unknown, p: TPlan, t: TRateTable): { declined: true } | { declined: false; totalFils: number };
};

/** Every visible, priced health plan with exactly this annual limit that the engine prices for `input`. */
function expected(valueAed: number, input: THealthInput) {
  return catalogue.plans
    .filter(
      (p): p is Extract<TPlan, { health: unknown }> =>
        p.productId === PRODUCT.HEALTH_INSURANCE && !p.isHidden && !p.showPriceOnRequest && 'health' in p,
    )
    .filter((p) => p.health.annualLimitAed === valueAed)
    .flatMap((plan) => {
      const table = catalogue.rateTables.find((t) => t.id === plan.rateTableId) as TRateTable;
      const r = engine.price(input, plan, table);
      return r.declined ? [] : [{ plan, totalFils: r.totalFils }];
    })
    .sort((a, b) => a.totalFils - b.totalFils || a.plan.planId - b.plan.planId);
}

const aed = (fils: number) =>
  (fils / 100).toLocaleString('en-US', {
    minimumFractionDigits: fils % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });

type SeoQuotes = {
  data: {
    sumInsured: { valueAed: number; slug: string };
    sortBy: string;
    profile: { typical: boolean; summary: string; emirate: string; members: unknown[] };
    plans: {
      planId: number;
      insurerSlug: string;
      planSlug: string;
      planPath: string;
      annualLimitAed: number;
      networkTier: string;
      copayPercent: number;
      totalFils: number;
      startingPremiumAed: number;
    }[];
  };
};

describe('GET /api/seo/filters', () => {
  it('answers the nine amounts, their labels per language, the allowed list and the meta default', async () => {
    const res = await get('/api/seo/filters', 'ar');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{
      data: {
        emirate: string;
        sumInsured: {
          valueAed: number;
          slug: string;
          path: string;
          label: string;
          labels: Record<string, string>;
          indexed: boolean;
        }[];
        allowedToIndex: string[];
        meta: { default: string; defaultSlug: string };
        sorts: string[];
      };
    }>();
    expect(data.emirate).toBe('dubai');
    expect(data.sumInsured.map((s) => s.valueAed)).toEqual([
      150_000, 250_000, 500_000, 1_000_000, 3_000_000, 5_000_000, 7_500_000, 10_000_000, 15_000_000,
    ]);
    for (const s of data.sumInsured) {
      expect(s.path).toBe(`/health-insurance/dubai/sum-insured-${s.slug}/`);
      expect(s.label).toBe(s.labels.ar);
      expect(s.label).toMatch(/[\u0600-\u06FF]/);
      expect(new Set(Object.values(s.labels)).size).toBe(4);
      expect(s.indexed).toBe(true);
    }
    expect(data.allowedToIndex).toEqual(data.sumInsured.map((s) => s.path));
    expect(data.meta).toEqual({ default: '150 Thousands', defaultSlug: '150-thousand' });
    expect(data.sorts).toEqual(['PRICE_ASC', 'COVER_DESC']);
    expect((await get('/api/seo/filters?x=1')).statusCode).toBe(400);
  });
});

describe('GET /api/seo/quotes', () => {
  it('lists, for each amount, the plans with that annual limit priced as the engine prices the typical profile', async () => {
    for (const s of HEALTH_SUMS_INSURED) {
      const res = await get(`/api/seo/quotes?sumInsured=${s.slug}`);
      expect(res.statusCode, s.slug).toBe(200);
      const { data } = res.json<SeoQuotes>();
      const want = expected(s.valueAed, typical.input as THealthInput);
      // the seed has Dubai plans at every amount of the filter pages (decision 0098)
      expect(want.length, s.slug).toBeGreaterThan(0);
      expect(
        data.plans.map((p) => [p.planId, p.totalFils]),
        s.slug,
      ).toEqual(want.map((w) => [w.plan.planId, w.totalFils]));
      for (const p of data.plans) {
        expect(p.annualLimitAed).toBe(s.valueAed);
        expect(p.startingPremiumAed).toBe(p.totalFils / 100);
        expect(p.planPath).toBe(`/health-insurance/${p.insurerSlug}-insurance/${p.planSlug}/`);
      }
      expect(data.sortBy).toBe('PRICE_ASC');
      expect(data.profile).toEqual({
        typical: true,
        summary: 'One adult aged 30 living in Dubai',
        emirate: 'dubai',
        members: [{ relation: 'self', age: 30, gender: 'male' }],
      });
    }
    // by value in AED too
    const byValue = await get('/api/seo/quotes?sumInsured=1000000');
    expect(byValue.json<SeoQuotes>().data.sumInsured.slug).toBe('1-million');
  });

  it('prices the members given, and sorts by most cover when asked', async () => {
    const res = await get(
      '/api/seo/quotes?sumInsured=500-thousand&members=self:40:female,spouse:42:male,child:5:male',
    );
    expect(res.statusCode).toBe(200);
    const { data } = res.json<SeoQuotes>();
    const input: THealthInput = {
      emirate: 'dubai',
      salaryBand: null,
      members: [
        { relation: 'self', age: 40, gender: 'female' },
        { relation: 'spouse', age: 42, gender: 'male' },
        { relation: 'child', age: 5, gender: 'male' },
      ],
    };
    expect(data.plans.map((p) => [p.planId, p.totalFils])).toEqual(
      expected(500_000, input).map((w) => [w.plan.planId, w.totalFils]),
    );
    expect(data.profile.typical).toBe(false);
    expect(data.profile.summary).toBe('3 people living in Dubai');
    const typicalPrices = (await get('/api/seo/quotes?sumInsured=500-thousand')).json<SeoQuotes>().data.plans;
    expect(data.plans[0]!.totalFils).toBeGreaterThan(typicalPrices[0]!.totalFils);

    const cover = (await get('/api/seo/quotes?sumInsured=1-million&sortBy=COVER_DESC')).json<SeoQuotes>()
      .data;
    const rank = ['restricted', 'general', 'premier', 'global'];
    for (let i = 1; i < cover.plans.length; i++) {
      const a = cover.plans[i - 1]!;
      const b = cover.plans[i]!;
      const ok =
        rank.indexOf(a.networkTier) > rank.indexOf(b.networkTier) ||
        (a.networkTier === b.networkTier &&
          (a.copayPercent < b.copayPercent ||
            (a.copayPercent === b.copayPercent && a.totalFils <= b.totalFils)));
      expect(ok, `${a.planId} before ${b.planId}`).toBe(true);
    }
  });

  it('refuses bad members, sorts and amounts with 400 VALIDATION_FAILED naming the parameter', async () => {
    const bad = [
      'sumInsured=2-million',
      'sumInsured=2000000',
      'members=self:30:male',
      'sumInsured=1-million&members=self:30',
      'sumInsured=1-million&members=self:30:robot',
      'sumInsured=1-million&members=uncle:30:male',
      'sumInsured=1-million&members=child:30:male',
      'sumInsured=1-million&members=self:17:male',
      'sumInsured=1-million&members=self:30:male,self:31:female',
      `sumInsured=1-million&members=${Array.from({ length: 7 }, () => 'child:3:male').join(',')}`,
      'sumInsured=1-million&members=self:300:male',
      "sumInsured=1-million&members=self:30:male';drop table plans;--",
      'sumInsured=1-million&sortBy=RECOMMENDED',
      'sumInsured=1-million&sortBy=NETWORK_MATCH_DESC',
      'sumInsured=1-million&sortBy=price',
      'sumInsured=1-million&page=2',
    ];
    for (const q of bad) {
      const res = await get(`/api/seo/quotes?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json<{ code: string; message: string }>().code, q).toBe('VALIDATION_FAILED');
      expect(res.json<{ message: string }>().message.length, q).toBeGreaterThan(0);
    }
  });

  it('needs no session token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/seo/quotes?sumInsured=150-thousand' });
    expect(res.statusCode).toBe(200);
  });
});

const planCards = (html: string) =>
  [...html.matchAll(/data-testid="filter-plan" data-plan-id="(\d+)"/g)].map((m) => Number(m[1]));
const prices = (html: string) =>
  [
    ...html.matchAll(
      /data-testid="filter-plan-price">.*?<bdi dir="ltr" class="money__amount">([^<]+)<\/bdi>/g,
    ),
  ].map((m) => m[1]);

describe('the nine Dubai sum-insured pages', () => {
  it('list the plans of their amount with the engine’s starting prices, in English and Arabic', async () => {
    for (const s of HEALTH_SUMS_INSURED) {
      const want = expected(s.valueAed, typical.input as THealthInput);
      for (const prefix of ['', '/ar-ae']) {
        const res = await get(`${prefix}${healthFilterPath(s.slug)}`);
        expect(res.statusCode, `${prefix} ${s.slug}`).toBe(200);
        expect(planCards(res.body), `${prefix} ${s.slug}`).toEqual(want.map((w) => w.plan.planId));
        expect(prices(res.body), `${prefix} ${s.slug}`).toEqual(want.map((w) => aed(w.totalFils)));
        for (const w of want) {
          const insurer = catalogue.insurers.find((i) => i.id === w.plan.providerId)!;
          expect(res.body).toContain(
            `href="${prefix}/health-insurance/${insurer.slug}-insurance/${w.plan.slug}/"`,
          );
        }
        expect(res.body).toContain('href="#journey"');
        if (prefix) {
          expect(res.body).toMatch(/<html lang="ar" dir="rtl">/);
          // numbers are isolated in <bdi> on Arabic pages
          expect(res.body.replace(/<\/?bdi>/g, '')).toContain('شخص بالغ واحد عمره 30 عاماً يقيم في دبي');
        } else {
          expect(res.body).toContain('Prices are for: One adult aged 30 living in Dubai');
        }
      }
    }
  });

  it('say index, follow for the allowed list; another filter address is noindex and left out of the sitemap', async () => {
    const one = await get(healthFilterPath('1-million'));
    expect(one.body).toContain('<meta name="robots" content="index, follow"');
    // a document stored at a filter address the allowed list does not name
    await ctx.db
      .execute(sql`insert into content_pages (url_path, language, product_id, page_type_id, meta_data, blocks, published)
      select '/health-insurance/dubai/sum-insured-2-million/', language, product_id, page_type_id, meta_data, blocks, true
      from content_pages where url_path = '/health-insurance/dubai/sum-insured-1-million/' and language = 'en'`);
    await ctx.db
      .execute(sql`insert into content_pages (url_path, language, product_id, page_type_id, meta_data, blocks, published)
      select '/health-insurance/sharjah/sum-insured-1-million/', language, product_id, page_type_id, meta_data, blocks, true
      from content_pages where url_path = '/health-insurance/dubai/sum-insured-1-million/' and language = 'en'`);
    for (const path of [
      '/health-insurance/dubai/sum-insured-2-million/',
      '/health-insurance/sharjah/sum-insured-1-million/',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('<meta name="robots" content="noindex, follow"');
    }
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    for (const s of HEALTH_SUMS_INSURED) expect(sitemap.body).toContain(`${healthFilterPath(s.slug)}</loc>`);
    expect(sitemap.body).not.toContain('sum-insured-2-million');
    expect(sitemap.body).not.toContain('/sharjah/sum-insured');
  });
});
