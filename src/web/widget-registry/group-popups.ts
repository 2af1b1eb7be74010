import type { GroupWidgetName } from '../widgets/names';
import { enhancePopupsHost } from '../popups/host/enhance';

/**
 * Browser enhancers of the popups group's widgets (plain modules, no React), keyed by widget name. `enhancers.ts`
 * merges every group; its names are listed in `widgets/names.ts`.
 */
export const popupsWidgetEnhancers = {
  'popups-host': enhancePopupsHost,
} satisfies Record<GroupWidgetName<'popups'>, (root: HTMLElement) => void>;
