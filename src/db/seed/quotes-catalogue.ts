import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { insurers, plans, rateTables } from '../schema';
import {
  ZInsurer,
  ZPlan,
  ZRateTable,
  type TInsurer,
  type TPlan,
  type TRateTable,
} from '../../shared/contracts/quotes';
import { PLAN_SEEDS_BY_PRODUCT, RATE_SEEDS_BY_PRODUCT } from './quotes/catalogue';
import { insurersSeed } from './quotes/insurers';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type QuoteCatalogueSeed = { insurers: TInsurer[]; plans: TPlan[]; rateTables: TRateTable[] };

/**
 * Every document checked by its zod schema, plus the cross references the database cannot check inside jsonb:
 * a plan's rate table exists and belongs to the plan's insurer and product. Throws on the first problem, so a bad
 * data file fails the seed rather than a visitor's quote.
 */
export function quoteCatalogueSeed(): QuoteCatalogueSeed {
  const ins = insurersSeed.map((i) => ZInsurer.parse(i));
  // The data files under `seed/quotes/`, one list per product (`quotes/catalogue.ts`).
  const planRows = PLAN_SEEDS_BY_PRODUCT.flat().map((p) => ZPlan.parse(p));
  const tables = RATE_SEEDS_BY_PRODUCT.flat().map((t) => ZRateTable.parse(t));
  const insurerIds = new Set(ins.map((i) => i.id));
  const tableById = new Map(tables.map((t) => [t.id, t]));
  for (const p of planRows) {
    const t = tableById.get(p.rateTableId);
    if (!insurerIds.has(p.providerId)) throw new Error(`plan ${p.planId}: unknown insurer ${p.providerId}`);
    if (!t || t.providerId !== p.providerId || t.productId !== p.productId)
      throw new Error(
        `plan ${p.planId}: rate table ${p.rateTableId} is not its insurer's for product ${p.productId}`,
      );
  }
  for (const t of tables)
    if (!insurerIds.has(t.providerId)) throw new Error(`rate table ${t.id}: unknown insurer ${t.providerId}`);
  return { insurers: ins, plans: planRows, rateTables: tables };
}

/** Upserts insurers, plans and rate tables (one multi-row statement per table). */
export async function seedQuoteCatalogue(
  tx: Db | Tx,
): Promise<{ insurers: number; plans: number; rateTables: number }> {
  const c = quoteCatalogueSeed();
  await tx
    .insert(insurers)
    .values(c.insurers.map((i) => ({ id: i.id, slug: i.slug, data: i })))
    .onConflictDoUpdate({
      target: insurers.id,
      set: { slug: sql`excluded.slug`, data: sql`excluded.data`, updatedAt: sql`now()` },
      // An insurer published from the console keeps the admin's document (decision 0127).
      setWhere: sql`${insurers.editedAt} is null`,
    });
  await tx
    .insert(plans)
    .values(
      c.plans.map((p) => ({
        id: p.planId,
        productId: p.productId,
        providerId: p.providerId,
        slug: p.slug,
        document: p,
        sponsored: p.sponsored,
        isHidden: p.isHidden,
      })),
    )
    .onConflictDoUpdate({
      target: plans.id,
      set: {
        productId: sql`excluded.product_id`,
        providerId: sql`excluded.provider_id`,
        slug: sql`excluded.slug`,
        document: sql`excluded.document`,
        sponsored: sql`excluded.sponsored`,
        isHidden: sql`excluded.is_hidden`,
        updatedAt: sql`now()`,
      },
      // A plan published from the console keeps the admin's document (decision 0125).
      setWhere: sql`${plans.editedAt} is null`,
    });
  await tx
    .insert(rateTables)
    .values(
      c.rateTables.map((t) => ({
        id: t.id,
        version: t.version,
        providerId: t.providerId,
        productId: t.productId,
        data: t,
      })),
    )
    .onConflictDoUpdate({
      target: [rateTables.id, rateTables.version],
      set: {
        providerId: sql`excluded.provider_id`,
        productId: sql`excluded.product_id`,
        data: sql`excluded.data`,
        updatedAt: sql`now()`,
      },
    });
  return { insurers: c.insurers.length, plans: c.plans.length, rateTables: c.rateTables.length };
}
