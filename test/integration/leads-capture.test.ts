import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CONSENT_TEXT_VERSION, ZLeadResponse } from '../../src/shared/contracts/quotes-api';
import { useTestApp, HIGH_WRITES } from './helpers';
import { createDevice } from './journey-fixtures';
import { storeEnquiry, travelAnswers, type Device } from './quotes-fixtures';

/**
 * Every capture point of docs/product/leads.md through one lead service (decision 0030): the spec's
 * messages per point, consent with its version, call window and channel, a masked number only for the caller's
 * own enquiry, one row per Idempotency-Key (also 20 in parallel), the limits per device, address and number, and
 * an outbox row committed with every lead.
 */

const { app, ctx } = useTestApp({
  limits: { ...HIGH_WRITES },
  env: { JOBS_ENABLED: 'false', LEAD_LIMIT_PER_IP_PER_HOUR: '40' },
});

let ip = 0;
/** Each test speaks from its own address unless it shares one on purpose (the per-address limit is 40 here). */
const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;
const lead = (
  d: Device,
  body: Record<string, unknown>,
  opts: { key?: string; ip?: string; lang?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/lead_details',
    payload: body,
    remoteAddress: opts.ip ?? nextIp(),
    headers: {
      authorization: d.token,
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
      ...(opts.lang ? { 'accept-language': opts.lang } : {}),
    },
  });

type Row = {
  source: string;
  product: number;
  mobile: string | null;
  name: string | null;
  email: string | null;
  income: number | null;
  consentVersion: string | null;
  from: number;
  to: number;
  channel: string;
  withdrawn: string | null;
  outbox: string | null;
};
const rows = async (mobile: string) =>
  (
    await ctx.db.execute<Row>(sql`
      select l.source, l.country_product_id as product, l.mobile_number as mobile, l.name, l.email, l.income,
        l.consent_version as "consentVersion", l.call_from_minute as "from", l.call_to_minute as "to", l.channel,
        l.consent_withdrawn_reason as withdrawn, o.state as outbox
      from leads l left join lead_outbox o on o.lead_id = l.id
      where l.mobile_number = ${mobile} order by l.id`)
  ).rows;

const ok = (r: { statusCode: number; body: string }) => {
  expect(r.statusCode, r.body).toBe(200);
  return ZLeadResponse.parse(JSON.parse(r.body));
};

