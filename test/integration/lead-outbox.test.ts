import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { leadsRepo } from '../../src/server/modules/leads/repo';
import { deliverOne } from '../../src/server/modules/leads/outbox';
import { buildApp } from '../../src/server/app';
import { renderDocument } from '../../src/web/entry-server';
import { checkAnswers } from './answer-check';
import { freshDatabase, testAssets, testConfig } from './helpers';
import { createDevice } from './journey-fixtures';

/**
 * The lead outbox (decision 0030): a lead and its outbox row commit together; a pg-boss job
 * delivers it to the CRM webhook (a local receiver here) with retries and backoff, exactly once when the
 * receiver answers 200; consent is re-read at delivery (withdrawn → never delivered); exhausted retries
 * dead-letter the row.
 */

type Received = {
  mobile: string;
  status: number;
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
};
const received: Received[] = [];
/** Per number: the statuses the receiver answers, in turn (the last one repeats); 200 when not listed. */
const script = new Map<string, number[]>();

let receiver: Server;
let app: FastifyInstance;
let ctx: Awaited<ReturnType<typeof freshDatabase>>;
const HIGH = '1000000';

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      const mobile = String(body.mobileNumber).replace('+971', '');
      const plan = script.get(mobile) ?? [200];
      const status = plan.length > 1 ? plan.shift()! : plan[0]!;
      received.push({ mobile, status, body, headers: req.headers });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;
  ctx = await freshDatabase({ seeded: true });
  // The app's clock stands at 00:30 in Dubai, outside contact hours: delivery to the CRM is a machine's, never held
  // by the clock (decision 0115), so this file passes at any hour.
  app = await buildApp({
    db: ctx.db,
    assets: () => testAssets,
    render: renderDocument,
    logger: false,
    beforeRoutes: checkAnswers,
    clock: () => new Date('2026-11-29T20:30:00Z'),
    config: testConfig({
      JOBS_ENABLED: 'true',
      CRM_WEBHOOK_URL: `http://127.0.0.1:${port}/leads`,
      CRM_WEBHOOK_TOKEN: 'crm-secret-token',
      CRM_WEBHOOK_RETRY_LIMIT: '2',
      CRM_WEBHOOK_RETRY_DELAY_SECONDS: '1',
      RATE_LIMIT_WRITE_PER_IP: HIGH,
      RATE_LIMIT_WRITE_PER_DEVICE: HIGH,
      RATE_LIMIT_DEVICE_PER_IP: HIGH,
    }),
  });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await ctx?.drop();
  await new Promise((resolve) => receiver?.close(resolve));
});

