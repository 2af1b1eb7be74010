import type { TLoanFigures } from '../../shared/contracts/quotes-api';
import { BANK_OFFER_PRODUCT_IDS, LOAN_OFFER_PRODUCT_IDS } from '../../shared/contracts/quotes-api-constants';
import type { TFunction } from '../../shared/i18n/translator';
import type { BreakdownTotal } from './ui';

/**
 * Loans speak of lenders, instalments, interest, APR and the total repayable, never of insurers, premiums or cover
 * (decision 0064, docs/product/loans.md). The `loan.*` keys of the quotes catalogue hold those words.
 */

/** The catalogue group of a product's sort labels: loans and bank accounts have their own. */
export const sortWordsOf = (productId: number): string =>
  LOAN_OFFER_PRODUCT_IDS.includes(productId)
    ? 'sortLoan'
    : BANK_OFFER_PRODUCT_IDS.includes(productId)
      ? 'sortAccount'
      : 'sort';

/**
 * A loan's breakdown foot: amount + interest + fees add up to the total repayable; the monthly instalment is a
 * line of its own, never the total.
 */
export const loanTotals = (t: TFunction, loan: TLoanFigures, total = loan.totalCost): BreakdownTotal[] => [
  { label: t('loan.totalRepayable'), amount: total, testId: 'loan-total' },
  { label: t('loan.instalment'), amount: loan.instalment, testId: 'loan-instalment' },
];
