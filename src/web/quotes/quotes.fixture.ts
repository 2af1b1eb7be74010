import type {
  TFilterField,
  TLeadResponse,
  TQuote,
  TQuoteCertificate,
  TQuotesResponse,
} from '../../shared/contracts/quotes-api';

/** Quotes API answers for the quotes islands' tests (shapes of src/shared/contracts/quotes-api.ts). */

export function quoteFixture(overrides: Partial<TQuote> = {}): TQuote {
  const planId = overrides.planId ?? 1101;
  const providerId = overrides.providerId ?? 1;
  return {
    planId,
    providerId,
    imgUrl: `/assets/insurers/insurer-${providerId}.svg`,
    providerLogo: `/assets/insurers/insurer-${providerId}.svg`,
    label: 'Falcon Crest',
    providerName: 'Falcon Crest Insurance',
    mobLabel: 'Falcon',
    planName: `Comprehensive ${planId}`,
    insurerName: 'Falcon Crest Insurance',
    priority: 1,
    quoteType: null,
    planClaimSettlementRatio: 96.5,
    basicPremium: { unit: 'AED', value: 2000 },
    premium: 2310.5,
    paymentFrequency: { unit: 'per year' },
    showPriceOnRequest: 0,
    features: [
      { key: 'agencyRepair', value: 'Included', title: 'Agency repair', checked: true, strike: false, id: 1 },
      { key: 'roadside', value: '24/7', title: 'Roadside assistance', checked: true, strike: false, id: 2 },
      { key: 'offRoad', value: '', title: 'Off-road cover', checked: false, strike: true, id: 3 },
      { key: 'pab', value: 'AED 200', title: 'Personal accident', checked: true, strike: false, id: 4 },
    ],
    limits: [{ name: 'Third party liability', value: 'AED 2,000,000' }],
    maturityValue: null,
    offerText: '',
    offers: [
      { description: 'Free car wash' },
      { description: '10% off tinting' },
      { description: 'Free pick-up' },
    ],
    coverInfo: [
      { row1: 'Car value', row2: 'AED 60,000' },
      { row1: 'Excess', row2: 'AED 500' },
      { row1: 'Repair', row2: 'Agency' },
      { row1: 'Roadside', row2: 'Yes' },
    ],
    button: { label: 'Buy Now' },
    badgeColourCode: '#0b5cad',
    isHidden: false,
    startingFrom: null,
    quoteId: `q_${providerId}_${planId}`,
    sponsored: false,
    pricedAt: '2026-11-23T10:00:00.000Z',
    validUntil: '2026-11-30T10:00:00.000Z',
    breakdown: [
      { code: 'base', label: 'Base premium', amount: 2000 },
      { code: 'loading.youngDriver', label: 'Young driver loading', amount: 200.5 },
      { code: 'vat', label: 'VAT 5%', amount: 110 },
    ],
    rankTerms: [
      { term: 'price', label: 'Price', weight: 50, points: 900, contribution: 45000 },
      { term: 'cover', label: 'Cover', weight: 20, points: 800, contribution: 16000 },
    ],
    coverAmount: 60000,
    ...overrides,
  };
}

export function fieldFixture(overrides: Partial<TFilterField> = {}): TFilterField {
  return {
    id: 'providerIds',
    type: 'multiSelect',
    label: 'Insurers',
    required: false,
    value: null,
    options: [
      { id: '1', name: 'Falcon Crest Insurance' },
      { id: '2', name: 'Dune Harbour Insurance' },
    ],
    fetchOptions: null,
    journeyId: null,
    isSearchable: false,
    errorMessage: '',
    searchedText: '',
    isHidden: false,
    ...overrides,
  };
}

export function responseFixture(overrides: Partial<TQuotesResponse> = {}): TQuotesResponse {
  const quotes = overrides.quotes ?? [quoteFixture()];
  return {
    quotes,
    cardsLimit: 5,
    title: 'Car insurance quotes',
    description: '',
    fields: [fieldFixture(), fieldFixture({ id: 'planName', type: 'text', label: 'Plan name' })],
    filters: {},
    fieldValues: {},
    keysToFilter: ['planName'],
    action: { method: 'POST', url: '/api/quotes' },
    horizontalScroll: false,
    disclaimer: 'Prices include VAT.',
    isProviderPopularPlans: false,
    totalCount: quotes.length,
    itemCount: quotes.length,
    limit: 10,
    skip: 0,
    sortBy: 'RECOMMENDED',
    status: 'done',
    pricedCount: 1,
    insurerCount: 1,
    declined: [],
    maskedMobile: '*****4567',
    ranking: {
      terms: [
        { term: 'price', label: 'Price', weight: 50 },
        { term: 'cover', label: 'Cover', weight: 20 },
        { term: 'claims', label: 'Claims', weight: 15 },
        { term: 'fit', label: 'Fit to your answers', weight: 15 },
      ],
      note: 'Higher score first.',
    },
    ...overrides,
  };
}

/** `n` distinct quotes by priority, plan ids 1..n across 3 insurers. */
export function quotesFixture(n: number, from = 1): TQuote[] {
  return Array.from({ length: n }, (_, i) =>
    quoteFixture({
      planId: from + i,
      providerId: ((from + i) % 3) + 1,
      priority: from + i,
      premium: 1000 + (((from + i) * 37) % 500),
      coverAmount: 50000 + (((from + i) * 7919) % 40000),
    }),
  );
}

export const certificateFixture: TQuoteCertificate = {
  quoteId: 'q_1_1101',
  enquiryId: 'abcdefghijklmnopqrstuvwx',
  countryProductId: 1,
  planId: 1101,
  providerId: 1,
  planName: 'Comprehensive 1101',
  providerName: 'Falcon Crest Insurance',
  pricedAt: '2026-11-23T10:00:00.000Z',
  validUntil: '2026-11-30T10:00:00.000Z',
  repriced: true,
  inputs: { vehicleValueAed: 60000, agencyRepair: true, addOns: ['roadside', 'pab'], bodyType: 'sedan' },
  breakdown: [
    { code: 'base', label: 'Base premium', amount: 2000 },
    { code: 'vat', label: 'VAT 5%', amount: 100 },
  ],
  vat: 100,
  total: 2100,
  currency: 'AED',
};

export const leadFixture: TLeadResponse = {
  leadId: 'L-0001',
  status: 'received',
  planName: 'Comprehensive 1101',
  providerName: 'Falcon Crest Insurance',
  total: 2310.5,
  breakdown: [
    { code: 'base', label: 'Base premium', amount: 2200.5 },
    { code: 'vat', label: 'VAT 5%', amount: 110 },
  ],
  nextSteps: ['An adviser calls you within one working day.', 'You receive the policy by e-mail.'],
};
