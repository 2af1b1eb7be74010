import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TQuote } from '../../../../shared/contracts/quotes-api';
import { compareQuotes, dedupe, defaultSortOf, groupByProvider, listQuotes, matchesText } from './listing';

/** docs/product/quotes.md: paging, sorting, de-duplication, grouping and the text filter, as pure functions. */

function quote(planId: number, providerId: number, extra: Partial<TQuote> = {}): TQuote {
  return {
    planId,
    providerId,
    imgUrl: '',
    providerLogo: '',
    label: `Insurer ${providerId}`,
    providerName: `Insurer ${providerId}`,
    mobLabel: `Plan ${planId}`,
    planName: `Plan ${planId}`,
    insurerName: `Insurer ${providerId}`,
    priority: planId,
    quoteType: null,
    planClaimSettlementRatio: 95,
    basicPremium: { unit: 'AED', value: 100 },
    premium: 105,
    paymentFrequency: { unit: 'per year' },
    showPriceOnRequest: 0,
    features: [
      {
        key: 'schengen',
        value: 'Yes',
        title: 'Meets Schengen visa rules',
        checked: true,
        strike: false,
        id: 2,
      },
    ],
    limits: [],
    maturityValue: null,
    offerText: '',
    offers: [],
    coverInfo: [],
    button: { label: 'Select plan' },
    badgeColourCode: '#000000',
    isHidden: false,
    startingFrom: null,
    quoteId: `q${planId}`,
    sponsored: false,
    pricedAt: '2025-06-15T08:00:00.000Z',
    validUntil: '2025-07-15T08:00:00.000Z',
    breakdown: [],
    rankTerms: [{ term: 'cover', label: 'Cover', weight: 25, points: 500, contribution: 12_500 }],
    coverAmount: 100_000,
    ...extra,
  };
}

const all = () => true;

describe('quote listing', () => {
  it('health sorts by cover by default (docs/product/quotes.md), other products by recommendation', () => {
    expect(defaultSortOf(3)).toBe('COVER_DESC');
    expect(defaultSortOf(1)).toBe('RECOMMENDED');
    expect(defaultSortOf(2)).toBe('RECOMMENDED');
  });

  it('price low to high puts a price on request last; cover high to low puts unknown cover last', () => {
    const list = [
      quote(1, 1, { premium: 300 }),
      quote(2, 1, { premium: 100, showPriceOnRequest: 1 }),
      quote(3, 2, { premium: 200 }),
    ];
    expect([...list].sort(compareQuotes('PRICE_ASC')).map((q) => q.planId)).toEqual([3, 1, 2]);
    const covers = [quote(1, 1, { coverAmount: null }), quote(2, 1, { coverAmount: 5 }), quote(3, 1)];
    expect([...covers].sort(compareQuotes('COVER_DESC')).map((q) => q.planId)).toEqual([3, 2, 1]);
  });

  it('total repayable low to high for loans, quotes without loan figures after them (decision 0064)', () => {
    const loan = (totalCost: number) =>
      ({
        amount: 1,
        months: 12,
        instalment: 1,
        lastInstalment: 1,
        totalInterest: 0,
        totalFees: 0,
        totalCost,
        aprPct: 0,
        reducingRatePct: 0,
        flatRatePct: null,
        salaryTransfer: false,
      }) as const;
    const list = [quote(1, 1, { loan: loan(900) }), quote(2, 1), quote(3, 2, { loan: loan(500) })];
    expect([...list].sort(compareQuotes('TOTAL_ASC')).map((q) => q.planId)).toEqual([3, 1, 2]);
  });

  it('cover high to low puts a priced plan before a price-on-request plan of the same cover (decision 0065)', () => {
    const list = [
      quote(1, 1, { coverAmount: 5_000_000, showPriceOnRequest: 1 }),
      quote(2, 2, { coverAmount: 1_000_000, showPriceOnRequest: 1, priority: 1 }),
      quote(3, 3, { coverAmount: 1_000_000, priority: 9 }),
      quote(4, 4, { coverAmount: 500_000 }),
    ];
    expect([...list].sort(compareQuotes('COVER_DESC')).map((q) => q.planId)).toEqual([1, 3, 2, 4]);
  });

  it('de-duplicates by providerId + planId, keeping the first', () => {
    const out = dedupe([quote(1, 1, { quoteId: 'a' }), quote(1, 1, { quoteId: 'b' }), quote(1, 2)]);
    expect(out.map((q) => [q.providerId, q.planId, q.quoteId])).toEqual([
      [1, 1, 'a'],
      [2, 1, 'q1'],
    ]);
  });

  it('groups by provider in the order of each provider’s first quote', () => {
    const out = groupByProvider([quote(1, 7), quote(2, 3), quote(3, 7), quote(4, 3), quote(5, 9)]);
    expect(out.map((q) => q.planId)).toEqual([1, 3, 2, 4, 5]);
  });

  it('text filter: case-insensitive contains on a quote key or a feature by key or id', () => {
    const q = quote(1, 1, { planName: 'Schengen Essential' });
    expect(matchesText(q, 'planName', 'ESSENTIAL')).toBe(true);
    expect(matchesText(q, 'planName', 'premium')).toBe(false);
    expect(matchesText(q, 'schengen', 'yes')).toBe(true);
    expect(matchesText(q, '2', 'visa')).toBe(true);
    expect(matchesText(q, 'medical', 'yes')).toBe(false);
    expect(matchesText(q, 'planName', '  ')).toBe(true);
  });

  it('pages: every quote exactly once over skip 0, 10, 20, … (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ plan: fc.integer({ min: 1, max: 60 }), provider: fc.integer({ min: 1, max: 14 }) }),
          {
            maxLength: 80,
          },
        ),
        fc.constantFrom('RECOMMENDED', 'PRICE_ASC', 'COVER_DESC'),
        fc.boolean(),
        (rows, sort, grouped) => {
          const quotes = rows.map((r, i) =>
            quote(r.plan, r.provider, { priority: i + 1, premium: (r.plan * 37) % 101 }),
          );
          const options = {
            sort,
            test: all,
            groupBy: grouped ? ('providerId' as const) : undefined,
            limit: 10,
          };
          const first = listQuotes(quotes, { ...options, skip: 0 });
          const seen: string[] = [];
          for (let skip = 0; skip < first.totalCount; skip += 10)
            seen.push(
              ...listQuotes(quotes, { ...options, skip }).page.map((q) => `${q.providerId}:${q.planId}`),
            );
          expect(seen).toHaveLength(first.totalCount);
          expect(new Set(seen).size).toBe(seen.length);
          expect(new Set(seen)).toEqual(new Set(quotes.map((q) => `${q.providerId}:${q.planId}`)));
        },
      ),
    );
  });
});
