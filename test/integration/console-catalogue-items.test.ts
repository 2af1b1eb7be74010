import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedBankingCatalogue } from '../../src/db/seed/banking';
import { seedQuoteCatalogue } from '../../src/db/seed/quotes-catalogue';
import { bankKind } from '../../src/server/modules/console-catalogue/items/banks';
import { catalogueItemStore } from '../../src/server/modules/console-catalogue/items/store';
import { quotesRepo } from '../../src/server/modules/quotes/repo';
import type { TBank } from '../../src/shared/contracts/banking';
import { ZCreditCardsResponse } from '../../src/shared/contracts/credit-cards-api';
import { ZQuotesResponse } from '../../src/shared/contracts/quotes-api';
import { catalogueClient } from './catalogue-client';
import { consoleTestApp, staffWithSession } from './console-helpers';
import { createDevice } from './journey-fixtures';
import { carAnswers, storeEnquiry } from './quotes-fixtures';

/**
 * The generic catalogue items (decision 0127) for plans, cards, banks and insurers: the list and one item in the
 * generic shape, a draft checked by the kind's contract (422 with the path) and its identity rule (422), a draft
 * saved and discarded, 409 when stale; banks and insurers published to the visitor APIs (a bank's name in the card
 * listing, an insurer's in a quotes answer), kept by the seed while an untouched row takes the seed's value, and
 * restored; and a publication whose audit entry fails leaves the row as it was.
 */
const t = consoleTestApp(new Date().toISOString(), undefined, { seeded: true });
let admin = '';
let agent = '';
beforeAll(async () => {
  admin = (await staffWithSession(t, 'admin')).cookie;
  agent = (await staffWithSession(t, 'agent', [1])).cookie;
});

const { call, open, list, publish } = catalogueClient(t, () => admin, '10.127.0.2');
const BASE = '/api/console/catalogue';
const en = (text: string) => (v: unknown) => ({ ...(v as object), en: text });

/** Per kind: a change its contract refuses (and the path named), and a change its identity rule refuses. */
const CASES: {
  kind: string;
  invalid: (d: Record<string, unknown>) => object;
  path: string;
  moved: (d: Record<string, unknown>) => object;
}[] = [
  {
    kind: 'plans',
    invalid: (d) => ({ ...d, planName: { en: '', ar: 'x' } }),
    path: 'planName.en',
    moved: (d) => ({ ...d, slug: `${String(d.slug)}-moved` }),
  },
  {
    kind: 'cards',
    invalid: (d) => ({ ...d, monthlyRateBp: -1 }),
    path: 'monthlyRateBp',
    moved: (d) => ({ ...d, bankId: Number(d.bankId) + 1 }),
  },
  {
    kind: 'banks',
    invalid: (d) => ({ ...d, badgeColourCode: 'red' }),
    path: 'badgeColourCode',
    moved: (d) => ({ ...d, id: Number(d.id) + 1000 }),
  },
  {
    kind: 'insurers',
    invalid: (d) => ({ ...d, claimSettlementRatio: 101 }),
    path: 'claimSettlementRatio',
    moved: (d) => ({ ...d, slug: `${String(d.slug)}-moved` }),
  },
];

