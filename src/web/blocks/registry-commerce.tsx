/**
 * Components of the commerce group (issue 15 §1), keyed by block type; `registry.tsx` merges every group and fails to
 * compile when a type of `src/shared/contracts/blocks-commerce.ts` has no component here.
 */
export const commerceBlockComponents = {};
