/**
 * Block contracts of one group (issue 15 §1; spec 001 §2 'Page layout'). Articles, news, authors, glossary, blogs, podcasts and link lists.
 * Each entry is a `z.object` with `type: z.literal(...)`; `blocks.ts` puts every group into the one union.
 */
export const EDITORIAL_BLOCKS = [] as const;
