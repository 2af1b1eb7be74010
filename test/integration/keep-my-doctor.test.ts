import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { quoteCatalogueSeed } from '../../src/db/seed/quotes-catalogue';
import { NETWORK_TIERS } from '../../src/shared/contracts/quotes-base';
import {
  QUOTE_PAGE_SIZE,
  ZQuotesResponse,
  type TQuote,
  type TQuotesResponse,
} from '../../src/shared/contracts/quotes-api';
import { ZApiError } from '../../src/shared/contracts/errors';
import { useTestApp, HIGH, HIGH_WRITES } from './helpers';
import { createDevice, lastOtp } from './journey-fixtures';
import { healthAnswers, storeEnquiry, travelAnswers, type Device } from './quotes-fixtures';

/**
 * Keep my doctor (decision 0095): `POST /api/quotes` for health takes up to five hospital ids, saves
 * the choice with the enquiry, and every health quote says how many of them its plan's network holds (a place is in
 * a plan's network when its insurer takes it at the plan's `networkTier` or below); NETWORK_MATCH_DESC sorts by
 * that count, then by price.
 */

const { app, ctx } = useTestApp({
  limits: { ...HIGH_WRITES, RATE_LIMIT_READ_PER_IP: HIGH },
  env: { JOBS_ENABLED: 'false' },
});

const catalogue = quoteCatalogueSeed();
const tierOf = (planId: number): number => {
  const plan = catalogue.plans.find((p) => p.planId === planId);
  return plan?.productId === 3 ? NETWORK_TIERS.indexOf(plan.health.networkTier) : -1;
};

const post = (d: Device, body: Record<string, unknown>, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: body,
    remoteAddress: '10.95.0.1',
    headers: { authorization: d.token, 'accept-language': lang },
  });

async function list(d: Device, body: Record<string, unknown>, lang = 'en'): Promise<TQuotesResponse> {
  const res = await post(d, body, lang);
  expect(res.statusCode, res.body).toBe(200);
  return ZQuotesResponse.parse(res.json());
}

async function all(d: Device, body: Record<string, unknown>, lang = 'en'): Promise<TQuote[]> {
  const out: TQuote[] = [];
  for (let skip = 0; ; skip += QUOTE_PAGE_SIZE) {
    const page = await list(d, { ...body, skip }, lang);
    out.push(...page.quotes);
    if (skip + QUOTE_PAGE_SIZE >= page.totalCount) return out;
  }
}

const savedChoice = async (publicId: string) =>
  (
    await ctx.db.execute<{ ids: unknown }>(
      sql`select answers->'hospitalIds' as ids from enquiries where public_id = ${publicId}`,
    )
  ).rows[0]?.ids ?? null;

/**
 * Five places from the tables: each joins some insurer's network above the lowest tier (so a restricted plan of
 * that insurer leaves it out and a higher one takes it in), and one is missing from some insurer's network.
 */
async function fivePlaces() {
  const ids = (
    await ctx.db.execute<{ id: number }>(sql`
      select hospital_id as id from hospital_networks group by hospital_id
      having max(tier_rank) >= 1 and min(tier_rank) = 0
        and count(*) < (select count(distinct insurer_id) from hospital_networks)
      order by hospital_id limit 5`)
  ).rows.map((r) => r.id);
  expect(ids).toHaveLength(5);
  const rows = (
    await ctx.db.execute<{ hospitalId: number; insurerId: number; tierRank: number }>(sql`
      select hospital_id as "hospitalId", insurer_id as "insurerId", tier_rank as "tierRank"
      from hospital_networks where hospital_id = any(${sql.param(ids)}::int[])`)
  ).rows;
  const names = (
    await ctx.db.execute<{ id: number; latin: string; arabic: string }>(sql`
      select id, name_latin as latin, name_arabic as arabic from hospitals where id = any(${sql.param(ids)}::int[])`)
  ).rows;
  const joins = new Map(rows.map((r) => [`${r.hospitalId}:${r.insurerId}`, r.tierRank]));
  /** The tier rule, from the tables: in the network when the insurer takes the place at the plan's tier or below. */
  const inNetwork = (hospitalId: number, q: TQuote) => {
    const at = joins.get(`${hospitalId}:${q.providerId}`);
    return at !== undefined && at <= tierOf(q.planId);
  };
  return { ids, inNetwork, names: new Map(names.map((n) => [n.id, n])) };
}

