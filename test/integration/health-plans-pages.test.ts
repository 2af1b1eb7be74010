import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZNetworkHospitalsSeo, ZPlanDetails } from '../../src/shared/contracts/health-plan-pages';
import { healthPlansRepo } from '../../src/server/modules/health-plans/repo';
import { high, useTestApp } from './helpers';

/**
 * The health provider and plan pages (decision 0097): page types 3 and 50 in four languages, the Plan Summary card,
 * network counts equal to hospital_networks at the plan's tier or below, links to the hospital lists, 404 and never
 * cached for unknown slugs, the sitemap; GET /api/seo/plan_details/{insurer}/{plan} and GET /api/seo/network-hospitals.
 */

const { app, ctx } = useTestApp({ limits: high('RATE_LIMIT_READ_PER_IP') });

const rows = async <T>(q: string) => (await ctx.db.execute(sql.raw(q))).rows as T[];
const get = (url: string, lang?: string) =>
  app.inject({ method: 'GET', url, headers: lang ? { 'accept-language': lang } : {} });
const TIERS = ['restricted', 'general', 'premier', 'global'];
const PROVIDER = '/health-insurance/falcon-crest-insurance/';

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

type PlanRow = { slug: string; name: string; tier: string; cover: number; pharmacy: number; copay: number };
const plansOf = (insurer: string) =>
  rows<PlanRow>(`select p.slug, p.document->'planName'->>'en' as name, p.document->'health'->>'networkTier' as tier,
      (p.document->'health'->>'annualLimitAed')::int as cover, (p.document->'health'->>'pharmacyLimitAed')::int as pharmacy,
      (p.document->'health'->>'copayPercent')::int as copay
    from plans p join insurers i on i.id = p.provider_id
    where i.slug = '${insurer}' and p.product_id = 3 and not p.is_hidden order by p.id`);

/** Places of the insurer at the tier or below, from the tables (all cities, or one). */
async function networkCount(insurer: string, tier: string, city?: string) {
  const [r] = await rows<{ n: number }>(`select count(*)::int as n from hospital_networks n
    join insurers i on i.id = n.insurer_id join hospitals h on h.id = n.hospital_id join cities c on c.id = h.city_id
    where i.slug = '${insurer}' and n.tier_rank <= ${TIERS.indexOf(tier)}${city ? ` and c.slug = '${city}'` : ''}`);
  return r!.n;
}

