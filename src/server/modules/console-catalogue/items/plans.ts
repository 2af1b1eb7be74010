import { sql } from 'drizzle-orm';
import { insurers, plans } from '../../../../db/schema';
import { ZPlan, type TPlan } from '../../../../shared/contracts/quotes';
import type { CatalogueKind, ItemRow } from './kind';
import { namesOf } from './names';

type Row = {
  id: number;
  slug: string;
  document: unknown;
  productId: number;
  owner: unknown;
  isHidden: boolean;
  sponsored: boolean;
  editedAt: Date | string | null;
};

/**
 * Plans (decision 0127): the document is a ZPlan; a publication rewrites it with its `sponsored` and `is_hidden`
 * columns. A draft keeps the plan's id, insurer, product, slug and rate table.
 */
export const planKind: CatalogueKind<TPlan> = {
  kind: 'plans',
  draftKind: 'plan',
  contract: ZPlan,
  async rows(db, id) {
    const r = await db.execute<Row>(sql`
      select p.id, p.slug, p.document, p.product_id as "productId", i.data->'name' as owner,
             p.is_hidden as "isHidden", p.sponsored, p.edited_at as "editedAt"
        from ${plans} p join ${insurers} i on i.id = p.provider_id
       where ${id === undefined ? sql`true` : sql`p.id = ${id}`}
       order by p.product_id, p.provider_id, p.id`);
    return r.rows.map((p): ItemRow => ({
      id: p.id,
      slug: p.slug,
      document: p.document,
      name: namesOf((p.document as { planName?: unknown } | null)?.planName),
      productId: p.productId,
      owner: namesOf(p.owner),
      flags: [...(p.isHidden ? ['hidden'] : []), ...(p.sponsored ? ['sponsored'] : [])],
      editedAt: p.editedAt,
    }));
  },
  identity(current, next) {
    const was = current.document as Partial<TPlan>;
    return next.planId !== current.id ||
      next.productId !== was.productId ||
      next.providerId !== was.providerId ||
      next.slug !== current.slug ||
      next.rateTableId !== was.rateTableId
      ? "A draft keeps the plan's id, insurer, product, slug and rate table."
      : null;
  },
  async write(tx, id, plan, at) {
    await tx.execute(
      sql`update ${plans} set document = ${JSON.stringify(plan)}::jsonb, sponsored = ${plan.sponsored},
             is_hidden = ${plan.isHidden}, edited_at = ${at.toISOString()}, updated_at = ${at.toISOString()}
           where id = ${id}`,
    );
  },
};
