import { enhanceJourneyElement } from './journey-element/enhance';

/**
 * Browser enhancers of the company group's widgets (plain modules, no React), keyed by widget name. `enhancers.ts`
 * merges every group; `collector.ts` takes the names from here.
 */
export const companyWidgetEnhancers = {
  'journey-element': enhanceJourneyElement,
} satisfies Record<string, (root: HTMLElement) => void>;
