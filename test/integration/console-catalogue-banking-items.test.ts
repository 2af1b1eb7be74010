import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedBankingCatalogue } from '../../src/db/seed/banking';
import type { TBankAccount, TLoan } from '../../src/shared/contracts/banking';
import { ZCatalogueItemList } from '../../src/shared/contracts/console-catalogue-items';
import { ZQuotesResponse, type TQuote } from '../../src/shared/contracts/quotes-api';
import { catalogueClient } from './catalogue-client';
import { consoleTestApp, staffWithSession } from './console-helpers';
import { createDevice } from './journey-fixtures';
import { storeEnquiry, yearsAgo } from './quotes-fixtures';

/**
 * Loans and bank accounts in the console (decision 0128): a draft checked by ZLoan / ZBankAccount (422 with the
 * path, 422 when it moves the product to another bank), a publication the next offers show at once (this node's
 * offers cache dropped), the banking seed leaving an edited row while it rewrites an untouched one, and a restore
 * from the publication's audit entry.
 */
const t = consoleTestApp(new Date().toISOString(), undefined, { seeded: true });
let admin = '';
beforeAll(async () => {
  admin = (await staffWithSession(t, 'admin')).cookie;
});

const { call, open, publish } = catalogueClient(t, () => admin, '10.128.0.2');

