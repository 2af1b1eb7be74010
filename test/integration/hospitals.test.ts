import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../src/server/app';
import { renderDocument } from '../../src/web/entry-server';
import { high, testAssets, testConfig, useTestApp } from './helpers';

/** Network hospitals (docs/product/hospitals.md; decision 0092): the public list, search, cities, insurers and near me. */

const { app, ctx } = useTestApp({ limits: high('RATE_LIMIT_READ_PER_IP') });

type Item = { providerId: number; providerName: string; city: string; citySlug: string; type: string };
type List = { data: { items: Item[]; limit: number; hasNext: boolean; total_count: number } };

async function get(url: string, lang = 'en') {
  return app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
}
async function list(query: string, lang = 'en'): Promise<List['data']> {
  const res = await get(`/api/network-hospitals?${query}`, lang);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as List).data;
}
const count = async (q: string) => Number((await ctx.db.execute(sql.raw(q))).rows[0]!.n);

describe('GET /api/network-hospitals', () => {
  it('pages an insurer’s network: skip and limit, hasNext and total_count from the tables', async () => {
    const total = await count(`select count(*) as n from hospital_networks where insurer_id = 1`);
    expect(total).toBeGreaterThan(100);
    const first = await list('insurerId=1&skip=0&limit=10');
    expect(first).toMatchObject({ limit: 10, hasNext: true, total_count: total });
    expect(first.items).toHaveLength(10);
    const next = await list('insurerId=1&skip=10&limit=10');
    expect(next.items.map((i) => i.providerId)).not.toContain(first.items[0]!.providerId);
    const last = await list(`insurerId=1&skip=${total - 3}&limit=10`);
    expect(last).toMatchObject({ hasNext: false });
    expect(last.items).toHaveLength(3);
  });

  it('filters by city (slug or id), type and network tier; cities follow the insurer', async () => {
    const inCity = await list('insurerId=1&city=al-ain&limit=50');
    expect(inCity.items.every((i) => i.citySlug === 'al-ain')).toBe(true);
    const byId = await list('insurerId=1&city=4&limit=50');
    expect(byId.total_count).toBe(inCity.total_count);
    // a page past the end of a small filter answers an empty page, never an error
    const past = await list('insurerId=12&limit=10&city=madinat-zayed&type=hospital&skip=10');
    expect(past).toMatchObject({ items: [], hasNext: false });
    const pharmacies = await list('insurerId=1&type=pharmacy&limit=50');
    expect(pharmacies.items.every((i) => i.type === 'pharmacy')).toBe(true);
    const tiers = [];
    for (const tier of ['restricted', 'general', 'premier', 'global'])
      tiers.push((await list(`insurerId=1&tier=${tier}&limit=1`)).total_count);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(tiers[0]).toBeLessThan(tiers[3]!);
    expect(tiers[3]).toBe((await list('insurerId=1&limit=1')).total_count);

    const cities = (await get('/api/network-hospitals/cities?insurerId=1')).json() as {
      data: { id: number; name: string; emirate: string }[];
    };
    const expected = await count(
      `select count(distinct h.city_id) as n from hospitals h join hospital_networks n on n.hospital_id = h.id where n.insurer_id = 1`,
    );
    expect(cities.data).toHaveLength(expected);
    const arabic = (await get('/api/network-hospitals/cities', 'ar')).json() as { data: { name: string }[] };
    expect(arabic.data.map((c) => c.name)).toContain('دبي');
  });

  it('refuses a missing insurer, a limit over 50 and an unknown insurer; SQL-looking names are text', async () => {
    const missing = await get('/api/network-hospitals?city=dubai');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect((await get('/api/network-hospitals?insurerId=1&limit=51')).statusCode).toBe(400);
    const unknown = await get('/api/network-hospitals?insurerId=999', 'hi');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'INSURER_NOT_FOUND' });
    expect(unknown.json().message).toMatch(/[\u0900-\u097F]/);
    const injected = await list(`insurerId=1&providerName=${encodeURIComponent("x' OR 1=1; --")}`);
    expect(injected.total_count).toBe(0);
    const percent = await list(`insurerId=1&providerName=${encodeURIComponent('%')}`);
    expect(percent.total_count).toBe((await list('insurerId=1&limit=1')).total_count);
  });

  it('matches names in English and Arabic, with or without diacritics and letter forms, relevance first', async () => {
    const english = await list('insurerId=1&providerName=desert%20rose&limit=50');
    expect(english.total_count).toBeGreaterThan(0);
    expect(english.items.every((i) => /desert rose/i.test(i.providerName))).toBe(true);
    const accented = await list(`insurerId=1&providerName=${encodeURIComponent('Désert Rôse')}&limit=50`);
    expect(accented.total_count).toBe(english.total_count);
    const arabic = await list(
      `insurerId=1&providerName=${encodeURIComponent('وردة الصحراء')}&limit=50`,
      'ar',
    );
    expect(arabic.total_count).toBe(english.total_count);
    expect(arabic.items[0]!.providerName).toMatch(/وردة الصحراء/);
    // teh marbuta as heh, harakat and tatweel: the same places
    const forms = await list(
      `insurerId=1&providerName=${encodeURIComponent('وَرْدَه الصـحراء')}&limit=50`,
      'ar',
    );
    expect(forms.total_count).toBe(english.total_count);
    // alef with hamza and alef maqsura: 'مستشفى' written 'مستشفي'
    const hospitals = await list(`insurerId=1&providerName=${encodeURIComponent('مستشفي')}&limit=1`, 'ar');
    const hospitalsRight = await list(
      `insurerId=1&providerName=${encodeURIComponent('مُسْتَشْفَى')}&limit=1`,
      'ar',
    );
    expect(hospitals.total_count).toBeGreaterThan(0);
    expect(hospitals.total_count).toBe(hospitalsRight.total_count);
    // a name that starts with the query comes before one that only contains it
    const rel = await list('insurerId=1&providerName=pharmacy&limit=50');
    expect(rel.items.length).toBeGreaterThan(0);
  });
});

