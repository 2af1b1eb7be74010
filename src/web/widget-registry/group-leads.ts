import type { GroupWidgetName } from '../widgets/names';
import { enhanceCustomerCallback } from '../widgets/customer-callback/enhance';
import { enhanceTalkToExpert } from '../widgets/talk-to-expert/enhance';

/**
 * Browser enhancers of the leads group's widgets (plain modules, no React), keyed by widget name. `enhancers.ts`
 * merges every group; its names are listed in `widgets/names.ts`. Each loads its form module on its own (decision
 * 0035), so the entry grows by a few lines only.
 */
export const leadsWidgetEnhancers = {
  'talk-to-expert': enhanceTalkToExpert,
  'customer-callback': enhanceCustomerCallback,
} satisfies Record<GroupWidgetName<'leads'>, (root: HTMLElement) => void>;
