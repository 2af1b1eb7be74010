/**
 * Browser enhancers of the leads group's widgets (plain modules, no React), keyed by widget name. `enhancers.ts`
 * merges every group; `collector.ts` takes the names from here.
 */
export const leadsWidgetEnhancers = {} satisfies Record<string, (root: HTMLElement) => void>;
