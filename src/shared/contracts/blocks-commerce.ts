/**
 * Block contracts of one group (issue 15 §1; spec 001 §2 'Page layout'). Product and marketing blocks: icons, why-buy, quotes, tables, coverage, hospitals, offers, doorway, reviews, calculators hub, comparison.
 * Each entry is a `z.object` with `type: z.literal(...)`; `blocks.ts` puts every group into the one union.
 */
export const COMMERCE_BLOCKS = [] as const;