describe('every catalogue item kind', () => {
  it.each(CASES)(
    '$kind: list, one item, contract and identity refusals, draft and discard, 409 when stale',
    async (c) => {
      const items = await list(c.kind);
      expect(items.length).toBeGreaterThan(1);
      expect(items.every((i) => i.editedAt === null && !i.hasDraft && i.name.en !== '')).toBe(true);
      expect((await call('GET', `${BASE}/${c.kind}`, undefined, agent)).statusCode).toBe(403);
      expect((await call('GET', `${BASE}/${c.kind}/999999`)).json()).toMatchObject({
        code: 'CATALOGUE_NOT_FOUND',
      });

      const item = await open(c.kind, items[0]!.id);
      expect(item).toMatchObject({ kind: c.kind, version: 1, draft: null, history: [] });
      const url = `${BASE}/${c.kind}/${item.id}`;

      const bad = await call('POST', `${url}/draft`, { data: c.invalid(item.data), baseVersion: 1 });
      expect(bad.statusCode, bad.body).toBe(422);
      const body = bad.json<{ code: string; issues: { path: string }[] }>();
      expect(body.code).toBe('CATALOGUE_INVALID');
      expect(body.issues.map((i) => i.path)).toContain(c.path);
      const moved = await call('POST', `${url}/publish`, { data: c.moved(item.data), baseVersion: 1 });
      expect(moved.statusCode, moved.body).toBe(422);
      expect(moved.json()).toMatchObject({ code: 'CATALOGUE_IDENTITY' });

      const saved = await call('POST', `${url}/draft`, { data: item.data, baseVersion: 1 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await open(c.kind, item.id)).draft?.data).toEqual(item.data);
      expect((await list(c.kind)).find((i) => i.id === item.id)?.hasDraft).toBe(true);
      const discarded = await call('POST', `${url}/draft/discard`);
      expect(discarded.statusCode, discarded.body).toBe(200);
      expect((await open(c.kind, item.id)).draft).toBeNull();
      const audited = await t.ctx.db.execute<{ action: string }>(
        sql`select action from console_audit_log where target = ${`${c.kind.slice(0, -1)}:${item.id}`} order by id`,
      );
      expect(audited.rows.map((r) => r.action)).toEqual([
        'catalogue.draft.saved',
        'catalogue.draft.discarded',
      ]);

      const stale = await call('POST', `${url}/publish`, { data: item.data, baseVersion: 2 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'CATALOGUE_STALE' });
      expect((await open(c.kind, item.id)).editedAt).toBeNull();
    },
  );
});

