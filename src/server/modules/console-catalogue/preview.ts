import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { enquiries } from '../../../db/schema';
import type { PricedProductId, TRateTable } from '../../../shared/contracts/quotes';
import type { TPreview, TPreviewInsurer, TPreviewRow } from '../../../shared/contracts/console-catalogue';
import { TYPICAL_PROFILES } from '../../../db/seed/quotes/typical-profiles';
import type { QuotesCore } from '../quotes/core';
import { priceInsurer, type Catalogue } from '../quotes/domain/pricing';
import type { EnquiryForQuotes } from '../quotes/repo';
import { inputOf } from '../quotes/runs';

/** The stored enquiries a preview prices: the product's newest ones that were submitted (not drafts). */
export const SAMPLE_ENQUIRIES = 20;

type Sample = { label: string; source: TPreviewRow['source']; input: unknown };

const names = (v: { en: string; ar?: string | undefined }) => ({ en: v.en, ar: v.ar ?? v.en });

/**
 * The samples of a product (decision 0125): its 20 newest submitted enquiries whose answers the engine can price
 * (read exactly as a quotes run reads them: today's UAE date, the car model's body type), then its typical
 * profiles (the landing pages' starting prices), so a product without enquiries still has a preview.
 */
async function samplesOf(core: QuotesCore, db: Db, productId: PricedProductId): Promise<Sample[]> {
  const r = await db.execute<EnquiryForQuotes>(
    sql`select id, public_id as "publicId", device_id as "deviceId", country_product_id as "countryProductId",
               status, answers, null as "verifiedMobile"
          from ${enquiries}
         where country_product_id = ${productId} and status <> 'draft'
         order by created_at desc, id desc limit ${SAMPLE_ENQUIRIES}`,
  );
  const out: Sample[] = [];
  for (const e of r.rows) {
    const input = await inputOf(core, e, productId, {}).catch(() => undefined);
    if (input !== undefined) out.push({ label: e.publicId, source: 'enquiry', input });
  }
  for (const p of TYPICAL_PROFILES)
    if (p.productId === productId) out.push({ label: p.id, source: 'profile', input: p.input });
  return out;
}

/** Totals of the table's plans for one input, by plan id (a declined plan is null). */
function totals(
  productId: PricedProductId,
  input: unknown,
  c: Catalogue,
  table: TRateTable,
): Map<number, number | null> {
  const out = new Map<number, number | null>();
  for (const plan of c.plans) if (plan.rateTableId === table.id) out.set(plan.planId, null);
  try {
    for (const b of priceInsurer(productId, input, c, table.providerId).priced)
      if (out.has(b.planId)) out.set(b.planId, b.totalFils);
  } catch {
    // An input the engine cannot price with this catalogue: every plan of the sample shows as declined.
  }
  return out;
}

function summarise(rows: readonly TPreviewRow[], c: Catalogue): TPreviewInsurer[] {
  const by = new Map<number, TPreviewRow[]>();
  for (const r of rows) by.set(r.providerId, [...(by.get(r.providerId) ?? []), r]);
  return [...by].map(([providerId, list]) => {
    const both = list.filter((r) => r.beforeFils !== null && r.afterFils !== null);
    const diffs = both.map((r) => r.afterFils! - r.beforeFils!);
    const percents = both.map((r) =>
      r.beforeFils! > 0 ? ((r.afterFils! - r.beforeFils!) / r.beforeFils!) * 100 : 0,
    );
    const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
    const insurer = c.insurerById.get(providerId);
    return {
      providerId,
      insurer: insurer ? names(insurer.name) : { en: String(providerId), ar: String(providerId) },
      rows: both.length,
      changed: diffs.filter((d) => d !== 0).length,
      minFils: diffs.length ? Math.min(...diffs) : 0,
      avgFils: Math.round(mean(diffs)),
      maxFils: diffs.length ? Math.max(...diffs) : 0,
      avgPercent: Math.round(mean(percents) * 10) / 10,
    };
  });
}

/**
 * The effect of a draft (decision 0125): each sample priced through the quotes engine (the same catalogue load,
 * engine input and per-insurer pricing a quotes run uses) with the published catalogue and with the same catalogue
 * whose table is the draft; old and new total per sample and plan of the table, and the changes per insurer.
 */
export async function previewRateTable(
  core: QuotesCore,
  db: Db,
  productId: PricedProductId,
  draft: TRateTable,
): Promise<TPreview> {
  const published = await core.loadCatalogue(productId);
  const drafted: Catalogue = {
    ...published,
    tableById: new Map(published.tableById).set(draft.id, draft),
  };
  const current = published.tableById.get(draft.id) ?? draft;
  const samples = await samplesOf(core, db, productId);
  const rows: TPreviewRow[] = [];
  for (const s of samples) {
    const before = totals(productId, s.input, published, current);
    const after = totals(productId, s.input, drafted, draft);
    for (const [planId, beforeFils] of before) {
      const plan = published.planById.get(planId)!;
      rows.push({
        sample: s.label,
        source: s.source,
        planId,
        plan: names(plan.planName),
        providerId: plan.providerId,
        beforeFils,
        afterFils: after.get(planId) ?? null,
      });
    }
  }
  return {
    enquiries: samples.filter((s) => s.source === 'enquiry').length,
    profiles: samples.filter((s) => s.source === 'profile').length,
    rows,
    insurers: summarise(rows, published),
  };
}
