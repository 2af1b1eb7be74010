import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ZRankedQuote, ZRankingWeights, type TRankingWeights } from '../contracts/quotes';
import { PRODUCT } from '../domain/products';
import { rankPriced } from '.';
import { CAR_INPUT, CAR_TABLE, GARAGE_PLAN, THIRD_PARTY_PLAN } from './car/car.fixture';
import { priceCar } from './car';
import { DEFAULT_RANKING_WEIGHTS, rankQuotes, type RankEntry } from './ranking';

const W: TRankingWeights = { price: 50, cover: 20, claims: 15, fit: 15 };

function entry(
  planId: number,
  totalFils: number | null,
  cover: number,
  csr: number,
  fit: boolean[],
  extra: Partial<RankEntry> = {},
): RankEntry {
  return {
    planId,
    providerId: planId,
    totalFils,
    claimSettlementRatio: csr,
    sponsored: false,
    facts: {
      coverValue: cover,
      priceGroup: 'all',
      fit: fit.map((met) => ({ key: 'quotes:ranking.fit.test', met, params: {} })),
    },
    ...extra,
  };
}

// Worked example (weights 50/20/15/15, points 0..1000; cheapest 80,000 fils, largest cover 1,000):
//   A  price ⌊1000·80000/100000⌋ = 800 → 40,000; cover 500 → 10,000; claims 95 % → 750 → 11,250; fit 2/2 → 15,000 = 76,250
//   B  price ⌊1000·80000/125000⌋ = 640 → 32,000; cover 1000 → 20,000; claims 90 % → 500 → 7,500;  fit 1/2 → 7,500  = 67,000
//   C  price 1000 → 50,000;                      cover 250 → 5,000;   claims 99 % → 950 → 14,250; no checks → 15,000 = 84,250
const A = entry(10, 100_000, 500, 95, [true, true]);
const B = entry(20, 125_000, 1_000, 90, [true, false]);
const C = entry(30, 80_000, 250, 99, []);

