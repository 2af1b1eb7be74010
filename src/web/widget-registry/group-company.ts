import type { GroupWidgetName } from '../widgets/names';
import { enhanceJourneyElement } from '../widgets/journey-element/enhance';

/**
 * Browser enhancers of the company group's widgets (plain modules, no React), keyed by widget name. `enhancers.ts`
 * merges every group; its names are listed in `widgets/names.ts`.
 */
export const companyWidgetEnhancers = {
  'journey-element': enhanceJourneyElement,
} satisfies Record<GroupWidgetName<'company'>, (root: HTMLElement) => void>;
