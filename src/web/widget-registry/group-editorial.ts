import type { GroupWidgetName } from '../widgets/names';
import { enhanceCmsMore } from '../widgets/cms-more/enhance';
import { enhanceEditorialMore } from '../widgets/editorial-more/enhance';
import { enhanceGlossaryLead } from '../widgets/glossary-lead/enhance';
import { enhanceSubscribeBox } from '../widgets/subscribe-box/enhance';

/**
 * Browser enhancers of the editorial group's widgets (plain modules, no React), keyed by widget name. `enhancers.ts`
 * merges every group; its names are listed in `widgets/names.ts`.
 */
export const editorialWidgetEnhancers = {
  'editorial-more': enhanceEditorialMore,
  'glossary-lead': enhanceGlossaryLead,
  'cms-more': enhanceCmsMore,
  'subscribe-box': enhanceSubscribeBox,
} satisfies Record<GroupWidgetName<'editorial'>, (root: HTMLElement) => void>;
