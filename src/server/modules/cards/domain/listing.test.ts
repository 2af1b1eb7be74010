import { describe, expect, it } from 'vitest';
import { bankingCatalogueSeed } from '../../../../db/seed/banking/index';
import { tFor } from '../../../../shared/i18n/catalogues';
import {
  aedOf,
  catalogueOf,
  defaultFilters,
  filterOptions,
  hasNarrowingFilters,
  incomeOf,
  presentCard,
  substitutesPopular,
  unknownFilterIds,
} from './listing';

const seedData = bankingCatalogueSeed();
const used = {
  bankIds: [...new Set(seedData.creditCards.map((c) => c.bankId))],
  featureIds: [1, 2, 3, 5, 7],
  rewardTypeIds: [1, 2, 3, 4],
};
const cat = catalogueOf(seedData.banks, seedData.lookups, used);
const none = { bankIds: [], featureIds: [], rewardTypeIds: [] };

describe('credit cards listing rules (decision 0019)', () => {
  it('reads the income with the salary rules: digits only, greater than 0, at most nine digits', () => {
    expect(incomeOf(8000)).toBe(8000);
    expect(incomeOf('8000')).toBe(8000);
    for (const bad of [0, -1, 1.5, 'abc', '', ' 8000', '8,000', null, undefined, true, 1e10, '1234567890'])
      expect(incomeOf(bad), String(bad)).toBeNull();
  });

  it('defaults to 5000, and 50000 on page type 1 (BU)', () => {
    expect(defaultFilters(1)).toEqual({ income: 50_000, ...none });
    expect(defaultFilters(0)).toEqual({ income: 5_000, ...none });
  });

  it('knows the ids it offers, each list against its own kind', () => {
    expect(unknownFilterIds({ income: 1, ...none, bankIds: [1, 99] }, cat)).toEqual([99]);
    // 4 is a card feature no visible card uses here: not offered.
    expect(unknownFilterIds({ income: 1, ...none, featureIds: [1, 4] }, cat)).toEqual([4]);
    expect(unknownFilterIds({ income: 1, ...none, rewardTypeIds: [4, 5] }, cat)).toEqual([5]);
  });

  it('substitutes popular cards only when the visitor’s own filters left nothing', () => {
    expect(substitutesPopular({ income: 8000, ...none, bankIds: [1] }, 0)).toBe(true);
    expect(substitutesPopular({ income: 8000, ...none, bankIds: [1] }, 3)).toBe(false);
    // The income alone (or the page's preset card type) leaves nothing: nothing is eligible, no substitute.
    expect(substitutesPopular({ income: 3000, ...none }, 0)).toBe(false);
    expect(substitutesPopular({ income: 3000, ...none, cardType: 'islamic' }, 0)).toBe(false);
    expect(hasNarrowingFilters({ income: 1, ...none, rewardTypeIds: [2] })).toBe(true);
  });

  it('presents the spec’s credit card quote: limits[0] minimum income, limits[1] annual fee, in AED', () => {
    const card = seedData.creditCards.find((c) => c.firstYearFree && c.banking === 'conventional')!;
    const bank = seedData.banks.find((b) => b.id === card.bankId)!;
    const q = presentCard(card, bank, 3, cat, 'en', tFor('en'));
    expect(q.planId).toBe(card.id);
    expect(q.planName).toBe(card.name.en);
    expect(q.providerLogo).toBe(`/assets/banks/${bank.slug}.svg`);
    expect(q.limits).toEqual([
      { id: card.minMonthlyIncomeFils / 100, title: 'Minimum Income' },
      { id: card.annualFeeFils / 100, title: 'Annual fee' },
    ]);
    expect(q.offers).toEqual(card.offers.map((o) => ({ description: o.description.en })));
    expect(q.rewardType).toEqual({ id: 3, label: 'Reward points' });
    expect(q.bankingLabel).toBe('Conventional');
    expect(q.monthlyRate).toMatchObject({ kind: 'interest', percent: card.monthlyRateBp / 100 });
    const ar = presentCard(card, bank, 3, cat, 'ar', tFor('ar'));
    expect(ar.planName).toBe(card.name.ar);
    expect(ar.limits[0].title).toBe('الحد الأدنى للدخل');
    // Hindi and Malayalam read their own catalogue text (decision 0078): the bank's brand in Latin letters.
    const hi = presentCard(card, bank, 3, cat, 'hi', tFor('hi'));
    expect(hi.planName).toBe(card.name.hi);
    expect(hi.planName).toMatch(/^Amber Dune [\u0900-\u097F ]+$/);
    expect(hi.offers[0]?.description).toMatch(/[\u0900-\u097F]/);
    expect(presentCard(card, bank, 3, cat, 'ml', tFor('ml')).planName).toMatch(
      /^Amber Dune [\u0D00-\u0D7F ]+$/,
    );
    expect(aedOf(26_250)).toBe(262.5);
  });

  it('lists the offered banks by name in the page language, features and reward types by id', () => {
    const en = filterOptions(cat, 'en');
    expect(en.banks.map((b) => b.label)).toEqual(
      [...en.banks.map((b) => b.label)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(en.features.map((f) => f.id)).toEqual([1, 2, 3, 5, 7]);
    expect(en.rewardTypes.map((r) => r.label)).toEqual([
      'Cashback',
      'Air miles',
      'Reward points',
      'Travel rewards',
    ]);
    expect(filterOptions(cat, 'ar').rewardTypes[0]?.label).toBe('استرداد نقدي');
  });
});
