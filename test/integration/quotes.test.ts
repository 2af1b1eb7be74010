import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { quoteCatalogueSeed } from '../../src/db/seed/quotes-catalogue';
import { quotesRepo } from '../../src/server/modules/quotes/repo';
import { quotesService } from '../../src/server/modules/quotes/service';
import {
  QUOTE_CARDS_LIMIT,
  QUOTE_PAGE_SIZE,
  QUOTE_VALIDITY_DAYS,
  QUOTE_VALIDITY_DAYS_CAR,
  ZQuoteCertificate,
  ZQuotesResponse,
  type TQuote,
  type TQuotesResponse,
} from '../../src/shared/contracts/quotes-api';
import { ZApiError } from '../../src/shared/contracts/errors';
import { testApp, useTestApp, HIGH, HIGH_WRITES } from './helpers';
import { createDevice } from './journey-fixtures';
import {
  completeCarJourney,
  healthAnswers,
  moreProductAnswers,
  storeEnquiry,
  sumFils,
  travelAnswers,
  travelDeclinedAnswers,
  type Device,
} from './quotes-fixtures';

/**
 * The quotes API (decision 0013; docs/product/quotes.md) on the real PostgreSQL: pricing a finished
 * journey's answers with every seeded plan, paging, sorting, filtering, de-duplication, grouping, the text
 * filter, owner-only access, the quote certificate and its re-pricing, declines, and health's background
 * progress. Jobs are off in this app: the health test moves the pricing forward step by step itself.
 */

/** Decision 0012: 14 fictional insurers, every one selling car, health and travel plans. */
const INSURERS = 14;
const DAY_MS = 86_400_000;

const catalogue = quoteCatalogueSeed();
const planOf = (planId: number) => catalogue.plans.find((p) => p.planId === planId);

const { app, ctx } = useTestApp({ limits: { ...HIGH_WRITES }, env: { JOBS_ENABLED: 'false' } });

function quotes(d: Device, body: Record<string, unknown>, lang = 'en') {
  return app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: body,
    headers: { authorization: d.token, 'accept-language': lang },
  });
}

async function list(d: Device, body: Record<string, unknown>, lang = 'en'): Promise<TQuotesResponse> {
  const res = await quotes(d, body, lang);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return ZQuotesResponse.parse(res.json());
}

/** Every quote of a list, page by page (page size 10, docs/product/quotes.md). */
async function all(d: Device, body: Record<string, unknown>): Promise<TQuote[]> {
  const out: TQuote[] = [];
  for (let skip = 0; ; skip += QUOTE_PAGE_SIZE) {
    const page = await list(d, { ...body, skip });
    out.push(...page.quotes);
    if (skip + QUOTE_PAGE_SIZE >= page.totalCount) return out;
  }
}

const pairs = (qs: readonly TQuote[]) => qs.map((q) => `${q.providerId}:${q.planId}`);

let car: { device: Device; enquiryId: string };