const post = async (mobile: string, extra: Record<string, unknown> = {}) => {
  const d = await createDevice(app, 1);
  const r = await app.inject({
    method: 'POST',
    url: '/api/lead_details',
    headers: { authorization: d.token },
    payload: { source: 'footer_popup', countryProductId: 1, mobileNumber: mobile, consent: true, ...extra },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ leadId: string }>().leadId;
};
const outbox = async (leadId: string) =>
  (
    await ctx.db.execute<{ id: number; state: string; attempts: number; lastError: string | null }>(sql`
      select o.id, o.state, o.attempts, o.last_error as "lastError"
      from lead_outbox o join leads l on l.id = o.lead_id where l.public_id = ${leadId}`)
  ).rows[0];
async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('lead outbox → CRM webhook', () => {
  it('delivers a lead once, with its call window, channel, consent and the bearer token', async () => {
    const leadId = await post('502220001', {
      callWindow: { from: '12:00', to: '16:30' },
      channel: 'whatsapp',
    });
    const row = await until(
      () => outbox(leadId),
      (r) => r?.state === 'delivered',
    );
    expect(row).toMatchObject({ state: 'delivered', attempts: 1, lastError: null });
    await sleep(1500);
    const mine = received.filter((r) => r.mobile === '502220001');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.headers.authorization).toBe('Bearer crm-secret-token');
    expect(mine[0]!.headers['idempotency-key']).toBe(leadId);
    expect(mine[0]!.body).toMatchObject({
      leadId,
      source: 'footer_popup',
      countryProductId: 1,
      mobileNumber: '+971502220001',
      callWindow: { from: '12:00', to: '16:30', timeZone: 'Asia/Dubai' },
      channel: 'whatsapp',
      consent: { version: expect.any(String), at: expect.any(String), withdrawnAt: null },
      // Decision 0044: each delivered lead carries its number's suppression state.
      suppression: { state: 'none' },
      doNotCall: { listed: false, since: null },
    });
  });

  it('a number on the do-not-call list is still delivered, with its DNC state (the people who call are refused)', async () => {
    await ctx.db.execute(sql`
      insert into dnc_numbers (mobile_number, imported_at, batch_id)
      values ('502220009', '2026-11-01T08:00:00Z', 'batch-1')`);
    const leadId = await post('502220009');
    await until(
      () => outbox(leadId),
      (r) => r?.state === 'delivered',
    );
    const mine = received.find((r) => r.mobile === '502220009');
    expect(mine?.body).toMatchObject({
      doNotCall: { listed: true, since: '2026-11-01T08:00:00.000Z' },
      suppression: { state: 'none' },
      consent: { withdrawnAt: null },
    });
  });

  it('webhook down (500) → retried with backoff, then delivered exactly once when it answers 200', async () => {
    script.set('502220002', [500, 500, 200]);
    const leadId = await post('502220002');
    const row = await until(
      () => outbox(leadId),
      (r) => r?.state === 'delivered',
    );
    expect(row).toMatchObject({ state: 'delivered', attempts: 3 });
    await sleep(3000);
    const mine = received.filter((r) => r.mobile === '502220002').map((r) => r.status);
    expect(mine).toEqual([500, 500, 200]);
  }, 40_000);

  it('consent withdrawn before delivery → never delivered (re-checked at delivery time)', async () => {
    script.set('502220003', [500, 200]);
    const leadId = await post('502220003');
    await until(
      () => outbox(leadId),
      (r) => (r?.attempts ?? 0) >= 1,
    );
    await ctx.db.execute(sql`
      update leads set consent_withdrawn_at = now(), consent_withdrawn_reason = 'visitor'
      where public_id = ${leadId}`);
    const row = await until(
      () => outbox(leadId),
      (r) => r?.state === 'withdrawn',
    );
    expect(row?.state).toBe('withdrawn');
    await sleep(3000);
    expect(received.filter((r) => r.mobile === '502220003').map((r) => r.status)).toEqual([500]);
  }, 40_000);

  it('retries exhausted → dead letter; nothing more is sent', async () => {
    script.set('502220004', [503]);
    const leadId = await post('502220004');
    const row = await until(
      () => outbox(leadId),
      (r) => r?.state === 'dead',
      35_000,
    );
    expect(row).toMatchObject({ state: 'dead', attempts: 3, lastError: 'HTTP 503' });
    expect(received.filter((r) => r.mobile === '502220004')).toHaveLength(3);
  }, 45_000);

  it('a pending row whose job was lost is found by the sweep and delivered', async () => {
    const d = await createDevice(app, 1);
    await ctx.db.execute(sql`
      with l as (
        insert into leads (public_id, device_id, country_product_id, source, consent_at, consent_version, mobile_number,
          created_at)
        select 'sweep0000000000000000001', id, 1, 'footer_popup', now(), '2026-11-v1', '502220006',
          now() - interval '1 minute'
        from devices where device_uuid = ${d.deviceUuid}
        returning id)
      insert into lead_outbox (lead_id, created_at) select id, now() - interval '1 minute' from l`);
    const row = await until(
      () => outbox('sweep0000000000000000001'),
      (r) => r?.state === 'delivered',
      25_000,
    );
    expect(row?.state).toBe('delivered');
    expect(received.filter((r) => r.mobile === '502220006')).toHaveLength(1);
  }, 30_000);

  it('without a webhook the row stays pending; a delivered row is never sent again', async () => {
    const repo = leadsRepo(ctx.db);
    const settings = { webhookUrl: null, webhookToken: null, retryLimit: 0, retryDelaySeconds: 1 };
    const leadId = await post('502220005');
    const delivered = await until(
      () => outbox(leadId),
      (r) => r?.state === 'delivered',
    );
    const again = await deliverOne(repo, { ...settings, webhookUrl: 'http://127.0.0.1:1/' }, delivered!.id);
    expect(again).toBe('nothing');
    // A pending row with no webhook configured: left pending, nothing sent.
    await ctx.db.execute(sql`update lead_outbox set state = 'pending' where id = ${delivered!.id}`);
    expect(await deliverOne(repo, settings, delivered!.id)).toBe('skipped');
    expect((await outbox(leadId))?.state).toBe('pending');
  });
});
