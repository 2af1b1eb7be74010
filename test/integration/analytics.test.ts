import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { newPublicId } from '../../src/server/lib/public-id';
import { ZFunnelQuery } from '../../src/shared/contracts/analytics';
import { analyticsRepo } from '../../src/server/modules/analytics/repo';
import { analyticsService } from '../../src/server/modules/analytics/service';
import { useTestApp } from './helpers';

/**
 * Analytics the business reads (decision 0103, docs/product/analytics.md 'Events the business reads'): events without
 * personal data stored append-only with no device and no address, refusals with stable codes, its own budget per
 * address, the funnel joined by visit with the server's own rows, and the retention purge.
 */

const IP = '198.51.100.77';
const { app, ctx } = useTestApp({
  seeded: false,
  env: { JOBS_ENABLED: 'false' },
  limits: { RATE_LIMIT_EVENTS_PER_IP: '4', RATE_LIMIT_WRITE_PER_IP: '1000' },
});

let ipCounter = 0;
/** Each request from its own address unless one is given: only the budget case shares one. */
const post = (payload: unknown, remoteAddress = `192.0.2.${++ipCounter % 250}`) =>
  app.inject({ method: 'POST', url: '/api/analytics/events', payload: payload as object, remoteAddress });

async function visitRow(db: Db, productId: number, sourceId = 2): Promise<number> {
  const uuid = randomBytes(16).toString('hex');
  const r = await db.execute<{ id: number }>(sql`
    with d as (insert into devices (device_uuid, source_id, country_product_id) values (${uuid}, ${sourceId}, ${productId})
      returning id)
    insert into visits (device_id, country_product_id, source_id) select id, ${productId}, ${sourceId} from d returning id`);
  return r.rows[0]!.id;
}

/** An enquiry made in the visit; optionally proved, priced, and chosen (a lead) or bought (a policy). */
async function enquiryOf(
  db: Db,
  visitId: number,
  steps: { verified?: boolean; quoted?: boolean; lead?: boolean; policy?: boolean; language?: string } = {},
) {
  const r = await db.execute<{ id: number; device_id: number; country_product_id: number }>(sql`
    insert into enquiries (public_id, device_id, visit_id, country_product_id, source_id, language, status,
      mobile_number, mobile_verified_at)
    select ${newPublicId()}, v.device_id, v.id, v.country_product_id, v.source_id, ${steps.language ?? 'en'},
      'submitted', '501234567', ${steps.verified ? sql`now()` : sql`null`}
    from visits v where v.id = ${visitId}
    returning id, device_id, country_product_id`);
  const e = r.rows[0]!;
  if (steps.quoted)
    await db.execute(sql`
      insert into quote_runs (enquiry_id, product_id, answers_hash, status, insurer_count, priced_count, priced_at,
        valid_until)
      values (${e.id}, ${e.country_product_id}, ${'a'.repeat(64)}, 'done', 1, 1, now(), now() + interval '7 days')`);
  if (steps.lead)
    await db.execute(sql`
      insert into leads (public_id, device_id, enquiry_id, country_product_id, source, consent_at)
      values (${newPublicId()}, ${e.device_id}, ${e.id}, ${e.country_product_id}, 'quote_click', now())`);
  if (steps.policy)
    await db.execute(sql`
      insert into policies (public_id, mobile_number, country_product_id, status, enquiry_id)
      values (${newPublicId()}, '501234567', ${e.country_product_id}, 'pending', ${e.id})`);
}

const now = () => new Date().toISOString();
const ev = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  at: now(),
  pagePath: '/car-insurance/',
  productId: 1,
  ...extra,
});
const stored = async (visitId: number) =>
  (
    await ctx.db.execute<Record<string, unknown>>(
      sql`select name, product_id, page_path, field_id, language from analytics_events where visit_id = ${visitId} order by id`,
    )
  ).rows;
/** Today in UAE time, as the funnel counts days. */
const uaeToday = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);