describe('car quotes from a finished journey (docs/product/quotes.md quotes fetch)', () => {
  beforeAll(async () => {
    const device = await createDevice(app);
    car = { device, enquiryId: await completeCarJourney(app, ctx.db, device, '501112233', '10.60.0.1') };
  });

  it('prices every plan of every insurer and answers the docs/product/quotes.md Quotes response', async () => {
    const r = await list(car.device, { enquiryId: car.enquiryId, type: 'QUOTES' });
    expect(r).toMatchObject({
      status: 'done',
      insurerCount: INSURERS,
      pricedCount: INSURERS,
      cardsLimit: QUOTE_CARDS_LIMIT,
      limit: QUOTE_PAGE_SIZE,
      skip: 0,
      sortBy: 'RECOMMENDED',
      action: { method: 'POST', url: '/api/quotes' },
      declined: [],
    });
    expect(r.quotes).toHaveLength(QUOTE_PAGE_SIZE);
    expect(r.itemCount).toBe(QUOTE_PAGE_SIZE);
    // One stored certificate per priced plan: the count the list reports.
    const stored = await ctx.db.execute<{ n: number }>(sql`
      select count(*)::int as n from quotes q join enquiries e on e.id = q.enquiry_id
      where e.public_id = ${car.enquiryId}`);
    expect(r.totalCount).toBe(stored.rows[0]?.n);
    expect(r.totalCount).toBeGreaterThan(QUOTE_PAGE_SIZE);
    // Recommended order: priority 1, 2, 3, … (docs/product/quotes.md); at most one paid slot, first and labelled.
    expect(r.quotes.map((q) => q.priority)).toEqual(
      Array.from({ length: QUOTE_PAGE_SIZE }, (_x, i) => i + 1),
    );
    expect(r.quotes.filter((q) => q.sponsored).map((q) => q.priority)).toEqual([1]);
    for (const q of r.quotes) {
      expect(sumFils(q.breakdown), `${q.planId}`).toBe(Math.round(q.premium * 100));
      expect(q.breakdown.at(-1)).toMatchObject({ code: 'vat', label: 'VAT 5%' });
      expect(q.imgUrl).toMatch(/^\/assets\/insurers\/[a-z-]+\.svg$/);
      expect(Date.parse(q.validUntil) - Date.parse(q.pricedAt)).toBe(QUOTE_VALIDITY_DAYS_CAR * DAY_MS);
      expect(q.rankTerms.map((t) => t.term)).toEqual(['price', 'cover', 'claims', 'fit']);
      expect(planOf(q.planId)?.providerId).toBe(q.providerId);
    }
    expect(r.quotes[0]?.breakdown[0]?.label).toBe('Base premium for a car worth AED 85,000');
    expect(r.ranking.terms.map((t) => [t.term, t.weight])).toEqual([
      ['price', 50],
      ['cover', 20],
      ['claims', 15],
      ['fit', 15],
    ]);
    expect(r.fields.map((f) => [f.id, f.type])).toEqual([
      ['coverType', 'dropdown'],
      ['insurer', 'multiSelect'],
      ['agencyRepair', 'dropdown'],
    ]);
    expect(r.fields.find((f) => f.id === 'insurer')?.options).toHaveLength(INSURERS);
  });

  it('pages by 10 (skip + 10) to the end, without repeating or losing a quote', async () => {
    const first = await list(car.device, { enquiryId: car.enquiryId });
    const second = await list(car.device, { enquiryId: car.enquiryId, skip: 10 });
    expect(second.skip).toBe(10);
    expect(second.quotes.map((q) => q.priority)).toEqual(
      Array.from({ length: second.itemCount }, (_x, i) => i + 11),
    );
    const everything = await all(car.device, { enquiryId: car.enquiryId });
    expect(everything).toHaveLength(first.totalCount);
    // De-duplicated by providerId + planId (docs/product/quotes.md).
    expect(new Set(pairs(everything)).size).toBe(everything.length);
    const last = await list(car.device, { enquiryId: car.enquiryId, skip: first.totalCount });
    expect(last).toMatchObject({ quotes: [], itemCount: 0, totalCount: first.totalCount });
  });

  it('sorts by recommendation, by price and by cover', async () => {
    const byPrice = await all(car.device, { enquiryId: car.enquiryId, sortBy: 'PRICE_ASC' });
    const premiums = byPrice.map((q) => q.premium);
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
    const byCover = await all(car.device, { enquiryId: car.enquiryId, sortBy: 'COVER_DESC' });
    const covers = byCover.map((q) => q.coverAmount ?? -1);
    expect(covers).toEqual([...covers].sort((a, b) => b - a));
    // Comprehensive plans insure the AED 85,000 car; third-party plans insure no car and come last.
    expect(byCover[0]?.coverAmount).toBe(85_000);
    expect(byCover.at(-1)?.coverAmount).toBeNull();
    const recommended = await all(car.device, { enquiryId: car.enquiryId, sortBy: 'RECOMMENDED' });
    expect(recommended.map((q) => q.priority)).toEqual(recommended.map((_q, i) => i + 1));
    expect(new Set(pairs(byPrice))).toEqual(new Set(pairs(recommended)));
  });

  it('filters by cover type, insurers and agency repair, and lists the applied filters', async () => {
    const tp = await all(car.device, { enquiryId: car.enquiryId, coverType: 'thirdParty' });
    expect(tp).toHaveLength(INSURERS);
    for (const q of tp) expect(planOf(q.planId)).toMatchObject({ car: { coverType: 'thirdParty' } });

    const two = await list(car.device, { enquiryId: car.enquiryId, insurer: ['1', '3'], limit: 50 });
    expect(new Set(two.quotes.map((q) => q.providerId))).toEqual(new Set([1, 3]));
    expect(two.filters).toEqual({ insurer: ['1', '3'] });
    expect(two.fields.find((f) => f.id === 'insurer')?.value).toEqual(['1', '3']);

    const agency = await all(car.device, { enquiryId: car.enquiryId, agencyRepair: 'yes' });
    expect(agency.length).toBeGreaterThan(0);
    for (const q of agency) expect(q.breakdown.map((l) => l.code)).toContain('agencyRepair');

    // Empty values are no filter (docs/product/quotes.md).
    const none = await list(car.device, { enquiryId: car.enquiryId, insurer: [] });
    expect(none.filters).toEqual({});
  });

  it('refuses an unknown filter field or option with 400 UNKNOWN_FILTER', async () => {
    for (const body of [{ colour: 'red' }, { coverType: 'fullyComprehensive' }, { insurer: ['99'] }]) {
      const res = await quotes(car.device, { enquiryId: car.enquiryId, ...body });
      expect(res.statusCode).toBe(400);
      expect(ZApiError.parse(res.json()).code).toBe('UNKNOWN_FILTER');
    }
    const text = await quotes(car.device, {
      enquiryId: car.enquiryId,
      textFilter: { key: 'colour', text: 'x' },
    });
    expect(text.statusCode).toBe(400);
    expect(ZApiError.parse(text.json()).code).toBe('UNKNOWN_FILTER');
  });

  it('restricts to one insurer with supplierId', async () => {
    const r = await all(car.device, { enquiryId: car.enquiryId, supplierId: 5 });
    expect(r.length).toBeGreaterThan(0);
    expect(new Set(r.map((q) => q.providerId))).toEqual(new Set([5]));
  });

  it('text filter: case-insensitive contains on a quote key or on a feature of that key', async () => {
    const agency = await all(car.device, {
      enquiryId: car.enquiryId,
      textFilter: { key: 'planName', text: 'AGENCY' },
    });
    expect(agency.length).toBeGreaterThan(0);
    for (const q of agency) expect(q.planName.toLowerCase()).toContain('agency');
    const everything = await list(car.device, { enquiryId: car.enquiryId });
    const byFeature = await list(car.device, {
      enquiryId: car.enquiryId,
      textFilter: { key: 'coverType', text: 'third' },
    });
    expect(byFeature.totalCount).toBe(INSURERS);
    // By the feature's id too (coverType is feature 1 of every car plan).
    const byId = await list(car.device, {
      enquiryId: car.enquiryId,
      textFilter: { key: '1', text: 'third' },
    });
    expect(byId.totalCount).toBe(INSURERS);
    const blank = await list(car.device, {
      enquiryId: car.enquiryId,
      textFilter: { key: 'planName', text: '' },
    });
    expect(blank.totalCount).toBe(everything.totalCount);
    expect(everything.keysToFilter).toEqual(
      expect.arrayContaining(['planName', 'providerName', 'coverType']),
    );
  });

  it('groups by provider: each insurer’s quotes together', async () => {
    const grouped = await all(car.device, {
      enquiryId: car.enquiryId,
      groupBy: 'providerId',
      sortBy: 'PRICE_ASC',
    });
    const runs = grouped.map((q) => q.providerId).filter((p, i, a) => i === 0 || a[i - 1] !== p);
    expect(runs).toHaveLength(INSURERS);
    expect(new Set(runs).size).toBe(INSURERS);
    // Insurers follow their cheapest quote.
    const byPrice = await all(car.device, { enquiryId: car.enquiryId, sortBy: 'PRICE_ASC' });
    expect(runs).toEqual([...new Set(byPrice.map((q) => q.providerId))]);
  });

  it('answers in Arabic for accept-language ar', async () => {
    const r = await list(car.device, { enquiryId: car.enquiryId }, 'ar');
    expect(r.title).toBe('عروض الأسعار الخاصة بك');
    const q = r.quotes[0];
    expect(q?.breakdown[0]?.label).toBe('القسط الأساسي لسيارة قيمتها 85,000 درهم');
    expect(q?.breakdown.at(-1)?.label).toBe('ضريبة القيمة المضافة 5٪');
    expect(q?.providerName).toMatch(/[\u0600-\u06FF]/);
  });

  it('serves an enquiry’s quotes to its own device only: any other device gets 404 and nothing else', async () => {
    const other = await createDevice(app);
    const res = await quotes(other, { enquiryId: car.enquiryId });
    expect(res.statusCode).toBe(404);
    expect(Object.keys(res.json() as object).sort()).toEqual(['code', 'message']);
    expect(ZApiError.parse(res.json()).code).toBe('ENQUIRY_NOT_FOUND');
    const first = (await list(car.device, { enquiryId: car.enquiryId })).quotes[0];
    const cert = await app.inject({
      method: 'GET',
      url: `/api/quotes/${first?.quoteId}`,
      headers: { authorization: other.token },
    });
    expect(cert.statusCode).toBe(404);
    expect(Object.keys(cert.json() as object).sort()).toEqual(['code', 'message']);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { enquiryId: car.enquiryId },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('quote certificate (decision 0013)', () => {
  async function certificate(d: Device, quoteId: string) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/quotes/${quoteId}`,
      headers: { authorization: d.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return ZQuoteCertificate.parse(res.json());
  }

  it('car: valid 7 days, with the inputs it used and lines adding up to the total', async () => {
    const q = (await list(car.device, { enquiryId: car.enquiryId })).quotes[0] as TQuote;
    const c = await certificate(car.device, q.quoteId);
    expect(c).toMatchObject({
      quoteId: q.quoteId,
      enquiryId: car.enquiryId,
      countryProductId: 1,
      planId: q.planId,
      repriced: false,
      total: q.premium,
      currency: 'AED',
      inputs: {
        vehicleValueAed: 85_000,
        vehicleAgeYears: 3,
        bodyType: 'sedan',
        emirate: 'dubai',
        driverAge: 35,
      },
    });
    expect(Date.parse(c.validUntil) - Date.parse(c.pricedAt)).toBe(QUOTE_VALIDITY_DAYS_CAR * DAY_MS);
    expect(sumFils(c.breakdown)).toBe(Math.round(c.total * 100));
    expect(c.breakdown.find((l) => l.code === 'vat')?.amount).toBe(c.vat);
  });

  it('travel: valid 30 days', async () => {
    const d = await createDevice(app);
    const enquiryId = await storeEnquiry(ctx.db, d, 2, travelAnswers());
    const r = await list(d, { enquiryId, groupBy: 'providerId' });
    expect(r.status).toBe('done');
    const c = await certificate(d, (r.quotes[0] as TQuote).quoteId);
    expect(Date.parse(c.validUntil) - Date.parse(c.pricedAt)).toBe(QUOTE_VALIDITY_DAYS * DAY_MS);
  });

  it('re-prices a quote re-opened after its validity and says so', async () => {
    const d = await createDevice(app);
    const enquiryId = await completeCarJourney(app, ctx.db, d, '501112244', '10.60.0.2');
    const before = (await list(d, { enquiryId })).quotes[0] as TQuote;
    // Eight days later: the 7-day validity has lapsed.
    await ctx.db.execute(sql`
      update quote_runs set priced_at = priced_at - interval '8 days', valid_until = valid_until - interval '8 days'
      where enquiry_id = (select id from enquiries where public_id = ${enquiryId})`);
    await ctx.db.execute(sql`
      update quotes set priced_at = priced_at - interval '8 days', valid_until = valid_until - interval '8 days'
      where enquiry_id = (select id from enquiries where public_id = ${enquiryId})`);
    const lapsed = await certificate(d, before.quoteId);
    expect(lapsed.repriced).toBe(true);
    expect(lapsed.planId).toBe(before.planId);
    expect(lapsed.quoteId).not.toBe(before.quoteId);
    expect(Date.parse(lapsed.validUntil)).toBeGreaterThan(Date.now());
    // Same answers, same tables: the same price, now valid again.
    expect(lapsed.total).toBe(before.premium);
    const again = await certificate(d, lapsed.quoteId);
    expect(again.repriced).toBe(false);
    // The list answers from the new pricing too.
    const after = (await list(d, { enquiryId })).quotes[0] as TQuote;
    expect(after.quoteId).toBe(lapsed.quoteId);
    const runs = await ctx.db.execute<{ n: number }>(sql`
      select count(*)::int as n from quote_runs where enquiry_id = (select id from enquiries where public_id = ${enquiryId})`);
    expect(runs.rows[0]?.n).toBe(2);
  });

  it('re-prices when the answers changed', async () => {
    const d = await createDevice(app);
    const enquiryId = await storeEnquiry(ctx.db, d, 2, travelAnswers());
    const before = await list(d, { enquiryId, sortBy: 'PRICE_ASC' });
    await ctx.db.execute(sql`
      update enquiries set answers = answers || '{"travelRegion": "worldwide"}'::jsonb where public_id = ${enquiryId}`);
    const after = await list(d, { enquiryId, sortBy: 'PRICE_ASC' });
    // Worldwide with the USA costs more than Schengen (decision 0012: region ×1.90).
    expect((after.quotes[0] as TQuote).premium).toBeGreaterThan((before.quotes[0] as TQuote).premium);
    expect(after.quotes.map((q) => q.quoteId)).not.toContain((before.quotes[0] as TQuote).quoteId);
  });
});

describe('declines, products and states', () => {
  it('a profile every insurer declines: no quotes, each insurer with its reason', async () => {
    const d = await createDevice(app);
    const enquiryId = await storeEnquiry(ctx.db, d, 2, travelDeclinedAnswers());
    const r = await list(d, { enquiryId });
    expect(r).toMatchObject({
      status: 'done',
      quotes: [],
      totalCount: 0,
      itemCount: 0,
      pricedCount: INSURERS,
    });
    expect(r.declined).toHaveLength(INSURERS);
    for (const x of r.declined) {
      expect(x.providerName).toMatch(/\(demo\)$/);
      expect(x.reason.length).toBeGreaterThan(0);
    }
    expect(r.declined.map((x) => x.reason).join(' ')).toContain(
      "Traveller 1 is older than this plan's maximum age",
    );
  });

  it('parallel first requests price an enquiry once (one run, the same certificates)', async () => {
    const d = await createDevice(app);
    const enquiryId = await storeEnquiry(ctx.db, d, 2, travelAnswers());
    const answers = await Promise.all(Array.from({ length: 5 }, () => list(d, { enquiryId })));
    expect(new Set(answers.map((a) => a.quotes.map((q) => q.quoteId).join(','))).size).toBe(1);
    const runs = await ctx.db.execute<{ n: number }>(sql`
      select count(*)::int as n from quote_runs
      where enquiry_id = (select id from enquiries where public_id = ${enquiryId})`);
    expect(runs.rows[0]?.n).toBe(1);
  });

  it('travel: Schengen filter', async () => {
    const d = await createDevice(app);
    const enquiryId = await storeEnquiry(ctx.db, d, 2, travelAnswers());
    const r = await all(d, { enquiryId, schengen: 'yes' });
    expect(r.length).toBeGreaterThan(0);
    for (const q of r) expect(planOf(q.planId)).toMatchObject({ travel: { schengenCompliant: true } });
    const fields = (await list(d, { enquiryId })).fields.map((f) => f.id);
    expect(fields).toEqual(['insurer', 'schengen']);
  });

  it('critical illness prices the body’s age, cover and term (docs/product/quotes.md; defaults 30, 100000, 5)', async () => {
    const d = await createDevice(app, 56);
    const enquiryId = await storeEnquiry(ctx.db, d, 56, { gender: '1', smoker: 'no' });
    const base = await list(d, { enquiryId, sortBy: 'PRICE_ASC' });
    expect(base.status).toBe('done');
    const first = base.quotes[0] as TQuote;
    const cert = await app.inject({
      method: 'GET',
      url: `/api/quotes/${first.quoteId}`,
      headers: { authorization: d.token },
    });
    expect(ZQuoteCertificate.parse(cert.json()).inputs).toMatchObject({
      age: 30,
      coverAed: 100_000,
      termYears: 5,
    });
    const more = await list(d, { enquiryId, sortBy: 'PRICE_ASC', age: 30, cover: 500_000, term: 5 });
    expect((more.quotes[0] as TQuote).premium).toBeGreaterThan(first.premium);
    // The first quote's certificate is priced again with its own choices: the same price.
    const again = await app.inject({
      method: 'GET',
      url: `/api/quotes/${first.quoteId}`,
      headers: { authorization: d.token },
    });
    const c = ZQuoteCertificate.parse(again.json());
    expect(c).toMatchObject({ repriced: true, planId: first.planId, total: first.premium });
    expect(c.inputs).toMatchObject({ coverAed: 100_000 });
  });

  it('a product without an engine answers 422 NOT_PRICED_PRODUCT; an unfinished journey 422 ENQUIRY_INCOMPLETE', async () => {
    const d = await createDevice(app);
    const score = await storeEnquiry(ctx.db, d, 31, { emiratesId: '784-1990-1234567-1' });
    const res = await quotes(d, { enquiryId: score });
    expect(res.statusCode).toBe(422);
    expect(ZApiError.parse(res.json())).toMatchObject({
      code: 'NOT_PRICED_PRODUCT',
      message: 'Quotes for this product are not available yet.',
    });
    // A loan enquiry (decision 0018) whose answers lack what the lending rules read is incomplete.
    const loan = await storeEnquiry(ctx.db, d, 8, { loanAmount: 50_000 });
    const partial = await quotes(d, { enquiryId: loan });
    expect(partial.statusCode).toBe(422);
    expect(ZApiError.parse(partial.json()).code).toBe('ENQUIRY_INCOMPLETE');
    const draft = await storeEnquiry(ctx.db, d, 1, { carMake: 'toyota' }, 'draft');
    const incomplete = await quotes(d, { enquiryId: draft });
    expect(incomplete.statusCode).toBe(422);
    expect(ZApiError.parse(incomplete.json()).code).toBe('ENQUIRY_INCOMPLETE');
  });
});

describe('health: priced in the background, insurer by insurer (docs/product/quotes.md)', () => {
  it('answers processing with a growing pricedCount, then the list sorted by cover', async () => {
    const d = await createDevice(app, 3);
    const enquiryId = await storeEnquiry(ctx.db, d, 3, healthAnswers(), 'processing');
    const body = {
      enquiryId,
      members: [
        { relation: 'self', age: 37, gender: '2' },
        { relation: 'spouse', age: 39, gender: '1' },
        { relation: 'child', age: 7, gender: '1' },
      ],
      groupBy: 'providerId',
    };
    const waiting = await list(d, body);
    expect(waiting).toMatchObject({
      status: 'processing',
      pricedCount: 0,
      insurerCount: INSURERS,
      quotes: [],
      totalCount: 0,
    });
    expect(waiting.description).toBe(`0 of ${INSURERS} insurers priced`);

    // The job's steps (what the enquiry job runs in a loop), one insurer each.
    const quotesSvc = quotesService({ repo: quotesRepo(ctx.db), log: pino({ level: 'silent' }) });
    const seen: number[] = [];
    for (let i = 1; i <= INSURERS; i++) {
      const step = await quotesSvc.priceStep(enquiryId);
      expect(step).toMatchObject({ pricedCount: i, insurerCount: INSURERS });
      const r = await list(d, body);
      seen.push(r.pricedCount);
      expect(r.status).toBe(i < INSURERS ? 'processing' : 'done');
    }
    expect(seen).toEqual(Array.from({ length: INSURERS }, (_x, i) => i + 1));

    const done = await list(d, { ...body, groupBy: undefined, limit: 50 });
    expect(done.sortBy).toBe('COVER_DESC');
    const covers = done.quotes.map((q) => q.coverAmount ?? -1);
    expect(covers).toEqual([...covers].sort((a, b) => b - a));
    // A Dubai visa: every quote meets the Dubai Essential Benefits Plan at least.
    for (const q of done.quotes)
      expect(planOf(q.planId)).toMatchObject({ health: { mandatoryCover: 'DHA_EBP' } });
    for (const q of done.quotes) {
      expect(sumFils(q.breakdown)).toBe(Math.round(q.premium * 100));
      expect(Date.parse(q.validUntil) - Date.parse(q.pricedAt)).toBe(QUOTE_VALIDITY_DAYS * DAY_MS);
      expect(q.breakdown.filter((l) => l.code.startsWith('member.'))).toHaveLength(3);
    }
    const grouped = await all(d, body);
    const runs = grouped.map((q) => q.providerId).filter((p, i, a) => i === 0 || a[i - 1] !== p);
    expect(new Set(runs).size).toBe(runs.length);

    const filtered = await all(d, { enquiryId, networkTier: ['premier', 'global'], annualLimit: '1000000' });
    expect(filtered.length).toBeGreaterThan(0);
    for (const q of filtered) {
      const plan = planOf(q.planId);
      expect(['premier', 'global']).toContain(plan?.productId === 3 ? plan.health.networkTier : null);
      expect(q.coverAmount).toBeGreaterThanOrEqual(1_000_000);
    }
  });
});

describe('health: the enquiry job prices with the engines (no demo figures)', () => {
  it('a worker finishes a health enquiry with the real quotes', async () => {
    const d = await createDevice(app, 3);
    const enquiryId = await storeEnquiry(ctx.db, d, 3, healthAnswers(), 'processing');
    // Left without a job (as by a node without workers): the sweep of a worker node starting now sends it.
    await ctx.db.execute(
      sql`update enquiries set updated_at = now() - interval '1 minute' where public_id = ${enquiryId}`,
    );
    const worker = await testApp(ctx.db, {
      RATE_LIMIT_WRITE_PER_DEVICE: HIGH,
      RATE_LIMIT_WRITE_PER_IP: HIGH,
    });
    try {
      const read = async () => {
        const r = await worker.inject({
          method: 'GET',
          url: `/api/enquiries/${enquiryId}`,
          headers: { authorization: d.token },
        });
        return r.json() as { status: string; result?: unknown };
      };
      const deadline = Date.now() + 20_000;
      let e = await read();
      while (e.status === 'processing' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200));
        e = await read();
      }
      expect(e.status).toBe('ready');
      const r = await list(d, { enquiryId, limit: 50 });
      expect(r.status).toBe('done');
      expect(e.result).toEqual({
        kind: 'quotes',
        quotes: r.totalCount,
        pricedCount: INSURERS,
        insurerCount: INSURERS,
      });
    } finally {
      await worker.close();
    }
  });
});

describe('the products after car, health and travel: cover amounts and filters (decision 0013)', () => {
  const more = moreProductAnswers();

  /** A stored finished enquiry of the product for a new device; every quote of it, all pages. */
  async function pricedFor(p: { productId: number; answers: Record<string, unknown> }) {
    const d = await createDevice(app, p.productId);
    const enquiryId = await storeEnquiry(ctx.db, d, p.productId, p.answers);
    const first = await list(d, { enquiryId });
    expect(first.status).toBe('done');
    const priced = await all(d, { enquiryId });
    expect(priced.length).toBeGreaterThan(1);
    return { d, enquiryId, priced, fields: first.fields.map((f) => f.id) };
  }

  it('term: cover is the sum assured; the riders filter keeps plans with every rider chosen', async () => {
    const { d, enquiryId, priced, fields } = await pricedFor(more.term);
    expect(fields).toEqual(['insurer', 'riders']);
    for (const q of priced) expect(q.coverAmount).toBe(1_000_000);
    const both = await all(d, { enquiryId, riders: ['accidentalDeath', 'waiverOfPremium'] });
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(priced.length);
    for (const q of both)
      expect(planOf(q.planId)).toMatchObject({ term: { accidentalDeath: true, waiverOfPremium: true } });
  });

  it('critical illness: cover is the sum assured; the early-stage rider filter', async () => {
    const { d, enquiryId, priced, fields } = await pricedFor(more.criticalIllness);
    expect(fields).toEqual(['insurer', 'riders']);
    for (const q of priced) expect(q.coverAmount).toBe(250_000);
    const early = await list(d, { enquiryId, riders: 'earlyStage' });
    expect(early.filters).toEqual({ riders: ['earlyStage'] });
    expect(early.totalCount).toBeGreaterThan(0);
    expect(early.totalCount).toBeLessThan(priced.length);
    for (const q of early.quotes)
      expect(planOf(q.planId)).toMatchObject({ criticalIllness: { earlyStage: true } });
  });

  it('home: cover is building plus contents; the accidental damage filter', async () => {
    const { d, enquiryId, priced, fields } = await pricedFor(more.home);
    expect(fields).toEqual(['insurer', 'accidentalDamage']);
    for (const q of priced) expect(q.coverAmount).toBe(2_200_000);
    const ad = await all(d, { enquiryId, accidentalDamage: 'yes' });
    expect(ad.length).toBeGreaterThan(0);
    expect(ad.length).toBeLessThan(priced.length);
    for (const q of ad) expect(planOf(q.planId)).toMatchObject({ home: { accidentalDamage: true } });
  });

  it('bike: cover is the bike value on comprehensive plans, none on third party; the cover type filter', async () => {
    const { d, enquiryId, priced, fields } = await pricedFor(more.bike);
    expect(fields).toEqual(['coverType', 'insurer']);
    for (const q of priced) {
      const plan = planOf(q.planId);
      const comprehensive = plan?.productId === 6 && plan.bike.coverType === 'comprehensive';
      expect(q.coverAmount).toBe(comprehensive ? 40_000 : null);
    }
    const tp = await all(d, { enquiryId, coverType: 'thirdParty' });
    expect(tp.length).toBeGreaterThan(0);
    expect(tp.length).toBeLessThan(priced.length);
    for (const q of tp) {
      expect(planOf(q.planId)).toMatchObject({ bike: { coverType: 'thirdParty' } });
      expect(q.coverAmount).toBeNull();
    }
    const sorted = await all(d, { enquiryId, sortBy: 'COVER_DESC' });
    expect(sorted[0]?.coverAmount).toBe(40_000);
  });

  it('SME: no single cover amount; the sections filter keeps packages including each section chosen', async () => {
    const { d, enquiryId, priced, fields } = await pricedFor(more.sme);
    expect(fields).toEqual(['insurer', 'sections']);
    for (const q of priced) expect(q.coverAmount).toBeNull();
    const workmen = await all(d, { enquiryId, sections: ['workmen', 'liability'] });
    expect(workmen.length).toBeGreaterThan(0);
    expect(workmen.length).toBeLessThan(priced.length);
    for (const q of workmen)
      expect(planOf(q.planId)).toMatchObject({
        sme: { sections: expect.arrayContaining(['workmen', 'liability']) },
      });
    const res = await quotes(d, { enquiryId, sections: ['medical'] });
    expect(res.statusCode).toBe(400);
    expect(ZApiError.parse(res.json()).code).toBe('UNKNOWN_FILTER');
  });

  it('group health: cover is the annual limit; network tier and annual limit filters', async () => {
    const { d, enquiryId, priced, fields } = await pricedFor(more.groupHealth);
    expect(fields).toEqual(['insurer', 'networkTier', 'annualLimit']);
    for (const q of priced)
      expect(planOf(q.planId)).toMatchObject({ groupHealth: { annualLimitAed: q.coverAmount } });
    const high = await all(d, { enquiryId, annualLimit: '500000', networkTier: ['general', 'premier'] });
    expect(high.length).toBeGreaterThan(0);
    expect(high.length).toBeLessThan(priced.length);
    for (const q of high) {
      expect(q.coverAmount).toBeGreaterThanOrEqual(500_000);
      expect(['general', 'premier']).toContain(
        (planOf(q.planId) as { groupHealth?: { networkTier: string } }).groupHealth?.networkTier,
      );
    }
  });

  it('investment: cover is the maturity illustration, shown with the fund’s growth rate; insurer filter', async () => {
    const { d, enquiryId, priced, fields } = await pricedFor(more.investment);
    expect(fields).toEqual(['insurer']);
    for (const q of priced) {
      expect(q.maturityValue).not.toBeNull();
      expect(q.coverAmount).toBe(q.maturityValue?.value);
      // AED 1,000 a month for 10 years: AED 120,000 paid, illustrated at the fund's own past growth.
      expect(q.coverAmount).toBeGreaterThan(120_000);
      expect(planOf(q.planId)).toMatchObject({
        investment: { last10yearGrowthRate: q.maturityValue?.last10yearGrowthRate },
      });
    }
    const providerId = priced[0]?.providerId;
    const one = await all(d, { enquiryId, insurer: [String(providerId)] });
    expect(one.length).toBeGreaterThan(0);
    for (const q of one) expect(q.providerId).toBe(providerId);
  });
});

describe('insurer logos (GET /assets/insurers/{slug}.svg)', () => {
  it('serves the generated SVG with a long cache and the CSP; 404 for an unknown insurer', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/insurers/falcon-crest.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('<title id="logo-falcon-crest-title">Falcon Crest Assurance (demo)</title>');
    const etag = String(res.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/assets/insurers/falcon-crest.svg',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    for (const url of [
      '/assets/insurers/nobody.svg',
      '/assets/insurers/falcon-crest.png',
      '/assets/insurers/..svg',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
