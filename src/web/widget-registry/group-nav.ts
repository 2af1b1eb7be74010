import type { GroupWidgetName } from '../widgets/names';
import { enhanceCarousel } from '../widgets/carousel/enhance';
import { enhanceTabs } from '../widgets/tabs/enhance';
import { enhanceNavTabs } from '../widgets/nav-tabs/enhance';
import { enhanceVideoDialog } from '../widgets/video-dialog/enhance';

/**
 * Browser enhancers of the nav group's widgets (plain modules, no React), keyed by widget name. `enhancers.ts`
 * merges every group; its names are listed in `widgets/names.ts`.
 */
export const navWidgetEnhancers = {
  carousel: enhanceCarousel,
  tabs: enhanceTabs,
  'nav-tabs': enhanceNavTabs,
  'video-dialog': enhanceVideoDialog,
} satisfies Record<GroupWidgetName<'nav'>, (root: HTMLElement) => void>;
