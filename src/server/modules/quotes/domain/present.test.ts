import { describe, expect, it } from 'vitest';
import { ZQuote } from '../../../../shared/contracts/quotes-api';
import { ZPlan, type PricedProductId, type THealthInput } from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { coverAmountOf, presentQuote, type PricedQuote } from './present';
import { pricedCatalogue, tAr, tEn } from './priced.fixture';

/**
 * The Quote as the API presents it (docs/product/quotes.md): the cover amount each product states (decision 0013), the
 * investment maturity illustration, and the health TPA feature the Plan Summary card reads.
 */

function quotesOf(productId: PricedProductId, input?: unknown): PricedQuote[] {
  const { quotes } = pricedCatalogue(productId, input);
  if (quotes.length === 0) throw new Error(`no quotes for product ${productId}`);
  return quotes;
}

const coverOf = (q: PricedQuote) => coverAmountOf(q.plan, q.breakdown);

describe('coverAmount per product', () => {
  it('term and critical illness: the sum assured priced', () => {
    for (const q of quotesOf(PRODUCT.TERM_INSURANCE)) expect(coverOf(q)).toBe(2_000_000);
    for (const q of quotesOf(PRODUCT.CRITICAL_ILLNESS)) expect(coverOf(q)).toBe(100_000);
  });

  it('home: building plus contents (a tenant: the contents alone)', () => {
    for (const q of quotesOf(PRODUCT.HOME_INSURANCE)) expect(coverOf(q)).toBe(2_200_000);
    const tenant = quotesOf(PRODUCT.HOME_INSURANCE, {
      ownership: 'tenant',
      propertyType: 'apartment',
      emirate: 'dubai',
      buildingValueAed: 0,
      contentsValueAed: 100_000,
    });
    for (const q of tenant) expect(coverOf(q)).toBe(100_000);
  });

  it('bike: the bike value for comprehensive plans, none for third party', () => {
    const quotes = quotesOf(PRODUCT.BIKE_INSURANCE);
    const comprehensive = quotes.filter(
      (q) => q.plan.productId === PRODUCT.BIKE_INSURANCE && q.plan.bike.coverType === 'comprehensive',
    );
    expect(comprehensive.length).toBeGreaterThan(0);
    expect(comprehensive.length).toBeLessThan(quotes.length);
    for (const q of quotes) expect(coverOf(q)).toBe(comprehensive.includes(q) ? 30_000 : null);
  });

  it('group health: the annual limit; SME: none (its sections insure different things)', () => {
    for (const q of quotesOf(PRODUCT.GROUP_HEALTH)) {
      if (q.plan.productId !== PRODUCT.GROUP_HEALTH) throw new Error('not group health');
      expect(coverOf(q)).toBe(q.plan.groupHealth.annualLimitAed);
    }
    for (const q of quotesOf(PRODUCT.SME_INSURANCE)) expect(coverOf(q)).toBeNull();
  });

  it('investment: the maturity illustration, shown as maturityValue with the fund’s growth rate', () => {
    for (const q of quotesOf(PRODUCT.INVESTMENT)) {
      const projection = q.breakdown.projection;
      if (!projection || q.plan.productId !== PRODUCT.INVESTMENT) throw new Error('no projection');
      const presented = ZQuote.parse(presentQuote(q, tEn, 'en'));
      expect(presented.coverAmount).toBe(projection.maturityValueFils / 100);
      expect(presented.maturityValue).toEqual({
        value: projection.maturityValueFils / 100,
        last10yearGrowthRate: q.plan.investment.last10yearGrowthRate,
      });
      // 10 years of AED 1,000 a month: contributions of AED 120,000 illustrated above what was paid.
      expect(presented.coverAmount).toBeGreaterThan(120_000);
    }
    for (const q of quotesOf(PRODUCT.TERM_INSURANCE))
      expect(presentQuote(q, tEn, 'en').maturityValue).toBeNull();
  });

  it('every presented quote of the newer products passes the Quote schema', () => {
    const products: PricedProductId[] = [
      PRODUCT.TERM_INSURANCE,
      PRODUCT.CRITICAL_ILLNESS,
      PRODUCT.HOME_INSURANCE,
      PRODUCT.BIKE_INSURANCE,
      PRODUCT.SME_INSURANCE,
      PRODUCT.GROUP_HEALTH,
      PRODUCT.INVESTMENT,
    ];
    for (const p of products)
      for (const q of quotesOf(p)) expect(() => ZQuote.parse(presentQuote(q, tAr, 'ar'))).not.toThrow();
  });
});

describe('health: the TPA feature', () => {
  const family: THealthInput = {
    emirate: 'dubai',
    members: [
      { relation: 'self', age: 37, gender: 'female' },
      { relation: 'spouse', age: 39, gender: 'male' },
      { relation: 'child', age: 7, gender: 'male' },
    ],
    salaryBand: null,
  };

  it('every health quote carries a `tpa` feature naming the plan’s TPA, in the request’s language', () => {
    for (const q of quotesOf(PRODUCT.HEALTH_INSURANCE, family)) {
      if (q.plan.productId !== PRODUCT.HEALTH_INSURANCE) throw new Error('not health');
      const en = presentQuote(q, tEn, 'en').features.filter((f) => f.key === 'tpa');
      const ar = presentQuote(q, tAr, 'ar').features.filter((f) => f.key === 'tpa');
      expect(en).toHaveLength(1);
      expect(en[0]).toMatchObject({ value: q.plan.health.tpaName.en, checked: true, strike: false });
      expect(en[0]?.value).toMatch(/\(demo\)$/);
      expect(ar[0]?.value).toBe(q.plan.health.tpaName.ar);
      expect(coverOf(q)).toBe(q.plan.health.annualLimitAed);
    }
  });

  it('the plan schema keeps the feature and tpaName the same (one tpa feature at most)', () => {
    const q = quotesOf(PRODUCT.HEALTH_INSURANCE, family)[0];
    if (!q) throw new Error('no health quote');
    expect(ZPlan.safeParse(q.plan).success).toBe(true);
    const other = { en: 'Other TPA (demo)', ar: 'إدارة أخرى (تجريبية)' };
    const renamed = q.plan.features.map((f) => (f.key === 'tpa' ? { ...f, value: other } : f));
    expect(ZPlan.safeParse({ ...q.plan, features: renamed }).success).toBe(false);
    const twice = [...q.plan.features, { ...q.plan.features.find((f) => f.key === 'tpa')!, id: 99 }];
    expect(ZPlan.safeParse({ ...q.plan, features: twice }).success).toBe(false);
  });
});
