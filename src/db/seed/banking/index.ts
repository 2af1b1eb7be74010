/**
 * The banking catalogue (DEMO DATA: invented banks and products, see banks.ts): every row parsed by its zod
 * contract (shared/contracts/banking.ts) and cross-checked, then upserted by id, so seeding twice changes nothing.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { bankAccounts, bankLoans, banks, bankingLookups, creditCards } from '../../schema';
import {
  ZBank,
  ZBankAccount,
  ZBankingLookup,
  ZCreditCard,
  ZLoan,
  type TBank,
  type TBankAccount,
  type TBankingLookup,
  type TCreditCard,
  type TLoan,
} from '../../../shared/contracts/banking';
import { PRODUCT } from '../../../shared/domain/products';
import { bankAccountsSeed } from './accounts';
import { banksSeed } from './banks';
import { carLoansSeed } from './car-loans';
import { creditCardsSeed } from './cards';
import { accountRow, loanRow } from './columns';
import { homeLoansSeed } from './home-loans';
import { internationalMortgagesSeed } from './international-mortgages';
import { accountFeaturesSeed, cardFeaturesSeed, rewardTypesSeed } from './lookups';
import { personalLoansSeed } from './personal-loans';

export { bankAccountsSeed } from './accounts';
export { banksSeed } from './banks';
export { carLoansSeed } from './car-loans';
export { creditCardsSeed } from './cards';
export { EIBOR_3M_DEMO_BP, homeLoansSeed } from './home-loans';
export { internationalMortgagesSeed } from './international-mortgages';
export { accountFeaturesSeed, cardFeaturesSeed, rewardTypesSeed } from './lookups';
export { personalLoansSeed } from './personal-loans';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type BankingCatalogue = {
  banks: TBank[];
  lookups: TBankingLookup[];
  creditCards: TCreditCard[];
  loans: TLoan[];
  bankAccounts: TBankAccount[];
};

/** Rows per table and loans per product: what `seedBankingCatalogue` writes (for the seed summary). */
export type BankingSeedCounts = {
  banks: number;
  bankingLookups: number;
  creditCards: number;
  loans: number;
  personalLoans: number;
  homeLoans: number;
  carLoans: number;
  internationalMortgages: number;
  bankAccounts: number;
};

function assertUnique(what: string, values: readonly (string | number)[]): void {
  const seen = new Set<string | number>();
  for (const v of values) {
    if (seen.has(v)) throw new Error(`${what}: duplicate ${v}`);
    seen.add(v);
  }
}

/**
 * Every row checked by its schema, plus what the database cannot check inside jsonb: ids and slugs unique per
 * table, every product's bank exists and sells that model (an Islamic product from an Islamic bank or a
 * conventional bank's Islamic window; never a conventional product from an Islamic bank), and every bank sells
 * something. Throws on the first problem, so a bad data file fails the seed rather than a visitor's page.
 */
export function bankingCatalogueSeed(): BankingCatalogue {
  const bankRows = banksSeed.map((b) => ZBank.parse(b));
  const lookups = [...cardFeaturesSeed, ...rewardTypesSeed, ...accountFeaturesSeed].map((l) =>
    ZBankingLookup.parse(l),
  );
  const cards = creditCardsSeed.map((c) => ZCreditCard.parse(c));
  const loans = [...personalLoansSeed, ...homeLoansSeed, ...carLoansSeed, ...internationalMortgagesSeed].map(
    (l) => ZLoan.parse(l),
  );
  const accounts = bankAccountsSeed.map((a) => ZBankAccount.parse(a));

  assertUnique(
    'bank id',
    bankRows.map((b) => b.id),
  );
  assertUnique(
    'bank slug',
    bankRows.map((b) => b.slug),
  );
  for (const kind of ['cardFeature', 'rewardType', 'accountFeature'] as const) {
    const ofKind = lookups.filter((l) => l.kind === kind);
    assertUnique(
      `${kind} id`,
      ofKind.map((l) => l.id),
    );
    assertUnique(
      `${kind} key`,
      ofKind.map((l) => l.key),
    );
  }
  const products = [...cards, ...loans, ...accounts];
  assertUnique(
    'product id',
    products.map((p) => p.id),
  );
  assertUnique(
    'credit card slug',
    cards.map((c) => c.slug),
  );
  assertUnique(
    'loan slug',
    loans.map((l) => l.slug),
  );
  assertUnique(
    'bank account slug',
    accounts.map((a) => a.slug),
  );

  const bankById = new Map(bankRows.map((b) => [b.id, b]));
  for (const p of products) {
    const b = bankById.get(p.bankId);
    if (!b) throw new Error(`${p.slug}: unknown bank ${p.bankId}`);
    if (b.banking === 'islamic' && p.banking !== 'islamic')
      throw new Error(`${p.slug}: an Islamic bank sells only Islamic products`);
    if (b.banking === 'conventional' && p.banking === 'islamic' && !b.islamicWindow)
      throw new Error(`${p.slug}: ${b.slug} has no Islamic window`);
  }
  for (const b of bankRows)
    if (!products.some((p) => p.bankId === b.id)) throw new Error(`bank ${b.slug} sells nothing`);

  return { banks: bankRows, lookups, creditCards: cards, loans, bankAccounts: accounts };
}

