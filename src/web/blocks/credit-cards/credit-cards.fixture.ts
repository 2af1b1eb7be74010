import type { TBlockOf } from '../../../shared/contracts/blocks';
import type { TCreditCardsData } from '../../../shared/contracts/block-data';
import type {
  TCreditCardQuote,
  TCreditCardsResponse,
} from '../../../shared/contracts/credit-cards-api-constants';

/** The listing block as the seed writes it: a title and the default action. */
export const creditCardsFixture: TBlockOf<'CREDIT_CARDS'> = {
  type: 'CREDIT_CARDS',
  key: 'credit-cards-listing',
  title: 'Compare credit cards',
  action: { method: 'POST', url: '/api/credit-cards' },
};

export const creditCardsFixtures: TBlockOf<'CREDIT_CARDS'>[] = [creditCardsFixture];

/** A card as the API answers it (component and guard tests; the figures are test values). */
export function cardQuoteFixture(patch: Partial<TCreditCardQuote> = {}): TCreditCardQuote {
  return {
    planId: 700_101,
    planName: 'Amber Dune Cashback Card',
    providerId: 1,
    providerName: 'Amber Dune Bank (demo)',
    providerLogo: '/assets/banks/amber-dune.svg',
    offers: [
      { description: 'Up to 5% cashback on groceries' },
      { description: 'Up to 1% cashback on every purchase' },
      { description: 'No annual fee, for life' },
    ],
    features: [
      { id: 12, title: 'Supermarket offers' },
      { id: 11, title: 'Fuel savings' },
    ],
    limits: [
      { id: 5_000, title: 'Minimum Income' },
      { id: 299, title: 'Annual fee' },
    ],
    priority: 5,
    isPopular: true,
    firstYearFree: true,
    rewardType: { id: 1, label: 'Cashback' },
    banking: 'conventional',
    bankingLabel: 'Conventional',
    network: 'mastercard',
    monthlyRate: { kind: 'interest', label: 'Monthly interest rate', percent: 3.49 },
    ...patch,
  };
}

export function cardsResponseFixture(patch: Partial<TCreditCardsResponse> = {}): TCreditCardsResponse {
  const quotes = patch.quotes ?? [cardQuoteFixture(), cardQuoteFixture({ planId: 700_102, offers: [] })];
  return {
    quotes,
    totalCount: 12,
    itemCount: quotes.length,
    skip: 0,
    limit: 10,
    isProviderPopularPlans: false,
    filters: {
      banks: [{ id: 1, label: 'Amber Dune Bank (demo)' }],
      features: [{ id: 12, label: 'Supermarket offers' }],
      rewardTypes: [{ id: 1, label: 'Cashback' }],
    },
    income: 50_000,
    ...patch,
  };
}

/** What the page route's resolver step hands the block for the fixture. */
export const creditCardsDataFixture: TCreditCardsData = {
  filters: { income: 50_000, bankIds: [], featureIds: [], rewardTypeIds: [] },
  response: cardsResponseFixture(),
};
