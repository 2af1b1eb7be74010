/**
 * Browser enhancers of the nav group's widgets (plain modules, no React), keyed by widget name. `enhancers.ts`
 * merges every group; `collector.ts` takes the names from here.
 */
export const navWidgetEnhancers = {} satisfies Record<string, (root: HTMLElement) => void>;