async function healthEnquiry(d: Device): Promise<string> {
  return storeEnquiry(ctx.db, d, 3, healthAnswers(), 'ready');
}

describe('keep my doctor: networkMatch on every health quote (decision 0095)', () => {
  it('says which chosen places each plan network holds, by the tier rule, named in the page language', async () => {
    const d = await createDevice(app, 3);
    const enquiryId = await healthEnquiry(d);
    const before = await all(d, { enquiryId });
    expect(before.length).toBeGreaterThan(0);
    for (const q of before) expect(q.networkMatch).toBeUndefined();

    const places = await fivePlaces();
    const quotes = await all(d, { enquiryId, hospitalIds: places.ids });
    // Choosing hospitals changes no price: the same run's quotes.
    expect(quotes.map((q) => q.quoteId).sort()).toEqual(before.map((q) => q.quoteId).sort());
    let included = 0;
    let excluded = 0;
    for (const q of quotes) {
      const m = q.networkMatch;
      expect(m, q.planName).toBeDefined();
      if (!m) continue;
      expect(m.total).toBe(5);
      expect(m.hospitals.map((h) => h.providerId)).toEqual(places.ids);
      for (const h of m.hospitals) {
        expect(h.inNetwork, `${q.providerId}/${q.planId} ${h.providerId}`).toBe(
          places.inNetwork(h.providerId, q),
        );
        expect(h.providerName).toBe(places.names.get(h.providerId)?.latin);
        if (h.inNetwork) included++;
        else excluded++;
      }
      expect(m.matched).toBe(m.hospitals.filter((h) => h.inNetwork).length);
    }
    // The chosen places are in some plans' networks and outside others'.
    expect(included).toBeGreaterThan(0);
    expect(excluded).toBeGreaterThan(0);
    // A place an insurer takes above restricted: that insurer's restricted plan leaves it out, a higher one takes it.
    const both = quotes.some((a) =>
      quotes.some(
        (b) =>
          a.providerId === b.providerId &&
          a.networkMatch?.hospitals.some(
            (h, i) => !h.inNetwork && b.networkMatch?.hospitals[i]?.inNetwork === true,
          ),
      ),
    );
    expect(both).toBe(true);

    // Arabic: the Arabic script names.
    const ar = await list(d, { enquiryId }, 'ar');
    for (const h of ar.quotes[0]?.networkMatch?.hospitals ?? [])
      expect(h.providerName).toBe(places.names.get(h.providerId)?.arabic);
    expect(ar.quotes[0]?.networkMatch?.hospitals).toHaveLength(5);
  });

  it('NETWORK_MATCH_DESC: the most chosen places first, then price low to high', async () => {
    const d = await createDevice(app, 3);
    const enquiryId = await healthEnquiry(d);
    const places = await fivePlaces();
    const quotes = await all(d, { enquiryId, hospitalIds: places.ids, sortBy: 'NETWORK_MATCH_DESC' });
    const first = await list(d, { enquiryId, sortBy: 'NETWORK_MATCH_DESC' });
    expect(first.sortBy).toBe('NETWORK_MATCH_DESC');
    const matched = quotes.map((q) => q.networkMatch?.matched ?? -1);
    expect(matched).toEqual([...matched].sort((a, b) => b - a));
    expect(new Set(matched).size).toBeGreaterThan(1);
    for (let i = 1; i < quotes.length; i++) {
      const [a, b] = [quotes[i - 1] as TQuote, quotes[i] as TQuote];
      if (
        a.networkMatch?.matched === b.networkMatch?.matched &&
        !a.showPriceOnRequest &&
        !b.showPriceOnRequest
      )
        expect(a.premium).toBeLessThanOrEqual(b.premium);
    }
    // Another order with the same choice: the price order is not the match order.
    const byPrice = await all(d, { enquiryId, sortBy: 'PRICE_ASC' });
    expect(byPrice.map((q) => q.quoteId)).not.toEqual(quotes.map((q) => q.quoteId));
  });
});

