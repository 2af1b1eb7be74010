import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BANKING_SEED_COUNTS, creditCardsSeed, seedBankingCatalogue } from '../../src/db/seed/banking/index';
import { ZBank, ZBankAccount, ZBankingLookup, ZCreditCard, ZLoan } from '../../src/shared/contracts/banking';
import { freshDatabase } from './helpers';

/**
 * The banking catalogue on the real PostgreSQL (migration 0007_banking): the seed writes every table, a second run
 * changes no count, and what comes back out of jsonb still passes the contracts. The copied columns agree with the
 * documents, so the listing can filter in SQL (income, banks, features, reward types).
 */

let ctx: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  ctx = await freshDatabase();
});
afterAll(async () => {
  await ctx?.drop();
});

type Counts = {
  banks: number;
  lookups: number;
  cards: number;
  loans: number;
  personal: number;
  home: number;
  car: number;
  mortgages: number;
  accounts: number;
};

async function counts(): Promise<Counts> {
  const r = await ctx.db.execute<Counts>(sql`select
      (select count(*)::int from banks) as banks,
      (select count(*)::int from banking_lookups) as lookups,
      (select count(*)::int from credit_cards) as cards,
      (select count(*)::int from bank_loans) as loans,
      (select count(*)::int from bank_loans where product_id = 8) as personal,
      (select count(*)::int from bank_loans where product_id = 10) as home,
      (select count(*)::int from bank_loans where product_id = 11) as car,
      (select count(*)::int from bank_loans where product_id = 18) as mortgages,
      (select count(*)::int from bank_accounts) as accounts`);
  const row = r.rows[0];
  if (!row) throw new Error('no counts');
  return row;
}

describe('banking catalogue seed', () => {
  it('writes every table, and seeding again (in a transaction, as the app seeds) changes no count', async () => {
    const first = await ctx.db.transaction((tx) => seedBankingCatalogue(tx));
    expect(first).toEqual(BANKING_SEED_COUNTS);
    const afterFirst = await counts();
    expect(afterFirst).toEqual({
      banks: first.banks,
      lookups: first.bankingLookups,
      cards: first.creditCards,
      loans: first.loans,
      personal: first.personalLoans,
      home: first.homeLoans,
      car: first.carLoans,
      mortgages: first.internationalMortgages,
      accounts: first.bankAccounts,
    });
    expect(afterFirst.banks).toBeGreaterThanOrEqual(10);
    expect(afterFirst.cards).toBeGreaterThanOrEqual(60);

    const second = await ctx.db.transaction((tx) => seedBankingCatalogue(tx));
    expect(second).toEqual(first);
    expect(await counts()).toEqual(afterFirst);
    // Also without a transaction (the Db itself).
    await seedBankingCatalogue(ctx.db);
    expect(await counts()).toEqual(afterFirst);
  });

  it('stores documents that still pass their contracts, with columns that agree with them', async () => {
    const bankRows = await ctx.db.execute<{ data: unknown }>(sql`select data from banks order by id`);
    for (const r of bankRows.rows) expect(() => ZBank.parse(r.data)).not.toThrow();
    const lookups = await ctx.db.execute<{ data: unknown }>(sql`select data from banking_lookups`);
    for (const r of lookups.rows) expect(() => ZBankingLookup.parse(r.data)).not.toThrow();
    const loans = await ctx.db.execute<{ data: unknown }>(sql`select data from bank_loans`);
    for (const r of loans.rows) expect(() => ZLoan.parse(r.data)).not.toThrow();
    const accounts = await ctx.db.execute<{ data: unknown; annual_rate_bp: number | null }>(
      sql`select data, annual_rate_bp from bank_accounts`,
    );
    for (const r of accounts.rows) expect(ZBankAccount.parse(r.data).annualRateBp).toBe(r.annual_rate_bp);

    const cards = await ctx.db.execute<{
      data: unknown;
      min_income_fils: number;
      annual_fee_fils: number;
      reward_key: string;
      feature_keys: string[];
    }>(sql`select c.data, c.min_income_fils, c.annual_fee_fils, r.key as reward_key,
        array(select f.key from banking_lookups f
              where f.kind = 'cardFeature' and f.id = any(c.feature_ids) order by f.key) as feature_keys
      from credit_cards c join banking_lookups r on r.kind = 'rewardType' and r.id = c.reward_type_id`);
    expect(cards.rows.length).toBe(BANKING_SEED_COUNTS.creditCards);
    for (const r of cards.rows) {
      const card = ZCreditCard.parse(r.data);
      expect(r.min_income_fils).toBe(card.minMonthlyIncomeFils);
      expect(r.annual_fee_fils).toBe(card.annualFeeFils);
      expect(r.reward_key).toBe(card.rewardType);
      expect(r.feature_keys).toEqual([...card.features].sort());
    }
  });

  it('answers a listing-style query in SQL as the documents would (income, lounge access, air miles)', async () => {
    for (const incomeAed of [5_000, 15_000, 50_000]) {
      const r = await ctx.db.execute<{ slug: string }>(sql`select c.slug from credit_cards c
        where c.min_income_fils <= ${incomeAed * 100} and not c.is_hidden
          and c.feature_ids && array(select id from banking_lookups where kind = 'cardFeature' and key = 'loungeAccess')
          and c.reward_type_id in (select id from banking_lookups where kind = 'rewardType' and key = 'airMiles')
        order by c.slug`);
      const expected = creditCardsSeed
        .filter(
          (c) =>
            c.minMonthlyIncomeFils <= incomeAed * 100 &&
            c.features.includes('loungeAccess') &&
            c.rewardType === 'airMiles',
        )
        .map((c) => c.slug)
        .sort();
      expect(r.rows.map((x) => x.slug).sort(), String(incomeAed)).toEqual(expected);
      if (incomeAed === 50_000) expect(expected.length).toBeGreaterThan(5);
    }
  });

  it('refuses a product whose bank does not exist (foreign key)', async () => {
    await expect(
      ctx.db
        .execute(sql`insert into credit_cards (id, bank_id, slug, banking, reward_type_id, annual_fee_fils,
        min_income_fils, monthly_rate_bp, priority, data)
        values (799999, 99, 'ghost-card', 'conventional', 1, 0, 500000, 300, 1, '{}'::jsonb)`),
    ).rejects.toThrow();
  });
});
