import type { TravelFact, TTravelRateTable, TUnderwritingRule } from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { bands, scaled } from './scale';

/**
 * Travel rate tables, one per insurer (decision 0012 'Travel'): the template's per-traveller amounts times the
 * insurer's scale, with its own oldest traveller and longest single trip. Demo figures.
 */

export const TRAVEL_TEMPLATE = {
  /** Single trip, Schengen, per adult traveller (AED) by days. */
  singleTripDays: [
    [1, 4, 35],
    [5, 7, 45],
    [8, 10, 55],
    [11, 15, 65],
    [16, 21, 80],
    [22, 31, 95],
    [32, 45, 120],
    [46, 62, 150],
    [63, 92, 195],
    [93, 180, 300],
    [181, 366, 480],
  ] as const,
  annualTripAed: 450,
  region: {
    schengen: 10_000,
    worldwideExUsCa: 12_000,
    worldwide: 19_000,
    asia: 9_000,
    gcc: 6_000,
    africa: 11_000,
  },
  travellerAge: bands([
    [0, 17, 5_000],
    [18, 60, 10_000],
    [61, 65, 15_000],
    [66, 70, 20_000],
    [71, 75, 25_000],
    [76, 80, 30_000],
    [81, null, 40_000],
  ]),
  tier: { essential: 8_500, plus: 10_000, premium: 13_000 },
  familyFactorBp: 8_500,
  groupSize: bands([
    [1, 4, 10_000],
    [5, 9, 9_000],
    [10, null, 8_500],
  ]),
} as const;

type TravelProfile = {
  slug: string;
  scaleBp: number;
  /** Oldest traveller on a single trip. */
  maxAge: number;
  /** Oldest traveller on an annual multi-trip policy. */
  annualMaxAge: number;
  /** Longest single trip (days). */
  maxTripDays: number;
};

const profiles: TravelProfile[] = [
  { slug: 'falcon-crest', scaleBp: 10_000, maxAge: 80, annualMaxAge: 70, maxTripDays: 180 },
  { slug: 'dune-harbour', scaleBp: 9_000, maxAge: 75, annualMaxAge: 65, maxTripDays: 92 },
  { slug: 'pearl-gate', scaleBp: 10_500, maxAge: 85, annualMaxAge: 70, maxTripDays: 366 },
  { slug: 'oasis-meridian', scaleBp: 8_800, maxAge: 70, annualMaxAge: 65, maxTripDays: 92 },
  { slug: 'saffron-shield', scaleBp: 11_000, maxAge: 80, annualMaxAge: 75, maxTripDays: 366 },
  { slug: 'crescent-tide', scaleBp: 9_500, maxAge: 80, annualMaxAge: 70, maxTripDays: 180 },
  { slug: 'palm-lantern', scaleBp: 9_800, maxAge: 75, annualMaxAge: 70, maxTripDays: 180 },
  { slug: 'sandstone-guardian', scaleBp: 8_500, maxAge: 70, annualMaxAge: 60, maxTripDays: 62 },
  { slug: 'azure-dhow', scaleBp: 10_200, maxAge: 80, annualMaxAge: 70, maxTripDays: 180 },
  { slug: 'golden-ghaf', scaleBp: 9_200, maxAge: 75, annualMaxAge: 65, maxTripDays: 92 },
  { slug: 'mirage-point', scaleBp: 10_300, maxAge: 80, annualMaxAge: 70, maxTripDays: 180 },
  { slug: 'coral-minaret', scaleBp: 11_500, maxAge: 85, annualMaxAge: 75, maxTripDays: 366 },
  { slug: 'nomad-star', scaleBp: 8_300, maxAge: 70, annualMaxAge: 60, maxTripDays: 62 },
  { slug: 'silver-oryx', scaleBp: 9_600, maxAge: 80, annualMaxAge: 70, maxTripDays: 180 },
];

type TravelRule = TUnderwritingRule<TravelFact>;

function rulesOf(p: TravelProfile): TravelRule[] {
  return [
    {
      id: 'travellerMaxAge',
      field: 'travellerAge',
      max: p.maxAge,
      when: [{ field: 'tripType', equals: 'single' }],
      reasonKey: 'quotes:decline.travellerAgeMax',
    },
    {
      id: 'annualTravellerMaxAge',
      field: 'travellerAge',
      max: p.annualMaxAge,
      when: [{ field: 'tripType', equals: 'annual' }],
      reasonKey: 'quotes:decline.travellerAgeMax',
    },
    {
      id: 'tripMaxDays',
      field: 'days',
      max: p.maxTripDays,
      when: [{ field: 'tripType', equals: 'single' }],
      reasonKey: 'quotes:decline.tripTooLong',
    },
  ];
}

const t = TRAVEL_TEMPLATE;

export const travelRatesSeed: TTravelRateTable[] = profiles.map((p) => ({
  id: `travel-${p.slug}`,
  productId: PRODUCT.TRAVEL_INSURANCE,
  providerId: insurer(p.slug).id,
  version: 1,
  currency: 'AED',
  vatRateBp: 500,
  singleTripDays: t.singleTripDays.map(([from, to, amount]) => ({
    from,
    to,
    amountAed: scaled(amount, p.scaleBp),
  })),
  annualTripAed: scaled(t.annualTripAed, p.scaleBp),
  region: { ...t.region },
  travellerAge: t.travellerAge.map((b) => ({ ...b })),
  tier: { ...t.tier },
  familyFactorBp: t.familyFactorBp,
  groupSize: t.groupSize.map((b) => ({ ...b })),
  rules: rulesOf(p),
}));