describe('the plan page (page type 50)', () => {
  it('shows the Plan Summary card, benefits, co-pay, the network count from the tables and a link to a list', async () => {
    const plans = await plansOf('falcon-crest');
    expect(plans.length).toBeGreaterThan(2);
    const plan = plans.find((p) => p.copay > 0) ?? plans[0]!;
    const url = `${PROVIDER}${plan.slug}/`;
    const res = await get(url);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['x-page-cache']).toBe('stored');
    const body = text(res.body);
    const count = await networkCount('falcon-crest', plan.tier);
    expect(count).toBeGreaterThan(0);
    expect(body).toContain('Plan Summary');
    expect(body).toContain(plan.name);
    expect(body).toContain(`AED ${plan.cover.toLocaleString('en-US')}`);
    expect(body).toContain(`Upto AED ${plan.pharmacy.toLocaleString('en-US')}`);
    expect(body).toMatch(/TPA.+\(demo\)/);
    expect(body).toContain('Apply Now');
    expect(res.body).toContain('href="/health-insurance/#journey"');
    expect(body).toContain(`You pay ${plan.copay}% of each covered bill`);
    expect(body).toContain(`${count} hospitals, clinics, pharmacies and diagnostic centres of Falcon Crest`);
    // the list link goes to the city with most places in the plan's network, with its count from the tables
    const m =
      /href="(\/health-insurance\/network-hospitals\/falcon-crest-insurance-hospital-list-([a-z0-9-]+)\/)"/.exec(
        res.body,
      );
    expect(m).not.toBeNull();
    const cityCount = await networkCount('falcon-crest', plan.tier, m![2]);
    expect(body).toContain(`: ${cityCount} in this plan's network`);
    expect((await get(m![1]!)).statusCode).toBe(200);
    expect(res.body).toContain('href="/health-insurance/network-hospitals/"');
    // the insurer's plans priced for the typical profile, each linking to its page (no grouping)
    for (const p of plans.filter((x) => x.slug !== plan.slug))
      expect(res.body).toContain(`href="${PROVIDER}${p.slug}/"`);
    expect(body).toContain('One adult aged 30 living in Dubai');
    expect(body).toMatch(/AED [\d,.]+ a year/);
    // SEO: title, canonical, alternates, crumbs, JSON-LD; no script of its own
    expect(res.body).toMatch(/<title>[^<]*Falcon Crest[^<]*<\/title>/);
    expect(res.body).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+${url}"`));
    for (const l of ['en', 'ar', 'hi', 'ml'])
      expect(res.body).toMatch(new RegExp(`rel="alternate" hreflang="${l}-AE"`, 'i'));
    expect(res.body).toMatch(/rel="alternate" hreflang="x-default"/i);
    expect(res.body).toContain('"@type":"BreadcrumbList"');
    expect(res.body).toContain('"@type":"Product"');
    expect(res.body).not.toContain('name="robots"');
    expect((await get(url)).headers['x-page-cache']).toBe('hit');
  });

  it('renders in all four languages, Arabic right to left with the amounts isolated', async () => {
    const [plan] = await plansOf('pearl-gate');
    for (const [prefix, word] of [
      ['', 'Plan Summary'],
      ['/ar-ae', 'ملخص الخطة'],
      ['/hi-ae', 'प्लान का सारांश'],
      ['/ml-ae', 'പ്ലാൻ ചുരുക്കം'],
    ] as const) {
      const res = await get(`${prefix}/health-insurance/pearl-gate-insurance/${plan!.slug}/`);
      expect(res.statusCode, prefix).toBe(200);
      expect(text(res.body), prefix).toContain(word);
    }
    const ar = await get(`/ar-ae/health-insurance/pearl-gate-insurance/${plan!.slug}/`);
    expect(ar.body).toContain('dir="rtl"');
    expect(ar.body).toContain(`<bdi dir="ltr">${plan!.cover.toLocaleString('en-US')}</bdi>`);
    expect(ar.body).toContain(
      'href="/ar-ae/health-insurance/network-hospitals/pearl-gate-insurance-hospital-list-',
    );
  });
});