describe('capture points (docs/product/leads.md lead payloads)', () => {
  it('stores each source with its payload, consent terms and a pending outbox row', async () => {
    const d = await createDevice(app, 1);
    const utm = { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'footer_popup', utmTerm: 'car' };
    const cases: [Record<string, unknown>, Partial<Row>][] = [
      [{ source: 'footer_popup', countryProductId: 1, mobileNumber: '501110001', ...utm }, {}],
      [
        {
          source: 'talk_to_expert',
          countryProductId: 8,
          mobileNumber: '501110002',
          income: '12000',
          pbSource: 'x',
        },
        { income: 12000 },
      ],
      [
        { source: 'customer_callback', countryProductId: 3, mobileNumber: '501110003', name: 'Aisha Khan' },
        { name: 'Aisha Khan' },
      ],
      [{ source: 'no_result', countryProductId: 7, mobileNumber: '501110004' }, {}],
      [{ source: 'exit_intent', countryProductId: 2, mobileNumber: '501110005' }, {}],
      [{ source: 'advisor_popup', countryProductId: 1, mobileNumber: '501110006' }, {}],
      [{ source: 'user_popup', countryProductId: 5, mobileNumber: '501110007' }, {}],
      [{ source: 'splash', countryProductId: 1, mobileNumber: '501110008' }, {}],
      [{ source: 'doorway', countryProductId: 3, mobileNumber: '501110009' }, {}],
      [
        {
          source: 'glossary',
          countryProductId: 1,
          mobileNumber: '501110010',
          name: 'Omar Ali',
          email: 'omar@example.com',
        },
        { name: 'Omar Ali', email: 'omar@example.com' },
      ],
    ];
    for (const [body, extra] of cases) {
      const d2 = await createDevice(app, Number(body.countryProductId));
      const a = ok(await lead(d2, { ...body, consent: true }));
      expect(a.consent).toEqual({
        version: CONSENT_TEXT_VERSION,
        callWindow: { from: '09:00', to: '18:00' },
        channel: 'call',
      });
      expect(await rows(String(body.mobileNumber))).toEqual([
        {
          source: body.source,
          product: body.countryProductId,
          mobile: body.mobileNumber,
          name: null,
          email: null,
          income: null,
          consentVersion: CONSENT_TEXT_VERSION,
          from: 540,
          to: 1080,
          channel: 'call',
          withdrawn: null,
          outbox: 'pending',
          ...extra,
        },
      ]);
    }
    expect(d.token).toBeTruthy();
  });

  it('answers next.config.url where the spec reads it (talk-to-expert, doorway), in the request’s language', async () => {
    const d = await createDevice(app, 8);
    const a = ok(
      await lead(
        d,
        {
          source: 'talk_to_expert',
          countryProductId: 8,
          mobileNumber: '501120001',
          income: 9000,
          consent: true,
        },
        { lang: 'ar' },
      ),
    );
    expect(a.next).toEqual({
      type: 'REDIRECT',
      config: { url: `/ar-ae/personal-loans/?leadId=${a.leadId}` },
    });
    const footer = ok(
      await lead(d, {
        source: 'footer_popup',
        countryProductId: 1,
        mobileNumber: '501120002',
        consent: true,
      }),
    );
    expect(footer.next).toBeUndefined();
  });

  it('refuses with the spec’s messages and stable codes, storing nothing', async () => {
    const d = await createDevice(app, 1);
    const cases: [Record<string, unknown>, number, { code: string; message?: string }][] = [
      [
        { source: 'footer_popup', countryProductId: 1, mobileNumber: '' },
        422,
        {
          code: 'INVALID_MOBILE',
          message: 'Mobile number is required',
        },
      ],
      [
        { source: 'footer_popup', countryProductId: 1, mobileNumber: '401234567' },
        422,
        {
          code: 'INVALID_MOBILE',
          message: 'Mobile number is invalid',
        },
      ],
      [
        { source: 'footer_popup', countryProductId: 1 },
        422,
        {
          code: 'INVALID_MOBILE',
          message: 'Mobile number is required',
        },
      ],
      [
        { source: 'customer_callback', countryProductId: 3, mobileNumber: '501130001' },
        422,
        {
          code: 'INVALID_NAME',
          message: 'Name is required.',
        },
      ],
      // One name rule for every name field (shared/rules/name.ts): markup and links never reach the CRM.
      [
        {
          source: 'customer_callback',
          countryProductId: 3,
          name: '<img src=x onerror=alert(1)>Sara',
          mobileNumber: '501130001',
        },
        422,
        { code: 'INVALID_NAME', message: 'Invalid Name' },
      ],
      [
        {
          source: 'glossary',
          countryProductId: 3,
          name: 'Sara <b>x</b>',
          mobileNumber: '501130001',
          email: 'sara@example.ae',
        },
        422,
        { code: 'INVALID_NAME', message: 'Invalid Name' },
      ],
      [
        {
          source: 'talk_to_expert',
          countryProductId: 8,
          name: 'https://evil.example',
          mobileNumber: '501130002',
          income: '9000',
        },
        422,
        { code: 'INVALID_NAME', message: 'Invalid Name' },
      ],
      [
        { source: 'customer_callback', countryProductId: 3, name: 'Sara', mobileNumber: '' },
        422,
        {
          code: 'INVALID_MOBILE',
          message: 'Phone number is required.',
        },
      ],
      [
        { source: 'customer_callback', countryProductId: 3, name: 'Sara', mobileNumber: '5012' },
        422,
        {
          code: 'INVALID_MOBILE',
          message: 'Phone number is invalid.',
        },
      ],
      [
        { source: 'talk_to_expert', countryProductId: 8, mobileNumber: '501130002', income: '0' },
        422,
        {
          code: 'INVALID_INCOME',
          message: 'Invalid value',
        },
      ],
      [
        { source: 'talk_to_expert', countryProductId: 8, mobileNumber: '12', income: '9000' },
        422,
        {
          code: 'INVALID_MOBILE',
          message: 'Invalid value',
        },
      ],
      [
        { source: 'glossary', countryProductId: 1, name: 'Omar', mobileNumber: '501130003', email: 'x@' },
        422,
        {
          code: 'INVALID_EMAIL',
        },
      ],
      [
        { source: 'footer_popup', countryProductId: 999, mobileNumber: '501130004' },
        422,
        {
          code: 'INVALID_PRODUCT',
        },
      ],
      [
        {
          source: 'footer_popup',
          countryProductId: 1,
          mobileNumber: '501130005',
          callWindow: { from: '08:00', to: '12:00' },
        },
        422,
        {
          code: 'INVALID_CALL_WINDOW',
        },
      ],
      [
        {
          source: 'footer_popup',
          countryProductId: 1,
          mobileNumber: '501130006',
          callWindow: { from: '15:00', to: '11:00' },
        },
        422,
        {
          code: 'INVALID_CALL_WINDOW',
        },
      ],
      [
        {
          source: 'footer_popup',
          countryProductId: 1,
          mobileNumber: '501130007',
          callWindow: { from: '9', to: '12:00' },
        },
        422,
        {
          code: 'INVALID_CALL_WINDOW',
        },
      ],
      [
        { source: 'footer_popup', countryProductId: 1, mobileNumber: '501130008', consentVersion: 'old' },
        422,
        {
          code: 'INVALID_CONSENT_VERSION',
        },
      ],
      [
        { source: 'footer_popup', countryProductId: 1, mobileNumber: '501130009', channel: 'email' },
        422,
        {
          code: 'INVALID_EMAIL',
        },
      ],
      [
        { source: 'footer_popup', countryProductId: 1, mobileNumber: '501130010', channel: 'fax' },
        400,
        {
          code: 'VALIDATION_FAILED',
        },
      ],
      [
        { source: 'nowhere', countryProductId: 1, mobileNumber: '501130011' },
        400,
        { code: 'VALIDATION_FAILED' },
      ],
      [
        { source: 'footer_popup', countryProductId: 1, mobileNumber: 501130012 },
        400,
        { code: 'VALIDATION_FAILED' },
      ],
    ];
    for (const [body, status, expected] of cases) {
      const r = await lead(d, { ...body, consent: true });
      expect(r.statusCode, JSON.stringify(body)).toBe(status);
      expect(r.json()).toMatchObject(expected);
    }
    const stored = await ctx.db.execute(
      sql`select count(*)::int as n from leads where mobile_number like '50113%'`,
    );
    expect(stored.rows[0]).toEqual({ n: 0 });
  });

  it('never answers 5xx, whatever the body', async () => {
    const d = await createDevice(app, 1);
    const base = {
      source: 'customer_callback',
      countryProductId: 3,
      mobileNumber: '501135001',
      consent: true,
    };
    const bodies: unknown[] = [
      null,
      [],
      'text',
      42,
      { consent: true },
      { ...base, name: 'x'.repeat(101) },
      { ...base, name: 'Nul\u0000Name' },
      { ...base, name: 'عائشة' },
      { ...base, countryProductId: 2 ** 40 },
      { ...base, source: 'talk_to_expert', income: '9'.repeat(30) },
      { ...base, source: 'talk_to_expert', income: 1e308 },
      { ...base, source: 'glossary', name: 'Omar', email: `${'a'.repeat(250)}@example.com` },
      { ...base, callWindow: { from: '24:00', to: '25:00' } },
      { ...base, callWindow: 'morning' },
      { ...base, cachedEnquiryId: 'nope', mobileNumber: '*****1234' },
      { ...base, utmSource: 'u\u0000tm' },
    ];
    for (const body of bodies) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/lead_details',
        headers: { authorization: d.token, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
        remoteAddress: nextIp(),
      });
      expect(r.statusCode, `${JSON.stringify(body)} → ${r.body}`).toBeLessThan(500);
    }
  });

  it('needs consent: true at every capture point (422 CONSENT_REQUIRED, translated)', async () => {
    const d = await createDevice(app, 1);
    for (const consent of [undefined, false, 'true', 1]) {
      const r = await lead(d, {
        source: 'footer_popup',
        countryProductId: 1,
        mobileNumber: '501140001',
        consent,
      });
      expect(r.statusCode).toBe(422);
      expect(r.json()).toEqual({
        code: 'CONSENT_REQUIRED',
        message: 'Please tick the box to agree that we may contact you.',
      });
    }
    const ar = await lead(
      d,
      { source: 'splash', countryProductId: 1, mobileNumber: '501140001' },
      { lang: 'ar' },
    );
    expect(ar.json()).toMatchObject({ code: 'CONSENT_REQUIRED' });
    expect(ar.json().message).toMatch(/[\u0600-\u06FF]/);
    expect(await rows('501140001')).toEqual([]);
  });

  it('keeps a narrowed call window and the channel', async () => {
    const d = await createDevice(app, 1);
    const a = ok(
      await lead(d, {
        source: 'footer_popup',
        countryProductId: 1,
        mobileNumber: '501150001',
        consent: true,
        callWindow: { from: '10:30', to: '13:00' },
        channel: 'whatsapp',
      }),
    );
    expect(a.consent).toMatchObject({ callWindow: { from: '10:30', to: '13:00' }, channel: 'whatsapp' });
    expect(await rows('501150001')).toMatchObject([{ from: 630, to: 780, channel: 'whatsapp' }]);
  });

  it('a masked number stands only for the caller’s own enquiry’s number (else 404)', async () => {
    const owner = await createDevice(app, 2);
    const enquiryId = await storeEnquiry(ctx.db, owner, 2, travelAnswers());
    const stranger = await createDevice(app, 2);
    const body = { source: 'footer_popup', countryProductId: 2, mobileNumber: '*****4567', consent: true };
    expect((await lead(stranger, { ...body, cachedEnquiryId: enquiryId })).statusCode).toBe(404);
    expect(
      (await lead(owner, { ...body, mobileNumber: '*****9999', cachedEnquiryId: enquiryId })).statusCode,
    ).toBe(404);
    // Without the enquiry it stands for, the footer treats a masked number as invalid (docs/product/leads.md).
    expect((await lead(owner, body)).json()).toMatchObject({ code: 'INVALID_MOBILE' });
    ok(await lead(owner, { ...body, cachedEnquiryId: enquiryId }));
    expect(await rows('501234567')).toMatchObject([{ source: 'footer_popup', product: 2 }]);
  });
});

