import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZQuotesResponse } from '../../src/shared/contracts/quotes-api';
import { CONSOLE_ORIGIN } from './console-helpers';
import { pagesApp, staff } from './console-pages-fixtures';
import { freshDatabase, type TestDatabase } from './helpers';
import { createDevice } from './journey-fixtures';
import { carAnswers, storeEnquiry } from './quotes-fixtures';

/**
 * Two app nodes on one database (decision 0127): node B prices quotes from its cached catalogue (kept 30 s); an
 * insurer renamed in the console on node A moves the 'catalogue' tag, and node B, told by NOTIFY, drops its priced
 * caches, so its next quotes show the new name at once rather than half a minute later.
 */
let ctx: TestDatabase;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  ctx = await freshDatabase({ seeded: true });
  [a, b] = await Promise.all([pagesApp(ctx.db), pagesApp(ctx.db)]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await ctx.drop();
});

/** The insurer names a new car enquiry's quotes show on a node. */
async function quotedInsurers(app: FastifyInstance): Promise<Set<string>> {
  const d = await createDevice(app, 1);
  const enquiryId = await storeEnquiry(ctx.db, d, 1, carAnswers());
  const res = await app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { enquiryId, limit: 50 },
    headers: { authorization: d.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return new Set(ZQuotesResponse.parse(res.json()).quotes.map((q) => q.providerName));
}

describe('a catalogue publication on one node', () => {
  it("drops the other node's cached catalogue: its next quotes show the renamed insurer", async () => {
    const admin = await staff(ctx.db, 'admin');
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      a.inject({
        method,
        url,
        remoteAddress: '10.129.0.2',
        headers: { origin: CONSOLE_ORIGIN, cookie: `sc_console=${admin.cookie}` },
        ...(payload ? { payload } : {}),
      });
    const shown = await quotedInsurers(b); // node B now holds the catalogue in its cache
    const listed = (await call('GET', '/api/console/catalogue/insurers')).json<{
      data: { id: number; name: { en: string } }[];
    }>().data;
    const target = listed.find((i) => shown.has(i.name.en))!;
    expect(target).toBeDefined();
    const item = (await call('GET', `/api/console/catalogue/insurers/${target.id}`)).json<{
      data: { version: number; data: { name: object } };
    }>().data;
    const renamed = `${target.name.en} (renamed on node A)`;
    const pub = await call('POST', `/api/console/catalogue/insurers/${target.id}/publish`, {
      data: { ...item.data, name: { ...item.data.name, en: renamed } },
      baseVersion: item.version,
    });
    expect(pub.statusCode, pub.body).toBe(200);
    // NOTIFY reaches node B within milliseconds; its 30 s cache would otherwise keep the old name.
    await expect.poll(async () => (await quotedInsurers(b)).has(renamed), { timeout: 3000 }).toBe(true);
  });
});
