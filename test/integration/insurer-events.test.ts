import { createHash, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { policies } from '../../src/db/schema';
import { handoffs } from '../../src/db/schema-sales';
import { buildApp, loggerOptions } from '../../src/server/app';
import { signatureHeader } from '../../src/server/lib/insurer-signature';
import { newPublicId } from '../../src/server/lib/public-id';
import { ZPolicyData } from '../../src/shared/contracts/account';
import { ZQuotesResponse } from '../../src/shared/contracts/quotes-api';
import { renderDocument } from '../../src/web/entry-server';
import { HIGH_WRITES, testAssets, testConfig, useTestApp } from './helpers';
import { createDevice } from './journey-fixtures';
import { storeEnquiry, travelAnswers } from './quotes-fixtures';

/**
 * POST /api/insurers/{insurerCode}/events (docs/product/policies.md 'Insurer events'; decision 0085). The purchase
 * (a pending policy and its handoff) is written here straight through the schema's tables, as Buy writes it, so
 * these tests need nothing but a real quote.
 */

const SECRET_OF: Record<string, string> = {};
// Every catalogue insurer has a secret but silver-oryx (the fail-closed case); none is derived (INSURER_SANDBOX=0).
const CODES = [
  'falcon-crest',
  'dune-harbour',
  'pearl-gate',
  'oasis-meridian',
  'saffron-shield',
  'crescent-tide',
];
for (const c of [...CODES, 'palm-lantern', 'sandstone-guardian', 'azure-dhow', 'golden-ghaf', 'mirage-point'])
  SECRET_OF[c] = `secret-of-${c}-`.padEnd(40, 'x');
for (const c of ['coral-minaret', 'nomad-star']) SECRET_OF[c] = `secret-of-${c}-`.padEnd(40, 'y');
const ENV = {
  JOBS_ENABLED: 'false',
  INSURER_SANDBOX: '0',
  INSURER_SECRETS: Object.entries(SECRET_OF)
    .map(([c, s]) => `${c}=${s}`)
    .join(','),
};

const { app, ctx } = useTestApp({ limits: { ...HIGH_WRITES }, env: ENV });

type Quote = {
  rowId: number;
  publicId: string;
  insurerId: number;
  code: string;
  netFils: number;
  vatFils: number;
};
let quotes: Quote[] = [];
let enquiryRowId = 0;
let deviceRowId = 0;

beforeAll(async () => {
  const d = await createDevice(app, 2);
  const enquiryId = await storeEnquiry(ctx.db, d, 2, travelAnswers());
  const res = await app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { enquiryId, groupBy: 'providerId' },
    headers: { authorization: d.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  const ids = ZQuotesResponse.parse(res.json()).quotes.map((q) => q.quoteId);
  const r = await ctx.db.execute<{
    id: number;
    public_id: string;
    provider_id: number;
    slug: string;
    net: number;
    vat: number;
    enquiry_id: number;
    device_id: number;
  }>(sql`
    select q.id, q.public_id, q.provider_id, i.slug, (q.breakdown->>'netFils')::int as net,
           (q.breakdown->>'vatFils')::int as vat, q.enquiry_id, e.device_id
      from quotes q join insurers i on i.id = q.provider_id join enquiries e on e.id = q.enquiry_id
     where q.public_id in ${ids}`);
  quotes = r.rows.map((x) => ({
    rowId: x.id,
    publicId: x.public_id,
    insurerId: x.provider_id,
    code: x.slug,
    netFils: x.net,
    vatFils: x.vat,
  }));
  enquiryRowId = r.rows[0]!.enquiry_id;
  deviceRowId = r.rows[0]!.device_id;
  expect(quotes.filter((q) => SECRET_OF[q.code]).length).toBeGreaterThan(1);
});

const quoteOf = (code?: string) => {
  const q = quotes.find((x) => (code ? x.code === code : SECRET_OF[x.code]));
  if (!q) throw new Error(`no quote of ${code}`);
  return q;
};

type Purchase = { policyId: number; policyPublicId: string; handoffId: string; quote: Quote };

/** A pending policy and its handoff, as Buy stores them (one transaction there; two inserts here). */
async function purchase(code?: string): Promise<Purchase> {
  const quote = quoteOf(code);
  const handoffId = `${randomBytes(32).toString('base64url')}.${randomBytes(16).toString('base64url')}`;
  const publicId = newPublicId();
  const [p] = await ctx.db
    .insert(policies)
    .values({
      publicId,
      mobileNumber: '501234567',
      countryProductId: 2,
      status: 'pending',
      insurerId: quote.insurerId,
      quoteId: quote.rowId,
      enquiryId: enquiryRowId,
      deviceId: deviceRowId,
      premiumFils: quote.netFils,
      vatFils: quote.vatFils,
    })
    .returning({ id: policies.id });
  await ctx.db.insert(handoffs).values({
    idHash: createHash('sha256').update(handoffId).digest('hex'),
    policyId: p!.id,
    quoteId: quote.rowId,
    insurerId: quote.insurerId,
    payload: {},
    expiresAt: new Date(Date.now() + 15 * 60_000),
  });
  return { policyId: p!.id, policyPublicId: publicId, handoffId, quote };
}

let seq = 0;
const policyNumber = () => `TST-TRV-${Date.now() % 1e8}-${++seq}`;

function issued(p: Purchase, over: Record<string, unknown> = {}, data: Record<string, unknown> = {}) {
  return {
    id: `evt_${randomBytes(8).toString('hex')}`,
    type: 'policy.issued',
    createdAt: new Date().toISOString(),
    data: {
      handoffId: p.handoffId,
      quoteId: p.quote.publicId,
      policyNumber: policyNumber(),
      premiumFils: p.quote.netFils,
      vatFils: p.quote.vatFils,
      startDate: '2026-12-01',
      endDate: '2027-11-30',
      documents: [
        { kind: 'schedule', name: 'Policy schedule' },
        { kind: 'certificate', name: 'Travel certificate' },
      ],
      ...data,
    },
    ...over,
  };
}

type SendOptions = { code?: string; secret?: string; at?: number; signature?: string | null; type?: string };

/** Posts raw bytes (a string as given, or an object as JSON), signed over exactly those bytes unless told. */
function deliver(target: FastifyInstance, code: string, body: string | object, o: SendOptions = {}) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const secret = Buffer.from(o.secret ?? SECRET_OF[code] ?? 'none'.padEnd(40, 'z'), 'utf8');
  const sig =
    o.signature === undefined ? signatureHeader(secret, raw, o.at ?? Date.now() / 1000) : o.signature;
  return target.inject({
    method: 'POST',
    url: `/api/insurers/${code}/events`,
    payload: raw,
    headers: {
      'content-type': o.type ?? 'application/json',
      ...(sig === null ? {} : { 'x-sahel-signature': sig }),
    },
  });
}
const send = (p: Purchase, body: string | object, o: SendOptions = {}) =>
  deliver(app, o.code ?? p.quote.code, body, o);

async function policyRow(id: number) {
  const r = await ctx.db.execute<{
    status: string;
    policy_number: string | null;
    start_date: string | null;
    end_date: string | null;
    premium_fils: number | null;
    vat_fils: number | null;
    data: unknown;
    updated_at: string;
  }>(sql`select status, policy_number, start_date::text, end_date::text, premium_fils, vat_fils, data,
                updated_at::text from policies where id = ${id}`);
  return r.rows[0]!;
}
async function eventRows(policyId?: number) {
  const r = await ctx.db.execute<{ event_id: string; type: string; body_sha256: string; policy_id: number }>(
    policyId === undefined
      ? sql`select event_id, type, body_sha256, policy_id from insurer_events`
      : sql`select event_id, type, body_sha256, policy_id from insurer_events where policy_id = ${policyId}`,
  );
  return r.rows;
}
const countEvents = async () => (await eventRows()).length;

describe('policy.issued', () => {
  it('makes the pending policy active with its number, dates, price and a policy document from the catalogue', async () => {
    const p = await purchase('falcon-crest');
    const e = issued(p);
    const res = await send(p, e);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, eventId: e.id, duplicate: false });
    expect(res.headers['cache-control']).toBe('no-store');
    const row = await policyRow(p.policyId);
    expect(row).toMatchObject({
      status: 'active',
      policy_number: e.data.policyNumber,
      start_date: '2026-12-01',
      end_date: '2027-11-30',
      premium_fils: p.quote.netFils,
      vat_fils: p.quote.vatFils,
    });
    const data = ZPolicyData.parse(row.data);
    const names = await ctx.db.execute<{ insurer: string; plan: string; plan_id: number }>(sql`
      select i.data->'name'->>'en' as insurer, pl.document->'planName'->>'en' as plan, pl.id as plan_id
        from quotes q join insurers i on i.id = q.provider_id join plans pl on pl.id = q.plan_id
       where q.id = ${p.quote.rowId}`);
    expect(data.insurer.name).toBe(names.rows[0]!.insurer);
    expect(data.planName).toBe(names.rows[0]!.plan);
    expect(data.cover.length).toBeGreaterThan(0);
    expect(data.premiumAed).toBe((p.quote.netFils + p.quote.vatFils) / 100);
    expect(data.documents).toEqual([
      { kind: 'schedule', name: 'Policy schedule' },
      { kind: 'certificate', name: 'Travel certificate' },
    ]);
    expect(row.data).toMatchObject({ quoteId: p.quote.publicId });
    const events = await eventRows(p.policyId);
    expect(events).toEqual([
      {
        event_id: e.id,
        type: 'policy.issued',
        policy_id: p.policyId,
        body_sha256: createHash('sha256').update(JSON.stringify(e)).digest('hex'),
      },
    ]);
  });

  it('checks the bytes received, not a re-serialised body: odd spacing and key order signed as sent is accepted', async () => {
    const p = await purchase();
    const e = issued(p);
    const raw = `{ "data" : ${JSON.stringify(e.data, null, 3)},\n "type":"policy.issued", "id" : "${e.id}", "createdAt":"${e.createdAt}" }`;
    const res = await send(p, raw);
    expect(res.statusCode, res.body).toBe(200);
    expect((await policyRow(p.policyId)).status).toBe('active');
  });

  it('answers 200 again for the same event delivered twice, with no second effect', async () => {
    const p = await purchase();
    const e = issued(p);
    const first = await send(p, e);
    expect(first.statusCode).toBe(200);
    const after = await policyRow(p.policyId);
    const second = await send(p, e);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual({ received: true, eventId: e.id, duplicate: true });
    expect(await policyRow(p.policyId)).toEqual(after);
    expect(await eventRows(p.policyId)).toHaveLength(1);
  });

  it('applies 20 parallel deliveries of one event once; every one answers 200', async () => {
    const p = await purchase();
    const e = issued(p);
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(p, e)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const acks = answers.map((a) => a.json<{ duplicate: boolean }>());
    expect(acks.filter((a) => !a.duplicate)).toHaveLength(1);
    expect(await eventRows(p.policyId)).toHaveLength(1);
    const row = await policyRow(p.policyId);
    expect(row.status).toBe('active');
    expect(row.policy_number).toBe(e.data.policyNumber);
  });

  it('refuses a number another policy holds (409 POLICY_NUMBER_TAKEN) and stores nothing', async () => {
    const a = await purchase();
    const b = await purchase();
    const first = issued(a);
    expect((await send(a, first)).statusCode).toBe(200);
    const before = await countEvents();
    const res = await send(b, issued(b, {}, { policyNumber: first.data.policyNumber }));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'POLICY_NUMBER_TAKEN' });
    expect(await countEvents()).toBe(before);
    expect((await policyRow(b.policyId)).status).toBe('pending');
  });

  it('needs the number, the price and dates in order (400) and stores nothing', async () => {
    const p = await purchase();
    const before = await countEvents();
    const e = issued(p);
    const { policyNumber: _omitted, ...noNumber } = e.data;
    for (const body of [
      { ...e, data: noNumber },
      issued(p, {}, { startDate: '2027-12-01', endDate: '2027-11-30' }),
    ]) {
      const res = await send(p, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await countEvents()).toBe(before);
    expect((await policyRow(p.policyId)).status).toBe('pending');
  });
});

