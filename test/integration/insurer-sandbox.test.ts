import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, loggerOptions } from '../../src/server/app';
import { buildConfig } from '../../src/server/config';
import { insurerSecret, signatureHeader, verifySignature } from '../../src/server/lib/insurer-signature';
import type { Transport } from '../../src/sandbox';
import {
  SIGNATURE_HEADER,
  ZHandoffProposal,
  ZInsurerEvent,
  type THandoffProposal,
} from '../../src/shared/contracts/policies';
import { ZBuyResponse } from '../../src/shared/contracts/policies-api';
import { ZQuotesResponse, type TQuote } from '../../src/shared/contracts/quotes-api';
import { renderDocument } from '../../src/web/entry-server';
import { checkAnswers } from './answer-check';
import { freshDatabase, HIGH_WRITES, testAssets, testConfig, type TestDatabase } from './helpers';
import { createDevice } from './journey-fixtures';
import { completeCarJourney, type Device } from './quotes-fixtures';

/**
 * The insurer sandbox (src/sandbox/README.md; decision 0086), end to end through the marketplace's real routes: Buy
 * (a pending policy and a handoff) → the sandbox's checkout fetches the proposal over the signed handoff fetch →
 * a test card → the sandbox's pg-boss job posts the signed event → the marketplace's policy is active. The sandbox
 * reaches the marketplace through a transport over `app.inject` that can be told to fail, so a retry can be shown.
 */

const ENV = { ...HIGH_WRITES, INSURER_SANDBOX: '1', JOBS_ENABLED: 'true' };
const MOBILE = '501117788';
const IP = '10.86.0.1';
const CARDS = {
  approve: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  other: '5555 5555 5555 4444',
};
/** Every way a card number could be written into a log line or a row. */
const CARD_TRACES = [
  '4242424242424242',
  '4242 4242',
  '4000000000000002',
  '4000 0000 0000',
  '5555555555554444',
  '5555 5555',
];

let ctx: TestDatabase;
let app: FastifyInstance;
/** Event posts the transport answers 503 before passing them on (the retry test sets it). */
let failEvents = 0;
const eventCalls: { path: string; body: string; signature: string }[] = [];

const transport: Transport = async (path, init) => {
  if (path.endsWith('/events')) {
    eventCalls.push({ path, body: init.body ?? '', signature: init.headers[SIGNATURE_HEADER] ?? '' });
    if (failEvents > 0) {
      failEvents--;
      return { status: 503, text: async () => '{"code":"SERVICE_UNAVAILABLE"}' };
    }
  }
  const res = await app.inject({
    method: init.method,
    url: path,
    headers: init.headers,
    ...(init.body === undefined ? {} : { payload: init.body }),
  });
  return { status: res.statusCode, text: async () => res.body };
};

async function build(
  env: Record<string, string>,
  extra: Partial<Parameters<typeof buildApp>[0]> = {},
): Promise<FastifyInstance> {
  const built = await buildApp({
    config: testConfig(env),
    db: ctx.db,
    assets: () => testAssets,
    render: renderDocument,
    logger: false,
    beforeRoutes: checkAnswers,
    ...extra,
  });
  await built.ready();
  return built;
}

let owner: Device;
let quotes: TQuote[];
let bought = 0;

beforeAll(async () => {
  ctx = await freshDatabase({ seeded: true });
  app = await build(ENV, { insurerTransport: transport });
  owner = await createDevice(app);
  const enquiryId = await completeCarJourney(app, ctx.db, owner, MOBILE, IP);
  const res = await app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { enquiryId, limit: 50 },
    headers: { authorization: owner.token },
    remoteAddress: IP,
  });
  expect(res.statusCode, res.body).toBe(200);
  quotes = ZQuotesResponse.parse(res.json()).quotes;
  expect(quotes.length).toBeGreaterThan(5);
});

afterAll(async () => {
  await app?.close();
  await ctx?.drop();
});

type Purchase = { code: string; handoffId: string; path: string; quote: TQuote };

