import type {
  TLocalizedText,
  TTravelPlan,
  TravelRegion,
  TravelTier,
  TripType,
} from '../../../../shared/contracts/quotes';
import { TRAVEL_REGIONS } from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { NO, T, YES, aed, planIdOf } from './common';

/**
 * Travel plans (decision 0012): each says whether it meets the Schengen visa requirement (at least EUR 30,000 of
 * medical and repatriation cover, about AED 120,000) and which regions and trip types it covers. Prices come from
 * rates/travel.ts.
 */

type Kind = 'schengenEssential' | 'worldwidePlus' | 'regionalLite' | 'premiumWorldwide';

type KindSpec = {
  name: TLocalizedText;
  schengenCompliant: boolean;
  tier: TravelTier;
  medicalLimitAed: number;
  regions: TravelRegion[];
  tripTypes: TripType[];
  baggageAed: number;
  cancellationAed: number;
};

const KINDS: Record<Kind, KindSpec> = {
  schengenEssential: {
    name: T('travel.schengen-essential'),
    schengenCompliant: true,
    tier: 'essential',
    medicalLimitAed: 200_000,
    regions: ['schengen', 'worldwideExUsCa', 'asia', 'gcc', 'africa'],
    tripTypes: ['single'],
    baggageAed: 1_500,
    cancellationAed: 2_500,
  },
  worldwidePlus: {
    name: T('travel.worldwide-plus'),
    schengenCompliant: true,
    tier: 'plus',
    medicalLimitAed: 750_000,
    regions: [...TRAVEL_REGIONS],
    tripTypes: ['single', 'annual'],
    baggageAed: 3_000,
    cancellationAed: 7_500,
  },
  regionalLite: {
    name: T('travel.regional-lite'),
    schengenCompliant: false,
    tier: 'essential',
    medicalLimitAed: 75_000,
    regions: ['gcc', 'asia', 'africa'],
    tripTypes: ['single'],
    baggageAed: 1_000,
    cancellationAed: 1_500,
  },
  premiumWorldwide: {
    name: T('travel.premium-worldwide'),
    schengenCompliant: true,
    tier: 'premium',
    medicalLimitAed: 2_000_000,
    regions: [...TRAVEL_REGIONS],
    tripTypes: ['single', 'annual'],
    baggageAed: 5_000,
    cancellationAed: 15_000,
  },
};

const KIND_ORDER: Kind[] = ['schengenEssential', 'worldwidePlus', 'regionalLite', 'premiumWorldwide'];

function plan(slug: string, kind: Kind): TTravelPlan {
  const ins = insurer(slug);
  const k = KINDS[kind];
  const n = KIND_ORDER.indexOf(kind) + 1;
  const annual = k.tripTypes.includes('annual');
  return {
    planId: planIdOf(ins.id, PRODUCT.TRAVEL_INSURANCE, n),
    providerId: ins.id,
    slug: `${slug}-travel-${kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
    productId: PRODUCT.TRAVEL_INSURANCE,
    planName: k.name,
    rateTableId: `travel-${slug}`,
    features: [
      {
        id: 1,
        key: 'medical',
        title: T('travel.emergency-medical-expenses'),
        value: aed(k.medicalLimitAed),
        checked: true,
        strike: false,
      },
      {
        id: 2,
        key: 'schengen',
        title: T('travel.meets-schengen-visa-rules'),
        value: k.schengenCompliant ? YES : NO,
        checked: k.schengenCompliant,
        strike: !k.schengenCompliant,
      },
      {
        id: 3,
        key: 'baggage',
        title: T('travel.lost-baggage'),
        value: aed(k.baggageAed),
        checked: true,
        strike: false,
      },
      {
        id: 4,
        key: 'cancellation',
        title: T('travel.trip-cancellation'),
        value: aed(k.cancellationAed),
        checked: true,
        strike: false,
      },
      {
        id: 5,
        key: 'annualMultiTrip',
        title: T('travel.annual-multi-trip-option'),
        value: annual ? YES : NO,
        checked: annual,
        strike: !annual,
      },
    ],
    limits: [
      { name: T('travel.emergency-medical-expenses'), value: aed(k.medicalLimitAed) },
      { name: T('travel.trip-cancellation'), value: aed(k.cancellationAed) },
    ],
    offers: [],
    coverInfo: [
      { row1: T('travel.medical-cover'), row2: aed(k.medicalLimitAed) },
      {
        row1: T('travel.schengen-visa'),
        row2: k.schengenCompliant ? T('travel.accepted') : T('travel.not-accepted'),
      },
      { row1: T('travel.lost-baggage'), row2: aed(k.baggageAed) },
      { row1: T('travel.trip-cancellation'), row2: aed(k.cancellationAed) },
    ],
    showPriceOnRequest: 0,
    startingFrom: null,
    isHidden: false,
    sponsored: false,
    travel: {
      schengenCompliant: k.schengenCompliant,
      tier: k.tier,
      medicalLimitAed: k.medicalLimitAed,
      regions: [...k.regions],
      tripTypes: [...k.tripTypes],
    },
  };
}

/** Which plans each insurer sells. */
const CATALOGUE: Record<string, Kind[]> = {
  'falcon-crest': ['schengenEssential', 'worldwidePlus', 'premiumWorldwide'],
  'dune-harbour': ['schengenEssential', 'regionalLite'],
  'pearl-gate': ['schengenEssential', 'worldwidePlus', 'premiumWorldwide'],
  'oasis-meridian': ['regionalLite', 'worldwidePlus'],
  'saffron-shield': ['schengenEssential', 'worldwidePlus', 'premiumWorldwide'],
  'crescent-tide': ['schengenEssential', 'regionalLite', 'worldwidePlus'],
  'palm-lantern': ['schengenEssential', 'worldwidePlus'],
  'sandstone-guardian': ['regionalLite', 'schengenEssential'],
  'azure-dhow': ['schengenEssential', 'worldwidePlus', 'regionalLite'],
  'golden-ghaf': ['schengenEssential', 'regionalLite'],
  'mirage-point': ['worldwidePlus', 'premiumWorldwide'],
  'coral-minaret': ['schengenEssential', 'worldwidePlus', 'premiumWorldwide'],
  'nomad-star': ['regionalLite', 'schengenEssential'],
  'silver-oryx': ['schengenEssential', 'worldwidePlus', 'regionalLite'],
};

export const travelPlansSeed: TTravelPlan[] = Object.entries(CATALOGUE).flatMap(([slug, kinds]) =>
  kinds.map((kind) => plan(slug, kind)),
);