/** The bank names the public card listing shows (every page). */
async function listedBanks(): Promise<Set<string>> {
  const d = await createDevice(t.app, 7);
  const names = new Set<string>();
  for (let skip = 0; ; skip += 10) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/credit-cards?skip=${skip}&limit=10`,
      payload: { income: 50_000, bankIds: [], featureIds: [], rewardTypeIds: [] },
      headers: { authorization: d.token, refererurl: 'http://localhost:3000/credit-cards/' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const quotes = ZCreditCardsResponse.parse(res.json()).quotes;
    for (const q of quotes) names.add(q.providerName);
    if (quotes.length < 10) return names;
  }
}

/** The insurer names a new car enquiry's quotes show (POST /api/quotes). */
async function quotedInsurers(): Promise<Set<string>> {
  const d = await createDevice(t.app, 1);
  const enquiryId = await storeEnquiry(t.ctx.db, d, 1, carAnswers());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { enquiryId, limit: 50 },
    headers: { authorization: d.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return new Set(ZQuotesResponse.parse(res.json()).quotes.map((q) => q.providerName));
}

const nameIn = async (table: 'banks' | 'insurers', id: number) =>
  (
    await t.ctx.db.execute<{ en: string }>(
      sql`select data->'name'->>'en' as en from ${sql.raw(table)} where id = ${id}`,
    )
  ).rows[0]!.en;

describe('banks and insurers published to the site', () => {
  it('a bank renamed in the console shows in the card listing, survives the seed and is restored', async () => {
    const banks = await list('banks');
    const shown = await listedBanks();
    const target = banks.find((b) => shown.has(b.name.en))!;
    const untouched = banks.find((b) => b.id !== target.id)!;
    const b = await open('banks', target.id);
    const renamed = { ...b.data, name: en('Console Edited Bank (demo)')(b.data.name) };
    expect(await publish('banks', b.id, renamed, 1)).toBe(2);
    expect(await listedBanks()).toContain('Console Edited Bank (demo)');
    expect((await open('banks', b.id)).editedAt).not.toBeNull();

    const untouchedName = await nameIn('banks', untouched.id);
    await t.ctx.db.execute(
      sql`update banks set data = jsonb_set(data, '{name,en}', '"changed"') where id = ${untouched.id}`,
    );
    await seedBankingCatalogue(t.ctx.db);
    expect(await nameIn('banks', b.id)).toBe('Console Edited Bank (demo)');
    expect(await nameIn('banks', untouched.id)).toBe(untouchedName);

    const stale = await call('POST', `${BASE}/banks/${b.id}/publish`, { data: renamed, baseVersion: 1 });
    expect(stale.statusCode).toBe(409);
    const after = await open('banks', b.id);
    const restored = await call('POST', `${BASE}/banks/${b.id}/restore`, {
      auditId: after.history[0]!.auditId,
      side: 'before',
      baseVersion: 2,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const back = await open('banks', b.id);
    expect(back.data).toEqual(b.data);
    expect(back.history.map((h) => h.action)).toEqual([
      'catalogue.bank.restored',
      'catalogue.bank.published',
    ]);
    const names = await listedBanks();
    expect(names).toContain(b.name.en);
    expect(names).not.toContain('Console Edited Bank (demo)');
  });

  it('an insurer renamed in the console shows in a quotes answer, moves the catalogue stamp, survives the seed and is restored', async () => {
    const insurers = await list('insurers');
    const quoted = await quotedInsurers();
    const target = insurers.find((i) => quoted.has(i.name.en))!;
    const untouched = insurers.find((i) => i.id !== target.id)!;
    const stampBefore = await quotesRepo(t.ctx.db).catalogueStamp(1);
    const ins = await open('insurers', target.id);
    const renamed = { ...ins.data, name: en('Console Edited Insurer')(ins.data.name) };
    expect(await publish('insurers', ins.id, renamed, 1)).toBe(2);
    expect(await quotesRepo(t.ctx.db).catalogueStamp(1)).not.toBe(stampBefore);
    expect(await quotedInsurers()).toContain('Console Edited Insurer');

    const untouchedName = await nameIn('insurers', untouched.id);
    await t.ctx.db.execute(
      sql`update insurers set data = jsonb_set(data, '{name,en}', '"changed"') where id = ${untouched.id}`,
    );
    await seedQuoteCatalogue(t.ctx.db);
    expect(await nameIn('insurers', ins.id)).toBe('Console Edited Insurer');
    expect(await nameIn('insurers', untouched.id)).toBe(untouchedName);

    const stale = await call('POST', `${BASE}/insurers/${ins.id}/restore`, {
      auditId: (await open('insurers', ins.id)).history[0]!.auditId,
      side: 'before',
      baseVersion: 1,
    });
    expect(stale.statusCode).toBe(409);
    const restored = await call('POST', `${BASE}/insurers/${ins.id}/restore`, {
      auditId: (await open('insurers', ins.id)).history[0]!.auditId,
      side: 'before',
      baseVersion: 2,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await open('insurers', ins.id)).data).toEqual(ins.data);
    const names = await quotedInsurers();
    expect(names).toContain(ins.name.en);
    expect(names).not.toContain('Console Edited Insurer');
  });
});

describe('a publication and its audit entry', () => {
  it('roll back together: an audit write that fails leaves the row, its edited_at and the draft as they were', async () => {
    const refusing = async () => {
      throw new Error('audit refused');
    };
    const store = catalogueItemStore(t.ctx.db, () => new Date(), refusing, bankKind);
    const banks = await list('banks');
    const target = banks.find((b) => b.editedAt === null)!;
    const b = await open('banks', target.id);
    const saved = await call('POST', `${BASE}/banks/${b.id}/draft`, { data: b.data, baseVersion: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    const renamed = { ...b.data, name: en('Never Published (demo)')(b.data.name) } as unknown as TBank;
    const by = { staffId: (await staffWithSession(t, 'admin')).id, fromHash: '0'.repeat(16) };

    await expect(store.publish(b.id, renamed, 1, by)).rejects.toThrow('audit refused');
    const after = await open('banks', b.id);
    expect(after).toMatchObject({ editedAt: null, version: 1 });
    expect(after.data).toEqual(b.data);
    expect(after.draft?.data).toEqual(b.data);

    // A draft whose audit entry fails is not stored either.
    await call('POST', `${BASE}/banks/${b.id}/draft/discard`);
    await expect(store.saveDraft(b.id, renamed, 1, by)).rejects.toThrow('audit refused');
    expect((await open('banks', b.id)).draft).toBeNull();
  });
});
