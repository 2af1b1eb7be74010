import { describe, expect, it } from 'vitest';
import type { TLoanFigures, TLoanRefusal } from '../../shared/contracts/quotes-api';
import { sortsFor } from '../../shared/contracts/quotes-api-constants';
import { isQuotesResponse } from '../../shared/contracts/quotes-api-guards';
import en from '../../shared/i18n/locales/en/quotesUi.json';
import { sortQuotes } from './list';
import { loanTotals, sortWordsOf } from './loan-words';
import { quoteFixture, responseFixture } from './quotes.fixture';
import { makeUi } from './ui';

/** Loans speak of loans (decision 0064): their sorts, the breakdown's foot, the refusal in the answer. */

const { t } = makeUi('en', en);
const LOAN: TLoanFigures = {
  amount: 80_000,
  months: 48,
  instalment: 1_876.67,
  lastInstalment: 1_876.51,
  totalInterest: 10_080,
  totalFees: 0,
  totalCost: 90_080,
  aprPct: 5.94,
  reducingRatePct: 5.94,
  flatRatePct: 3.15,
  salaryTransfer: true,
};

describe('loan words', () => {
  it('a loan sorts by APR, instalment and total repayable, never by cover; accounts by fee; insurance as before', () => {
    expect(sortsFor(8)).toEqual(['RECOMMENDED', 'PRICE_ASC', 'TOTAL_ASC']);
    expect(sortsFor(18)).toEqual(['RECOMMENDED', 'PRICE_ASC', 'TOTAL_ASC']);
    expect(sortsFor(12)).toEqual(['RECOMMENDED', 'PRICE_ASC']);
    expect(sortsFor(3)).toEqual(['RECOMMENDED', 'PRICE_ASC', 'COVER_DESC']);
    const labels = (id: number) => sortsFor(id).map((s) => t(`${sortWordsOf(id)}.${s}`));
    expect(labels(10)).toEqual([
      'APR: low to high (recommended)',
      'Monthly instalment: low to high',
      'Total repayable: low to high',
    ]);
    expect(labels(12)).toEqual(['Recommended', 'Monthly fee: low to high']);
    expect(labels(1)).toContain('Cover: high to low');
  });

  it('the foot is AED 80,000 + 10,080 + 0 = 90,080 repayable, then the instalment AED 1,876.67 on its own line', () => {
    expect(loanTotals(t, LOAN)).toEqual([
      { label: 'Total repayable', amount: 90_080, testId: 'loan-total' },
      { label: 'Monthly instalment', amount: 1_876.67, testId: 'loan-instalment' },
    ]);
  });

  it('total repayable low to high in the browser too, quotes without loan figures last', () => {
    const list = [
      quoteFixture({ planId: 1, loan: { ...LOAN, totalCost: 91_000 } }),
      quoteFixture({ planId: 2 }),
      quoteFixture({ planId: 3, loan: LOAN }),
    ];
    expect(sortQuotes(list, 'TOTAL_ASC').map((q) => q.planId)).toEqual([3, 1, 2]);
  });

  it('the browser accepts an answer with a refusal and refuses a malformed one', () => {
    const refusal: TLoanRefusal = {
      reason: 'A personal loan may be at most 20 times your monthly salary (AED 120,000).',
      requested: { amount: 200_000, months: 12 },
      largest: {
        amount: 120_000,
        months: 48,
        instalment: 2_815,
        aprPct: 5.94,
        totalCost: 135_120,
        providerId: 3,
        providerName: 'Desert Rose Islamic Bank (demo)',
        planName: 'Personal finance',
      },
      atYourTerm: null,
      minSalary: null,
    };
    expect(isQuotesResponse({ ...responseFixture(), refusal })).toBe(true);
    expect(
      isQuotesResponse({ ...responseFixture(), refusal: { ...refusal, largest: { amount: 'x' } } }),
    ).toBe(false);
  });
});
