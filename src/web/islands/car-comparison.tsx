/** The car comparison page island (spec 001 §2, §4, §7; issue 9 §8); the code lives in src/web/quotes. */
export { CarComparison } from '../quotes/comparison';
