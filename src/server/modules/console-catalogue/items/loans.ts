import { eq, sql } from 'drizzle-orm';
import { bankLoans, banks } from '../../../../db/schema';
import { loanRow } from '../../../../db/seed/banking/columns';
import { ZLoan, type TLoan } from '../../../../shared/contracts/banking';
import type { CatalogueKind, ItemRow } from './kind';
import { namesOf } from './names';

type Row = {
  id: number;
  slug: string;
  data: unknown;
  productId: number;
  owner: unknown;
  banking: string;
  isHidden: boolean;
  isPopular: boolean;
  editedAt: Date | string | null;
};

/**
 * Loans (decision 0128): personal, home and car loans and international mortgages, each a ZLoan document (a union on
 * its product). A publication rewrites the document and every column the offers filter and sort on, derived by the
 * seed's own `loanRow`. A draft keeps the loan's id, product, bank, slug and banking model (the seed's check that a
 * bank sells only the models it offers stays true).
 */
export const loanKind: CatalogueKind<TLoan> = {
  kind: 'loans',
  draftKind: 'loan',
  contract: ZLoan,
  async rows(db, id) {
    const r = await db.execute<Row>(sql`
      select l.id, l.slug, l.data, l.product_id as "productId", b.data->'name' as owner, l.banking,
             l.is_hidden as "isHidden", l.is_popular as "isPopular", l.edited_at as "editedAt"
        from ${bankLoans} l join ${banks} b on b.id = l.bank_id
       where ${id === undefined ? sql`true` : sql`l.id = ${id}`}
       order by l.product_id, l.bank_id, l.id`);
    return r.rows.map((l): ItemRow => ({
      id: l.id,
      slug: l.slug,
      document: l.data,
      name: namesOf((l.data as { name?: unknown } | null)?.name),
      productId: l.productId,
      owner: namesOf(l.owner),
      flags: [
        ...(l.isHidden ? ['hidden'] : []),
        ...(l.isPopular ? ['popular'] : []),
        ...(l.banking === 'islamic' ? ['islamic'] : []),
      ],
      editedAt: l.editedAt,
    }));
  },
  identity(current, next) {
    const was = current.document as Partial<TLoan>;
    return next.id !== current.id ||
      next.productId !== current.productId ||
      next.bankId !== was.bankId ||
      next.slug !== current.slug ||
      next.banking !== was.banking
      ? "A draft keeps the loan's id, product, bank, slug and banking model."
      : null;
  },
  async write(tx, id, loan, at) {
    const { id: _id, productId: _productId, ...columns } = loanRow(loan);
    await tx
      .update(bankLoans)
      .set({ ...columns, updatedAt: at, editedAt: at })
      .where(eq(bankLoans.id, id));
  },
};
