import { eq, sql } from 'drizzle-orm';
import { bankAccounts, banks } from '../../../../db/schema';
import { accountRow } from '../../../../db/seed/banking/columns';
import { ZBankAccount, type TBankAccount } from '../../../../shared/contracts/banking';
import { PRODUCT } from '../../../../shared/domain/products';
import type { CatalogueKind, ItemRow } from './kind';
import { namesOf } from './names';

type Row = {
  id: number;
  slug: string;
  data: unknown;
  owner: unknown;
  banking: string;
  isHidden: boolean;
  isPopular: boolean;
  editedAt: Date | string | null;
};

/**
 * Bank accounts (decision 0128): each a ZBankAccount document. A publication rewrites the document and the columns
 * derived from it by the seed's own `accountRow` (kind, banking, minimum balance, rate, priority, popular, hidden).
 * A draft keeps the account's id, bank, slug and banking model.
 */
export const accountKind: CatalogueKind<TBankAccount> = {
  kind: 'accounts',
  draftKind: 'account',
  contract: ZBankAccount,
  async rows(db, id) {
    const r = await db.execute<Row>(sql`
      select a.id, a.slug, a.data, b.data->'name' as owner, a.banking,
             a.is_hidden as "isHidden", a.is_popular as "isPopular", a.edited_at as "editedAt"
        from ${bankAccounts} a join ${banks} b on b.id = a.bank_id
       where ${id === undefined ? sql`true` : sql`a.id = ${id}`}
       order by a.bank_id, a.id`);
    return r.rows.map((a): ItemRow => ({
      id: a.id,
      slug: a.slug,
      document: a.data,
      name: namesOf((a.data as { name?: unknown } | null)?.name),
      productId: PRODUCT.BANK_ACCOUNTS,
      owner: namesOf(a.owner),
      flags: [
        ...(a.isHidden ? ['hidden'] : []),
        ...(a.isPopular ? ['popular'] : []),
        ...(a.banking === 'islamic' ? ['islamic'] : []),
      ],
      editedAt: a.editedAt,
    }));
  },
  identity(current, next) {
    const was = current.document as Partial<TBankAccount>;
    return next.id !== current.id ||
      next.bankId !== was.bankId ||
      next.slug !== current.slug ||
      next.banking !== was.banking
      ? "A draft keeps the account's id, bank, slug and banking model."
      : null;
  },
  async write(tx, id, account, at) {
    const { id: _id, ...columns } = accountRow(account);
    await tx
      .update(bankAccounts)
      .set({ ...columns, updatedAt: at, editedAt: at })
      .where(eq(bankAccounts.id, id));
  },
};
