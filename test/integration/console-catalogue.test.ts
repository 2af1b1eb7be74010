import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleSessions, consoleStaff } from '../../src/db/schema-console';
import { buildApp } from '../../src/server/app';
import { quotesRepo } from '../../src/server/modules/quotes/repo';
import {
  ZPreviewAnswer,
  ZRateTableDetailAnswer,
  ZRateTableList,
  type TRateTableDetail,
} from '../../src/shared/contracts/console-catalogue';
import { renderDocument } from '../../src/web/entry-server';
import { checkAnswers } from './answer-check';
import { freshDatabase, HIGH, HIGH_WRITES, testAssets, testConfig, type TestDatabase } from './helpers';
import { createDevice } from './journey-fixtures';
import { carAnswers, storeEnquiry } from './quotes-fixtures';

/**
 * The catalogue in the console (decision 0125): rate tables listed and opened (admin only), a draft that fails the
 * engine's contract refused with its path, the preview re-pricing stored enquiries through the quotes engine, and
 * publish: a quote priced before keeps its price, one priced after has the preview's new one; a stale publish is
 * refused; restore publishes an old version again. Staff and sessions are written straight to the tables.
 */
const ORIGIN = 'http://localhost:3000';
let ctx: TestDatabase;
let app: FastifyInstance;
const config = testConfig({ JOBS_ENABLED: 'false', ...HIGH_WRITES, RATE_LIMIT_READ_PER_IP: HIGH });
const BASE = '/api/console/catalogue/rate-tables';

