import type { CoreWidgetName } from '../widgets/names';
import { enhanceWhatsApp } from '../widgets/whatsapp/enhance';
import { enhanceAppLinks } from '../widgets/whatsapp/app-links';

/**
 * Browser enhancers of the shell's page-rule widgets (decision 0040), keyed by widget name. `enhancers.ts` merges
 * every group; its names are listed in `widgets/names.ts`.
 */
export const shellWidgetEnhancers = {
  whatsapp: enhanceWhatsApp,
  'app-links': enhanceAppLinks,
} satisfies Partial<Record<CoreWidgetName, (root: HTMLElement) => void>>;