describe('Idempotency-Key (decision 0010)', () => {
  it('same key and body → the same answer and one row; other body → 422', async () => {
    const d = await createDevice(app, 1);
    const key = 'lead-seq-0001';
    const body = { source: 'footer_popup', countryProductId: 1, mobileNumber: '501160001', consent: true };
    const first = await lead(d, body, { key });
    const again = await lead(d, body, { key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await lead(d, { ...body, mobileNumber: '501160002' }, { key });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await rows('501160001')).toHaveLength(1);
    expect(await rows('501160002')).toHaveLength(0);
  });

  it('20 parallel identical requests → 20 identical answers, one lead, one outbox row', async () => {
    const d = await createDevice(app, 3);
    const key = 'lead-par-0001';
    const body = {
      source: 'customer_callback',
      countryProductId: 3,
      name: 'Huda',
      mobileNumber: '501170001',
      consent: true,
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => lead(d, body, { key, ip: '10.9.9.9' })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(await rows('501170001')).toEqual([expect.objectContaining({ outbox: 'pending' })]);
  });
});

describe('lead limits (decision 0030)', () => {
  it('per mobile number and product: 3 a day, then 429 RATE_LIMIT with Retry-After; another product passes', async () => {
    const body = { source: 'footer_popup', countryProductId: 1, mobileNumber: '501180001', consent: true };
    for (let i = 0; i < 3; i++) ok(await lead(await createDevice(app, 1), body));
    const r = await lead(await createDevice(app, 1), body);
    expect(r.statusCode).toBe(429);
    expect(r.json()).toMatchObject({ code: 'RATE_LIMIT' });
    const wait = Number(r.headers['retry-after']);
    expect(wait).toBeGreaterThan(86_000);
    expect(r.json().retryAfter).toBe(wait);
    ok(await lead(await createDevice(app, 1), { ...body, countryProductId: 3 }));
    expect(await rows('501180001')).toHaveLength(4);
  });

  it('per device: 10 an hour', async () => {
    const d = await createDevice(app, 1);
    for (let i = 0; i < 10; i++)
      ok(
        await lead(d, {
          source: 'splash',
          countryProductId: 1,
          mobileNumber: `50119${String(i).padStart(4, '0')}`,
          consent: true,
        }),
      );
    const r = await lead(d, {
      source: 'splash',
      countryProductId: 1,
      mobileNumber: '501199999',
      consent: true,
    });
    expect(r.statusCode).toBe(429);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('per address: the configured number an hour (40 in this file)', async () => {
    const addr = '10.200.0.1';
    let refused = 0;
    for (let i = 0; i < 41; i++) {
      const d = await createDevice(app, 1);
      const r = await lead(
        d,
        {
          source: 'exit_intent',
          countryProductId: 1,
          mobileNumber: `50120${String(i).padStart(4, '0')}`,
          consent: true,
        },
        { ip: addr },
      );
      if (r.statusCode === 429) refused++;
      else expect(r.statusCode).toBe(200);
    }
    expect(refused).toBe(1);
  });
});

describe('leads stored before consent terms (migration 0018)', () => {
  it('are do-not-contact: the migration marked them withdrawn', async () => {
    // The template database ran the migration over an empty table; run its statement on a row shaped as before.
    const d = await createDevice(app, 7);
    const device = await ctx.db.execute<{ id: number }>(
      sql`select id from devices where device_uuid = ${d.deviceUuid}`,
    );
    await ctx.db.execute(sql`
      insert into leads (public_id, device_id, country_product_id, source, consent_at, mobile_number)
      values ('legacy000000000000000001', ${device.rows[0]!.id}, 7, 'no_result', now(), '501210001')`);
    const { readFileSync } = await import('node:fs');
    const migration = readFileSync('src/db/migrations/0018_leads_consent.sql', 'utf8');
    const update = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "leads"'))!;
    await ctx.db.$client.query(update.replace(/^\s*--.*$/gm, ''));
    expect(await rows('501210001')).toMatchObject([{ consentVersion: null, withdrawn: 'migration' }]);
  });
});
