import { z } from 'zod';

/**
 * The catalogue in the console (decision 0125): rate tables listed, opened, edited as a draft, previewed against
 * sample enquiries through the real pricing engine, published as a new version, and restored from an old one
 * (admin). A rate table's document is checked by the engine's own contract (ZRateTable), never a copy of it.
 */
export const CONSOLE_CATALOGUE_ERROR_CODES = {
  CATALOGUE_NOT_FOUND: 'CATALOGUE_NOT_FOUND',
  /** The edited document fails the engine's contract (422, with the zod paths in `issues`). */
  CATALOGUE_INVALID: 'CATALOGUE_INVALID',
  /** The draft changes the table's id, insurer or product (422). */
  CATALOGUE_IDENTITY: 'CATALOGUE_IDENTITY',
  /** Someone published a newer version since this one was opened (409). */
  CATALOGUE_STALE: 'CATALOGUE_STALE',
} as const;

const ZInt = z.number().int().min(0).max(2_147_483_647);

export const ZRateTableQuery = z.strictObject({
  productId: z.coerce.number().int().positive().max(9999).optional(),
});

export const ZRateTableParams = z.strictObject({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/) });

/** A draft or a publication: the whole ZRateTable document, and the version it was edited from. */
export const ZRateTableWrite = z.strictObject({
  data: z.record(z.string(), z.unknown()),
  baseVersion: ZInt.min(1),
});

export const ZRateTablePreviewBody = z.strictObject({ data: z.record(z.string(), z.unknown()) });

export const ZRateTableVersionParams = ZRateTableParams.extend({
  version: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** One version's document with the one before it (null for the first), which the console shows the diff of. */
export const ZRateTableVersionAnswer = z.object({
  data: z.object({
    version: z.number(),
    updatedAt: z.string(),
    data: z.record(z.string(), z.unknown()),
    previous: z.object({ version: z.number(), data: z.record(z.string(), z.unknown()) }).nullable(),
  }),
});
export type TRateTableVersion = z.infer<typeof ZRateTableVersionAnswer>['data'];

export const ZRateTableRestoreBody = z.strictObject({ version: ZInt.min(1), baseVersion: ZInt.min(1) });

const ZRateTableSummary = z.object({
  id: z.string(),
  productId: z.number(),
  providerId: z.number(),
  insurer: z.object({ en: z.string(), ar: z.string() }),
  version: z.number(),
  versions: z.number(),
  updatedAt: z.string(),
  hasDraft: z.boolean(),
});
export type TRateTableSummary = z.infer<typeof ZRateTableSummary>;

export const ZRateTableList = z.object({ data: z.array(ZRateTableSummary) });

const ZRateTableDetail = ZRateTableSummary.extend({
  data: z.record(z.string(), z.unknown()),
  draft: z
    .object({ data: z.record(z.string(), z.unknown()), baseVersion: z.number(), updatedAt: z.string() })
    .nullable(),
  history: z.array(z.object({ version: z.number(), updatedAt: z.string() })),
});
export type TRateTableDetail = z.infer<typeof ZRateTableDetail>;
export const ZRateTableDetailAnswer = z.object({ data: ZRateTableDetail });

/** One plan priced for one sample, with the published table and with the draft (null: declined). */
const ZPreviewRow = z.object({
  sample: z.string(),
  source: z.enum(['enquiry', 'profile']),
  planId: z.number(),
  plan: z.object({ en: z.string(), ar: z.string() }),
  providerId: z.number(),
  beforeFils: z.number().nullable(),
  afterFils: z.number().nullable(),
});
export type TPreviewRow = z.infer<typeof ZPreviewRow>;

/** The changes of one insurer's priced rows (both sides priced): how many, and the smallest, mean and largest. */
const ZPreviewInsurer = z.object({
  providerId: z.number(),
  insurer: z.object({ en: z.string(), ar: z.string() }),
  rows: z.number(),
  changed: z.number(),
  minFils: z.number(),
  avgFils: z.number(),
  maxFils: z.number(),
  avgPercent: z.number(),
});
export type TPreviewInsurer = z.infer<typeof ZPreviewInsurer>;

const ZPreview = z.object({
  /** Sample sizes: stored enquiries of the product (newest first) and the product's typical profiles. */
  enquiries: z.number(),
  profiles: z.number(),
  rows: z.array(ZPreviewRow),
  insurers: z.array(ZPreviewInsurer),
});
export type TPreview = z.infer<typeof ZPreview>;
export const ZPreviewAnswer = z.object({ data: ZPreview });

export const ZRateTablePublished = z.object({
  data: z.object({ id: z.string(), version: z.number() }),
});

export const ZDraftSaved = z.object({
  data: z.object({ id: z.string(), baseVersion: z.number(), updatedAt: z.string() }),
});

export const ZDraftDiscarded = z.object({ data: z.object({ ok: z.literal(true) }) });
