import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { high, useTestApp } from './helpers';

/**
 * The network hospital pages (decision 0093): the list per insurer and city (count from the tables, 10 a page,
 * `?page=` links, 404 and not cached for unknown slugs, the spec's empty message), the hospital page (page type
 * 57) with its insurers, tiers and plans, JSON-LD, and the sitemap's entries.
 */

const { app, ctx } = useTestApp({ limits: high('RATE_LIMIT_READ_PER_IP') });

const rows = async <T>(q: string) => (await ctx.db.execute(sql.raw(q))).rows as T[];
const get = (url: string) => app.inject({ method: 'GET', url });
const LIST = '/health-insurance/network-hospitals/falcon-crest-insurance-hospital-list-dubai/';

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

describe('the hospital list page', () => {
  it('shows the total from the tables in the title and heading, the first 10 places and a link to page 2', async () => {
    const [n] = await rows<{ n: number }>(`select count(*)::int as n from hospital_networks n
      join hospitals h on h.id = n.hospital_id join insurers i on i.id = n.insurer_id
      join cities c on c.id = h.city_id where i.slug = 'falcon-crest' and c.slug = 'dubai'`);
    const total = n!.n;
    expect(total).toBeGreaterThan(10);
    const res = await get(LIST);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['x-page-cache']).toBe('stored');
    expect(res.body).toContain(`<title>${total} network hospitals of Falcon Crest`);
    expect(text(res.body)).toMatch(
      new RegExp(`${total} network hospitals of Falcon Crest Assurance \\(demo\\) in Dubai`),
    );
    expect(res.body.match(/class="hosp__item"/g)).toHaveLength(10);
    expect(res.body).toMatch(/href="tel:\+9714555\d{4}"/);
    expect(res.body).toContain(`href="${LIST}?page=2"`);
    expect(res.body).toMatch(/href="\/health-insurance\/hospitals\/[a-z0-9-]+\/"/);
    expect(res.body).not.toContain('name="robots"');
    expect(res.body).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+${LIST}"`));
    for (const l of ['en', 'ar', 'hi', 'ml'])
      expect(res.body).toMatch(new RegExp(`rel="alternate" hreflang="${l}-AE"`, 'i'));
    expect(res.body).toContain('"@type":"BreadcrumbList"');
    // no script of its own: only the shell's
    expect(res.body).not.toContain('data-island="Hospital');
    const again = await get(LIST);
    expect(again.headers['x-page-cache']).toBe('hit');
  });

  it('answers page 2 with the next places, noindex; a page past the last and an odd page value are handled', async () => {
    const one = await get(LIST);
    const two = await get(`${LIST}?page=2`);
    expect(two.statusCode).toBe(200);
    expect(two.body).toContain('content="noindex, follow"');
    expect(two.body).toContain(`href="${LIST}"`);
    const names = (h: string) => [...h.matchAll(/class="hosp__name"><a href="([^"]+)"/g)].map((m) => m[1]);
    expect(names(two.body).length).toBeGreaterThan(0);
    for (const n of names(two.body)) expect(names(one.body)).not.toContain(n);
    const past = await get(`${LIST}?page=99`);
    expect(past.statusCode).toBe(404);
    expect(past.headers['x-page-cache']).not.toBe('stored');
    // not a small plain integer: the first page (the value is not read, so it is not a cache key either)
    const odd = await get(`${LIST}?page=02x`);
    expect(odd.statusCode).toBe(200);
    expect(names(odd.body)).toEqual(names(one.body));
  });

  it('answers 404 for an unknown insurer or city, never cached', async () => {
    for (const url of [
      '/health-insurance/network-hospitals/nobody-insurance-hospital-list-dubai/',
      '/health-insurance/network-hospitals/falcon-crest-insurance-hospital-list-atlantis/',
      '/health-insurance/network-hospitals/falcon-crest-hospital-list-dubai/',
      '/health-insurance/hospitals/no-such-place/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      const again = await get(url);
      expect(again.headers['x-page-cache'], url).not.toBe('hit');
    }
  });

  it("says 'No Network Hospital is available at {city}.' for a known city without the insurer's places", async () => {
    await ctx.db
      .execute(sql`insert into cities (id, slug, emirate, names) values (990, 'test-oasis', 'fujairah',
      ${JSON.stringify({ en: 'Test Oasis', ar: 'واحة الاختبار', hi: 'टेस्ट ओएसिस', ml: 'ടെസ്റ്റ് ഒയാസിസ്' })}::jsonb)
      on conflict do nothing`);
    const url = '/health-insurance/network-hospitals/falcon-crest-insurance-hospital-list-test-oasis/';
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(text(res.body)).toContain('No Network Hospital is available at Test Oasis.');
    expect(res.body).toContain('<title>0 network hospitals');
    const ar = await get(`/ar-ae${url}`);
    expect(text(ar.body)).toContain('لا يوجد مستشفى ضمن الشبكة في واحة الاختبار.');
    // a city with places never shows it
    expect(text((await get(LIST)).body)).not.toContain('No Network Hospital');
  });

  it('renders in every language with the city and insurer in that language', async () => {
    const ar = await get(`/ar-ae${LIST}`);
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toContain('dir="rtl"');
    expect(ar.body).toContain('دبي');
    expect(ar.body).toMatch(/مستشفى|عيادة|صيدلية|مركز تشخيص/);
    const hi = await get(`/hi-ae${LIST}`);
    expect(text(hi.body)).toContain('दुबई में');
    const ml = await get(`/ml-ae${LIST}`);
    expect(text(ml.body)).toContain('നെറ്റ്‌വർക്ക് ആശുപത്രികൾ');
  });
});

