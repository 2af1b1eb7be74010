import { z } from 'zod';

/**
 * Where a server-paged list's items come from (decision 0107; CEO_BLOG's `list` of decision 0100 has the same
 * shape): the published pages page data finds for these filters, the page itself left out, newest first. A block
 * that carries it (CEO_BLOG, NEWS_AND_UPDATE, ARTICLES) shows that list instead of its document rows, paged by the
 * server (`?page=N` on a list address: src/server/ssr/page-query.ts) and by the `cms-more` widget's 'Load More'.
 */
export const ZCmsListSource = z.strictObject({
  productId: z.number().int().positive().max(10_000).optional(),
  pageTypeId: z.number().int().positive().max(10_000).optional(),
  urlPattern: z
    .string()
    .max(300)
    .regex(/^\/[A-Za-z0-9\-_./]*$/, 'a path prefix starting with /')
    .optional(),
  /** Pages whose `metaData.pageTags` holds this tag (an author's articles carry `author-<id>`; decision 0112). */
  pageTag: z
    .string()
    .max(40)
    .regex(/^[\p{L}\p{N} _-]+$/u, 'letters, digits, spaces, - and _')
    .optional(),
});
export type TCmsListSource = z.infer<typeof ZCmsListSource>;

/** The data key of an ARTICLES tab's server list: the block's key for the first tab, `<key>#<index>` for the others. */
export const articlesTabKey = (blockKey: string, tab: number): string =>
  tab === 0 ? blockKey : `${blockKey}#${tab}`;
