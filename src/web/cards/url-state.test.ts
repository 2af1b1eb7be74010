import { describe, expect, it } from 'vitest';
import { defaultCardFilters } from '../../shared/contracts/credit-cards-api-constants';
import { listingHref, readListingQuery } from './url-state';

const defaults = defaultCardFilters(1);

describe('the listing in the address (decision 0070)', () => {
  it('reads a valid salary and order, and ignores anything else', () => {
    expect(readListingQuery('?salary=20000&sort=annualFee')).toEqual({ income: 20000, sort: 'annualFee' });
    expect(readListingQuery('?salary=0&sort=rewards')).toEqual({});
    expect(readListingQuery('?salary=20k&sort=recommended')).toEqual({});
    expect(readListingQuery('')).toEqual({});
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    const base = 'https://x.test/credit-cards/?utm_source=a';
    expect(listingHref(base, { ...defaults, income: 20000, sort: 'minSalary' }, defaults)).toBe(
      'https://x.test/credit-cards/?utm_source=a&salary=20000&sort=minSalary',
    );
    expect(
      listingHref(`${base}&salary=20000&sort=annualFee`, { ...defaults, sort: 'recommended' }, defaults),
    ).toBe(base);
  });
});
