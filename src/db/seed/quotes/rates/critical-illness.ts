import type {
  LifeFact,
  TCriticalIllnessRateTable,
  TUnderwritingRule,
} from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { amountBands, bands, scaledFils } from './scale';

/**
 * Critical illness rate tables (decision 0012 'Term and critical illness'): the template's rates per mille times
 * the insurer's scale, its own entry age, cover and smoker limits. VAT 5 %: a critical illness lump sum is not life
 * cover. Demo figures, not any insurer's rates.
 */

export const CRITICAL_ILLNESS_TEMPLATE = {
  /** AED a year per AED 1,000 of cover, male non-smoker, up to 5 years, by age at entry. */
  ratePerMille: [
    [18, 25, 1.4],
    [26, 30, 1.8],
    [31, 35, 2.4],
    [36, 40, 3.3],
    [41, 45, 4.8],
    [46, 50, 7],
    [51, 55, 10.5],
    [56, 60, 15.5],
    [61, 65, 22],
  ] as const,
  coverSlices: [
    { upto: 250_000, factorBp: 10_000 },
    { upto: 500_000, factorBp: 9_500 },
    { upto: null, factorBp: 9_000 },
  ],
  termYears: bands([
    [1, 5, 10_000],
    [6, 10, 11_500],
    [11, 15, 13_000],
    [16, 20, 14_500],
    [21, 30, 16_000],
  ]),
  /** Women: slightly higher at the ages these plans sell (breast cancer is the largest claim cause). */
  gender: { male: 10_000, female: 10_500 },
  smokerFactorBp: 16_000,
  earlyStageFactorBp: 11_500,
  minimumPremiumAed: 150,
} as const;

type CiProfile = {
  slug: string;
  scaleBp: number;
  entryMaxAge: number;
  expiryMaxAge: number;
  termMax: number;
  coverMax: number;
  smokerCoverMax?: number;
  /** Also sells the complete plan (more conditions, early-stage benefit). */
  complete: boolean;
};

export const CRITICAL_ILLNESS_PROFILES: CiProfile[] = [
  {
    slug: 'falcon-crest',
    scaleBp: 10_000,
    entryMaxAge: 60,
    expiryMaxAge: 70,
    termMax: 20,
    coverMax: 2_000_000,
    complete: true,
  },
  {
    slug: 'pearl-gate',
    scaleBp: 10_500,
    entryMaxAge: 55,
    expiryMaxAge: 65,
    termMax: 20,
    coverMax: 1_000_000,
    smokerCoverMax: 500_000,
    complete: true,
  },
  {
    slug: 'saffron-shield',
    scaleBp: 10_900,
    entryMaxAge: 60,
    expiryMaxAge: 70,
    termMax: 25,
    coverMax: 1_500_000,
    complete: false,
  },
  {
    slug: 'crescent-tide',
    scaleBp: 9_400,
    entryMaxAge: 55,
    expiryMaxAge: 65,
    termMax: 15,
    coverMax: 1_000_000,
    smokerCoverMax: 250_000,
    complete: false,
  },
  {
    slug: 'palm-lantern',
    scaleBp: 9_800,
    entryMaxAge: 60,
    expiryMaxAge: 70,
    termMax: 20,
    coverMax: 1_000_000,
    complete: true,
  },
  {
    slug: 'golden-ghaf',
    scaleBp: 9_200,
    entryMaxAge: 50,
    expiryMaxAge: 65,
    termMax: 10,
    coverMax: 500_000,
    smokerCoverMax: 250_000,
    complete: false,
  },
  {
    slug: 'coral-minaret',
    scaleBp: 11_300,
    entryMaxAge: 65,
    expiryMaxAge: 75,
    termMax: 30,
    coverMax: 2_000_000,
    complete: true,
  },
];

type LifeRule = TUnderwritingRule<LifeFact>;

function ciRules(p: CiProfile): LifeRule[] {
  const rules: LifeRule[] = [
    {
      id: 'entryAge',
      field: 'age',
      min: 18,
      max: p.entryMaxAge,
      when: [],
      reasonKey: 'quotes:decline.entryAge',
    },
    {
      id: 'ageAtExpiry',
      field: 'ageAtExpiry',
      max: p.expiryMaxAge,
      when: [],
      reasonKey: 'quotes:decline.ageAtExpiry',
    },
    {
      id: 'termRange',
      field: 'termYears',
      min: 1,
      max: p.termMax,
      when: [],
      reasonKey: 'quotes:decline.termOutOfRange',
    },
    {
      id: 'coverRange',
      field: 'coverAed',
      min: 50_000,
      max: p.coverMax,
      when: [],
      reasonKey: 'quotes:decline.coverAmount',
    },
  ];
  if (p.smokerCoverMax !== undefined) {
    rules.push({
      id: 'smokerCover',
      field: 'coverAed',
      max: p.smokerCoverMax,
      when: [{ field: 'smoker', equals: true }],
      reasonKey: 'quotes:decline.smokerCover',
    });
  }
  return rules;
}

const t = CRITICAL_ILLNESS_TEMPLATE;

export const criticalIllnessRatesSeed: TCriticalIllnessRateTable[] = CRITICAL_ILLNESS_PROFILES.map((p) => ({
  id: `critical-illness-${p.slug}`,
  productId: PRODUCT.CRITICAL_ILLNESS,
  providerId: insurer(p.slug).id,
  version: 1,
  currency: 'AED',
  vatRateBp: 500,
  ratePerMille: amountBands(t.ratePerMille, p.scaleBp, scaledFils),
  coverSlices: t.coverSlices.map((s) => ({ ...s })),
  termYears: t.termYears.map((b) => ({ ...b })),
  gender: { ...t.gender },
  smokerFactorBp: t.smokerFactorBp,
  earlyStageFactorBp: t.earlyStageFactorBp,
  minimumPremiumAed: t.minimumPremiumAed,
  rules: ciRules(p),
}));
