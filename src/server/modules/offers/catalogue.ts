import type { FastifyBaseLogger } from 'fastify';
import {
  ZAccountFeature,
  ZBank,
  ZBankAccount,
  ZLoan,
  type TAccountFeature,
  type TBank,
  type TBankAccount,
  type TLoan,
} from '../../../shared/contracts/banking';
import type { OffersRepo } from './repo';

/** What reading the catalogue needs: its repo, and a logger for rows that fail their schema. */
export type CatalogueDeps = { repo: OffersRepo; log: Pick<FastifyBaseLogger, 'warn'> };

export type LoanCatalogue = { loans: TLoan[]; banks: Map<number, TBank> };
export type AccountCatalogue = {
  accounts: TBankAccount[];
  banks: Map<number, TBank>;
  features: Map<string, TAccountFeature>;
};

type Schema<T> = { safeParse(v: unknown): { success: boolean; data?: T } };

/** Keeps a catalogue document that passes its schema; a failing one is logged (with `facts`) and left out. */
const checked =
  <T>(deps: Pick<CatalogueDeps, 'log'>, schema: Schema<T>, facts: Record<string, unknown>) =>
  (doc: unknown): T[] => {
    const r = schema.safeParse(doc);
    if (r.success && r.data !== undefined) return [r.data];
    deps.log.warn(facts, 'banking catalogue row failed its schema; ignored');
    return [];
  };

/** A loan product's rows and every bank, read now (the core caches the result). */
export async function loadLoans(deps: CatalogueDeps, productId: number): Promise<LoanCatalogue> {
  const rows = await deps.repo.loans(productId);
  const bankRows = await deps.repo.banks();
  const loans = rows.flatMap(checked<TLoan>(deps, ZLoan, { productId, what: 'loan' }));
  const bankList = bankRows.flatMap(checked<TBank>(deps, ZBank, { productId, what: 'bank' }));
  return { loans, banks: new Map(bankList.map((b) => [b.id, b])) };
}

/** Every bank account, bank and account feature, read now (the core caches the result). */
export async function loadAccounts(deps: CatalogueDeps): Promise<AccountCatalogue> {
  const [rows, bankRows, lookupRows] = await Promise.all([
    deps.repo.accounts(),
    deps.repo.banks(),
    deps.repo.accountFeatures(),
  ]);
  const accounts = rows.flatMap(checked<TBankAccount>(deps, ZBankAccount, { what: 'account' }));
  const bankList = bankRows.flatMap(checked<TBank>(deps, ZBank, { what: 'bank' }));
  const features = lookupRows.flatMap(checked<TAccountFeature>(deps, ZAccountFeature, { what: 'feature' }));
  return {
    accounts,
    banks: new Map(bankList.map((b) => [b.id, b])),
    features: new Map(features.map((f) => [f.key, f])),
  };
}
