import { enhancePopupsHost } from '../popups/host/enhance';

/**
 * Browser enhancers of the popups group's widgets (plain modules, no React), keyed by widget name. `enhancers.ts`
 * merges every group; `collector.ts` takes the names from here.
 */
export const popupsWidgetEnhancers = {
  'popups-host': enhancePopupsHost,
} satisfies Record<string, (root: HTMLElement) => void>;
