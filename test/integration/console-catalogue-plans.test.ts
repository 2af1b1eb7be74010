import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleSessions, consoleStaff } from '../../src/db/schema-console';
import { seedBankingCatalogue } from '../../src/db/seed/banking';
import { seedQuoteCatalogue } from '../../src/db/seed/quotes-catalogue';
import { buildApp } from '../../src/server/app';
import {
  ZCatalogueItemDetailAnswer,
  ZCatalogueItemList,
  type TCatalogueItemDetail,
} from '../../src/shared/contracts/console-catalogue-items';
import { renderDocument } from '../../src/web/entry-server';
import { checkAnswers } from './answer-check';
import { freshDatabase, HIGH, HIGH_WRITES, testAssets, testConfig, type TestDatabase } from './helpers';
import { createDevice } from './journey-fixtures';
import { carAnswers, storeEnquiry } from './quotes-fixtures';

/**
 * Plans in the console (decision 0125): a draft checked by ZPlan (422 with its path), a publication that hides a
 * plan removes it from the next quote run, the seed leaves an edited plan and still rewrites an untouched one, and a
 * restore from the audit log brings the plan back. Credit cards the same way: an edited name shows in the card
 * listing at once and survives the seed.
 */
const ORIGIN = 'http://localhost:3000';
const BASE = '/api/console/catalogue/plans';
let ctx: TestDatabase;
let app: FastifyInstance;
const config = testConfig({ JOBS_ENABLED: 'false', ...HIGH_WRITES, RATE_LIMIT_READ_PER_IP: HIGH });

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
    remoteAddress: '10.125.0.2',
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
      email: `catalogue-plans-${role}${++seq}@sahel.example`,
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

