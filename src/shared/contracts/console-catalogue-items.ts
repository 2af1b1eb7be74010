import { z } from 'zod';

/**
 * The catalogue's items in the console (decision 0127): every kind an admin edits as a whole document checked by the
 * contract its engine reads (plans ZPlan, cards ZCreditCard, loans ZLoan, accounts ZBankAccount, banks ZBank, insurers
 * ZInsurer, hospitals ZHospitalDocument), with one shape of list, detail, draft, publication, history and restore.
 * The kind is the URL segment: `/api/console/catalogue/<kind>`.
 */
export const CATALOGUE_ITEM_KINDS = [
  'plans',
  'cards',
  'loans',
  'accounts',
  'banks',
  'insurers',
  'hospitals',
] as const;
export type TCatalogueItemKind = (typeof CATALOGUE_ITEM_KINDS)[number];
export const ZCatalogueItemKind = z.enum(CATALOGUE_ITEM_KINDS);

const ZName = z.object({ en: z.string(), ar: z.string() });

/** One row of a kind's list. */
export const ZCatalogueItemSummary = z.object({
  id: z.number(),
  slug: z.string(),
  name: ZName,
  /** The product the item belongs to (plans, loans, accounts), else null. */
  productId: z.number().nullable(),
  /** The insurer or bank it belongs to (plans, cards, loans, accounts), else null. */
  owner: ZName.nullable(),
  /** Flags shown in the list, each a stable key ('hidden', 'sponsored', 'popular', 'islamic', 'directBilling'). */
  flags: z.array(z.string()),
  /** When an admin last published it from the console (the seed leaves it from then on); null: as seeded. */
  editedAt: z.string().nullable(),
  hasDraft: z.boolean(),
});
export type TCatalogueItemSummary = z.infer<typeof ZCatalogueItemSummary>;
export const ZCatalogueItemList = z.object({ data: z.array(ZCatalogueItemSummary) });

export const ZCatalogueItemDetail = ZCatalogueItemSummary.extend({
  kind: ZCatalogueItemKind,
  /** 1 + the publications from the console: a draft or publication opened at another count is stale (409). */
  version: z.number(),
  data: z.record(z.string(), z.unknown()),
  draft: z
    .object({ data: z.record(z.string(), z.unknown()), baseVersion: z.number(), updatedAt: z.string() })
    .nullable(),
  history: z.array(z.object({ auditId: z.number(), action: z.string(), at: z.string() })),
});
export type TCatalogueItemDetail = z.infer<typeof ZCatalogueItemDetail>;
export const ZCatalogueItemDetailAnswer = z.object({ data: ZCatalogueItemDetail });

export const ZCatalogueItemParams = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const ZCatalogueItemPublicationParams = ZCatalogueItemParams.extend({
  auditId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * One publication of an item (its audit entry): the document it replaced (null: none stored before it) and the one
 * it wrote, who published it (null: a staff member since removed) and when; the console shows their diff.
 */
export const ZCatalogueItemPublicationAnswer = z.object({
  data: z.object({
    auditId: z.number(),
    action: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()),
    by: z.object({ id: z.number(), name: z.string() }).nullable(),
    at: z.string(),
  }),
});
export type TCatalogueItemPublication = z.infer<typeof ZCatalogueItemPublicationAnswer>['data'];

/** A draft or a publication: the whole document, and the version (1 + publications) it was opened at. */
export const ZCatalogueItemWrite = z.strictObject({
  data: z.record(z.string(), z.unknown()),
  baseVersion: z.number().int().min(1).max(2_147_483_647),
});

/** Publish again the document one publication (an audit entry) wrote ('after') or replaced ('before'). */
export const ZCatalogueItemRestoreBody = z.strictObject({
  auditId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  side: z.enum(['before', 'after']),
  baseVersion: z.number().int().min(1).max(2_147_483_647),
});

export const ZCatalogueItemPublished = z.object({ data: z.object({ id: z.number(), version: z.number() }) });
