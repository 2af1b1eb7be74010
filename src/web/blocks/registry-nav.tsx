/**
 * Components of the nav group (issue 15 §1), keyed by block type; `registry.tsx` merges every group and fails to
 * compile when a type of `src/shared/contracts/blocks-nav.ts` has no component here.
 */
export const navBlockComponents = {};
