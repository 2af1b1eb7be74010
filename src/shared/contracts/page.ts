import { z } from 'zod';
import { ZBlock, type TBlock, BLOCK_TYPES } from './blocks';
import { ZImageSrc } from './image-origins';

/** A head tag from the page document (docs/product/pages.md 'Metadata tags: tag (title, meta, link) with attributes'). */
export const ZMetaTag = z.object({
  tag: z.enum(['title', 'meta', 'link']),
  attributes: z.record(z.string(), z.string().max(2000)),
  content: z.string().max(300).optional(),
});

export const ZPageLink = z.object({ pageName: z.string().max(300), refUrl: z.string().max(500) });

/** A calendar date or a date-time, as the blocks write them (docs/product/pages.md 'updatedOn'). */
const ZIsoDate = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}(?:T[0-9:.]+(?:Z|[+-]\d{2}:\d{2})?)?$/, 'an ISO date');

/**
 * An article's own record (decision 0047): when it was first published and last changed, and its image. Only a page
 * that is one article carries it (never a listing), so the Article JSON-LD is written exactly there, with these
 * dates rather than the time the row was stored.
 */
export const ZArticleMeta = z
  .object({ datePublished: ZIsoDate, dateModified: ZIsoDate, image: ZImageSrc })
  .refine((a) => a.dateModified.slice(0, 10) >= a.datePublished.slice(0, 10), {
    message: 'dateModified is before datePublished',
    path: ['dateModified'],
  });
export type TArticleMeta = z.infer<typeof ZArticleMeta>;

export const ZMetaData = z.object({
  countryProductId: z.number().int().nonnegative(),
  pageTypeId: z.number().int().nonnegative(),
  languageId: z.number().int().min(1).max(4),
  prevLink: ZPageLink.nullable().default(null),
  nextLink: ZPageLink.nullable().default(null),
  stickyBannerWebp: z.string().max(500).nullable().default(null),
  stickyBannerJpeg: z.string().max(500).nullable().default(null),
  metaTags: z.array(ZMetaTag).max(50).default([]),
  /** False: the page shows no pre-quote form (the credit cards listing opens the application from Apply Now). */
  showJourney: z.boolean().optional(),
  /** The journey type the page's form starts (decision 0017); a `journeyType` in the address wins. */
  journeyType: z.number().int().min(1).max(99).optional(),
  article: ZArticleMeta.optional(),
  /** Tags page data filters by (decision 0100 `pages_by_page_tag`; an article's author as `author-<id>`, decision 0112). */
  pageTags: z.array(z.string().max(40)).max(10).optional(),
});
export type TMetaData = z.infer<typeof ZMetaData>;

/** The page document (docs/product/pages.md): metaData, jsonData (typed block list), url, productId, sourceId, isMobile. */
export const ZPageDocument = z.object({
  metaData: ZMetaData,
  jsonData: z.array(ZBlock).max(200),
  url: z.string().min(1).max(500),
  productId: z.number().int().nonnegative(),
  sourceId: z.number().int().nonnegative(),
  isMobile: z.boolean(),
});
export type TPageDocument = z.infer<typeof ZPageDocument>;

/** What the content editor stores: the document minus request-time fields. */
export const ZStoredPage = z.object({
  metaData: ZMetaData,
  jsonData: z.array(ZBlock).max(200),
});

export const ZPageQuery = z.object({
  url: z
    .string()
    .min(1, 'url is required')
    .max(500)
    .refine((u) => u.startsWith('/') && !u.startsWith('//'), 'url must be a site path starting with /'),
});

/**
 * Parses a stored block list leniently: blocks of unknown type (old documents) are reported and skipped,
 * never crash a page (docs/ARCHITECTURE.md#principle-4). Blocks of a known type that fail validation are reported too.
 */
export function parseBlocks(raw: unknown): {
  blocks: TBlock[];
  skipped: { index: number; type: unknown; reason: string }[];
} {
  const blocks: TBlock[] = [];
  const skipped: { index: number; type: unknown; reason: string }[] = [];
  if (!Array.isArray(raw))
    return { blocks, skipped: [{ index: -1, type: undefined, reason: 'jsonData is not a list' }] };
  raw.forEach((item: unknown, index) => {
    const type = typeof item === 'object' && item !== null ? (item as { type?: unknown }).type : undefined;
    if (typeof type !== 'string' || !(BLOCK_TYPES as string[]).includes(type)) {
      skipped.push({ index, type, reason: 'unknown block type' });
      return;
    }
    const parsed = ZBlock.safeParse(item);
    if (parsed.success) blocks.push(parsed.data);
    else
      skipped.push({
        index,
        type,
        reason: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      });
  });
  return { blocks, skipped };
}