describe('rankQuotes', () => {
  it('scores each term and orders by score (worked example)', () => {
    const ranked = rankQuotes([A, B, C], W);
    expect(ranked.map((r) => [r.planId, r.priority, r.score, r.sponsored])).toEqual([
      [30, 1, 84_250, false],
      [10, 2, 76_250, false],
      [20, 3, 67_000, false],
    ]);
    expect(ranked[1]?.terms).toEqual([
      {
        term: 'price',
        labelKey: 'quotes:ranking.term.price',
        weight: 50,
        points: 800,
        contribution: 40_000,
        params: { totalFils: 100_000, cheapestFils: 80_000 },
      },
      {
        term: 'cover',
        labelKey: 'quotes:ranking.term.cover',
        weight: 20,
        points: 500,
        contribution: 10_000,
        params: { coverValue: 500, maxCoverValue: 1_000 },
      },
      {
        term: 'claims',
        labelKey: 'quotes:ranking.term.claims',
        weight: 15,
        points: 750,
        contribution: 11_250,
        params: { claimSettlementRatio: 95 },
      },
      {
        term: 'fit',
        labelKey: 'quotes:ranking.term.fit',
        weight: 15,
        points: 1_000,
        contribution: 15_000,
        params: { met: 2, applicable: 2 },
      },
    ]);
    for (const r of ranked) expect(() => ZRankedQuote.parse(r)).not.toThrow();
  });

  it('a sponsored plan is shown first and labelled; scores and the order of the rest do not change', () => {
    const ranked = rankQuotes([A, { ...B, sponsored: true }, C], W);
    expect(ranked.map((r) => [r.planId, r.priority, r.score, r.sponsored])).toEqual([
      [20, 1, 67_000, true],
      [30, 2, 84_250, false],
      [10, 3, 76_250, false],
    ]);
  });

  it('at most one paid slot: the best-scored sponsored plan takes it, the others rank on their score', () => {
    const ranked = rankQuotes([{ ...A, sponsored: true }, { ...B, sponsored: true }, C], W);
    expect(ranked.map((r) => [r.planId, r.sponsored])).toEqual([
      [10, true],
      [30, false],
      [20, false],
    ]);
  });

  it('ties break by planId ascending', () => {
    const ranked = rankQuotes(
      [entry(7, 1_000, 1, 95, []), entry(5, 1_000, 1, 95, []), entry(6, 1_000, 1, 95, [])],
      W,
    );
    expect(ranked.map((r) => r.planId)).toEqual([5, 6, 7]);
  });

  it('price on request takes no price points and is not the cheapest', () => {
    const ranked = rankQuotes([entry(1, null, 100, 95, []), entry(2, 50_000, 100, 95, [])], W);
    expect(ranked.map((r) => r.planId)).toEqual([2, 1]);
    expect(ranked[1]?.terms[0]).toMatchObject({ term: 'price', points: 0, params: { priceOnRequest: 1 } });
    expect(ranked[0]?.terms[0]).toMatchObject({ points: 1_000 });
  });

  it('compares prices within a price group (third party with third party)', () => {
    const comp = entry(1, 200_000, 100, 95, [], {
      facts: { coverValue: 100, priceGroup: 'comprehensive', fit: [] },
    });
    const tpl = entry(2, 70_000, 0, 95, [], { facts: { coverValue: 0, priceGroup: 'thirdParty', fit: [] } });
    const ranked = rankQuotes([comp, tpl], W);
    expect(ranked.find((r) => r.planId === 1)?.terms[0]?.points).toBe(1_000);
    expect(ranked.find((r) => r.planId === 2)?.terms[0]?.points).toBe(1_000);
  });

  it('claims points clamp at 80 % and 100 %', () => {
    const [r] = rankQuotes([entry(1, 1, 1, 70, [])], W);
    expect(r?.terms[2]?.points).toBe(0);
  });

  const arbEntry = fc.record({
    planId: fc.integer({ min: 1, max: 1_000_000 }),
    totalFils: fc.option(fc.integer({ min: 1, max: 1e9 }), { nil: null }),
    cover: fc.integer({ min: 0, max: 1e8 }),
    csr: fc.integer({ min: 7_000, max: 10_000 }).map((x) => x / 100),
    fit: fc.array(fc.boolean(), { maxLength: 4 }),
    sponsored: fc.boolean(),
  });
  const arbEntries = fc
    .uniqueArray(arbEntry, { selector: (e) => e.planId, minLength: 1, maxLength: 15 })
    .map((xs) =>
      xs.map((x) => entry(x.planId, x.totalFils, x.cover, x.csr, x.fit, { sponsored: x.sponsored })),
    );

  it('is deterministic and independent of the input order (property)', () => {
    fc.assert(
      fc.property(arbEntries, fc.nat(), (entries, seed) => {
        const shuffled = [...entries].sort(
          (a, b) => ((a.planId * 7919 + seed) % 101) - ((b.planId * 7919 + seed) % 101),
        );
        expect(rankQuotes(shuffled, W)).toEqual(rankQuotes(entries, W));
      }),
    );
  });

  it('payment never changes anyone else’s order or score (property)', () => {
    fc.assert(
      fc.property(arbEntries, (entries) => {
        const organic = rankQuotes(
          entries.map((e) => ({ ...e, sponsored: false })),
          W,
        );
        const paid = rankQuotes(entries, W);
        expect(paid.filter((r) => r.sponsored).length).toBe(entries.some((e) => e.sponsored) ? 1 : 0);
        const slot = paid.find((r) => r.sponsored);
        expect(paid.filter((r) => !r.sponsored).map((r) => [r.planId, r.score])).toEqual(
          organic.filter((r) => r.planId !== slot?.planId).map((r) => [r.planId, r.score]),
        );
        expect(paid.map((r) => r.priority)).toEqual(entries.map((_, i) => i + 1));
      }),
    );
  });

  it('default weights are valid data', () => {
    for (const w of Object.values(DEFAULT_RANKING_WEIGHTS))
      expect(() => ZRankingWeights.parse(w)).not.toThrow();
    expect(ZRankingWeights.safeParse({ price: 50, cover: 20, claims: 20, fit: 20 }).success).toBe(false);
  });
});

describe('rankPriced (registry)', () => {
  it('ranks priced car plans with the car engine’s facts', () => {
    const insurer = {
      id: 1,
      slug: 'test',
      name: { en: 'Test (demo)', ar: 'تجربة' },
      logo: '/assets/insurers/test.svg',
      claimSettlementRatio: 95,
      badgeColourCode: '#123456',
      isDemo: true,
    };
    const priced = [GARAGE_PLAN, THIRD_PARTY_PLAN].map((plan) => {
      const breakdown = priceCar(CAR_INPUT, plan, CAR_TABLE);
      if (breakdown.declined) throw new Error('declined');
      return { plan, insurer, breakdown };
    });
    const ranked = rankPriced(PRODUCT.CAR_INSURANCE, CAR_INPUT, priced);
    // Comprehensive asked: the garage plan fits, the third-party plan does not.
    expect(ranked.map((r) => r.planId)).toEqual([GARAGE_PLAN.planId, THIRD_PARTY_PLAN.planId]);
    expect(ranked[1]?.fit[0]).toMatchObject({ key: 'quotes:ranking.fit.coverType', met: false });
  });
});
