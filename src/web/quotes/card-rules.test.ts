import { describe, expect, it } from 'vitest';
import {
  amountIn,
  breakdownLines,
  comparisonCellKey,
  coverInfoLines,
  featuresShown,
  maskMobile,
  offersShown,
  planSummaryOf,
  shownPrice,
} from './card-rules';
import { quoteFixture } from './quotes.fixture';

describe('quote card rules (docs/product/quotes.md)', () => {
  const q = quoteFixture();
  it('4 cover-info lines, 3 on car cards; features capped at 3 for term and travel only', () => {
    expect(coverInfoLines(1)).toBe(3);
    expect(coverInfoLines(3)).toBe(4);
    expect(featuresShown(q, 2)).toHaveLength(3);
    expect(featuresShown(q, 5)).toHaveLength(3);
    expect(featuresShown(q, 1)).toHaveLength(4);
  });
  it('2 offers then View Offers', () => {
    expect(offersShown(q, false)).toMatchObject({ more: true, offers: q.offers.slice(0, 2) });
    expect(offersShown(q, true).offers).toHaveLength(3);
    expect(offersShown(quoteFixture({ offers: [{ description: 'a' }] }), false)).toMatchObject({
      more: false,
    });
  });
  it('Check premium for showPriceOnRequest, Starting from its own amount', () => {
    expect(shownPrice(q)).toEqual({ amount: 2310.5, startingFrom: false });
    expect(shownPrice(quoteFixture({ showPriceOnRequest: 1 }))).toBeNull();
    expect(shownPrice(quoteFixture({ startingFrom: 999 }))).toEqual({ amount: 999, startingFrom: true });
  });
  it('reads the health Plan Summary from the quote', () => {
    const health = quoteFixture({
      coverAmount: 500000,
      features: [
        { key: 'pharmacy', value: 'Up to AED 5,000', title: 'Pharmacy', checked: true, strike: false, id: 5 },
        { key: 'tpa', value: 'Marsa Care TPA', title: 'TPA', checked: true, strike: false, id: 8 },
      ],
    });
    expect(planSummaryOf(health)).toMatchObject({
      cover: 500000,
      pharmacyLimit: 5000,
      tpaName: 'Marsa Care TPA',
    });
    expect(amountIn('حتى 2,500 درهم')).toBe(2500);
    expect(amountIn('none')).toBeNull();
  });
  it('leaves the total to the card, masks a mobile, reads NA and Yes cells', () => {
    expect(
      breakdownLines({
        breakdown: [
          { code: 'base', label: 'b', amount: 1 },
          { code: 'total', label: 't', amount: 1 },
        ],
      }),
    ).toHaveLength(1);
    expect(maskMobile('501234567')).toBe('*****4567');
    expect(maskMobile('*****4567')).toBe('*****4567');
    expect(maskMobile(undefined)).toBeNull();
    expect(maskMobile('abc')).toBeNull();
    expect(comparisonCellKey('NA')).toBe('excluded');
    expect(comparisonCellKey('Yes')).toBe('included');
    expect(comparisonCellKey(null)).toBe('excluded');
    expect(comparisonCellKey('AED 500')).toBeNull();
  });
});
