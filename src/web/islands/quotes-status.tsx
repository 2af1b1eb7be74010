/** The quotes landing's status island (issue 4 §4); the code lives in src/web/journeys. */
export { QuotesStatus } from '../journeys/quotes-status';
