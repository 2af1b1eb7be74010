import { islandHydrator } from './islands/hydrate';
import { islandLoaders } from './island-loaders';

/**
 * The React side the entry loads on demand (decision 0026): the hydration mechanism bound to the islands' loaders.
 * Here, beside the entries, so neither `islands/` nor a feature imports the other in a circle (decision 0066).
 */
export const { hydrateIsland, renderIsland, mountOverlay } = islandHydrator(islandLoaders);
