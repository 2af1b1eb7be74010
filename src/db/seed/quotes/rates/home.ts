import type { HomeFact, THomeRateTable, TUnderwritingRule } from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { scaledFils } from './scale';

/**
 * Home rate tables (decision 0012 'Home'): the template's rates per AED 1,000 times the insurer's scale, its own
 * minimum premium and its caps on the rebuilding cost and the contents it insures online. Demo figures.
 */

export const HOME_TEMPLATE = {
  /** AED a year per AED 1,000 of rebuilding cost. */
  buildingRatePerMille: { apartment: 0.4, townhouse: 0.5, villa: 0.55 },
  /** AED a year per AED 1,000 of contents. */
  contentsRatePerMille: 2.5,
  contentsPropertyType: { apartment: 10_000, townhouse: 11_000, villa: 12_000 },
  /** Northern and eastern emirates: wadi flooding and older building stock. */
  emirate: {
    'abu-dhabi': 9_500,
    dubai: 10_000,
    sharjah: 10_500,
    ajman: 10_800,
    'umm-al-quwain': 10_500,
    'ras-al-khaimah': 11_000,
    fujairah: 11_200,
  },
  tier: { essential: 9_000, plus: 10_000, premium: 12_000 },
  accidentalDamageFactorBp: 11_500,
} as const;

type HomeProfile = {
  slug: string;
  scaleBp: number;
  minimumPremiumAed: number;
  buildingMaxAed: number;
  contentsMaxAed: number;
  /** Also sells the premium plan (accidental damage, AED 5M liability). */
  premier: boolean;
};

export const HOME_PROFILES: HomeProfile[] = [
  {
    slug: 'falcon-crest',
    scaleBp: 10_000,
    minimumPremiumAed: 300,
    buildingMaxAed: 10_000_000,
    contentsMaxAed: 2_000_000,
    premier: true,
  },
  {
    slug: 'dune-harbour',
    scaleBp: 9_200,
    minimumPremiumAed: 250,
    buildingMaxAed: 5_000_000,
    contentsMaxAed: 1_000_000,
    premier: false,
  },
  {
    slug: 'oasis-meridian',
    scaleBp: 8_900,
    minimumPremiumAed: 250,
    buildingMaxAed: 5_000_000,
    contentsMaxAed: 1_000_000,
    premier: false,
  },
  {
    slug: 'crescent-tide',
    scaleBp: 9_700,
    minimumPremiumAed: 300,
    buildingMaxAed: 8_000_000,
    contentsMaxAed: 1_500_000,
    premier: false,
  },
  {
    slug: 'palm-lantern',
    scaleBp: 10_300,
    minimumPremiumAed: 350,
    buildingMaxAed: 15_000_000,
    contentsMaxAed: 2_500_000,
    premier: true,
  },
  {
    slug: 'sandstone-guardian',
    scaleBp: 8_600,
    minimumPremiumAed: 250,
    buildingMaxAed: 4_000_000,
    contentsMaxAed: 750_000,
    premier: false,
  },
  {
    slug: 'golden-ghaf',
    scaleBp: 9_400,
    minimumPremiumAed: 300,
    buildingMaxAed: 8_000_000,
    contentsMaxAed: 1_500_000,
    premier: false,
  },
  {
    slug: 'nomad-star',
    scaleBp: 8_700,
    minimumPremiumAed: 250,
    buildingMaxAed: 4_000_000,
    contentsMaxAed: 750_000,
    premier: false,
  },
  {
    slug: 'silver-oryx',
    scaleBp: 9_900,
    minimumPremiumAed: 300,
    buildingMaxAed: 12_000_000,
    contentsMaxAed: 2_000_000,
    premier: true,
  },
];

type HomeRule = TUnderwritingRule<HomeFact>;

const rulesOf = (p: HomeProfile): HomeRule[] => [
  {
    id: 'buildingValueMax',
    field: 'buildingValueAed',
    max: p.buildingMaxAed,
    when: [],
    reasonKey: 'quotes:decline.buildingValueMax',
  },
  {
    id: 'contentsValueMax',
    field: 'contentsValueAed',
    max: p.contentsMaxAed,
    when: [],
    reasonKey: 'quotes:decline.contentsValueMax',
  },
];

const t = HOME_TEMPLATE;

export const homeRatesSeed: THomeRateTable[] = HOME_PROFILES.map((p) => ({
  id: `home-${p.slug}`,
  productId: PRODUCT.HOME_INSURANCE,
  providerId: insurer(p.slug).id,
  version: 1,
  currency: 'AED',
  vatRateBp: 500,
  buildingRatePerMille: {
    apartment: scaledFils(t.buildingRatePerMille.apartment, p.scaleBp),
    townhouse: scaledFils(t.buildingRatePerMille.townhouse, p.scaleBp),
    villa: scaledFils(t.buildingRatePerMille.villa, p.scaleBp),
  },
  contentsRatePerMille: scaledFils(t.contentsRatePerMille, p.scaleBp),
  contentsPropertyType: { ...t.contentsPropertyType },
  emirate: { ...t.emirate },
  tier: { ...t.tier },
  accidentalDamageFactorBp: t.accidentalDamageFactorBp,
  minimumPremiumAed: p.minimumPremiumAed,
  rules: rulesOf(p),
}));