describe('the other calls', () => {
  it('search by name without an insurer (keep my doctor)', async () => {
    const res = await get('/api/network-hospitals/search?providerName=lotus&limit=5');
    expect(res.statusCode).toBe(200);
    const data = (res.json() as List).data;
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.every((i) => /lotus/i.test(i.providerName))).toBe(true);
  });

  it('lists insurers with a network and their counts, and the TPAs', async () => {
    const res = await get('/api/allInsurers?hasNetworkPage=1');
    const data = (res.json() as { data: { insurerId: number; slug: string; hospitalCount: number }[] }).data;
    expect(data.length).toBeGreaterThanOrEqual(12);
    const falcon = data.find((d) => d.insurerId === 1)!;
    expect(falcon.hospitalCount).toBe(
      await count(`select count(*) as n from hospital_networks where insurer_id = 1`),
    );
    const tpas = (await get('/api/health/tpas')).json() as { data: { id: string; name: string }[] };
    expect(tpas.data.length).toBeGreaterThan(1);
    expect(tpas.data[0]).toMatchObject({
      id: expect.stringMatching(/^[a-z0-9-]+$/),
      name: expect.any(String),
    });
  });

  it('near me orders by distance from a position in the body and logs no coordinate', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = testConfig(high('RATE_LIMIT_READ_PER_IP'));
    const logged = await buildApp({
      config,
      db: ctx.db,
      assets: () => testAssets,
      render: renderDocument,
      logger: { ...loggerOptions(config), level: 'trace', stream },
    });
    try {
      const res = await logged.inject({
        method: 'POST',
        url: '/api/network-hospitals/nearby',
        payload: { latitude: 24.20756, longitude: 55.74471, limit: 5 },
      });
      expect(res.statusCode, res.body).toBe(200);
      const items = (res.json() as { data: { items: (Item & { distanceKm: number })[] } }).data.items;
      expect(items).toHaveLength(5);
      expect(items.every((i) => i.citySlug === 'al-ain')).toBe(true);
      const d = items.map((i) => i.distanceKm);
      expect(d).toEqual([...d].sort((a, b) => a - b));
      const bad = await logged.inject({
        method: 'POST',
        url: '/api/network-hospitals/nearby',
        payload: { latitude: 124.2, longitude: 55.7 },
      });
      expect(bad.statusCode).toBe(400);
    } finally {
      await logged.close();
    }
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toMatch(/24\.20|55\.74|124\.2/);
  });
});

describe('the page cache', () => {
  it('a write to the places, the cities or the networks gives the catalogue tag a new version (hospital pages)', async () => {
    const version = async () =>
      String(
        (await ctx.db.execute(sql`select version from page_cache_tags where tag = 'catalogue'`)).rows[0]
          ?.version ?? '',
      );
    for (const write of [
      sql`update hospitals set phone = phone where id = 1000`,
      sql`update cities set names = names where id = 1`,
      sql`update hospital_networks set tier_rank = tier_rank where hospital_id = 1000`,
    ]) {
      const before = await version();
      await ctx.db.execute(write);
      expect(await version()).not.toBe(before);
    }
  });
});