/** The offers a new enquiry of the product is shown (POST /api/quotes), by plan id. */
async function offers(productId: number, answers: Record<string, unknown>): Promise<Map<number, TQuote>> {
  const d = await createDevice(t.app, productId);
  const enquiryId = await storeEnquiry(t.ctx.db, d, productId, answers);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: { enquiryId, limit: 50 },
    headers: { authorization: d.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return new Map(ZQuotesResponse.parse(res.json()).quotes.map((q) => [q.planId, q]));
}

const personal = {
  monthlySalary: 30_000,
  employerCategory: 'government',
  dateOfBirth: yearsAgo(35),
  nationality: 'IN',
  loanAmount: 100_000,
  loanTenure: '48',
  existingRepayments: 0,
};
const savings = { accountType: 'savings', monthlySalary: 15_000, employerCategory: 'government' };

const column = async (table: 'bank_loans' | 'bank_accounts', col: string, id: number) =>
  (
    await t.ctx.db.execute<{ v: unknown }>(
      sql`select ${sql.raw(col)} as v from ${sql.raw(table)} where id = ${id}`,
    )
  ).rows[0]!.v;

describe('loans in the console', () => {
  it('refuses a bad draft, publishes a rate the next offers show, survives the seed and is restored', async () => {
    const res = await call('GET', '/api/console/catalogue/loans?productId=8');
    expect(res.statusCode, res.body).toBe(200);
    const list = ZCatalogueItemList.parse(res.json()).data;
    expect(list.length).toBeGreaterThan(5);
    expect(list.every((l) => l.productId === 8 && l.owner !== null && l.owner.en !== '')).toBe(true);
    expect(list.some((l) => l.flags.includes('islamic'))).toBe(true);

    const shown = await offers(8, personal);
    const target = list.find((l) => shown.has(l.id) && !l.flags.includes('hidden'))!;
    const untouched = list.find((l) => l.id !== target.id)!;
    const before = await open('loans', target.id);
    expect(before).toMatchObject({ kind: 'loans', version: 1, editedAt: null, draft: null, history: [] });
    const loan = before.data as TLoan & { productId: 8 };

    const bad = await call('POST', `/api/console/catalogue/loans/${loan.id}/draft`, {
      data: { ...loan, name: { ...loan.name, en: '' }, maxTenureMonths: 0 },
      baseVersion: 1,
    });
    expect(bad.statusCode, bad.body).toBe(422);
    const issues = bad.json<{ code: string; issues: { path: string }[] }>();
    expect(issues.code).toBe('CATALOGUE_INVALID');
    expect(issues.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['name.en', 'maxTenureMonths']));
    const moved = await call('POST', `/api/console/catalogue/loans/${loan.id}/draft`, {
      data: { ...loan, bankId: loan.bankId + 1 },
      baseVersion: 1,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json()).toMatchObject({ code: 'CATALOGUE_IDENTITY' });

    // A reducing rate only, from 3.33 %, and a longer tenure: the document and its derived column.
    const edited = {
      ...loan,
      rates: { flat: null, reducing: { fromBp: 333, toBp: 444 } },
      maxTenureMonths: 47,
      isPopular: !loan.isPopular,
    };
    expect(await publish('loans', loan.id, edited, 1)).toBe(2);
    const after = await open('loans', loan.id);
    expect(after.editedAt).not.toBeNull();
    expect(after.flags.includes('popular')).toBe(!loan.isPopular);
    expect(await column('bank_loans', 'max_tenure_months', loan.id)).toBe(47);
    // The offers read the catalogue afresh: 48 months is now past this loan's tenure, 36 months is offered at 3.33 %.
    expect((await offers(8, personal)).has(loan.id)).toBe(false);
    const offered = (await offers(8, { ...personal, loanTenure: '36' })).get(loan.id);
    expect(offered?.loan?.reducingRatePct).toBe(3.33);
    expect(offered?.loan?.flatRatePct).toBeNull();

    // The seed keeps the edited loan and rewrites an untouched one changed behind its back.
    const untouchedSalary = await column('bank_loans', 'min_salary_fils', untouched.id);
    await t.ctx.db.execute(
      sql`update bank_loans set min_salary_fils = 1, data = jsonb_set(data, '{priority}', '9999') where id = ${untouched.id}`,
    );
    await seedBankingCatalogue(t.ctx.db);
    expect(await column('bank_loans', 'max_tenure_months', loan.id)).toBe(47);
    expect((await open('loans', loan.id)).data).toEqual(edited);
    expect(await column('bank_loans', 'min_salary_fils', untouched.id)).toBe(untouchedSalary);
    expect(((await open('loans', untouched.id)).data as TLoan).priority).not.toBe(9999);

    const restored = await call('POST', `/api/console/catalogue/loans/${loan.id}/restore`, {
      auditId: after.history[0]!.auditId,
      side: 'before',
      baseVersion: 2,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const back = await open('loans', loan.id);
    expect(back.data).toEqual(loan);
    expect(back.version).toBe(3);
    expect(back.history.map((h) => h.action)).toEqual([
      'catalogue.loan.restored',
      'catalogue.loan.published',
    ]);
    expect(await column('bank_loans', 'max_tenure_months', loan.id)).toBe(loan.maxTenureMonths);
    expect((await offers(8, personal)).get(loan.id)?.loan?.reducingRatePct).not.toBe(3.33);
  });
});

describe('bank accounts in the console', () => {
  it('publishes a minimum balance the next offers show, survives the seed and is restored', async () => {
    const res = await call('GET', '/api/console/catalogue/accounts');
    expect(res.statusCode, res.body).toBe(200);
    const list = ZCatalogueItemList.parse(res.json()).data;
    expect(list.every((a) => a.productId === 12 && a.owner !== null)).toBe(true);
    const shown = await offers(12, savings);
    const rows = await Promise.all(list.filter((a) => shown.has(a.id)).map((a) => open('accounts', a.id)));
    const target = rows.find((a) => (a.data as TBankAccount).minBalanceFils > 0)!;
    const account = target.data as TBankAccount;
    const untouched = list.find((a) => a.id !== account.id)!;

    const bad = await call('POST', `/api/console/catalogue/accounts/${account.id}/draft`, {
      data: { ...account, annualRateBp: null },
      baseVersion: 1,
    });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toContain('annualRateBp');
    const draft = await call('POST', `/api/console/catalogue/accounts/${account.id}/draft`, {
      data: { ...account, minBalanceFils: 777_700 },
      baseVersion: 1,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect((await open('accounts', account.id)).draft?.data).toMatchObject({ minBalanceFils: 777_700 });

    const edited = { ...account, minBalanceFils: 777_700, annualRateBp: 321 };
    expect(await publish('accounts', account.id, edited, 1)).toBe(2);
    const after = await open('accounts', account.id);
    expect(after).toMatchObject({ draft: null, version: 2, hasDraft: false });
    expect(await column('bank_accounts', 'min_balance_fils', account.id)).toBe(777_700);
    expect(await column('bank_accounts', 'annual_rate_bp', account.id)).toBe(321);
    const card = (await offers(12, savings)).get(account.id)!;
    expect(card.coverInfo.map((c) => c.row2)).toEqual(expect.arrayContaining(['AED 7,777', '3.21%']));

    await t.ctx.db.execute(sql`update bank_accounts set min_balance_fils = 1 where id = ${untouched.id}`);
    await seedBankingCatalogue(t.ctx.db);
    expect(await column('bank_accounts', 'min_balance_fils', account.id)).toBe(777_700);
    expect(await column('bank_accounts', 'min_balance_fils', untouched.id)).toBe(
      ((await open('accounts', untouched.id)).data as TBankAccount).minBalanceFils,
    );
    expect(await column('bank_accounts', 'min_balance_fils', untouched.id)).not.toBe(1);

    const restored = await call('POST', `/api/console/catalogue/accounts/${account.id}/restore`, {
      auditId: after.history[0]!.auditId,
      side: 'before',
      baseVersion: 2,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await open('accounts', account.id)).data).toEqual(account);
    expect(await column('bank_accounts', 'min_balance_fils', account.id)).toBe(account.minBalanceFils);
  });
});
