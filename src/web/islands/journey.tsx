/** The journey island's chunk (spec 000 §2 screen 10); the code lives in src/web/journeys. */
export { Journey } from '../journeys/journey';
