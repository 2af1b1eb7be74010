import { enhanceMore } from './cm-more/enhance';
import { enhanceDoorway } from './doorway/enhance';
import { enhanceHospitals } from './hospitals-filter/enhance';
import { enhanceHomeRecentSearches } from './home-recent-searches/enhance';

/**
 * Browser enhancers of the commerce group's widgets (plain modules, no React), keyed by widget name. `enhancers.ts`
 * merges every group; `collector.ts` takes the names from here.
 */
export const commerceWidgetEnhancers = {
  'cm-more': enhanceMore,
  doorway: enhanceDoorway,
  'hospitals-filter': enhanceHospitals,
  'home-recent-searches': enhanceHomeRecentSearches,
} satisfies Record<string, (root: HTMLElement) => void>;
