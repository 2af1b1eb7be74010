import type { LifeFact, TTermRateTable, TUnderwritingRule } from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { amountBands, bands, scaledFils } from './scale';

/**
 * Term life rate tables (decision 0012 'Term and critical illness'): the template's rates per mille times the
 * insurer's scale, its own smoker loading and minimum premium, and its own underwriting limits. VAT 0: life cover
 * is exempt from UAE VAT. Demo figures, not any insurer's rates.
 */

export const TERM_TEMPLATE = {
  /** AED a year per AED 1,000 of cover, male non-smoker, 16–20 year term, by age at entry. */
  ratePerMille: [
    [18, 25, 0.7],
    [26, 30, 0.78],
    [31, 35, 0.92],
    [36, 40, 1.2],
    [41, 45, 1.75],
    [46, 50, 2.7],
    [51, 55, 4.2],
    [56, 60, 6.6],
    [61, 65, 10.2],
  ] as const,
  /** Large-cover discount, marginal: the first AED 1M at ×1.00, up to 2M ×0.90, up to 5M ×0.85, above ×0.80. */
  coverSlices: [
    { upto: 1_000_000, factorBp: 10_000 },
    { upto: 2_000_000, factorBp: 9_000 },
    { upto: 5_000_000, factorBp: 8_500 },
    { upto: null, factorBp: 8_000 },
  ],
  termYears: bands([
    [5, 10, 8_000],
    [11, 15, 9_000],
    [16, 20, 10_000],
    [21, 25, 11_200],
    [26, 30, 12_500],
    [31, 40, 14_000],
  ]),
  gender: { male: 10_000, female: 8_000 },
  riders: { accidentalDeathFactorBp: 10_800, waiverOfPremiumFactorBp: 10_500 },
} as const;

export type TermProfile = {
  slug: string;
  scaleBp: number;
  smokerFactorBp: number;
  minimumPremiumAed: number;
  /** Oldest age at entry. */
  entryMaxAge: number;
  /** Oldest age when the cover ends. */
  expiryMaxAge: number;
  /** Longest term (years). */
  termMax: number;
  /** Largest cover as a multiple of yearly income. */
  incomeMultipleMax: number;
  /** Largest cover for a smoker (none: the general limits only). */
  smokerCoverMax?: number;
  /** Sells the plan with accidental death and waiver of premium riders. */
  plus: boolean;
};

export const TERM_PROFILES: TermProfile[] = [
  {
    slug: 'falcon-crest',
    scaleBp: 10_000,
    smokerFactorBp: 18_000,
    minimumPremiumAed: 300,
    entryMaxAge: 65,
    expiryMaxAge: 75,
    termMax: 30,
    incomeMultipleMax: 20,
    plus: true,
  },
  {
    slug: 'pearl-gate',
    scaleBp: 10_400,
    smokerFactorBp: 17_500,
    minimumPremiumAed: 350,
    entryMaxAge: 60,
    expiryMaxAge: 70,
    termMax: 30,
    incomeMultipleMax: 25,
    smokerCoverMax: 3_000_000,
    plus: true,
  },
  {
    slug: 'saffron-shield',
    scaleBp: 10_800,
    smokerFactorBp: 19_000,
    minimumPremiumAed: 300,
    entryMaxAge: 65,
    expiryMaxAge: 75,
    termMax: 25,
    incomeMultipleMax: 20,
    plus: false,
  },
  {
    slug: 'palm-lantern',
    scaleBp: 9_600,
    smokerFactorBp: 20_000,
    minimumPremiumAed: 250,
    entryMaxAge: 60,
    expiryMaxAge: 70,
    termMax: 25,
    incomeMultipleMax: 15,
    smokerCoverMax: 2_000_000,
    plus: false,
  },
  {
    slug: 'azure-dhow',
    scaleBp: 9_300,
    smokerFactorBp: 18_500,
    minimumPremiumAed: 400,
    entryMaxAge: 65,
    expiryMaxAge: 75,
    termMax: 30,
    incomeMultipleMax: 20,
    plus: true,
  },
  {
    slug: 'mirage-point',
    scaleBp: 10_100,
    smokerFactorBp: 17_500,
    minimumPremiumAed: 300,
    entryMaxAge: 60,
    expiryMaxAge: 75,
    termMax: 30,
    incomeMultipleMax: 20,
    smokerCoverMax: 3_000_000,
    plus: false,
  },
  {
    slug: 'coral-minaret',
    scaleBp: 11_200,
    smokerFactorBp: 17_500,
    minimumPremiumAed: 350,
    entryMaxAge: 65,
    expiryMaxAge: 75,
    termMax: 30,
    incomeMultipleMax: 25,
    plus: true,
  },
  {
    slug: 'silver-oryx',
    scaleBp: 9_800,
    smokerFactorBp: 18_000,
    minimumPremiumAed: 300,
    entryMaxAge: 65,
    expiryMaxAge: 70,
    termMax: 25,
    incomeMultipleMax: 20,
    smokerCoverMax: 2_000_000,
    plus: false,
  },
];

type LifeRule = TUnderwritingRule<LifeFact>;

/** Term limits: entry age 18 to the insurer's maximum, age at the end of the cover, term, income, smokers. */
function termRules(p: TermProfile): LifeRule[] {
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
      min: 5,
      max: p.termMax,
      when: [],
      reasonKey: 'quotes:decline.termOutOfRange',
    },
    {
      id: 'coverRange',
      field: 'coverAed',
      min: 250_000,
      max: 10_000_000,
      when: [],
      reasonKey: 'quotes:decline.coverAmount',
    },
    {
      id: 'incomeMultiple',
      field: 'coverIncomeMultiple',
      max: p.incomeMultipleMax,
      when: [],
      reasonKey: 'quotes:decline.coverIncomeMultiple',
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

const t = TERM_TEMPLATE;

export const termRatesSeed: TTermRateTable[] = TERM_PROFILES.map((p) => ({
  id: `term-${p.slug}`,
  productId: PRODUCT.TERM_INSURANCE,
  providerId: insurer(p.slug).id,
  version: 1,
  currency: 'AED',
  vatRateBp: 0,
  ratePerMille: amountBands(t.ratePerMille, p.scaleBp, scaledFils),
  coverSlices: t.coverSlices.map((s) => ({ ...s })),
  termYears: t.termYears.map((b) => ({ ...b })),
  gender: { ...t.gender },
  smokerFactorBp: p.smokerFactorBp,
  riders: { ...t.riders },
  minimumPremiumAed: p.minimumPremiumAed,
  rules: termRules(p),
}));