/** Buys the next quote (each test its own), in `lang`: the checkout URL Buy answers. */
async function buyNext(lang = 'en'): Promise<Purchase> {
  const quote = quotes[bought++]!;
  const res = await app.inject({
    method: 'POST',
    url: `/api/quotes/${quote.quoteId}/buy`,
    payload: { reminderConsent: false },
    headers: { authorization: owner.token, 'accept-language': lang },
    remoteAddress: IP,
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = ZBuyResponse.parse(res.json()).redirectToInsurer.config.url;
  const m =
    /^http:\/\/localhost:3000(\/sandbox\/insurers\/([a-z0-9-]+)\/checkout\/([A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22})\/)$/.exec(
      url,
    );
  if (!m) throw new Error(`not a sandbox checkout url: ${url}`);
  return { path: m[1]!, code: m[2]!, handoffId: m[3]!, quote };
}

const visit = (p: Purchase, on: FastifyInstance = app) =>
  on.inject({ method: 'GET', url: p.path, remoteAddress: IP });

const payJson = (p: Purchase, cardNumber: unknown, on: FastifyInstance = app) =>
  on.inject({ method: 'POST', url: `${p.path}pay`, payload: { cardNumber }, remoteAddress: IP });

const payForm = (p: Purchase, cardNumber: string, on: FastifyInstance = app) =>
  on.inject({
    method: 'POST',
    url: `${p.path}pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber }).toString(),
    remoteAddress: IP,
  });

async function keptProposal(p: Purchase): Promise<THandoffProposal> {
  const r = await ctx.db.execute<{ proposal: unknown }>(sql`
    select proposal from sandbox_checkouts where insurer_code = ${p.code}
     and handoff_hash = encode(sha256(convert_to(${p.handoffId}, 'UTF8')), 'hex')`);
  expect(r.rows).toHaveLength(1);
  return ZHandoffProposal.parse(r.rows[0]!.proposal);
}

type SandboxEvent = { type: string; body: unknown; attempts: number; delivered: boolean };

async function eventsOf(p: Purchase): Promise<SandboxEvent[]> {
  const r = await ctx.db.execute<{ body: { type: string }; attempts: number; delivered_at: Date | null }>(sql`
    select body, attempts, delivered_at from sandbox_events
     where body->'data'->>'handoffId' = ${p.handoffId} order by id`);
  return r.rows.map((x) => ({
    type: x.body.type,
    body: x.body,
    attempts: x.attempts,
    delivered: x.delivered_at !== null,
  }));
}

async function policyOf(reference: string) {
  const r = await ctx.db.execute<{ status: string; policy_number: string | null; start_date: string | null }>(
    sql`select status, policy_number, start_date::text as start_date from policies where public_id = ${reference}`,
  );
  return r.rows[0];
}

/** Today in the UAE (UTC+4 all year), as the sandbox dates a policy. */
const uaeToday = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);

describe('switched off', () => {
  it('is off unless INSURER_SANDBOX=1 or development tools: every sandbox path is the site 404', async () => {
    const base = { SESSION_SECRET: 's'.repeat(40), DATA_DIR: '/tmp/sahel-config-test' };
    expect(buildConfig({ ...base, DEV_TOOLS: '0' }).insurerSandbox).toBe(false);
    expect(
      buildConfig({
        ...base,
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://x@h/db',
        SMS_ADAPTER: 'outbox',
      }).insurerSandbox,
    ).toBe(false);
    expect(buildConfig({ ...base, DEV_TOOLS: '0', INSURER_SANDBOX: '1' }).insurerSandbox).toBe(true);
    expect(buildConfig({ ...base, DEV_TOOLS: '1' }).insurerSandbox).toBe(true);

    const off = await build({ ...ENV, INSURER_SANDBOX: '0', JOBS_ENABLED: 'false' });
    try {
      const p = await buyNext();
      const page = await visit(p, off);
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('sbx-');
      const pay = await payJson(p, CARDS.approve, off);
      expect(pay.statusCode).toBeGreaterThanOrEqual(404);
      expect(pay.statusCode).toBeLessThan(406);
      // Nothing was fetched: the handoff is still unused (the sandbox that is on can open it).
      expect((await visit(p)).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe('GET /sandbox/insurers/{code}/checkout/{handoffId}/', () => {
  it('fetches the proposal once, keeps it, and shows it with the price honoured, the test cards and a plain form', async () => {
    const p = await buyNext();
    const res = await visit(p);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('Insurer sandbox (demo)');
    expect(html).toContain('/assets/site.css');
    // No script at all: the page works without JavaScript.
    expect(html).not.toMatch(/<script\b/i);
    expect(html).not.toMatch(/\sstyle=/i);
    // The proposal as the marketplace sent it, the price as the visitor saw it on the quotes page.
    const proposal = await keptProposal(p);
    expect(proposal.quoteId).toBe(p.quote.quoteId);
    expect(proposal.price.totalFils).toBe(Math.round(p.quote.premium * 100));
    expect(html).toContain(p.quote.providerName);
    expect(html).toContain(proposal.planName.replace(/&/g, '&amp;'));
    const total = `AED ${(proposal.price.totalFils / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(html).toContain(`Pay <bdi dir="ltr">${total}</bdi>`);
    expect(html).toContain('Price honoured');
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('4000 0000 0000 0002');
    expect(html).toContain(`<form class="sbx-form" method="post" action="${p.path}pay">`);
    expect(html).toContain('name="cardNumber"');
    // The holder's number masked; the full number appears nowhere on the page.
    expect(html).toContain('+971 5X XXX 7788');
    expect(html).not.toContain(MOBILE);

    // The fetch consumed the handoff: the marketplace now refuses it, and the sandbox shows its kept copy.
    const secret = insurerSecret(testConfig(ENV).insurerSecrets, 'x'.repeat(40), p.code)!;
    const path = `/api/insurers/${p.code}/handoffs/${p.handoffId}`;
    const again = await app.inject({
      method: 'GET',
      url: path,
      headers: { [SIGNATURE_HEADER]: signatureHeader(secret, path, Date.now() / 1000) },
    });
    expect(again.statusCode).toBe(409);
    const second = await visit(p);
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain(total);
  });

  it("speaks the proposal's language: Arabic right to left with numbers isolated, Hindi and Malayalam", async () => {
    const ar = await buyNext('ar');
    const page = await visit(ar);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('بيئة اختبار شركات التأمين (تجريبية)');
    expect(page.body).toMatch(/<bdi dir="ltr">AED [\d,]+\.\d\d<\/bdi>/);
    expect(page.body).toContain('<code dir="ltr">4242 4242 4242 4242</code>');
    expect(page.body).not.toContain('Insurer sandbox (demo)');
    for (const [lang, label] of [
      ['hi', 'बीमा कंपनी सैंडबॉक्स (डेमो)'],
      ['ml', 'ഇൻഷുറൻസ് കമ്പനി സാൻഡ്ബോക്സ് (ഡെമോ)'],
    ] as const) {
      const res = await visit(await buyNext(lang));
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<html lang="${lang}" dir="ltr">`);
      expect(res.body).toContain(label);
    }
  });

  it('answers an unknown insurer, a malformed id and a refused fetch with a clear page and the status', async () => {
    const p = await buyNext();
    const unknown = await app.inject({ url: p.path.replace(`/${p.code}/`, '/no-such-insurer/') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('There is no insurer with this code in the sandbox.');
    const malformed = await app.inject({ url: `/sandbox/insurers/${p.code}/checkout/not-an-id/` });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.body).toContain('This checkout link is not valid.');
    // Another insurer's code with this handoff id: the marketplace finds no such handoff for it.
    const r = await ctx.db.execute<{ slug: string }>(
      sql`select slug from insurers where slug <> ${p.code} order by id limit 1`,
    );
    const wrong = await app.inject({ url: p.path.replace(`/${p.code}/`, `/${r.rows[0]!.slug}/`) });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toContain('Answer from Sahel Compare: <bdi dir="ltr">404 HANDOFF_NOT_FOUND</bdi>');
    // Still unused by the right insurer.
    expect((await visit(p)).statusCode).toBe(200);
  });
});

describe('POST …/pay', () => {
  it('4242… issues a policy number, sends policy.issued by a job, and the marketplace activates the policy', async () => {
    const p = await buyNext();
    expect((await visit(p)).statusCode).toBe(200);
    const proposal = await keptProposal(p);
    const res = await payJson(p, CARDS.approve);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ status: string; policyNumber: string; redirect: string }>();
    expect(body.status).toBe('paid');
    expect(body.policyNumber).toMatch(/^[A-Z]{2,4}-MOT-\d{4}-\d{6}$/);
    expect(body.redirect).toBe(proposal.returnUrl);
    expect(body.redirect).toMatch(/\/car-insurance\/policy\/thank-you\/\?policy=/);

    // The event: stored with the payment, delivered by the job, signed over the exact body sent.
    await vi.waitFor(async () => expect((await eventsOf(p))[0]?.delivered).toBe(true), {
      timeout: 20_000,
      interval: 100,
    });
    const [event] = await eventsOf(p);
    const sent = eventCalls.filter((c) => c.body.includes(p.handoffId));
    expect(sent).toHaveLength(1);
    const secret = insurerSecret(testConfig(ENV).insurerSecrets, 'x'.repeat(40), p.code)!;
    expect(verifySignature(sent[0]!.signature, secret, sent[0]!.body, Date.now() / 1000)).toEqual({
      ok: true,
    });
    const e = ZInsurerEvent.parse(JSON.parse(sent[0]!.body));
    expect(e).toEqual(event!.body);
    expect(e.type).toBe('policy.issued');
    expect(e.data).toMatchObject({
      handoffId: p.handoffId,
      quoteId: p.quote.quoteId,
      policyNumber: body.policyNumber,
      premiumFils: proposal.price.premiumFils,
      vatFils: proposal.price.vatFils,
      startDate: uaeToday(),
    });
    // A car policy runs 13 months less a day.
    const start = new Date(`${e.data.startDate}T00:00:00Z`);
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 13, start.getUTCDate() - 1));
    if (start.getUTCDate() <= 28) expect(e.data.endDate).toBe(end.toISOString().slice(0, 10));
    expect(e.data.documents?.map((d) => d.kind)).toEqual(['schedule', 'certificate', 'wording']);

    // The marketplace's side (decision 0085): the pending policy is active with the sandbox's number.
    await vi.waitFor(async () => expect((await policyOf(proposal.reference))?.status).toBe('active'), {
      timeout: 10_000,
      interval: 100,
    });
    expect(await policyOf(proposal.reference)).toMatchObject({
      policy_number: body.policyNumber,
      start_date: uaeToday(),
    });

    // Paying again (a second click) answers the same number and sends nothing more.
    const twice = await payJson(p, '4242424242424242');
    expect(twice.json()).toEqual(body);
    expect(await eventsOf(p)).toHaveLength(1);
    const page = await visit(p);
    expect(page.body).toContain('Payment received');
    expect(page.body).toContain(body.policyNumber);
    expect(page.body).not.toContain('name="cardNumber"');
  });

  it('works as a plain form post: 303 to the return URL', async () => {
    const p = await buyNext();
    const res = await payForm(p, CARDS.approve);
    expect(res.statusCode, res.body).toBe(303);
    const proposal = await keptProposal(p);
    expect(res.headers.location).toBe(proposal.returnUrl);
    await vi.waitFor(async () => expect((await policyOf(proposal.reference))?.status).toBe('active'), {
      timeout: 20_000,
      interval: 100,
    });
  });

  it('4000…0002 is declined with a clear message and the form again, sends payment.declined, and a retry pays', async () => {
    const p = await buyNext('ar');
    const declined = await payForm(p, CARDS.decline);
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('role="alert"');
    expect(declined.body).toContain('تم رفض الدفع');
    expect(declined.body).toContain('name="cardNumber"');
    // The typed number is not put back into the form.
    expect(declined.body).not.toContain('value="4000');
    const proposal = await keptProposal(p);
    await vi.waitFor(
      async () => expect((await eventsOf(p))[0]).toMatchObject({ type: 'payment.declined', delivered: true }),
      {
        timeout: 20_000,
        interval: 100,
      },
    );
    expect((await policyOf(proposal.reference))?.status).toBe('pending');
    const json = await payJson(p, CARDS.decline);
    expect(json.statusCode).toBe(402);
    expect(json.json()).toMatchObject({ code: 'PAYMENT_DECLINED' });
    expect(json.json<{ message: string }>().message).toContain('رفض البنك');

    const retry = await payForm(p, CARDS.approve);
    expect(retry.statusCode).toBe(303);
    expect(retry.headers.location).toBe(proposal.returnUrl);
    expect(retry.headers.location).toMatch(/\/ar-ae\/car-insurance\/policy\/thank-you\//);
    await vi.waitFor(async () => expect((await policyOf(proposal.reference))?.status).toBe('active'), {
      timeout: 20_000,
      interval: 100,
    });
    expect((await eventsOf(p)).map((e) => e.type)).toEqual([
      'payment.declined',
      'payment.declined',
      'policy.issued',
    ]);
  });

  it('any other number is 422 TEST_CARDS_ONLY (JSON and form), a missing one 400, and nothing is sent', async () => {
    const p = await buyNext();
    const json = await payJson(p, CARDS.other);
    expect(json.statusCode).toBe(422);
    expect(json.json()).toMatchObject({ code: 'TEST_CARDS_ONLY' });
    const form = await payForm(p, '1234');
    expect(form.statusCode).toBe(422);
    expect(form.headers['content-type']).toMatch(/^text\/html/);
    expect(form.body).toContain('Only the test cards below work in this sandbox.');
    expect(form.body).toContain('aria-invalid="true"');
    expect((await payJson(p, 4242424242424242)).statusCode).toBe(400);
    expect((await payJson(p, '')).statusCode).toBe(400);
    expect((await payJson(p, '4'.repeat(41))).statusCode).toBe(400);
    const empty = await payForm(p, '');
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain('Please enter a card number.');
    expect(await eventsOf(p)).toEqual([]);
    expect((await policyOf((await keptProposal(p)).reference))?.status).toBe('pending');
  });

  it('retries an event the marketplace did not acknowledge, with back-off, until it is', async () => {
    const p = await buyNext();
    failEvents = 1;
    const res = await payJson(p, CARDS.approve);
    expect(res.statusCode).toBe(200);
    const proposal = await keptProposal(p);
    await vi.waitFor(async () => expect((await eventsOf(p))[0]?.delivered).toBe(true), {
      timeout: 30_000,
      interval: 200,
    });
    const [event] = await eventsOf(p);
    expect(event!.attempts).toBe(2);
    const sent = eventCalls.filter((c) => c.body.includes(p.handoffId));
    expect(sent).toHaveLength(2);
    // The same bytes both times (the marketplace answers a retry of an id 200 only for the same body).
    expect(sent[1]!.body).toBe(sent[0]!.body);
    expect((await policyOf(proposal.reference))?.status).toBe('active');
  });
});

describe('card numbers', () => {
  it('never reach a log line or a table', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = testConfig({ ...ENV, JOBS_ENABLED: 'false' });
    const logged = await build(
      { ...ENV, JOBS_ENABLED: 'false' },
      { logger: { ...loggerOptions(config), level: 'trace', stream }, insurerTransport: transport },
    );
    try {
      const a = await buyNext();
      expect((await payJson(a, CARDS.other, logged)).statusCode).toBe(422);
      expect((await payForm(a, CARDS.other.replace(/ /g, ''), logged)).statusCode).toBe(422);
      expect((await payForm(a, CARDS.decline, logged)).statusCode).toBe(402);
      expect((await payJson(a, CARDS.decline.replace(/ /g, ''), logged)).statusCode).toBe(402);
      expect((await payJson(a, CARDS.approve, logged)).statusCode).toBe(200);
      const b = await buyNext();
      expect((await payForm(b, CARDS.approve.replace(/ /g, ''), logged)).statusCode).toBe(303);
      await vi.waitFor(async () => expect((await eventsOf(a)).every((e) => e.delivered)).toBe(true), {
        timeout: 20_000,
        interval: 100,
      });
    } finally {
      await logged.close();
    }
    const log = lines.join('');
    expect(log).toContain('sandbox payment');
    for (const trace of CARD_TRACES) expect(log).not.toContain(trace);

    // Every table of the database, and the job queue's, as text.
    const tables = await ctx.db.execute<{ schema: string; name: string }>(sql`
      select table_schema as schema, table_name as name from information_schema.tables
       where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`);
    expect(tables.rows.map((t) => t.name)).toEqual(
      expect.arrayContaining(['sandbox_checkouts', 'sandbox_events']),
    );
    for (const t of tables.rows) {
      const dump = await ctx.db.execute<{ text: string | null }>(
        sql.raw(`select string_agg(t::text, '\n') as text from "${t.schema}"."${t.name}" t`),
      );
      const text = dump.rows[0]?.text ?? '';
      for (const trace of CARD_TRACES) expect(text, `${t.schema}.${t.name}`).not.toContain(trace);
    }
  });
});

describe('rate limit', () => {
  it('has its own bucket (RATE_LIMIT_SANDBOX_PER_IP): JSON 429 for a JSON request', async () => {
    const limited = await build({ ...ENV, JOBS_ENABLED: 'false', RATE_LIMIT_SANDBOX_PER_IP: '2' });
    try {
      const url = '/sandbox/insurers/no-such-insurer/checkout/x/';
      const ip = '10.86.9.9';
      expect((await limited.inject({ url, remoteAddress: ip })).statusCode).toBe(404);
      expect((await limited.inject({ url, remoteAddress: ip })).statusCode).toBe(404);
      const third = await limited.inject({
        method: 'POST',
        url: `${url}pay`,
        payload: { cardNumber: CARDS.approve },
        remoteAddress: ip,
      });
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'RATE_LIMIT' });
      expect(third.headers['retry-after']).toBeDefined();
      // Another address, and the marketplace's own buckets, are untouched.
      expect((await limited.inject({ url, remoteAddress: '10.86.9.10' })).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
