/**
 * Block contracts of one group (issue 15 §1; spec 001 §2 'Page layout'). Blocks that capture a lead: CUSTOMER_CALLBACK.
 * Each entry is a `z.object` with `type: z.literal(...)`; `blocks.ts` puts every group into the one union.
 */
export const LEAD_BLOCKS = [] as const;