describe('the provider page (page type 3)', () => {
  it("lists the insurer's plans linking to their pages and its network per city with counts from the tables", async () => {
    const plans = await plansOf('falcon-crest');
    const res = await get(PROVIDER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-page-cache']).toBe('stored');
    const body = text(res.body);
    expect(body).toContain('Falcon Crest Assurance (demo) health insurance plans');
    for (const p of plans) expect(res.body).toContain(`href="${PROVIDER}${p.slug}/"`);
    expect(res.body.match(/class="hplan__card"/g)).toHaveLength(plans.length);
    const cities = await rows<{ slug: string; en: string; n: number }>(`select c.slug, c.names->>'en' as en,
        count(*)::int as n from hospital_networks n join insurers i on i.id = n.insurer_id
        join hospitals h on h.id = n.hospital_id join cities c on c.id = h.city_id
        where i.slug = 'falcon-crest' group by c.id`);
    const total = cities.reduce((s, c) => s + c.n, 0);
    expect(body).toContain(`${total} hospitals, clinics, pharmacies and diagnostic centres in the network`);
    for (const c of cities) {
      expect(res.body).toContain(
        `href="/health-insurance/network-hospitals/falcon-crest-insurance-hospital-list-${c.slug}/"`,
      );
      expect(body).toContain(`${c.en}: ${c.n} places`);
    }
    for (const prefix of ['/ar-ae', '/hi-ae', '/ml-ae'])
      expect((await get(`${prefix}${PROVIDER}`)).statusCode, prefix).toBe(200);
    expect(res.body).toContain('"@type":"ItemList"');
  });
});

describe('unknown slugs', () => {
  it('answer 404, never cached', async () => {
    for (const url of [
      '/health-insurance/nobody-insurance/',
      '/health-insurance/nobody-insurance/falcon-crest-health-gold/',
      '/health-insurance/falcon-crest-insurance/no-such-plan/',
      // another insurer's plan under this insurer
      `/health-insurance/falcon-crest-insurance/${(await plansOf('pearl-gate'))[0]!.slug}/`,
      '/ar-ae/health-insurance/nobody-insurance/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect((await get(url)).headers['x-page-cache'], url).not.toBe('hit');
    }
  });
});

describe('GET /api/seo/plan_details/{insurer}/{plan}', () => {
  it('answers the page data: summary, benefits, network tier and count, starting price with its profile', async () => {
    const [plan] = await plansOf('falcon-crest');
    const res = await get(`/api/seo/plan_details/falcon-crest/${plan!.slug}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = ZPlanDetails.parse(res.json().data);
    expect(d.plan).toMatchObject({
      slug: plan!.slug,
      name: plan!.name,
      coverAed: plan!.cover,
      pharmacyLimitAed: plan!.pharmacy,
      networkTier: plan!.tier,
      hospitalCount: await networkCount('falcon-crest', plan!.tier),
    });
    expect(d.plan.startingPriceFils).toBeGreaterThan(0);
    expect(d.profile.id).toBe('health-dubai-single');
    expect(d.benefits.length).toBeGreaterThan(3);
    expect(d.cities.reduce((s, c) => s + c.count, 0)).toBe(d.plan.hospitalCount);
    expect(d.mainCity).toEqual(d.cities[0]);
    // without grouping: every plan of the insurer, cheapest first
    const prices = d.insurerPlans.map((p) => p.startingPriceFils ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(d.insurerPlans.length).toBe((await plansOf('falcon-crest')).length);
    // the pages' '-insurance' form works too, and the language follows Accept-Language
    const ar = await get(`/api/seo/plan_details/falcon-crest-insurance/${plan!.slug}`, 'ar');
    expect(ar.statusCode).toBe(200);
    expect(ZPlanDetails.parse(ar.json().data).plan.name).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 404 PLAN_NOT_FOUND for an unknown insurer or plan, 400 for a malformed slug', async () => {
    for (const url of [
      '/api/seo/plan_details/nobody/falcon-crest-health-gold',
      '/api/seo/plan_details/falcon-crest/nope',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'PLAN_NOT_FOUND', message: expect.any(String) });
    }
    const bad = await get('/api/seo/plan_details/Falcon_Crest/x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
  });
});

describe('GET /api/seo/network-hospitals', () => {
  it('answers the insurers with a network, their counts, cities and pages', async () => {
    const res = await get('/api/seo/network-hospitals');
    expect(res.statusCode).toBe(200);
    const d = ZNetworkHospitalsSeo.parse(res.json().data);
    expect(d.searchPath).toBe('/health-insurance/network-hospitals/');
    const [n] = await rows<{ n: number }>(
      `select count(distinct insurer_id)::int as n from hospital_networks`,
    );
    expect(d.insurers).toHaveLength(n!.n);
    const falcon = d.insurers.find((i) => i.slug === 'falcon-crest')!;
    expect(falcon.providerPath).toBe(PROVIDER);
    expect(falcon.cities.reduce((s, c) => s + c.count, 0)).toBe(falcon.hospitalCount);
    expect(falcon.cities[0]!.listPath).toMatch(
      /^\/health-insurance\/network-hospitals\/falcon-crest-insurance-hospital-list-/,
    );
    const [c] = await rows<{ n: number }>(`select count(*)::int as n from cities`);
    expect(d.cities.length).toBe(c!.n);
  });
});

describe('sitemap.xml', () => {
  it('lists every provider and plan page in every language', async () => {
    const xml = (await get('/sitemap.xml')).body;
    const plans = await plansOf('falcon-crest');
    expect(xml).toContain(`${PROVIDER}</loc>`);
    expect(xml).toContain(`/ar-ae${PROVIDER}${plans[0]!.slug}/</loc>`);
    expect(xml).toContain(`/ml-ae${PROVIDER}</loc>`);
    expect(xml).toContain(`/hi-ae${PROVIDER}${plans[1]!.slug}/</loc>`);
  });
});

describe('the cached health catalogue', () => {
  it('has a new stamp when a place is edited in the console, even with as many network rows', async () => {
    const repo = healthPlansRepo(ctx.db);
    const before = await repo.stamp();
    const [h] = await rows<{ id: number }>('select min(id) as id from hospitals');
    await ctx.db.execute(sql`update hospitals set edited_at = now() where id = ${h!.id}`);
    try {
      expect(await repo.stamp()).not.toBe(before);
    } finally {
      await ctx.db.execute(sql`update hospitals set edited_at = null where id = ${h!.id}`);
    }
    expect(await repo.stamp()).toBe(before);
  });
});
