import { enhanceWhatsApp } from './whatsapp/enhance';
import { enhanceAppLinks } from './whatsapp/app-links';

/**
 * Browser enhancers of the shell's page-rule widgets (decision 0040), keyed by widget name. `enhancers.ts` merges
 * every group; `collector.ts` takes the names from here.
 */
export const shellWidgetEnhancers = {
  whatsapp: enhanceWhatsApp,
  'app-links': enhanceAppLinks,
} satisfies Record<string, (root: HTMLElement) => void>;