describe('payment.declined and policy.cancelled', () => {
  it('a declined payment is recorded and the policy stays pending; a later payment still issues it', async () => {
    const p = await purchase();
    const declined = {
      ...issued(p),
      type: 'payment.declined',
      data: { handoffId: p.handoffId, quoteId: p.quote.publicId },
    };
    const res = await send(p, declined);
    expect(res.statusCode, res.body).toBe(200);
    expect((await policyRow(p.policyId)).status).toBe('pending');
    expect((await eventRows(p.policyId)).map((r) => r.type)).toEqual(['payment.declined']);
    expect((await send(p, issued(p))).statusCode).toBe(200);
    expect((await policyRow(p.policyId)).status).toBe('active');
  });

  it('a cancelled policy is cancelled, and cannot be issued afterwards (409 POLICY_STATE_CONFLICT)', async () => {
    const p = await purchase();
    expect((await send(p, issued(p))).statusCode).toBe(200);
    const cancel = {
      ...issued(p),
      type: 'policy.cancelled',
      data: { handoffId: p.handoffId, quoteId: p.quote.publicId },
    };
    expect((await send(p, cancel)).statusCode).toBe(200);
    expect((await policyRow(p.policyId)).status).toBe('cancelled');
    const before = await countEvents();
    const again = await send(p, issued(p));
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json()).toMatchObject({ code: 'POLICY_STATE_CONFLICT' });
    expect(await countEvents()).toBe(before);
  });
});