describe('keep my doctor: the choice is saved with the enquiry (decision 0095)', () => {
  it('is reused by the next call, by another device that opens the results, and cleared by []', async () => {
    const owner = await createDevice(app, 3);
    const enquiryId = await healthEnquiry(owner);
    const places = await fivePlaces();
    const chosen = places.ids.slice(0, 3);
    // A repeat is dropped; the order given is kept.
    await list(owner, { enquiryId, hospitalIds: [...chosen, chosen[0]] });
    expect(await savedChoice(enquiryId)).toEqual(chosen);

    const again = await list(owner, { enquiryId });
    for (const q of again.quotes) expect(q.networkMatch?.hospitals.map((h) => h.providerId)).toEqual(chosen);

    // Another device opens the results (the enquiry's number and its code, decision 0017): the same choice.
    const mobile = '503950001';
    await ctx.db.execute(sql`update enquiries set mobile_number = ${mobile} where public_id = ${enquiryId}`);
    const phone = await createDevice(app, 3);
    expect((await post(phone, { enquiryId })).statusCode).toBe(404);
    const access = (body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: `/api/enquiries/${enquiryId}/access`,
        payload: body,
        remoteAddress: '10.95.0.2',
        headers: { authorization: phone.token },
      });
    expect((await access({ mobileNumber: mobile })).statusCode).toBe(200);
    const granted = await access({ mobileNumber: mobile, otp: await lastOtp(ctx.db, mobile) });
    expect(granted.json()).toEqual({ granted: true });
    const theirs = await list(phone, { enquiryId }, 'ar');
    expect(theirs.quotes.length).toBeGreaterThan(0);
    for (const q of theirs.quotes) expect(q.networkMatch?.hospitals.map((h) => h.providerId)).toEqual(chosen);

    // Cleared by an empty array, on the other device: no match anywhere, and nothing saved.
    const cleared = await list(phone, { enquiryId, hospitalIds: [] });
    for (const q of cleared.quotes) expect(q.networkMatch).toBeUndefined();
    expect(await savedChoice(enquiryId)).toBeNull();
    const after = await list(owner, { enquiryId });
    for (const q of after.quotes) expect(q.networkMatch).toBeUndefined();
  });
});

describe('keep my doctor: validation (decision 0095)', () => {
  it('refuses more than five, unknown ids and non-ids; other products ignore the choice', async () => {
    const d = await createDevice(app, 3);
    const enquiryId = await healthEnquiry(d);
    const places = await fivePlaces();

    const six = await post(d, { enquiryId, hospitalIds: [...places.ids, 1_000_000] });
    expect(six.statusCode).toBe(400);
    expect(ZApiError.parse(six.json()).code).toBe('VALIDATION_FAILED');

    for (const bad of [[0], [-3], [1.5], ['12'], 'all'])
      expect((await post(d, { enquiryId, hospitalIds: bad })).statusCode, JSON.stringify(bad)).toBe(400);

    const unknownId = 2_000_000_000;
    const unknown = await post(d, { enquiryId, hospitalIds: [places.ids[0], unknownId] }, 'ar');
    expect(unknown.statusCode).toBe(400);
    const err = ZApiError.parse(unknown.json());
    expect(err.code).toBe('UNKNOWN_HOSPITAL');
    expect(err.message).toContain(String(unknownId));
    expect(err.message).toMatch(/[\u0600-\u06FF]/);
    // Nothing was saved by a refused request.
    expect(await savedChoice(enquiryId)).toBeNull();

    // Travel: the choice is ignored (not saved, no match on its quotes).
    const traveller = await createDevice(app, 2);
    const trip = await storeEnquiry(ctx.db, traveller, 2, travelAnswers());
    const travel = await list(traveller, { enquiryId: trip, hospitalIds: places.ids });
    expect(travel.quotes.length).toBeGreaterThan(0);
    for (const q of travel.quotes) expect(q.networkMatch).toBeUndefined();
    expect(await savedChoice(trip)).toBeNull();
  });
});
