import { enhanceEditorialMore } from './editorial-more/enhance';
import { enhanceGlossaryLead } from './glossary-lead/enhance';

/**
 * Browser enhancers of the editorial group's widgets (plain modules, no React), keyed by widget name. `enhancers.ts`
 * merges every group; `collector.ts` takes the names from here.
 */
export const editorialWidgetEnhancers = {
  'editorial-more': enhanceEditorialMore,
  'glossary-lead': enhanceGlossaryLead,
} satisfies Record<string, (root: HTMLElement) => void>;
