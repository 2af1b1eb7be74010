/** The credit cards listing island (issue 10 §2); the code lives in src/web/cards. */
export { CreditCards } from '../cards/credit-cards';
