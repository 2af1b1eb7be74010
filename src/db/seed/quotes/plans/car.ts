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
  comprehensive: T('Comprehensive Garage', 'شامل - إصلاح في الكراج'),
  agencyPlus: T('Comprehensive Agency Plus', 'شامل بلس - إصلاح لدى الوكالة'),
  thirdParty: T('Third Party Liability', 'تأمين ضد الغير'),
};

const ADD_ON_TITLES: Record<CarAddOn, TLocalizedText> = {
  roadsideAssistance: T('Roadside assistance', 'المساعدة على الطريق'),
  paDriver: T('Personal accident cover for the driver', 'تغطية الحوادث الشخصية للسائق'),
  paPassengers: T('Personal accident cover for passengers', 'تغطية الحوادث الشخصية للركاب'),
  rentACar: T('Replacement car', 'سيارة بديلة'),
  omanCover: T('Oman cover', 'التغطية في سلطنة عُمان'),
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
  const coverText =
    coverType === 'comprehensive' ? T('Comprehensive', 'شامل') : T('Third party only', 'ضد الغير فقط');
  const features: TCarPlan['features'] = [
    {
      id: 1,
      key: 'coverType',
      title: T('Cover', 'نوع التغطية'),
      value: coverText,
      checked: true,
      strike: false,
    },
    {
      id: 2,
      key: 'thirdPartyLiability',
      title: T('Third party property damage', 'الأضرار بممتلكات الغير'),
      value: aed(THIRD_PARTY_PROPERTY_LIMIT_AED),
      checked: true,
      strike: false,
    },
    {
      id: 3,
      key: 'agencyRepair',
      title: T('Agency repair', 'الإصلاح لدى الوكالة'),
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
        name: T('Third party property damage', 'الأضرار بممتلكات الغير'),
        value: aed(THIRD_PARTY_PROPERTY_LIMIT_AED),
      },
      ...(coverType === 'comprehensive'
        ? [{ name: T('Standard excess', 'مبلغ التحمل القياسي'), value: aed(CAR_TEMPLATE.excess.standardAed) }]
        : []),
    ],
    offers:
      kind === 'agencyPlus'
        ? [
            {
              description: T(
                'Free pick-up and drop-off for repairs',
                'استلام السيارة وتوصيلها مجاناً عند الإصلاح',
              ),
            },
            {
              description: T(
                'Claims registered online around the clock',
                'تسجيل المطالبات عبر الإنترنت على مدار الساعة',
              ),
            },
            { description: T('Windscreen repair without excess', 'إصلاح الزجاج الأمامي دون مبلغ تحمل') },
          ]
        : [],
    coverInfo: [
      { row1: T('Cover', 'التغطية'), row2: coverText },
      {
        row1: T('Repair', 'الإصلاح'),
        row2: agencyRepair === 'included' ? T('Agency', 'الوكالة') : T('Approved garage', 'كراج معتمد'),
      },
      { row1: T('Third party damage', 'أضرار الغير'), row2: aed(THIRD_PARTY_PROPERTY_LIMIT_AED) },
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
    planName: T('Comprehensive Garage (2023 terms)', 'شامل - إصلاح في الكراج (شروط 2023)'),
    isHidden: true,
  }),
);
