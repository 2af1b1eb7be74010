import type { GroupWidgetName } from '../widgets/names';
import { enhanceHospitalSearch } from '../widgets/hospital-search/enhance';

/**
 * Browser enhancers of the hospitals group's widgets (plain modules, no React), keyed by widget name: the network
 * hospitals search page's (decision 0094), its own chunk so no other page loads it.
 */
export const hospitalsWidgetEnhancers = {
  'hospital-search': enhanceHospitalSearch,
} satisfies Record<GroupWidgetName<'hospitals'>, (root: HTMLElement) => void>;
