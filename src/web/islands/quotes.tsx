/** The quotes page island (issue 9 §4–§6, §8); the code lives in src/web/quotes. */
export { Quotes } from '../quotes/quotes';
