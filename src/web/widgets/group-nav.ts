import { enhanceCarousel } from './carousel/enhance';
import { enhanceTabs } from './tabs/enhance';
import { enhanceNavTabs } from './nav-tabs/enhance';
import { enhanceVideoDialog } from './video-dialog/enhance';

/**
 * Browser enhancers of the nav group's widgets (plain modules, no React), keyed by widget name. `enhancers.ts`
 * merges every group; `collector.ts` takes the names from here.
 */
export const navWidgetEnhancers = {
  carousel: enhanceCarousel,
  tabs: enhanceTabs,
  'nav-tabs': enhanceNavTabs,
  'video-dialog': enhanceVideoDialog,
} satisfies Record<string, (root: HTMLElement) => void>;
