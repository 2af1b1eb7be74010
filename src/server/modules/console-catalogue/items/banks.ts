import { sql } from 'drizzle-orm';
import { banks } from '../../../../db/schema';
import { ZBank, type TBank } from '../../../../shared/contracts/banking';
import type { CatalogueKind, ItemRow } from './kind';
import { namesOf } from './names';

type Row = { id: number; slug: string; data: unknown; banking: string; editedAt: Date | string | null };

/**
 * Banks (decision 0127): the document is a ZBank; a publication rewrites it with its `slug` and `banking` columns.
 * A draft keeps the bank's id, slug (its logo's path) and banking model (its products carry the same model).
 */
export const bankKind: CatalogueKind<TBank> = {
  kind: 'banks',
  draftKind: 'bank',
  contract: ZBank,
  async rows(db, id) {
    const r = await db.execute<Row>(sql`
      select b.id, b.slug, b.data, b.banking, b.edited_at as "editedAt" from ${banks} b
       where ${id === undefined ? sql`true` : sql`b.id = ${id}`} order by b.id`);
    return r.rows.map((b): ItemRow => ({
      id: b.id,
      slug: b.slug,
      document: b.data,
      name: namesOf((b.data as { name?: unknown } | null)?.name),
      productId: null,
      owner: null,
      flags: b.banking === 'islamic' ? ['islamic'] : [],
      editedAt: b.editedAt,
    }));
  },
  identity(current, next) {
    const was = current.document as Partial<TBank>;
    return next.id !== current.id || next.slug !== current.slug || next.banking !== was.banking
      ? "A draft keeps the bank's id, slug and banking model."
      : null;
  },
  async write(tx, id, bank, at) {
    const when = at.toISOString();
    await tx.execute(
      sql`update ${banks} set data = ${JSON.stringify(bank)}::jsonb, slug = ${bank.slug}, banking = ${bank.banking},
             edited_at = ${when}, updated_at = ${when}
           where id = ${id}`,
    );
  },
};
