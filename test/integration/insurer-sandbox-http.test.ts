import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { ZBuyResponse } from '../../src/shared/contracts/policies-api';
import { ZQuotesResponse } from '../../src/shared/contracts/quotes-api';
import { renderDocument } from '../../src/web/entry-server';
import { freshDatabase, HIGH_WRITES, testAssets, testConfig, type TestDatabase } from './helpers';
import { createDevice } from './journey-fixtures';
import { completeCarJourney } from './quotes-fixtures';

/**
 * The insurer sandbox's own transport (decision 0086) on a listening server: with a loopback PUBLIC_ORIGIN it calls
 * this server's listening address over real HTTP, for the handoff fetch and for the event its job delivers.
 */

let ctx: TestDatabase;
let app: FastifyInstance;
let base = '';
/** User agents of the requests the marketplace's insurer routes received. */
const insurerCalls: { path: string; agent: string }[] = [];

beforeAll(async () => {
  ctx = await freshDatabase({ seeded: true });
  app = await buildApp({
    config: testConfig({ ...HIGH_WRITES, INSURER_SANDBOX: '1', JOBS_ENABLED: 'true' }),
    db: ctx.db,
    assets: () => testAssets,
    render: renderDocument,
    logger: false,
    beforeRoutes: (a) => {
      a.addHook('onRequest', async (req) => {
        if (req.url.startsWith('/api/insurers/'))
          insurerCalls.push({ path: req.url.split('/')[4] ?? '', agent: String(req.headers['user-agent']) });
      });
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await app?.close();
  await ctx?.drop();
});

describe('the sandbox on a listening server', () => {
  it('fetches the proposal and delivers its event over HTTP to this server', async () => {
    const owner = await createDevice(app);
    const enquiryId = await completeCarJourney(app, ctx.db, owner, '501117799', '10.86.1.1');
    const listed = await app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { enquiryId },
      headers: { authorization: owner.token },
    });
    const quote = ZQuotesResponse.parse(listed.json()).quotes[0]!;
    const bought = await app.inject({
      method: 'POST',
      url: `/api/quotes/${quote.quoteId}/buy`,
      payload: { reminderConsent: false },
      headers: { authorization: owner.token },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const url = new URL(ZBuyResponse.parse(bought.json()).redirectToInsurer.config.url);

    const page = await fetch(`${base}${url.pathname}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Insurer sandbox (demo)');
    const paid = await fetch(`${base}${url.pathname}pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'cardNumber=4242+4242+4242+4242',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const reference = new URL(paid.headers.get('location') ?? '').searchParams.get('policy');
    expect(reference).toBeTruthy();
    await vi.waitFor(
      async () => {
        const r = await ctx.db.execute<{ status: string }>(
          sql`select status from policies where public_id = ${reference}`,
        );
        expect(r.rows[0]?.status).toBe('active');
      },
      { timeout: 20_000, interval: 100 },
    );
    // Both calls reached the marketplace as HTTP requests (not app.inject's 'lightMyRequest').
    expect(insurerCalls.map((c) => c.path)).toEqual(['handoffs', 'events']);
    for (const c of insurerCalls) expect(c.agent).not.toBe('lightMyRequest');
  });
});
