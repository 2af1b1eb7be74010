import { enhanceMyDataPage } from '../my-data/enhance';

/**
 * Browser enhancers of the mydata group's widgets (plain modules, no React), keyed by widget name. `enhancers.ts`
 * merges every group; `collector.ts` takes the names from here.
 */
export const mydataWidgetEnhancers = {
  'my-data-page': enhanceMyDataPage,
} satisfies Record<string, (root: HTMLElement) => void>;