describe('refusals store nothing', () => {
  async function refused(p: Purchase, res: Awaited<ReturnType<typeof send>>, status: number, code: string) {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ code });
    expect(typeof res.json<{ message: string }>().message).toBe('string');
    expect(await eventRows(p.policyId)).toEqual([]);
    expect((await policyRow(p.policyId)).status).toBe('pending');
  }

  it('a forged signature, a missing one, a malformed one, or a body changed after signing: 401 BAD_SIGNATURE', async () => {
    const p = await purchase();
    const e = issued(p);
    await refused(
      p,
      await send(p, e, { secret: 'not-the-insurers-secret'.padEnd(40, 'q') }),
      401,
      'BAD_SIGNATURE',
    );
    await refused(p, await send(p, e, { signature: null }), 401, 'BAD_SIGNATURE');
    await refused(p, await send(p, e, { signature: 't=1,v1=abc' }), 401, 'BAD_SIGNATURE');
    const raw = JSON.stringify(e);
    const sig = signatureHeader(Buffer.from(SECRET_OF[p.quote.code]!), raw, Date.now() / 1000);
    await refused(p, await send(p, JSON.stringify(e, null, 1), { signature: sig }), 401, 'BAD_SIGNATURE');
    const otherInsurer = CODES.find((c) => c !== p.quote.code)!;
    await refused(p, await send(p, e, { secret: SECRET_OF[otherInsurer] }), 401, 'BAD_SIGNATURE');
  });

  it('a timestamp more than 5 minutes old or ahead: 401 BAD_SIGNATURE', async () => {
    const p = await purchase();
    const now = Date.now() / 1000;
    // A minute beyond the window each way: a margin of one second failed on a loaded CI machine (the server's clock
    // had moved on by the time the second request arrived).
    await refused(p, await send(p, issued(p), { at: now - 360 }), 401, 'BAD_SIGNATURE');
    await refused(p, await send(p, issued(p), { at: now + 360 }), 401, 'BAD_SIGNATURE');
    // Inside the window it is accepted (the refusals above are the window, not the signature).
    expect((await send(p, issued(p), { at: now - 240 })).statusCode).toBe(200);
  });

  it('an insurer without a secret, or a code the catalogue does not have: 401 INSURER_NOT_CONFIGURED', async () => {
    const p = await purchase();
    const before = await countEvents();
    for (const code of ['silver-oryx', 'no-such-insurer', 'Falcon-Crest']) {
      const res = await deliver(app, code, issued(p), { secret: SECRET_OF['falcon-crest'] });
      expect(res.statusCode, `${code}: ${res.body}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INSURER_NOT_CONFIGURED' });
    }
    expect(await countEvents()).toBe(before);
  });

  it('the same id with another body: 409 EVENT_CONFLICT, the first effect kept', async () => {
    const p = await purchase();
    const e = issued(p);
    expect((await send(p, e)).statusCode).toBe(200);
    const row = await policyRow(p.policyId);
    const other = { ...e, data: { ...e.data, policyNumber: policyNumber() } };
    const res = await send(p, other);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EVENT_CONFLICT' });
    expect(await policyRow(p.policyId)).toEqual(row);
    expect(await eventRows(p.policyId)).toHaveLength(1);
  });

  it('an unknown handoff, another quote, or another insurer’s handoff: 404 QUOTE_NOT_FOUND', async () => {
    const p = await purchase();
    const stranger = `${randomBytes(32).toString('base64url')}.${randomBytes(16).toString('base64url')}`;
    await refused(p, await send(p, issued(p, {}, { handoffId: stranger })), 404, 'QUOTE_NOT_FOUND');
    const otherQuote = quotes.find((q) => q.publicId !== p.quote.publicId)!;
    await refused(p, await send(p, issued(p, {}, { quoteId: otherQuote.publicId })), 404, 'QUOTE_NOT_FOUND');
    // Signed correctly by another configured insurer, naming this insurer's handoff.
    const other = CODES.find((c) => c !== p.quote.code)!;
    await refused(p, await deliver(app, other, issued(p)), 404, 'QUOTE_NOT_FOUND');
  });

  it('an unknown type: 422 UNKNOWN_EVENT_TYPE', async () => {
    const p = await purchase();
    await refused(p, await send(p, issued(p, { type: 'policy.renewed' })), 422, 'UNKNOWN_EVENT_TYPE');
  });

  it('a body that is not an event (signed): 400; not JSON at all: 415', async () => {
    const p = await purchase();
    await refused(p, await send(p, '{"id": "x", "type": '), 400, 'VALIDATION_FAILED');
    await refused(p, await send(p, { ...issued(p), extra: 1 }), 400, 'VALIDATION_FAILED');
    await refused(
      p,
      await send(p, JSON.stringify(issued(p)), { type: 'text/plain' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });
});

describe('logs', () => {
  it('log each refusal with its code, the insurer and the event id, and never the body', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = testConfig({ ...HIGH_WRITES, ...ENV });
    const logged = await buildApp({
      config,
      db: ctx.db,
      assets: () => testAssets,
      render: renderDocument,
      logger: { ...loggerOptions(config), level: 'info', stream },
    });
    try {
      const p = await purchase();
      const code = p.quote.code;
      const ok = issued(p);
      const cases = [
        { body: issued(p), o: { secret: 'forged'.padEnd(40, 'f') }, code: 'BAD_SIGNATURE' },
        { body: issued(p), o: { at: Date.now() / 1000 - 600 }, code: 'BAD_SIGNATURE' },
        { body: issued(p, { type: 'policy.renewed' }), o: {}, code: 'UNKNOWN_EVENT_TYPE' },
        { body: issued(p, {}, { quoteId: 'Q'.repeat(24) }), o: {}, code: 'QUOTE_NOT_FOUND' },
        { body: ok, o: {}, code: null },
        {
          body: { ...ok, data: { ...ok.data, policyNumber: 'OTHER-NUMBER-1' } },
          o: {},
          code: 'EVENT_CONFLICT',
        },
      ];
      for (const c of cases) {
        const res = await deliver(logged, code, c.body, c.o);
        expect(res.statusCode, res.body).toBe(c.code === null ? 200 : res.statusCode);
        if (c.code) expect(res.json()).toMatchObject({ code: c.code });
      }
      const refusals = lines
        .map((l) => JSON.parse(l) as { msg?: string; code?: string; insurer?: string; eventId?: string })
        .filter((l) => l.msg === 'insurer event refused');
      expect(refusals.map((r) => r.code)).toEqual(cases.filter((c) => c.code).map((c) => c.code));
      for (const [i, r] of refusals.entries()) {
        expect(r.insurer).toBe(code);
        expect(r.eventId).toBe(cases.filter((c) => c.code)[i]!.body.id);
      }
      const all = lines.join('');
      for (const secret of [
        p.handoffId,
        p.quote.publicId,
        ok.data.policyNumber,
        'OTHER-NUMBER-1',
        'Policy schedule',
      ])
        expect(all).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});