/** Prices a new car enquiry through POST /api/quotes; answers the plan ids quoted. */
async function quotedPlans(): Promise<Set<number>> {
  const d = await createDevice(app, 1);
  const publicId = await storeEnquiry(ctx.db, d, 1, carAnswers());
  const res = await app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { enquiryId: publicId },
    headers: { authorization: d.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  const r = await ctx.db.execute<{ planId: number }>(
    sql`select q.plan_id as "planId" from quotes q join enquiries e on e.id = q.enquiry_id
         where e.public_id = ${publicId}`,
  );
  return new Set(r.rows.map((x) => x.planId));
}

const nameOf = async (id: number) =>
  (
    await ctx.db.execute<{ en: string }>(
      sql`select document->'planName'->>'en' as en from plans where id = ${id}`,
    )
  ).rows[0]!.en;

describe('plans in the console', () => {
  let admin = '';
  let agent = '';
  beforeAll(async () => {
    admin = await staff('admin');
    agent = await staff('agent');
  });
  async function open(id: number): Promise<TCatalogueItemDetail> {
    const res = await call('GET', `${BASE}/${id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return ZCatalogueItemDetailAnswer.parse(res.json()).data;
  }

  it('hides a quoted plan, keeps it through the seed, and restores it from its history', async () => {
    const res = await call('GET', `${BASE}?productId=1`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const list = ZCatalogueItemList.parse(res.json()).data;
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((p) => p.productId === 1 && p.editedAt === null && !p.hasDraft)).toBe(true);
    expect((await call('GET', `${BASE}?productId=1`, agent)).statusCode).toBe(403);
    expect((await call('GET', `${BASE}/999999`, admin)).json()).toMatchObject({
      code: 'CATALOGUE_NOT_FOUND',
    });

    const quoted = await quotedPlans();
    const target = list.find((p) => quoted.has(p.id) && !p.flags.includes('hidden'))!;
    const untouched = list.find((p) => p.id !== target.id)!;
    const p = await open(target.id);
    expect(p.version).toBe(1);

    const bad = await call('POST', `${BASE}/${p.id}/draft`, admin, {
      data: { ...p.data, planName: { en: '', ar: 'x' } },
      baseVersion: 1,
    });
    expect(bad.statusCode, bad.body).toBe(422);
    const body = bad.json<{ code: string; issues: { path: string }[] }>();
    expect(body.code).toBe('CATALOGUE_INVALID');
    expect(body.issues.map((i) => i.path)).toContain('planName.en');
    const moved = await call('POST', `${BASE}/${p.id}/draft`, admin, {
      data: { ...p.data, providerId: (p.data.providerId as number) + 1 },
      baseVersion: 1,
    });
    expect(moved.json()).toMatchObject({ code: 'CATALOGUE_IDENTITY' });

    const edited = { ...p.data, isHidden: true, planName: { en: 'Edited in the console', ar: 'معدّلة' } };
    const saved = await call('POST', `${BASE}/${p.id}/draft`, admin, { data: edited, baseVersion: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await open(p.id)).draft?.data).toMatchObject({ isHidden: true });
    const pub = await call('POST', `${BASE}/${p.id}/publish`, admin, { data: edited, baseVersion: 1 });
    expect(pub.statusCode, pub.body).toBe(200);
    expect(pub.json()).toEqual({ data: { id: p.id, version: 2 } });
    const after = await open(p.id);
    expect(after).toMatchObject({ kind: 'plans', version: 2, draft: null });
    expect(after.flags).toContain('hidden');
    expect(after.editedAt).not.toBeNull();
    // A quote run started after the publication does not price the hidden plan.
    expect((await quotedPlans()).has(p.id)).toBe(false);

    const stale = await call('POST', `${BASE}/${p.id}/publish`, admin, { data: edited, baseVersion: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CATALOGUE_STALE' });

    // The seed leaves the edited plan and rewrites an untouched one (here changed behind its back).
    const untouchedName = await nameOf(untouched.id);
    await ctx.db.execute(
      sql`update plans set document = jsonb_set(document, '{planName,en}', '"changed"') where id = ${untouched.id}`,
    );
    await seedQuoteCatalogue(ctx.db);
    expect(await nameOf(p.id)).toBe('Edited in the console');
    expect(await nameOf(untouched.id)).toBe(untouchedName);

    const restored = await call('POST', `${BASE}/${p.id}/restore`, admin, {
      auditId: after.history[0]!.auditId,
      side: 'before',
      baseVersion: 2,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const back = await open(p.id);
    expect(back.data).toEqual(p.data);
    expect(back).toMatchObject({ version: 3 });
    expect(back.flags).not.toContain('hidden');
    expect(back.history.map((h) => h.action)).toEqual([
      'catalogue.plan.restored',
      'catalogue.plan.published',
    ]);
    expect((await quotedPlans()).has(p.id)).toBe(true);
  });
});

describe('credit cards in the console', () => {
  /** The names of the cards the public listing shows (every page), in English. */
  async function listedNames(): Promise<Set<string>> {
    const d = await createDevice(app, 7);
    const names = new Set<string>();
    for (let skip = 0; ; skip += 10) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/credit-cards?skip=${skip}&limit=10`,
        payload: { income: 50_000, bankIds: [], featureIds: [], rewardTypeIds: [] },
        headers: { authorization: d.token, refererurl: 'http://localhost:3000/credit-cards/' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const quotes = res.json<{ quotes: { name?: unknown; title?: unknown; cardName?: unknown }[] }>().quotes;
      for (const q of quotes) names.add(JSON.stringify(q));
      if (quotes.length < 10) return names;
    }
  }

  it('publishes an edited card name to the listing, keeps it through the seed, and restores it', async () => {
    const admin = await staff('admin');
    const res = await call('GET', '/api/console/catalogue/cards', admin);
    expect(res.statusCode, res.body).toBe(200);
    const cards = ZCatalogueItemList.parse(res.json()).data;
    const before = [...(await listedNames())].join('\n');
    const target = cards.find((c) => !c.flags.includes('hidden') && before.includes(c.name.en))!;
    const open = async () =>
      ZCatalogueItemDetailAnswer.parse(
        (await call('GET', `/api/console/catalogue/cards/${target.id}`, admin)).json(),
      ).data;
    const c = await open();
    const bad = await call('POST', `/api/console/catalogue/cards/${c.id}/draft`, admin, {
      data: { ...c.data, monthlyRateBp: -1 },
      baseVersion: 1,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toContain('monthlyRateBp');

    const edited = { ...c.data, name: { ...(c.data.name as object), en: 'Console Edited Card' } };
    const pub = await call('POST', `/api/console/catalogue/cards/${c.id}/publish`, admin, {
      data: edited,
      baseVersion: 1,
    });
    expect(pub.statusCode, pub.body).toBe(200);
    expect([...(await listedNames())].join('\n')).toContain('Console Edited Card');
    await seedBankingCatalogue(ctx.db);
    expect((await open()).name.en).toBe('Console Edited Card');

    const after = await open();
    const restored = await call('POST', `/api/console/catalogue/cards/${c.id}/restore`, admin, {
      auditId: after.history[0]!.auditId,
      side: 'before',
      baseVersion: 2,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await open()).data).toEqual(c.data);
    expect([...(await listedNames())].join('\n')).not.toContain('Console Edited Card');
  });
});