describe('the hospital page', () => {
  it('shows the place, a map link, its insurers with tiers and plans, and Hospital JSON-LD', async () => {
    const [h] = await rows<{ id: number; slug: string; name: string; lat: number; lng: number }>(
      `select id, slug, name_latin as name, latitude as lat, longitude as lng from hospitals where type = 'hospital' order by id limit 1`,
    );
    const nets = await rows<{ slug: string; tier: number }>(
      `select i.slug, n.tier_rank as tier from hospital_networks n join insurers i on i.id = n.insurer_id where n.hospital_id = ${h!.id}`,
    );
    expect(nets.length).toBeGreaterThan(0);
    const res = await get(`/health-insurance/hospitals/${h!.slug}/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-page-cache']).toBe('stored');
    expect(text(res.body)).toContain(h!.name);
    expect(res.body).toContain(`https://www.openstreetmap.org/?mlat=${h!.lat}&amp;mlon=${h!.lng}`);
    expect(res.body.match(/class="hosp__insurer"/g)).toHaveLength(nets.length);
    for (const n of nets)
      expect(res.body).toContain(`/health-insurance/network-hospitals/${n.slug}-insurance-hospital-list-`);
    // plans: the insurer's visible health plans whose tier rank is at least the place's
    const tiers = ['restricted', 'general', 'premier', 'global'];
    const plans = await rows<{ name: string; tier: string; provider: string }>(
      `select p.document->'planName'->>'en' as name, p.document->'health'->>'networkTier' as tier, i.slug as provider
       from plans p join insurers i on i.id = p.provider_id where not p.is_hidden and p.document->'health'->>'networkTier' is not null`,
    );
    const body = text(res.body);
    for (const p of plans) {
      const net = nets.find((n) => n.slug === p.provider);
      if (!net) continue;
      if (tiers.indexOf(p.tier) >= net.tier) expect(body).toContain(p.name);
    }
    const ld = [...res.body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const place = ld.find((x) => x['@type'] === 'Hospital');
    expect(place).toMatchObject({ name: h!.name, telephone: expect.stringMatching(/^\+971/) });
    expect(res.body).not.toMatch(/<script(?![^>]*(application\/ld\+json|application\/json|type="module"))/);
  });

  it('uses the Arabic script name on the Arabic page and MedicalClinic for a clinic', async () => {
    const [c] = await rows<{ slug: string; ar: string }>(
      `select slug, name_arabic as ar from hospitals where type = 'clinic' order by id limit 1`,
    );
    const res = await get(`/ar-ae/health-insurance/hospitals/${c!.slug}/`);
    expect(res.statusCode).toBe(200);
    expect(text(res.body)).toContain(c!.ar);
    expect(res.body).toContain('"@type":"MedicalClinic"');
  });
});

describe('the HOSPITALS_NETWORK block', () => {
  it("shows the named insurer's places from the table and links to its list page of each city", async () => {
    const [n] = await rows<{ n: number }>(`select count(*)::int as n from hospital_networks n
      join insurers i on i.id = n.insurer_id where i.slug = 'falcon-crest'`);
    const res = await get('/health-insurance/plans-explained/');
    expect(res.statusCode).toBe(200);
    const body = text(res.body);
    expect(body).toContain('Falcon Crest Assurance (demo) network hospitals');
    expect(body).toContain(`${n!.n} places in the network`);
    expect(res.body).toContain(`href="${LIST}"`);
    expect(res.body).toMatch(
      /class="hospitals__name"[^>]*><a href="\/health-insurance\/hospitals\/[a-z0-9-]+\/"/,
    );
  });
});

describe('sitemap.xml', () => {
  it('lists the list pages with places and the hospital pages, in every language', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    const xml = res.body;
    expect(xml).toContain(`${LIST}</loc>`);
    expect(xml).toContain(`/ar-ae${LIST}</loc>`);
    expect(xml).toContain(`/ml-ae${LIST}</loc>`);
    const [h] = await rows<{ slug: string }>(`select slug from hospitals order by id limit 1`);
    expect(xml).toContain(`/hi-ae/health-insurance/hospitals/${h!.slug}/</loc>`);
    expect(xml).not.toContain('hospital-list-test-oasis');
  });
});
