import { CustomerCallbackBlock } from './customer-callback/customer-callback';

/**
 * Components of the leads group (docs/product/pages.md), keyed by block type; `registry.tsx` merges every group and fails to
 * compile when a type of `src/shared/contracts/blocks-leads.ts` has no component here.
 */
export const leadsBlockComponents = { CUSTOMER_CALLBACK: CustomerCallbackBlock };
