import { describe, expect, it } from 'vitest';
import {
  CAR_FACTS,
  ZAmountBands,
  ZDecline,
  ZFactorBands,
  ZInsurer,
  ZPremiumBreakdown,
  ZProjection,
  ZQuote,
  ZUnderwritingRule,
} from './quotes';

const breakdown = {
  declined: false,
  productId: 1,
  planId: 101,
  providerId: 1,
  rateTableId: 'car-test',
  rateTableVersion: 1,
  currency: 'AED',
  lines: [
    { code: 'base', labelKey: 'quotes:lines.baseComprehensive', amountFils: 100_000, kind: 'base' },
    {
      code: 'noClaimYears',
      labelKey: 'quotes:lines.noClaimDiscount',
      amountFils: -10_000,
      kind: 'discount',
      factorBp: 9_000,
    },
  ],
  netFils: 90_000,
  vatRateBp: 500,
  vatFils: 4_500,
  totalFils: 94_500,
  inputs: { driverAge: 35, addOns: ['omanCover'], members: [{ relation: 'self', age: 30 }] },
};

describe('quotes contracts', () => {
  it('a breakdown whose lines add up to net, and net + VAT to the total, is valid', () => {
    expect(ZPremiumBreakdown.parse(breakdown).lines[0]?.params).toEqual({});
  });

  it('refuses a breakdown that does not add up, or repeats a line code', () => {
    expect(ZPremiumBreakdown.safeParse({ ...breakdown, netFils: 90_001, totalFils: 94_501 }).success).toBe(
      false,
    );
    expect(ZPremiumBreakdown.safeParse({ ...breakdown, totalFils: 94_499 }).success).toBe(false);
    expect(
      ZPremiumBreakdown.safeParse({
        ...breakdown,
        lines: [breakdown.lines[0], { ...breakdown.lines[0], amountFils: -10_000 }],
      }).success,
    ).toBe(false);
    expect(
      ZPremiumBreakdown.safeParse({
        ...breakdown,
        lines: [{ ...breakdown.lines[0], labelKey: 'Base premium' }],
      }).success,
    ).toBe(false);
  });

  it('an investment projection adds up to its maturity value and is never guaranteed', () => {
    const projection = {
      kind: 'maturity',
      labelKey: 'quotes:projection.illustration',
      guaranteed: false,
      termYears: 5,
      assumedGrowthRateBp: 500,
      last10yearGrowthRate: 5,
      lines: [
        {
          code: 'contributions',
          labelKey: 'quotes:projection.contributions',
          amountFils: 6_000_000,
          kind: 'base',
        },
        { code: 'growth', labelKey: 'quotes:projection.growth', amountFils: 500_000, kind: 'growth' },
        { code: 'policyFee', labelKey: 'quotes:projection.policyFee', amountFils: -60_000, kind: 'charge' },
      ],
      maturityValueFils: 6_440_000,
      comparison: { growthRateBp: 500, maturityValueFils: 6_440_000 },
    };
    expect(ZPremiumBreakdown.safeParse({ ...breakdown, projection }).success).toBe(true);
    expect(ZProjection.safeParse({ ...projection, maturityValueFils: 6_440_001 }).success).toBe(false);
    expect(ZProjection.safeParse({ ...projection, guaranteed: true }).success).toBe(false);
  });

  it('a decline carries a reason key and params', () => {
    expect(
      ZDecline.safeParse({
        declined: true,
        productId: 1,
        planId: 1,
        providerId: 1,
        code: 'driverMinAge',
        reasonKey: 'quotes:decline.driverAgeMin',
        params: { min: 25, value: 22 },
      }).success,
    ).toBe(true);
    expect(
      ZDecline.safeParse({
        declined: true,
        productId: 1,
        planId: 1,
        providerId: 1,
        code: 'x',
        reasonKey: 'Too young',
        params: {},
      }).success,
    ).toBe(false);
  });

  it('factor bands must be contiguous, open only at the end', () => {
    expect(
      ZFactorBands.safeParse([
        { from: 0, to: 9, factorBp: 10_000 },
        { from: 10, to: null, factorBp: 11_000 },
      ]).success,
    ).toBe(true);
    expect(
      ZFactorBands.safeParse([
        { from: 0, to: 9, factorBp: 10_000 },
        { from: 11, to: null, factorBp: 11_000 },
      ]).success,
    ).toBe(false);
    expect(
      ZFactorBands.safeParse([
        { from: 0, to: null, factorBp: 10_000 },
        { from: 10, to: 20, factorBp: 11_000 },
      ]).success,
    ).toBe(false);
    expect(ZFactorBands.safeParse([{ from: 0, to: 9, factorBp: 0 }]).success).toBe(false);
  });

  it('amount bands must not decrease', () => {
    expect(
      ZAmountBands.safeParse([
        { from: 1, to: 7, amountAed: 40 },
        { from: 8, to: null, amountAed: 39.99 },
      ]).success,
    ).toBe(false);
    expect(ZAmountBands.safeParse([{ from: 1, to: 7, amountAed: 40.005 }]).success).toBe(false);
  });

  it('an underwriting rule needs a constraint and a namespaced reason key', () => {
    const Z = ZUnderwritingRule(CAR_FACTS);
    expect(
      Z.safeParse({ id: 'a', field: 'driverAge', min: 25, reasonKey: 'quotes:decline.driverAgeMin' }).data
        ?.when,
    ).toEqual([]);
    expect(
      Z.safeParse({ id: 'a', field: 'driverAge', reasonKey: 'quotes:decline.driverAgeMin' }).success,
    ).toBe(false);
    expect(Z.safeParse({ id: 'a', field: 'shoeSize', min: 1, reasonKey: 'quotes:decline.x' }).success).toBe(
      false,
    );
  });

  it('an insurer: demo flag, logo path, colour and claim ratio', () => {
    const insurer = {
      id: 1,
      slug: 'x',
      name: { en: 'X (demo)', ar: 'س' },
      logo: '/assets/insurers/x.svg',
      claimSettlementRatio: 96.45,
      badgeColourCode: '#1B4F72',
      isDemo: true,
    };
    expect(ZInsurer.safeParse(insurer).success).toBe(true);
    expect(ZInsurer.safeParse({ ...insurer, logo: 'https://cdn.example/x.svg' }).success).toBe(false);
    expect(ZInsurer.safeParse({ ...insurer, claimSettlementRatio: 96.456 }).success).toBe(false);
  });

  it("represents the spec's Quote fields (docs/product/quotes.md)", () => {
    const quote = {
      planId: 1101,
      providerId: 1,
      imgUrl: '/assets/insurers/x.svg',
      providerLogo: '/assets/insurers/x.svg',
      label: 'X',
      providerName: 'X (demo)',
      mobLabel: 'X',
      planName: 'Comprehensive',
      insurerName: 'X (demo)',
      priority: 1,
      quoteType: 'SIMILAR',
      planClaimSettlementRatio: 96.4,
      basicPremium: { unit: 'AED', value: 2057.05 },
      premium: 2159.9,
      paymentFrequency: { unit: 'year' },
      showPriceOnRequest: 0,
      features: [
        {
          key: 'agencyRepair',
          value: 'Included',
          title: 'Agency repair',
          checked: true,
          strike: false,
          id: 3,
        },
      ],
      limits: [{ name: 'Excess', value: 'AED 500' }],
      maturityValue: { value: 120_000, last10yearGrowthRate: 7.5 },
      offerText: 'Offer',
      offers: [{ description: 'Free pick-up' }],
      coverInfo: [{ row1: 'Cover', row2: 'Comprehensive' }],
      button: { label: 'Buy Now' },
      badgeColourCode: '#1B4F72',
      isHidden: false,
      startingFrom: 1_800,
    };
    expect(ZQuote.parse(quote)).toEqual(quote);
  });
});
