import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ZApiError } from '../../src/shared/contracts/errors';
import { SIGNATURE_HEADER, ZHandoffProposal } from '../../src/shared/contracts/policies';
import {
  ZBuyResponse,
  ZHandoffPreview,
  ZPolicyView,
  ZQuoteRepriced,
} from '../../src/shared/contracts/policies-api';
import { ZQuotesResponse, type TQuote } from '../../src/shared/contracts/quotes-api';
import { insurerSecret, signatureHeader } from '../../src/server/lib/insurer-signature';
import { buildApp, loggerOptions } from '../../src/server/app';
import { renderDocument } from '../../src/web/entry-server';
import { HIGH_WRITES, testApp, testAssets, testConfig, useTestApp } from './helpers';
import { createDevice } from './journey-fixtures';
import {
  carAnswers,
  completeCarJourney,
  healthAnswers,
  moreProductAnswers,
  storeEnquiry,
  travelAnswers,
  type Device,
} from './quotes-fixtures';

/**
 * Buying through the insurer (docs/product/policies.md; decision 0084): the preview of what is sent, Buy (a pending
 * policy and a single-use handoff, re-pricing a lapsed quote first, idempotent), the insurer's signed fetch of the
 * proposal (used, expired, forged ids; bad, stale or missing signatures; an insurer without a secret), the thank-you
 * page's policy, and no answer, name, number or ID in a URL or a log line.
 */

const ENV = { JOBS_ENABLED: 'false' };
const { app, ctx } = useTestApp({ limits: { ...HIGH_WRITES }, env: ENV });
const config = testConfig();
const MOBILE = '501113344';
const IP = '10.84.0.1';

let owner: Device;
let stranger: Device;
let enquiryId: string;
let quotes: TQuote[];

async function listQuotes(d: Device, id: string): Promise<TQuote[]> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { enquiryId: id, limit: 50 },
    headers: { authorization: d.token },
    remoteAddress: IP,
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZQuotesResponse.parse(res.json()).quotes;
}

const previewOf = (d: Device, quoteId: string, lang = 'en') =>
  app.inject({
    method: 'GET',
    url: `/api/quotes/${quoteId}/handoff-preview`,
    headers: { authorization: d.token, 'accept-language': lang },
    remoteAddress: IP,
  });

const buy = (d: Device, quoteId: string, key?: string, on: FastifyInstance = app) =>
  on.inject({
    method: 'POST',
    url: `/api/quotes/${quoteId}/buy`,
    payload: { reminderConsent: true },
    headers: { authorization: d.token, ...(key ? { 'idempotency-key': key } : {}) },
    remoteAddress: IP,
  });

/** The insurer's signed fetch, signed over the path with its secret (or `signWith`) at `at` seconds. */
function fetchHandoff(
  code: string,
  handoffId: string,
  opts: { at?: number; signWith?: Buffer; header?: string | null; on?: FastifyInstance } = {},
) {
  const path = `/api/insurers/${code}/handoffs/${handoffId}`;
  const secret = opts.signWith ?? insurerSecret(config.insurerSecrets, config.secrets.sessionSecret, code);
  if (!secret) throw new Error('no secret');
  const header =
    opts.header === undefined ? signatureHeader(secret, path, opts.at ?? Date.now() / 1000) : opts.header;
  return (opts.on ?? app).inject({
    method: 'GET',
    url: path,
    headers: header === null ? {} : { [SIGNATURE_HEADER]: header },
    remoteAddress: '10.84.9.9',
  });
}

/** The checkout URL's insurer code and handoff id. */
function handoffOf(url: string): { code: string; id: string } {
  const m =
    /^http:\/\/localhost:3000\/sandbox\/insurers\/([a-z0-9-]+)\/checkout\/([A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22})\/$/.exec(
      url,
    );
  if (!m) throw new Error(`not a checkout url: ${url}`);
  return { code: m[1]!, id: m[2]! };
}

