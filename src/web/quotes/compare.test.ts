import { describe, expect, it } from 'vitest';
import {
  canCompare,
  canToggle,
  compareItemOf,
  compareLimitFor,
  comparisonHref,
  removeCompare,
  toggleCompare,
  trimToLimit,
} from './compare';
import { quoteFixture } from './quotes.fixture';

const item = (planId: number) => compareItemOf(quoteFixture({ planId, providerId: (planId % 2) + 1 }));

describe('compare bar rules (docs/product/quotes.md: add if not chosen and below the limit, otherwise remove)', () => {
  it('limit 2 below 768 px, 3 from 768 px', () => {
    expect(compareLimitFor(360)).toBe(2);
    expect(compareLimitFor(767)).toBe(2);
    expect(compareLimitFor(768)).toBe(3);
    expect(compareLimitFor(1280)).toBe(3);
  });

  it('adds below the limit, removes a chosen plan, ignores a new plan at the limit', () => {
    let list = toggleCompare([], item(1), 2);
    list = toggleCompare(list, item(2), 2);
    expect(list.map((c) => c.planId)).toEqual([1, 2]);
    expect(toggleCompare(list, item(3), 2).map((c) => c.planId)).toEqual([1, 2]);
    expect(canToggle(list, item(3).key, 2)).toBe(false);
    expect(canToggle(list, item(1).key, 2)).toBe(true);
    list = toggleCompare(list, item(1), 2);
    expect(list.map((c) => c.planId)).toEqual([2]);
    expect(removeCompare(list, item(2).key)).toEqual([]);
  });

  it('Compare Now needs 2 plans; a narrower screen keeps the first chosen', () => {
    expect(canCompare([item(1)])).toBe(false);
    expect(canCompare([item(1), item(2)])).toBe(true);
    expect(trimToLimit([item(1), item(2), item(3)], 2).map((c) => c.planId)).toEqual([1, 2]);
  });

  it('builds the car comparison address with planid and the enquiry', () => {
    expect(comparisonHref('/car-insurance/compare/', [item(1101), item(1201)], 'abc')).toBe(
      '/car-insurance/compare/?planid=1101,1201&enquiryId=abc',
    );
    expect(comparisonHref('/ar-ae/car-insurance/compare/', [item(1)], null)).toBe(
      '/ar-ae/car-insurance/compare/?planid=1',
    );
  });
});
