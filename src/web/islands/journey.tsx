/** The journey island's chunk (spec 000 §2 screen 10); the code lives in src/web/journeys. */
export { Journey } from '../journeys/journey';
// With the island (loaders.ts), not a chunk of their own: the journey's chunk has them already (decision 0048).
export { preloadControlsIn, preloadControlsOnInteraction } from '../journeys/fields/lazy-control';
