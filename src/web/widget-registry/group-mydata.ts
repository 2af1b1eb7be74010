import type { GroupWidgetName } from '../widgets/names';
import { enhanceMyDataPage } from '../my-data/enhance';

/**
 * Browser enhancers of the mydata group's widgets (plain modules, no React), keyed by widget name. `enhancers.ts`
 * merges every group; its names are listed in `widgets/names.ts`.
 */
export const mydataWidgetEnhancers = {
  'my-data-page': enhanceMyDataPage,
} satisfies Record<GroupWidgetName<'mydata'>, (root: HTMLElement) => void>;
