import { enhanceCustomerCallback } from './customer-callback/enhance';
import { enhanceTalkToExpert } from './talk-to-expert/enhance';

/**
 * Browser enhancers of the leads group's widgets (plain modules, no React), keyed by widget name. `enhancers.ts`
 * merges every group; `collector.ts` takes the names from here. Each loads its form module on its own (decision
 * 0035), so the entry grows by a few lines only.
 */
export const leadsWidgetEnhancers = {
  'talk-to-expert': enhanceTalkToExpert,
  'customer-callback': enhanceCustomerCallback,
} satisfies Record<string, (root: HTMLElement) => void>;