async function policiesOfQuote(quoteId: string): Promise<{ public_id: string; status: string }[]> {
  const r = await ctx.db.execute<{ public_id: string; status: string }>(sql`
    select p.public_id, p.status from policies p join quotes q on q.id = p.quote_id where q.public_id = ${quoteId}`);
  return r.rows;
}

beforeAll(async () => {
  owner = await createDevice(app);
  stranger = await createDevice(app);
  enquiryId = await completeCarJourney(app, ctx.db, owner, MOBILE, IP);
  quotes = await listQuotes(owner, enquiryId);
  expect(quotes.length).toBeGreaterThan(4);
});

describe('GET /api/quotes/{quoteId}/handoff-preview', () => {
  it('shows the insurer, the price and each piece of data sent, the number masked', async () => {
    const q = quotes[0]!;
    const res = await previewOf(owner, q.quoteId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const p = ZHandoffPreview.parse(res.json());
    expect(p.insurer.name).toBe(q.providerName);
    expect(p.planName).toBe(q.planName);
    expect(p.price.totalFils).toBe(Math.round(q.premium * 100));
    expect(p.price.premiumFils + p.price.vatFils).toBe(p.price.totalFils);
    const sent = Object.fromEntries(p.sent.map((s) => [s.key, s]));
    expect(sent.name?.value).toBe('Jane Doe');
    expect(sent.mobileNumber?.value).toBe('+971 5X XXX 3344');
    expect(sent.email?.value).toBe('j***@example.com');
    expect(res.body).not.toContain(MOBILE);
    expect(sent.registrationEmirate?.value).toBe('Dubai');
    expect(sent.carValue?.value).toBe('AED 85,000');
    expect(sent.driverDob?.value).toBe(carAnswers().driverDob);
    // Nationality is not needed to issue a car policy: not sent.
    expect(sent.nationality).toBeUndefined();
    for (const s of p.sent) expect(s.label).not.toBe(s.key);
  });

  it('labels in the request language (Arabic)', async () => {
    const res = await previewOf(owner, quotes[0]!.quoteId, 'ar');
    const p = ZHandoffPreview.parse(res.json());
    const sent = Object.fromEntries(p.sent.map((s) => [s.key, s]));
    expect(sent.mobileNumber?.label).toBe('رقم الهاتف المتحرك');
    expect(sent.registrationEmirate?.value).toBe('دبي');
  });

  it("another device's quote: 404, as for an unknown one", async () => {
    for (const [d, id] of [
      [stranger, quotes[0]!.quoteId],
      [owner, 'A'.repeat(24)],
    ] as const) {
      const res = await previewOf(d, id);
      expect(res.statusCode).toBe(404);
      expect(ZApiError.parse(res.json()).code).toBe('QUOTE_NOT_FOUND');
    }
  });
  it('travel, health and home: their answers, labelled by their journeys, in every language', async () => {
    const { home } = moreProductAnswers();
    const cases = [
      {
        productId: 2,
        answers: travelAnswers(),
        keys: ['tripType', 'travelRegion', 'travelDates', 'travellerDob'],
      },
      { productId: 3, answers: healthAnswers(), keys: ['insuredMembers', 'emirate', 'city'] },
      {
        productId: home.productId,
        answers: home.answers,
        keys: ['propertyType', 'contentsValue', 'buildingValue'],
      },
    ];
    for (const c of cases) {
      const id = await storeEnquiry(ctx.db, owner, c.productId, c.answers);
      const [q] = await listQuotes(owner, id);
      const labels: Record<string, string[]> = {};
      for (const lang of ['en', 'ar', 'hi', 'ml']) {
        const res = await previewOf(owner, q!.quoteId, lang);
        expect(res.statusCode, `${c.productId} ${lang} ${res.body}`).toBe(200);
        const p = ZHandoffPreview.parse(res.json());
        expect(p.sent.map((s) => s.key)).toEqual(expect.arrayContaining(['mobileNumber', ...c.keys]));
        // Salary band, nationality: asked by the journey, not needed to issue.
        expect(p.sent.map((s) => s.key)).not.toContain('nationality');
        expect(p.sent.map((s) => s.key)).not.toContain('salaryBand');
        labels[lang] = p.sent.map((s) => s.label);
      }
      for (const lang of ['ar', 'hi', 'ml']) expect(labels[lang], lang).not.toEqual(labels.en);
    }
    const health = await storeEnquiry(ctx.db, owner, 3, healthAnswers());
    const [hq] = await listQuotes(owner, health);
    const members = ZHandoffPreview.parse((await previewOf(owner, hq!.quoteId)).json()).sent.find(
      (s) => s.key === 'insuredMembers',
    );
    expect(members?.value).toBe(
      `Myself, born ${healthAnswers().insuredMembers[0]!.dateOfBirth}, Female; ` +
        `Spouse, born ${healthAnswers().insuredMembers[1]!.dateOfBirth}, Male; ` +
        `Child 1, born ${healthAnswers().insuredMembers[2]!.dateOfBirth}, Male`,
    );
    const made = ZBuyResponse.parse((await buy(owner, hq!.quoteId)).json());
    const { code, id } = handoffOf(made.redirectToInsurer.config.url);
    const proposal = ZHandoffProposal.parse((await fetchHandoff(code, id)).json());
    expect(proposal.answers).toMatchObject({
      'insuredMembers.0.id': 'self',
      'insuredMembers.2.id': 'child',
      emirate: 'dubai',
    });
    expect(proposal.answers.salaryBand).toBeUndefined();
    expect(proposal.returnUrl).toBe(
      `http://localhost:3000/health-insurance/policy/thank-you/?policy=${made.policyId}`,
    );
  });
});

describe('POST /api/quotes/{quoteId}/buy → the insurer fetches the proposal', () => {
  it('creates a pending policy and a handoff, and sends the visitor with an opaque id only', async () => {
    const q = quotes[0]!;
    const res = await buy(owner, q.quoteId, 'buy-main');
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZBuyResponse.parse(res.json());
    expect(answer.redirectToInsurer.type).toBe('REDIRECT');
    const { code, id } = handoffOf(answer.redirectToInsurer.config.url);
    const rows = await ctx.db.execute<Record<string, unknown>>(sql`
      select p.status, p.mobile_number, p.premium_fils + p.vat_fils as total, p.reminder_consent_at is not null as consent,
        h.id_hash, h.expires_at > now() + interval '14 minutes' as fresh, h.consumed_at
      from policies p join handoffs h on h.policy_id = p.id where p.public_id = ${answer.policyId}`);
    expect(rows.rows).toEqual([
      {
        status: 'pending',
        mobile_number: MOBILE,
        total: Math.round(q.premium * 100),
        consent: true,
        id_hash: createHash('sha256').update(id).digest('hex'),
        fresh: true,
        consumed_at: null,
      },
    ]);
    // The id itself is stored nowhere.
    const stored = await ctx.db.execute(sql`select 1 from handoffs where payload::text like ${`%${id}%`}`);
    expect(stored.rows).toHaveLength(0);

    const fetched = await fetchHandoff(code, id);
    expect(fetched.statusCode, fetched.body).toBe(200);
    const proposal = ZHandoffProposal.parse(fetched.json());
    expect(proposal).toMatchObject({
      reference: answer.policyId,
      quoteId: q.quoteId,
      insurerCode: code,
      planId: q.planId,
      holder: { name: 'Jane Doe', mobile: `+971${MOBILE}`, email: 'jane@example.com' },
      returnUrl: `http://localhost:3000/car-insurance/policy/thank-you/?policy=${answer.policyId}`,
      language: 'en',
    });
    expect(proposal.price.totalFils).toBe(Math.round(q.premium * 100));
    const a = carAnswers();
    expect(proposal.answers).toMatchObject({
      carMake: a.carMake,
      carModel: a.carModel,
      carValue: a.carValue,
      registrationEmirate: a.registrationEmirate,
      driverDob: a.driverDob,
      noClaimYears: a.noClaimYears,
    });
    expect(proposal.answers.nationality).toBeUndefined();

    const consumed = await ctx.db.execute<{ n: number }>(sql`
      select count(*)::int as n from handoffs where id_hash = ${createHash('sha256').update(id).digest('hex')}
        and consumed_at is not null`);
    expect(consumed.rows[0]?.n).toBe(1);
    // Handed over: the row no longer holds the proposal's personal data.
    const kept = await ctx.db.execute<{ payload: unknown }>(sql`
      select payload from handoffs where id_hash = ${createHash('sha256').update(id).digest('hex')}`);
    expect(kept.rows[0]?.payload).toEqual({});
    // Single use: the second fetch answers 409 and sends nothing.
    const again = await fetchHandoff(code, id);
    expect(again.statusCode).toBe(409);
    expect(ZApiError.parse(again.json()).code).toBe('HANDOFF_USED');
    expect(again.body).not.toContain('Jane');
  });

  it('an expired handoff: 410 HANDOFF_EXPIRED, nothing sent', async () => {
    const res = await buy(owner, quotes[1]!.quoteId);
    const { code, id } = handoffOf(ZBuyResponse.parse(res.json()).redirectToInsurer.config.url);
    const hash = createHash('sha256').update(id).digest('hex');
    await ctx.db.execute(
      sql`update handoffs set expires_at = now() - interval '1 second' where id_hash = ${hash}`,
    );
    const fetched = await fetchHandoff(code, id);
    expect(fetched.statusCode).toBe(410);
    expect(ZApiError.parse(fetched.json()).code).toBe('HANDOFF_EXPIRED');
    const row = await ctx.db.execute(
      sql`select 1 from handoffs where id_hash = ${hash} and consumed_at is null`,
    );
    expect(row.rows).toHaveLength(1);
  });

  it('a tampered, forged or unknown id: 404 HANDOFF_NOT_FOUND; another insurer cannot fetch it either', async () => {
    const res = await buy(owner, quotes[2]!.quoteId);
    const { code, id } = handoffOf(ZBuyResponse.parse(res.json()).redirectToInsurer.config.url);
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const other = quotes.find((q) => q.providerName !== quotes[2]!.providerName);
    const otherCode = handoffOf(
      ZBuyResponse.parse((await buy(owner, other!.quoteId)).json()).redirectToInsurer.config.url,
    ).code;
    for (const [c, bad] of [
      [code, flip(id, 3)], // the random part changed: the tag no longer matches
      [code, flip(id, id.length - 2)], // the tag changed
      [code, `${'x'.repeat(43)}.${'y'.repeat(22)}`],
      [code, 'not-an-id'],
      [otherCode, id], // a genuine id fetched by another insurer
    ] as const) {
      const fetched = await fetchHandoff(c, bad);
      expect(fetched.statusCode, bad).toBe(404);
      expect(ZApiError.parse(fetched.json()).code).toBe('HANDOFF_NOT_FOUND');
    }
    // The genuine id still works once.
    expect((await fetchHandoff(code, id)).statusCode).toBe(200);
  });

  it('a forged, stale or missing signature: 401 BAD_SIGNATURE, the handoff left unused', async () => {
    const res = await buy(owner, quotes[3]!.quoteId);
    const { code, id } = handoffOf(ZBuyResponse.parse(res.json()).redirectToInsurer.config.url);
    const now = Date.now() / 1000;
    const attempts = [
      fetchHandoff(code, id, { signWith: Buffer.from('not the secret of this insurer at all') }),
      fetchHandoff(code, id, { at: now - 301 }),
      fetchHandoff(code, id, { at: now + 301 }),
      fetchHandoff(code, id, { header: null }),
      fetchHandoff(code, id, { header: 't=1,v1=zz' }),
    ];
    for (const fetched of await Promise.all(attempts)) {
      expect(fetched.statusCode).toBe(401);
      expect(ZApiError.parse(fetched.json()).code).toBe('BAD_SIGNATURE');
    }
    // Signed for another path (another id): refused too.
    const path = `/api/insurers/${code}/handoffs/${id}`;
    const secret = insurerSecret(config.insurerSecrets, config.secrets.sessionSecret, code)!;
    const wrongPath = await fetchHandoff(code, id, {
      header: signatureHeader(secret, `${path}x`, Date.now() / 1000),
    });
    expect(wrongPath.statusCode).toBe(401);
    expect((await fetchHandoff(code, id, { at: now - 290 })).statusCode).toBe(200);
  });

  it('an insurer without a secret (none configured, none derived): 401 INSURER_NOT_CONFIGURED; Buy is refused', async () => {
    const strict = await testApp(ctx.db, { ...HIGH_WRITES, ...ENV, INSURER_SANDBOX: '0' });
    try {
      const res = await buy(owner, quotes[4]!.quoteId, undefined, strict);
      expect(res.statusCode).toBe(422);
      expect(ZApiError.parse(res.json()).code).toBe('NOT_BUYABLE_ONLINE');
      const made = await buy(owner, quotes[4]!.quoteId);
      const { code, id } = handoffOf(ZBuyResponse.parse(made.json()).redirectToInsurer.config.url);
      const fetched = await fetchHandoff(code, id, { on: strict });
      expect(fetched.statusCode).toBe(401);
      expect(ZApiError.parse(fetched.json()).code).toBe('INSURER_NOT_CONFIGURED');
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/quotes/{quoteId}/buy refusals', () => {
  it("another device's quote: 404 and no policy", async () => {
    const q = quotes[5]!;
    const res = await buy(stranger, q.quoteId, 'stranger-key');
    expect(res.statusCode).toBe(404);
    expect(ZApiError.parse(res.json()).code).toBe('QUOTE_NOT_FOUND');
    expect(await policiesOfQuote(q.quoteId)).toEqual([]);
  });

  it('an advisor-only product (term life): 422 NOT_BUYABLE_ONLINE', async () => {
    const { term } = moreProductAnswers();
    const id = await storeEnquiry(ctx.db, owner, term.productId, term.answers);
    const [q] = await listQuotes(owner, id);
    for (const res of [await buy(owner, q!.quoteId), await previewOf(owner, q!.quoteId)]) {
      expect(res.statusCode).toBe(422);
      expect(ZApiError.parse(res.json()).code).toBe('NOT_BUYABLE_ONLINE');
    }
    expect(await policiesOfQuote(q!.quoteId)).toEqual([]);
  });

  it('a number not proved by its code: 409 MOBILE_NOT_VERIFIED', async () => {
    const id = await storeEnquiry(ctx.db, owner, 1, carAnswers());
    await ctx.db.execute(sql`update enquiries set mobile_verified_at = null where public_id = ${id}`);
    const [q] = await listQuotes(owner, id);
    const res = await buy(owner, q!.quoteId);
    expect(res.statusCode).toBe(409);
    expect(ZApiError.parse(res.json()).code).toBe('MOBILE_NOT_VERIFIED');
  });

  it('a lapsed quote is re-priced first: 409 QUOTE_REPRICED with the new quote and price; that one buys', async () => {
    const id = await storeEnquiry(ctx.db, owner, 1, carAnswers());
    const [q] = await listQuotes(owner, id);
    // The run and its quotes lapse together (both carry the run's validity).
    await ctx.db.execute(sql`update quotes set valid_until = now() - interval '1 minute'
      where run_id = (select run_id from quotes where public_id = ${q!.quoteId})`);
    await ctx.db.execute(sql`update quote_runs set valid_until = now() - interval '1 minute'
      where id = (select run_id from quotes where public_id = ${q!.quoteId})`);
    const res = await buy(owner, q!.quoteId, 'lapsed');
    expect(res.statusCode, res.body).toBe(409);
    const r = ZQuoteRepriced.parse(res.json());
    expect(r.data.quoteId).not.toBe(q!.quoteId);
    expect(r.data.totalFils).toBe(r.data.premiumFils + r.data.vatFils);
    expect(r.message).toContain(
      new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(r.data.totalFils / 100),
    );
    expect(await policiesOfQuote(q!.quoteId)).toEqual([]);
    const ok = await buy(owner, r.data.quoteId, 'lapsed-new');
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('answers changed since the quote: 409 QUOTE_REPRICED with the new price', async () => {
    const id = await storeEnquiry(ctx.db, owner, 1, carAnswers());
    const [q] = await listQuotes(owner, id);
    await ctx.db.execute(
      sql`update enquiries set answers = answers || '{"carValue": 120000}'::jsonb where public_id = ${id}`,
    );
    const res = await buy(owner, q!.quoteId);
    expect(res.statusCode).toBe(409);
    const r = ZQuoteRepriced.parse(res.json());
    expect(r.data.totalFils).toBeGreaterThan(Math.round(q!.premium * 100));
  });
});

describe('Idempotent Buy', () => {
  it('the same key answers the same policy, one row; a retried Buy without a key reuses the pending policy', async () => {
    const id = await storeEnquiry(ctx.db, owner, 1, carAnswers());
    const [q] = await listQuotes(owner, id);
    const first = await buy(owner, q!.quoteId, 'same-key');
    const again = await buy(owner, q!.quoteId, 'same-key');
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await buy(owner, q!.quoteId);
    expect(ZBuyResponse.parse(other.json()).policyId).toBe(ZBuyResponse.parse(first.json()).policyId);
    expect(await policiesOfQuote(q!.quoteId)).toHaveLength(1);
    // The earlier handoff is closed when a new one is made for the same policy.
    const { code, id: firstId } = handoffOf(ZBuyResponse.parse(first.json()).redirectToInsurer.config.url);
    expect((await fetchHandoff(code, firstId)).statusCode).toBe(410);
  });

  it('20 parallel Buys with one key → one policy, the same answer', async () => {
    const id = await storeEnquiry(ctx.db, owner, 1, carAnswers());
    const [q] = await listQuotes(owner, id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => buy(owner, q!.quoteId, 'parallel-key')),
    );
    const ids = new Set(
      answers.map((r) => (r.statusCode === 200 ? ZBuyResponse.parse(r.json()).policyId : r.body)),
    );
    expect(ids.size).toBe(1);
    expect(await policiesOfQuote(q!.quoteId)).toHaveLength(1);
  });

  it('20 parallel Buys without a key → one policy', async () => {
    const id = await storeEnquiry(ctx.db, owner, 1, carAnswers());
    const [q] = await listQuotes(owner, id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(owner, q!.quoteId)));
    for (const r of answers) expect(r.statusCode).toBe(200);
    expect(new Set(answers.map((r) => ZBuyResponse.parse(r.json()).policyId)).size).toBe(1);
    expect(await policiesOfQuote(q!.quoteId)).toHaveLength(1);
  });
});

describe('GET /api/policies/{publicId}', () => {
  it('the buying device reads it (being issued, then issued); another device gets 404', async () => {
    const id = await storeEnquiry(ctx.db, owner, 1, carAnswers());
    const [q] = await listQuotes(owner, id);
    const { policyId } = ZBuyResponse.parse((await buy(owner, q!.quoteId)).json());
    const read = (d: Device) =>
      app.inject({ method: 'GET', url: `/api/policies/${policyId}`, headers: { authorization: d.token } });
    const pending = await read(owner);
    expect(pending.statusCode).toBe(200);
    expect(pending.headers['cache-control']).toBe('no-store');
    expect(ZPolicyView.parse(pending.json())).toMatchObject({
      policyId,
      status: 'pending',
      policyNumber: null,
      planName: q!.planName,
      totalFils: Math.round(q!.premium * 100),
      scheduleUrl: null,
      howToClaim: [],
    });
    const denied = await read(stranger);
    expect(denied.statusCode).toBe(404);
    expect(ZApiError.parse(denied.json()).code).toBe('POLICY_NOT_FOUND');

    const data = {
      insurer: { name: q!.providerName, claimsPhone: '800 123', claimsEmail: 'claims@example.com' },
      planName: q!.planName,
      cover: [],
      premiumAed: q!.premium,
      documents: [{ name: 'Schedule', kind: 'schedule' }],
    };
    await ctx.db
      .execute(sql`update policies set status = 'active', policy_number = ${`TP-${policyId.slice(0, 8)}`},
      start_date = current_date, end_date = current_date + 395, data = ${JSON.stringify(data)}::jsonb
      where public_id = ${policyId}`);
    const issued = ZPolicyView.parse((await read(owner)).json());
    expect(issued.status).toBe('active');
    expect(issued.scheduleUrl).toBe(`/account/policies/${policyId}/schedule/`);
    expect(issued.claims).toEqual({ phone: '800 123', email: 'claims@example.com' });
    expect(issued.howToClaim).toHaveLength(4);
    expect(issued.howToClaim.join(' ')).toContain('800 123');
    // Bought and issued: a retried Buy goes to the thank-you page, not to a second checkout.
    const retry = ZBuyResponse.parse((await buy(owner, q!.quoteId)).json());
    expect(retry.policyId).toBe(policyId);
    expect(retry.redirectToInsurer.config.url).toBe(
      `http://localhost:3000/car-insurance/policy/thank-you/?policy=${policyId}`,
    );
  });
});

describe('No answer, name, number or ID in a URL or a log line', () => {
  it('Buy and the fetch log nothing personal; the redirect carries only the opaque id', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logConfig = testConfig({ ...HIGH_WRITES, ...ENV });
    const logged = await buildApp({
      config: logConfig,
      db: ctx.db,
      assets: () => testAssets,
      render: renderDocument,
      logger: { ...loggerOptions(logConfig), level: 'debug', stream },
    });
    try {
      const secretId = '784-1990-1234567-1';
      const id = await storeEnquiry(ctx.db, owner, 1, { ...carAnswers(), emiratesId: secretId });
      await ctx.db
        .execute(sql`update enquiries set name = 'Fatima Al Mansoori', email = 'fatima.k@mail.example'
        where public_id = ${id}`);
      const [q] = await listQuotes(owner, id);
      await logged.inject({
        method: 'GET',
        url: `/api/quotes/${q!.quoteId}/handoff-preview`,
        headers: { authorization: owner.token },
      });
      const res = await buy(owner, q!.quoteId, 'log-key', logged);
      expect(res.statusCode, res.body).toBe(200);
      const url = ZBuyResponse.parse(res.json()).redirectToInsurer.config.url;
      const { code, id: handoffId } = handoffOf(url);
      const fetched = await fetchHandoff(code, handoffId, { on: logged });
      expect(fetched.statusCode).toBe(200);
      const proposal = ZHandoffProposal.parse(fetched.json());
      expect(proposal.holder.name).toBe('Fatima Al Mansoori');
      expect(JSON.stringify(proposal)).not.toContain(secretId);
      await fetchHandoff(code, handoffId, { on: logged }); // a refusal is logged too
      await fetchHandoff(code, `${handoffId.slice(0, -1)}A`, { on: logged, header: 't=1,v1=00' });
      const dob = carAnswers().driverDob;
      const text = lines.join('\n') + url;
      expect(lines.length).toBeGreaterThan(3);
      // The refusals were logged (by reason, without the id or the proposal).
      expect(text).toContain('handoff fetch refused');
      expect(lines.filter((l) => l.includes('handoff fetch refused')).join('\n')).not.toContain(handoffId);
      for (const secret of ['Fatima', 'fatima.k@mail.example', MOBILE, '501234567', dob, secretId])
        expect(text, secret).not.toContain(secret);
      // The car value as a value of its own: a timestamp or a response time may hold the same digits.
      expect(text).not.toMatch(/(?<![\d.])85000(?![\d.])/);
    } finally {
      await logged.close();
    }
  });
});