beforeAll(async () => {
  ctx = await freshDatabase({ seeded: true });
  app = await buildApp({
    config,
    db: ctx.db,
    assets: () => testAssets,
    render: renderDocument,
    logger: false,
    beforeRoutes: checkAnswers,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.drop();
});

function call(method: 'GET' | 'POST', url: string, cookie: string, payload?: object) {
  return app.inject({
    method,
    url,
    remoteAddress: '10.125.0.1',
    headers: { origin: ORIGIN, cookie: `sc_console=${cookie}` },
    ...(payload ? { payload } : {}),
  });
}
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

let seq = 0;
async function staff(role: 'admin' | 'agent') {
  const [s] = await ctx.db
    .insert(consoleStaff)
    .values({
      email: `catalogue-${role}${++seq}@sahel.example`,
      displayName: `${role} ${seq}`,
      role,
      products: role === 'agent' ? [1] : [],
      totpLastStep: 1,
      createdAt: new Date(),
    })
    .returning({ id: consoleStaff.id });
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(consoleSessions).values({
    staffId: s!.id,
    tokenHash: sha256(token),
    userAgentClass: 'other',
    createdAt: new Date(),
    lastSeenAt: new Date(),
  });
  return token;
}

/** Prices a stored car enquiry through POST /api/quotes; answers its stored totals by plan id. */
async function pricedCarEnquiry(): Promise<{ publicId: string; totals: Map<number, number> }> {
  const d = await createDevice(app, 1);
  const publicId = await storeEnquiry(ctx.db, d, 1, carAnswers());
  const res = await app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { enquiryId: publicId },
    headers: { authorization: d.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  const r = await ctx.db.execute<{ planId: number; totalFils: string }>(
    sql`select q.plan_id as "planId", q.total_fils as "totalFils" from quotes q
          join enquiries e on e.id = q.enquiry_id where e.public_id = ${publicId}`,
  );
  return { publicId, totals: new Map(r.rows.map((x) => [x.planId, Number(x.totalFils)])) };
}

type Tier = { uptoAed: number | null; rateBp: number };
const tiersOf = (data: Record<string, unknown>) => (data.comprehensive as { valueTiers: Tier[] }).valueTiers;
/** The car table with its comprehensive value tiers changed. */
const withTiers = (data: Record<string, unknown>, valueTiers: Tier[]) => ({
  ...data,
  comprehensive: { ...(data.comprehensive as object), valueTiers },
});
/** The car table's comprehensive value rates 20 % higher (every tier). */
const raised = (data: Record<string, unknown>) =>
  withTiers(
    data,
    tiersOf(data).map((t) => ({ ...t, rateBp: Math.round(t.rateBp * 1.2) })),
  );

async function open(id: string, cookie: string): Promise<TRateTableDetail> {
  const res = await call('GET', `${BASE}/${id}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return ZRateTableDetailAnswer.parse(res.json()).data;
}

describe('rate tables in the console', () => {
  let admin = '';
  let agent = '';
  let tableId = '';
  beforeAll(async () => {
    admin = await staff('admin');
    agent = await staff('agent');
  });

  it('lists the tables by product and insurer for an admin, and refuses an agent', async () => {
    const res = await call('GET', `${BASE}?productId=1`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const list = ZRateTableList.parse(res.json()).data;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.every((t) => t.productId === 1 && t.insurer.en.length > 0 && !t.hasDraft)).toBe(true);
    tableId = list[0]!.id;
    const refused = await call('GET', `${BASE}?productId=1`, agent);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CONSOLE_FORBIDDEN' });
    expect((await call('GET', `${BASE}/no-such-table`, admin)).json()).toMatchObject({
      code: 'CATALOGUE_NOT_FOUND',
    });
  });

  it('refuses a draft that fails the contract with its path, or that moves the table', async () => {
    const t = await open(tableId, admin);
    const tiers = tiersOf(t.data);
    const bad = withTiers(t.data, [{ ...tiers[0]!, rateBp: -5 }, ...tiers.slice(1)]);
    const res = await call('POST', `${BASE}/${tableId}/draft`, admin, {
      data: bad,
      baseVersion: t.version,
    });
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json<{ code: string; issues: { path: string }[] }>();
    expect(body.code).toBe('CATALOGUE_INVALID');
    expect(body.issues.map((i) => i.path)).toContain('comprehensive.valueTiers.0.rateBp');
    const moved = await call('POST', `${BASE}/${tableId}/draft`, admin, {
      data: { ...t.data, providerId: t.providerId + 1 },
      baseVersion: t.version,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json()).toMatchObject({ code: 'CATALOGUE_IDENTITY' });
    expect((await open(tableId, admin)).draft).toBeNull();
  });

  it('re-prices the sample with the draft, then the live quotes after publish; an earlier quote keeps its price', async () => {
    const before = await pricedCarEnquiry();
    const t = await open(tableId, admin);
    const stamp = await quotesRepo(ctx.db).catalogueStamp(1);
    const tagVersion = async () =>
      (
        await ctx.db.execute<{ version: string }>(
          sql`select version from page_cache_tags where tag = 'catalogue'`,
        )
      ).rows[0]?.version;
    const tagBefore = await tagVersion();
    const draft = raised(t.data);

    const saved = await call('POST', `${BASE}/${tableId}/draft`, admin, {
      data: draft,
      baseVersion: t.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(tiersOf((await open(tableId, admin)).draft!.data)).toEqual(tiersOf(draft));

    const pv = await call('POST', `${BASE}/${tableId}/preview`, admin, { data: draft });
    expect(pv.statusCode, pv.body).toBe(200);
    const preview = ZPreviewAnswer.parse(pv.json()).data;
    expect(preview.enquiries).toBeGreaterThanOrEqual(1);
    expect(preview.profiles).toBeGreaterThanOrEqual(1);
    const mine = preview.rows.filter((r) => r.sample === before.publicId && r.beforeFils !== null);
    expect(mine.length).toBeGreaterThan(0);
    // The preview's old premium is the one the quotes engine stored for the enquiry; the new one is higher.
    for (const r of mine) {
      expect(r.beforeFils).toBe(before.totals.get(r.planId));
      expect(r.afterFils!).toBeGreaterThanOrEqual(r.beforeFils!);
    }
    // Third-party cover does not read the value tiers; comprehensive cover above its minimum does.
    expect(mine.filter((r) => r.afterFils! > r.beforeFils!).length).toBeGreaterThan(0);
    const insurer = preview.insurers.find((i) => i.providerId === t.providerId)!;
    expect(insurer.changed).toBeGreaterThan(0);
    expect(insurer.minFils).toBeLessThanOrEqual(insurer.avgFils);
    expect(insurer.avgFils).toBeLessThanOrEqual(insurer.maxFils);
    expect(insurer.maxFils).toBeGreaterThan(0);
    expect(insurer.avgPercent).toBeGreaterThan(0);

    const pub = await call('POST', `${BASE}/${tableId}/publish`, admin, {
      data: draft,
      baseVersion: t.version,
    });
    expect(pub.statusCode, pub.body).toBe(200);
    expect(pub.json()).toEqual({ data: { id: tableId, version: t.version + 1 } });
    const after = await open(tableId, admin);
    expect(after.version).toBe(t.version + 1);
    expect(after.draft).toBeNull();
    expect(after.history.map((h) => h.version)).toEqual([t.version + 1, t.version]);
    expect(await quotesRepo(ctx.db).catalogueStamp(1)).not.toBe(stamp);
    // Every page carries the 'catalogue' tag (its multi-quote tabs show starting prices): all nodes render afresh.
    expect(await tagVersion()).toBeDefined();
    expect(await tagVersion()).not.toBe(tagBefore);

    // The earlier enquiry's run is unchanged (its certificates name the old version); a new one prices with the new.
    const again = await pricedCarEnquiry();
    for (const r of mine) {
      expect(again.totals.get(r.planId)).toBe(r.afterFils);
      const stored = await ctx.db.execute<{ n: string }>(
        sql`select q.total_fils as n from quotes q join enquiries e on e.id = q.enquiry_id
              where e.public_id = ${before.publicId} and q.plan_id = ${r.planId}`,
      );
      expect(Number(stored.rows[0]!.n)).toBe(r.beforeFils);
    }

    const staleRes = await call('POST', `${BASE}/${tableId}/publish`, admin, {
      data: draft,
      baseVersion: t.version,
    });
    expect(staleRes.statusCode).toBe(409);
    expect(staleRes.json()).toMatchObject({ code: 'CATALOGUE_STALE' });

    const restored = await call('POST', `${BASE}/${tableId}/restore`, admin, {
      version: t.version,
      baseVersion: t.version + 1,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await open(tableId, admin)).data).toEqual({ ...t.data, version: t.version + 2 });
    const third = await pricedCarEnquiry();
    for (const r of mine) expect(third.totals.get(r.planId)).toBe(r.beforeFils);

    const audit = await ctx.db.execute<{ action: string }>(
      sql`select action from console_audit_log where target = ${`rate-table:${tableId}`} order by id`,
    );
    expect(audit.rows.map((a) => a.action)).toEqual([
      'catalogue.draft.saved',
      'catalogue.rate-table.published',
      'catalogue.rate-table.restored',
    ]);
  });
});
