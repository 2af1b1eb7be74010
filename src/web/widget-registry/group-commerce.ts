import type { GroupWidgetName } from '../widgets/names';
import { enhanceMore } from '../widgets/cm-more/enhance';
import { enhanceDoorway } from '../widgets/doorway/enhance';
import { enhanceHospitals } from '../widgets/hospitals-filter/enhance';

/**
 * Browser enhancers of the commerce group's widgets (plain modules, no React), keyed by widget name. `enhancers.ts`
 * merges every group; its names are listed in `widgets/names.ts`. (`home-recent-searches` is in the entry: on home, a
 * group chunk would be a fifth script; decision 0026's budget.)
 */
export const commerceWidgetEnhancers = {
  'cm-more': enhanceMore,
  doorway: enhanceDoorway,
  'hospitals-filter': enhanceHospitals,
} satisfies Record<GroupWidgetName<'commerce'>, (root: HTMLElement) => void>;