describe('POST /api/analytics/events', () => {
  it('stores events without personal data (202), with no token, no device id and no address', async () => {
    const visitId = await visitRow(ctx.db, 1);
    const res = await post({
      visitId,
      events: [
        ev('pageView', { pagePath: '/ar-ae/car-insurance/' }),
        ev('journeyTracking', { fieldId: 'vehicleMake' }),
        ev('phoneNumberCaptured', { fieldId: 'mobileNumber' }),
        // A renewal link's token is an id: it is stored as ':id'.
        ev('leavingPage', { pagePath: '/car-insurance/renewal/Ab3dEf6hIj9kLm2nOp5qRs8t/' }),
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true });
    expect(await stored(visitId)).toEqual([
      { name: 'pageView', product_id: 1, page_path: '/ar-ae/car-insurance/', field_id: null, language: 'ar' },
      {
        name: 'journeyTracking',
        product_id: 1,
        page_path: '/car-insurance/',
        field_id: 'vehicleMake',
        language: 'en',
      },
      {
        name: 'phoneNumberCaptured',
        product_id: 1,
        page_path: '/car-insurance/',
        field_id: 'mobileNumber',
        language: 'en',
      },
      {
        name: 'leavingPage',
        product_id: 1,
        page_path: '/car-insurance/renewal/:id/',
        field_id: null,
        language: 'en',
      },
    ]);
    // The table has no column for a device, an address or anything typed.
    const cols = await ctx.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'analytics_events' order by column_name`,
    );
    expect(cols.rows.map((c) => c.column_name)).toEqual([
      'at',
      'field_id',
      'id',
      'language',
      'name',
      'page_path',
      'product_id',
      'visit_id',
    ]);
    const dump = JSON.stringify(
      (await ctx.db.execute(sql`select * from analytics_events where visit_id = ${visitId}`)).rows,
    );
    expect(dump).not.toContain('192.0.2.');
  });

  it.each<[string, Record<string, unknown>]>([
    ['a phone number in the path', { pagePath: '/car-insurance/0501234567/' }],
    ['an international number in the path', { pagePath: '/x/+971501234567/' }],
    ['a phone number as the field id', { fieldId: 'n501234567' }],
    ['a phone number as the product id', { productId: 501234567 }],
    ['an e-mail in the path', { pagePath: '/car-insurance/fatima@example.com/' }],
    ['an Emirates ID in the field id', { fieldId: 'id784-1990-1234567-1' }],
    ['a phone number in a field the schema does not know', { mobile: '050 123 4567' }],
    ['an e-mail as a key', { 'fatima@example.com': 1 }],
  ])('refuses a batch with %s (400 ANALYTICS_PERSONAL_DATA), storing none of it', async (_n, extra) => {
    const visitId = await visitRow(ctx.db, 1);
    const res = await post({ visitId, events: [ev('pageView'), ev('journeyTracking', extra)] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ANALYTICS_PERSONAL_DATA' });
    expect(res.body).not.toContain('501234567');
    expect(await stored(visitId)).toEqual([]);
  });

  it('refuses a personal value in the body beside the events too', async () => {
    const visitId = await visitRow(ctx.db, 1);
    const res = await post({ visitId, events: [ev('pageView')], email: 'a@b.example' });
    expect(res.json()).toMatchObject({ code: 'ANALYTICS_PERSONAL_DATA' });
  });

  it('takes at most 20 events a batch: 21 → 400, 20 → 202', async () => {
    const visitId = await visitRow(ctx.db, 1);
    const over = await post({ visitId, events: Array.from({ length: 21 }, () => ev('buttonClick')) });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await stored(visitId)).toEqual([]);
    const twenty = await post({ visitId, events: Array.from({ length: 20 }, () => ev('buttonClick')) });
    expect(twenty.statusCode).toBe(202);
    expect(await stored(visitId)).toHaveLength(20);
  });

  it.each<[string, unknown]>([
    ['an unknown event name', { events: [ev('purchaseCompleted')] }],
    ['a value for an event field', { events: [ev('journeyTracking', { value: 'Toyota' })] }],
    ['no events', { events: [] }],
    ['a path with a query', { events: [ev('pageView', { pagePath: '/car-insurance/?enquiryId=abc' })] }],
    ['a time that is not ISO 8601', { events: [ev('pageView', { at: 'yesterday' })] }],
    ['no visit', { visitId: undefined, events: [ev('pageView')] }],
  ])('refuses %s (400 VALIDATION_FAILED)', async (_n, body) => {
    const visitId = await visitRow(ctx.db, 1);
    const res = await post({ visitId, ...(body as object) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await stored(visitId)).toEqual([]);
  });

  it('answers a visit that does not exist the same way, storing nothing', async () => {
    const before = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from analytics_events`);
    const res = await post({ visitId: 2_000_000_000, events: [ev('pageView')] });
    expect(res.statusCode).toBe(202);
    const after = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from analytics_events`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('does not believe a browser clock a day off: the arrival time is stored', async () => {
    const visitId = await visitRow(ctx.db, 1);
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const past = new Date(Date.now() - 60_000).toISOString();
    await post({ visitId, events: [ev('pageView', { at: future }), ev('leavingPage', { at: past })] });
    const r = await ctx.db.execute<{ name: string; at: Date }>(
      sql`select name, at from analytics_events where visit_id = ${visitId} order by id`,
    );
    expect(Math.abs(new Date(r.rows[0]!.at).getTime() - Date.now())).toBeLessThan(60_000);
    expect(new Date(r.rows[1]!.at).toISOString()).toBe(past);
  });

  it('has its own budget per address: over it 429, while other writes from the address go on', async () => {
    const visitId = await visitRow(ctx.db, 1);
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await post({ visitId, events: [ev('pageView')] }, IP)).statusCode);
    expect(codes).toEqual([202, 202, 202, 202, 429]);
    const log = await app.inject({
      method: 'POST',
      url: '/api/analytics/dumpLogs',
      remoteAddress: IP,
      payload: { message: 'x' },
    });
    expect(log.statusCode).toBe(200);
  });
});

describe('the funnel (served to staff by GET /api/console/funnel, decision 0116)', () => {
  const funnel = async (query: string) => {
    const q = ZFunnelQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    const data = await analyticsService(analyticsRepo(ctx.db)).funnel(q);
    return { statusCode: 200, json: () => ({ data }) };
  };

  it('counts each step per day, product, source and language, joining events and our tables by visit', async () => {
    // A product of its own (travel, 2) so other cases' rows do not count here.
    const P = 2;
    const full = await visitRow(ctx.db, P);
    const verifiedOnly = await visitRow(ctx.db, P);
    const lookedOnly = await visitRow(ctx.db, P);
    const arabic = await visitRow(ctx.db, P, 4);
    const noEvents = await visitRow(ctx.db, P);
    const otherProduct = await visitRow(ctx.db, 3);
    const pv = (path = '/travel-insurance/') => ev('pageView', { pagePath: path, productId: P });
    expect(
      (
        await post({
          visitId: full,
          events: [
            pv(),
            ev('journeyTracking', { fieldId: 'destination', productId: P }),
            ev('formSubmitSuccess', { productId: P }),
          ],
        })
      ).statusCode,
    ).toBe(202);
    await enquiryOf(ctx.db, full, { verified: true, quoted: true, lead: true });
    await post({ visitId: verifiedOnly, events: [pv(), ev('journeyTracking', { fieldId: 'destination' })] });
    await enquiryOf(ctx.db, verifiedOnly, { verified: true, quoted: true });
    await post({ visitId: lookedOnly, events: [pv()] });
    await post({
      visitId: arabic,
      events: [pv('/ar-ae/travel-insurance/'), ev('leadSubmitted', { pagePath: '/ar-ae/travel-insurance/' })],
    });
    // No browser event reached us (blocked): the enquiry still counts the visit, its start and its submit.
    await enquiryOf(ctx.db, noEvents, { policy: true });
    await post({ visitId: otherProduct, events: [ev('pageView', { productId: 3 })] });

    const day = uaeToday();
    const res = await funnel(`from=${day}&to=${day}&productId=${P}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.steps).toEqual([
      'visits',
      'journeyStarts',
      'submits',
      'otpVerified',
      'quotesSeen',
      'leadsOrBuys',
    ]);
    expect(data.totals).toEqual({
      visits: 5,
      journeyStarts: 3,
      submits: 2 + 1,
      otpVerified: 2,
      quotesSeen: 2,
      leadsOrBuys: 3,
    });
    expect(data.rows).toEqual([
      {
        day,
        productId: P,
        sourceId: 2,
        language: 'en',
        visits: 4,
        journeyStarts: 3,
        submits: 3,
        otpVerified: 2,
        quotesSeen: 2,
        leadsOrBuys: 2,
      },
      {
        day,
        productId: P,
        sourceId: 4,
        language: 'ar',
        visits: 1,
        journeyStarts: 0,
        submits: 0,
        otpVerified: 0,
        quotesSeen: 0,
        leadsOrBuys: 1,
      },
    ]);

    // All products: the other product's visit is there too; another range has none of them.
    const all = (await funnel(`from=${day}&to=${day}`)).json().data;
    expect(all.rows.some((r: { productId: number }) => r.productId === 3)).toBe(true);
    const yesterday = new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);
    expect((await funnel(`from=${yesterday}&to=${yesterday}&productId=${P}`)).json().data.rows).toEqual([]);
  });
});

describe('retention (ANALYTICS_EVENTS_KEEP_DAYS)', () => {
  it('deletes the events older than the kept days, and only those', async () => {
    const visitId = await visitRow(ctx.db, 1);
    await ctx.db.execute(sql`
      insert into analytics_events (visit_id, name, at, page_path, language) values
        (${visitId}, 'pageView', now() - interval '396 days', '/old/', 'en'),
        (${visitId}, 'pageView', now() - interval '394 days', '/kept/', 'en')`);
    expect(await analyticsRepo(ctx.db).purgeOlderThan(395)).toBe(1);
    expect((await stored(visitId)).map((r) => r.page_path)).toEqual(['/kept/']);
  });

  it('goes with the device: deleting a device deletes its visits’ events', async () => {
    const visitId = await visitRow(ctx.db, 1);
    await post({ visitId, events: [ev('pageView')] });
    expect(await stored(visitId)).toHaveLength(1);
    await ctx.db.execute(
      sql`delete from devices where id = (select device_id from visits where id = ${visitId})`,
    );
    expect(await stored(visitId)).toEqual([]);
  });
});