function countsOf(c: BankingCatalogue): BankingSeedCounts {
  const loansOf = (productId: number) => c.loans.filter((l) => l.productId === productId).length;
  return {
    banks: c.banks.length,
    bankingLookups: c.lookups.length,
    creditCards: c.creditCards.length,
    loans: c.loans.length,
    personalLoans: loansOf(PRODUCT.PERSONAL_LOANS),
    homeLoans: loansOf(PRODUCT.HOME_LOANS),
    carLoans: loansOf(PRODUCT.CAR_LOANS),
    internationalMortgages: loansOf(PRODUCT.INTERNATIONAL_MORTGAGE),
    bankAccounts: c.bankAccounts.length,
  };
}

/** The counts the seed writes, known without a database. */
export const BANKING_SEED_COUNTS: Readonly<BankingSeedCounts> = Object.freeze(
  countsOf(bankingCatalogueSeed()),
);

/**
 * Upserts banks, lookups, cards, loans and accounts (one multi-row statement per table); idempotent. The catalogue
 * texts a language lacks are in the seed's missing-texts report (decision 0078).
 */
export async function seedBankingCatalogue(tx: Db | Tx): Promise<BankingSeedCounts> {
  const c = bankingCatalogueSeed();
  const now = sql`now()`;
  await tx
    .insert(banks)
    .values(c.banks.map((b) => ({ id: b.id, slug: b.slug, banking: b.banking, data: b })))
    .onConflictDoUpdate({
      target: banks.id,
      set: {
        slug: sql`excluded.slug`,
        banking: sql`excluded.banking`,
        data: sql`excluded.data`,
        updatedAt: now,
      },
      // A bank published from the console keeps the admin's document (decision 0127).
      setWhere: sql`${banks.editedAt} is null`,
    });
  await tx
    .insert(bankingLookups)
    .values(c.lookups.map((l) => ({ kind: l.kind, id: l.id, key: l.key, data: l })))
    .onConflictDoUpdate({
      target: [bankingLookups.kind, bankingLookups.id],
      set: { key: sql`excluded.key`, data: sql`excluded.data`, updatedAt: now },
    });

  const idOf = (kind: TBankingLookup['kind'], key: string): number => {
    const found = c.lookups.find((l) => l.kind === kind && l.key === key);
    if (!found) throw new Error(`no ${kind} ${key}`);
    return found.id;
  };
  await tx
    .insert(creditCards)
    .values(
      c.creditCards.map((card) => ({
        id: card.id,
        bankId: card.bankId,
        slug: card.slug,
        banking: card.banking,
        rewardTypeId: idOf('rewardType', card.rewardType),
        featureIds: card.features.map((f) => idOf('cardFeature', f)),
        annualFeeFils: card.annualFeeFils,
        firstYearFree: card.firstYearFree,
        minIncomeFils: card.minMonthlyIncomeFils,
        monthlyRateBp: card.monthlyRateBp,
        priority: card.priority,
        isPopular: card.isPopular,
        isHidden: card.isHidden,
        data: card,
      })),
    )
    .onConflictDoUpdate({
      target: creditCards.id,
      set: {
        bankId: sql`excluded.bank_id`,
        slug: sql`excluded.slug`,
        banking: sql`excluded.banking`,
        rewardTypeId: sql`excluded.reward_type_id`,
        featureIds: sql`excluded.feature_ids`,
        annualFeeFils: sql`excluded.annual_fee_fils`,
        firstYearFree: sql`excluded.first_year_free`,
        minIncomeFils: sql`excluded.min_income_fils`,
        monthlyRateBp: sql`excluded.monthly_rate_bp`,
        priority: sql`excluded.priority`,
        isPopular: sql`excluded.is_popular`,
        isHidden: sql`excluded.is_hidden`,
        data: sql`excluded.data`,
        updatedAt: now,
      },
      // A card published from the console keeps the admin's document (decision 0125).
      setWhere: sql`${creditCards.editedAt} is null`,
    });
  await tx
    .insert(bankLoans)
    .values(c.loans.map(loanRow))
    .onConflictDoUpdate({
      target: bankLoans.id,
      set: {
        productId: sql`excluded.product_id`,
        bankId: sql`excluded.bank_id`,
        slug: sql`excluded.slug`,
        banking: sql`excluded.banking`,
        salaryTransfer: sql`excluded.salary_transfer`,
        minSalaryFils: sql`excluded.min_salary_fils`,
        maxTenureMonths: sql`excluded.max_tenure_months`,
        priority: sql`excluded.priority`,
        isPopular: sql`excluded.is_popular`,
        isHidden: sql`excluded.is_hidden`,
        data: sql`excluded.data`,
        updatedAt: now,
      },
      // A loan published from the console keeps the admin's document (decision 0128).
      setWhere: sql`${bankLoans.editedAt} is null`,
    });
  await tx
    .insert(bankAccounts)
    .values(c.bankAccounts.map(accountRow))
    .onConflictDoUpdate({
      target: bankAccounts.id,
      set: {
        bankId: sql`excluded.bank_id`,
        slug: sql`excluded.slug`,
        kind: sql`excluded.kind`,
        banking: sql`excluded.banking`,
        minBalanceFils: sql`excluded.min_balance_fils`,
        annualRateBp: sql`excluded.annual_rate_bp`,
        priority: sql`excluded.priority`,
        isPopular: sql`excluded.is_popular`,
        isHidden: sql`excluded.is_hidden`,
        data: sql`excluded.data`,
        updatedAt: now,
      },
      // An account published from the console keeps the admin's document (decision 0128).
      setWhere: sql`${bankAccounts.editedAt} is null`,
    });
  return countsOf(c);
}
