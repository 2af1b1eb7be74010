import { describe, expect, it } from 'vitest';
import { numberFields, withNumbers } from './fields';

const doc = {
  id: 'car-a',
  version: 3,
  providerId: 2,
  productId: 1,
  currency: 'AED',
  comprehensive: {
    valueTiers: [
      { uptoAed: 50_000, rateBp: 260 },
      { uptoAed: null, rateBp: 110 },
    ],
  },
  flag: true,
};

describe('rate table fields', () => {
  it('lists every number by its path, but not the identity or the version', () => {
    expect(numberFields(doc)).toEqual([
      { path: 'comprehensive.valueTiers.0.uptoAed', value: 50_000 },
      { path: 'comprehensive.valueTiers.0.rateBp', value: 260 },
      { path: 'comprehensive.valueTiers.1.rateBp', value: 110 },
    ]);
  });

  it('changes the numbers at the given paths and keeps the rest', () => {
    const out = withNumbers(doc, new Map([['comprehensive.valueTiers.1.rateBp', 150]]));
    expect(out).toEqual({
      ...doc,
      comprehensive: {
        valueTiers: [
          { uptoAed: 50_000, rateBp: 260 },
          { uptoAed: null, rateBp: 150 },
        ],
      },
    });
    expect(doc.comprehensive.valueTiers[1]!.rateBp).toBe(110);
  });
});
