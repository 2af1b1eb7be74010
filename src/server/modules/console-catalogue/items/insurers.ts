import { sql } from 'drizzle-orm';
import { insurers } from '../../../../db/schema';
import { ZInsurer, type TInsurer } from '../../../../shared/contracts/quotes';
import type { CatalogueKind, ItemRow } from './kind';
import { namesOf } from './names';

type Row = { id: number; slug: string; data: unknown; editedAt: Date | string | null };

/**
 * Insurers (decision 0127): the document is a ZInsurer; a publication rewrites it and sets `updated_at`, which the
 * quotes' catalogue stamp reads (starting prices and health pages price afresh). A draft keeps the id and slug.
 */
export const insurerKind: CatalogueKind<TInsurer> = {
  kind: 'insurers',
  draftKind: 'insurer',
  contract: ZInsurer,
  async rows(db, id) {
    const r = await db.execute<Row>(sql`
      select i.id, i.slug, i.data, i.edited_at as "editedAt" from ${insurers} i
       where ${id === undefined ? sql`true` : sql`i.id = ${id}`} order by i.id`);
    return r.rows.map((i): ItemRow => ({
      id: i.id,
      slug: i.slug,
      document: i.data,
      name: namesOf((i.data as { name?: unknown } | null)?.name),
      productId: null,
      owner: null,
      flags: [],
      editedAt: i.editedAt,
    }));
  },
  identity(current, next) {
    return next.id !== current.id || next.slug !== current.slug
      ? "A draft keeps the insurer's id and slug."
      : null;
  },
  async write(tx, id, insurer, at) {
    const when = at.toISOString();
    await tx.execute(
      sql`update ${insurers} set data = ${JSON.stringify(insurer)}::jsonb, edited_at = ${when}, updated_at = ${when}
           where id = ${id}`,
    );
  },
};
