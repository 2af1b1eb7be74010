import { enhanceMore } from './cm-more/enhance';
import { enhanceDoorway } from './doorway/enhance';
import { enhanceHospitals } from './hospitals-filter/enhance';

/**
 * Browser enhancers of the commerce group's widgets (plain modules, no React), keyed by widget name. `enhancers.ts`
 * merges every group; `collector.ts` takes the names from here. (`home-recent-searches` is in the entry: on home, a
 * group chunk would be a fifth script; decision 0026's budget.)
 */
export const commerceWidgetEnhancers = {
  'cm-more': enhanceMore,
  doorway: enhanceDoorway,
  'hospitals-filter': enhanceHospitals,
} satisfies Record<string, (root: HTMLElement) => void>;
