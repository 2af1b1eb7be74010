/**
 * Block contracts of one group (issue 15 §1; spec 001 §2 'Page layout'). Company pages and first-fold elements: about, contact, legal, reach us, claim, policy details, JOURNEY_ELEMENT, NRI.
 * Each entry is a `z.object` with `type: z.literal(...)`; `blocks.ts` puts every group into the one union.
 */
export const COMPANY_BLOCKS = [] as const;
