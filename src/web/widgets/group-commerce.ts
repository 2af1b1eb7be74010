/**
 * Browser enhancers of the commerce group's widgets (plain modules, no React), keyed by widget name. `enhancers.ts`
 * merges every group; `collector.ts` takes the names from here.
 */
export const commerceWidgetEnhancers = {} satisfies Record<string, (root: HTMLElement) => void>;
