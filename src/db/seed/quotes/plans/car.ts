import type { CarAddOn, TCarPlan, TLocalizedText } from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer, insurersSeed } from '../insurers';
import { CAR_TEMPLATE, carProfileOf } from '../rates/car';
import { INCLUDED, NOT_COVERED, OPTIONAL, T, aed, planIdOf } from './common';

/**
 * Car plans (decision 0012): every insurer sells a comprehensive (garage repair) plan and a third-party plan; eight
 * also sell a 'Comprehensive Agency Plus' plan with agency repair and more add-ons included. The prices come from
 * each insurer's rate table (rates/car.ts); this file holds what the plan covers and how it is described.
 */

type Kind = 'comprehensive' | 'agencyPlus' | 'thirdParty';

const NAMES: Record<Kind, TLocalizedText> = {
  comprehensive: T('car.comprehensive-garage'),
  agencyPlus: T('car.comprehensive-agency-plus'),
  thirdParty: T('car.third-party-liability'),
};

const ADD_ON_TITLES: Record<CarAddOn, TLocalizedText> = {
  roadsideAssistance: T('car.roadside-assistance'),
  paDriver: T('car.personal-accident-cover-for-the-driver'),
  paPassengers: T('car.personal-accident-cover-for-passengers'),
  rentACar: T('car.replacement-car'),
  omanCover: T('car.oman-cover'),
};

const THIRD_PARTY_PROPERTY_LIMIT_AED = 2_000_000;

function addOnsOf(kind: Kind): TCarPlan['car']['addOns'] {
  switch (kind) {
    case 'comprehensive':
      return {
        roadsideAssistance: 'included',
        paDriver: 'optional',
        paPassengers: 'optional',
        rentACar: 'optional',
        omanCover: 'optional',
      };
    case 'agencyPlus':
      return {
        roadsideAssistance: 'included',
        paDriver: 'included',
        paPassengers: 'optional',
        rentACar: 'included',
        omanCover: 'optional',
      };
    case 'thirdParty':
      return {
        roadsideAssistance: 'optional',
        paDriver: 'optional',
        paPassengers: 'optional',
        omanCover: 'optional',
      };
  }
}

function plan(slug: string, n: number, kind: Kind, extra: Partial<TCarPlan> = {}): TCarPlan {
  const ins = insurer(slug);
  const profile = carProfileOf(slug);
  const coverType = kind === 'thirdParty' ? 'thirdParty' : 'comprehensive';
  const agencyRepair =
    kind === 'agencyPlus'
      ? 'included'
      : kind === 'comprehensive' && profile.agencyMaxAge >= 3
        ? 'optional'
        : 'notAvailable';
  const addOns = addOnsOf(kind);
  const agencyValue = { included: INCLUDED, optional: OPTIONAL, notAvailable: NOT_COVERED }[agencyRepair];
  const coverText = coverType === 'comprehensive' ? T('car.comprehensive') : T('car.third-party-only');
  const features: TCarPlan['features'] = [
    {
      id: 1,
      key: 'coverType',
      title: T('car.cover'),
      value: coverText,
      checked: true,
      strike: false,
    },
    {
      id: 2,
      key: 'thirdPartyLiability',
      title: T('car.third-party-property-damage'),
      value: aed(THIRD_PARTY_PROPERTY_LIMIT_AED),
      checked: true,
      strike: false,
    },
    {
      id: 3,
      key: 'agencyRepair',
      title: T('car.agency-repair'),
      value: agencyValue,
      checked: agencyRepair === 'included',
      strike: agencyRepair === 'notAvailable',
    },
    ...(Object.keys(ADD_ON_TITLES) as CarAddOn[]).map((id, i) => ({
      id: 4 + i,
      key: id,
      title: ADD_ON_TITLES[id],
      value: addOns[id] === 'included' ? INCLUDED : addOns[id] === 'optional' ? OPTIONAL : NOT_COVERED,
      checked: addOns[id] === 'included',
      strike: addOns[id] === undefined,
    })),
  ];
  return {
    planId: planIdOf(ins.id, PRODUCT.CAR_INSURANCE, n),
    providerId: ins.id,
    slug: `${slug}-car-${kind === 'agencyPlus' ? 'agency-plus' : kind === 'thirdParty' ? 'third-party' : 'comprehensive'}`,
    productId: PRODUCT.CAR_INSURANCE,
    planName: NAMES[kind],
    rateTableId: `car-${slug}`,
    features,
    limits: [
      {
        name: T('car.third-party-property-damage'),
        value: aed(THIRD_PARTY_PROPERTY_LIMIT_AED),
      },
      ...(coverType === 'comprehensive'
        ? [{ name: T('car.standard-excess'), value: aed(CAR_TEMPLATE.excess.standardAed) }]
        : []),
    ],
    offers:
      kind === 'agencyPlus'
        ? [
            {
              description: T('car.free-pick-up-and-drop-off-for'),
            },
            {
              description: T('car.claims-registered-online-around-the-clock'),
            },
            { description: T('car.windscreen-repair-without-excess') },
          ]
        : [],
    coverInfo: [
      { row1: T('car.cover-2'), row2: coverText },
      {
        row1: T('car.repair'),
        row2: agencyRepair === 'included' ? T('car.agency') : T('car.approved-garage'),
      },
      { row1: T('car.third-party-damage'), row2: aed(THIRD_PARTY_PROPERTY_LIMIT_AED) },
    ],
    showPriceOnRequest: 0,
    startingFrom: null,
    isHidden: false,
    sponsored: false,
    car: { coverType, agencyRepair, addOns },
    ...extra,
  };
}

/** Insurers that also sell the agency-repair plan. */
const AGENCY_PLUS = new Set([
  'falcon-crest',
  'pearl-gate',
  'saffron-shield',
  'palm-lantern',
  'azure-dhow',
  'mirage-point',
  'coral-minaret',
  'silver-oryx',
]);

export const carPlansSeed: TCarPlan[] = insurersSeed.flatMap((ins) => [
  plan(ins.slug, 1, 'comprehensive'),
  ...(AGENCY_PLUS.has(ins.slug)
    ? [
        plan(ins.slug, 2, 'agencyPlus', {
          // The catalogue's one paid placement for car (shown first, labelled 'Sponsored').
          sponsored: ins.slug === 'palm-lantern',
        }),
      ]
    : []),
  plan(ins.slug, 3, 'thirdParty'),
]);

// A withdrawn plan kept for old quote certificates: priced, never listed (isHidden).
carPlansSeed.push(
  plan('nomad-star', 4, 'comprehensive', {
    slug: 'nomad-star-car-comprehensive-2023',
    planName: T('car.comprehensive-garage-2023-terms'),
    isHidden: true,
  }),
);
