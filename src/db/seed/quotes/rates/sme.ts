import type {
  BusinessActivity,
  RiskClass,
  SmeFact,
  TSmeRateTable,
  TUnderwritingRule,
} from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { scaled } from './scale';

/**
 * SME package rate tables (decision 0012 'SME'): section bases by employee band times the insurer's scale, the
 * insurer's risk class of each business activity, and its exclusions. Demo figures.
 */

export const SME_TEMPLATE = {
  /** AED a year by employee band: 1–10, 11–50, 51–200, over 200 (a medium-risk business). */
  sectionBase: {
    /** Contents, stock and fit-out of the premises. */
    property: { '1To10': 1_400, '11To50': 3_200, '51To200': 7_500, over200: 16_000 },
    /** Public liability, AED 1–5 million. */
    liability: { '1To10': 900, '11To50': 1_900, '51To200': 4_200, over200: 9_000 },
    /** Workmen's compensation under the UAE labour law: about AED 120–250 per employee. */
    workmen: { '1To10': 1_200, '11To50': 4_800, '51To200': 16_000, over200: 42_000 },
    /** Marine cargo on an annual open cover. */
    marine: { '1To10': 1_000, '11To50': 2_200, '51To200': 5_000, over200: 11_000 },
  },
  riskClassOf: {
    consultancy: 'low',
    technology: 'low',
    trading: 'medium',
    retail: 'medium',
    healthcare: 'medium',
    other: 'medium',
    restaurant: 'high',
    construction: 'high',
    logistics: 'high',
    manufacturing: 'high',
  } satisfies Record<BusinessActivity, RiskClass>,
  /** Kitchens (fire), sites and warehouses (injury, theft) cost more. */
  riskClass: { low: 8_500, medium: 10_000, high: 14_500 },
  emirate: {
    'abu-dhabi': 10_000,
    dubai: 10_000,
    sharjah: 10_500,
    ajman: 10_800,
    'umm-al-quwain': 10_800,
    'ras-al-khaimah': 10_500,
    fujairah: 10_500,
  },
  tier: { essential: 9_000, plus: 10_000, premium: 12_000 },
} as const;

type SmeProfile = {
  slug: string;
  scaleBp: number;
  minimumPremiumAed: number;
  /** Activities the insurer does not write online. */
  excluded: BusinessActivity[];
  /** Over 200 employees referred to an underwriter. */
  referOver200: boolean;
  /** Its own view of some activities' risk. */
  riskClassOverrides?: Partial<Record<BusinessActivity, RiskClass>>;
  /** Also sells the premium package. */
  premier: boolean;
};

export const SME_PROFILES: SmeProfile[] = [
  {
    slug: 'falcon-crest',
    scaleBp: 10_000,
    minimumPremiumAed: 1_500,
    excluded: [],
    referOver200: false,
    premier: true,
  },
  {
    slug: 'pearl-gate',
    scaleBp: 10_500,
    minimumPremiumAed: 1_750,
    excluded: ['construction'],
    referOver200: true,
    premier: true,
  },
  {
    slug: 'oasis-meridian',
    scaleBp: 9_000,
    minimumPremiumAed: 1_250,
    excluded: ['construction', 'restaurant'],
    referOver200: true,
    premier: false,
  },
  {
    slug: 'crescent-tide',
    scaleBp: 9_500,
    minimumPremiumAed: 1_500,
    excluded: [],
    referOver200: true,
    riskClassOverrides: { logistics: 'medium' },
    premier: false,
  },
  {
    slug: 'azure-dhow',
    scaleBp: 10_200,
    minimumPremiumAed: 1_500,
    excluded: ['construction', 'manufacturing'],
    referOver200: false,
    premier: false,
  },
  {
    slug: 'mirage-point',
    scaleBp: 9_800,
    minimumPremiumAed: 1_500,
    excluded: [],
    referOver200: true,
    riskClassOverrides: { healthcare: 'high' },
    premier: false,
  },
  {
    slug: 'coral-minaret',
    scaleBp: 11_000,
    minimumPremiumAed: 2_000,
    excluded: ['construction'],
    referOver200: false,
    premier: true,
  },
  {
    slug: 'silver-oryx',
    scaleBp: 9_600,
    minimumPremiumAed: 1_500,
    excluded: [],
    referOver200: true,
    premier: false,
  },
];

type SmeRule = TUnderwritingRule<SmeFact>;

function rulesOf(p: SmeProfile): SmeRule[] {
  const rules: SmeRule[] = [];
  if (p.excluded.length) {
    rules.push({
      id: 'activityExcluded',
      field: 'activity',
      noneOf: [...p.excluded],
      when: [],
      reasonKey: 'quotes:decline.businessActivityExcluded',
    });
  }
  if (p.referOver200) {
    rules.push({
      id: 'over200Referred',
      field: 'employeeBand',
      noneOf: ['over200'],
      when: [],
      reasonKey: 'quotes:decline.employeeBandReferred',
    });
  }
  return rules;
}

const t = SME_TEMPLATE;
const scaleBands = (b: Record<'1To10' | '11To50' | '51To200' | 'over200', number>, s: number) => ({
  '1To10': scaled(b['1To10'], s),
  '11To50': scaled(b['11To50'], s),
  '51To200': scaled(b['51To200'], s),
  over200: scaled(b.over200, s),
});

export const smeRatesSeed: TSmeRateTable[] = SME_PROFILES.map((p) => ({
  id: `sme-${p.slug}`,
  productId: PRODUCT.SME_INSURANCE,
  providerId: insurer(p.slug).id,
  version: 1,
  currency: 'AED',
  vatRateBp: 500,
  sectionBase: {
    property: scaleBands(t.sectionBase.property, p.scaleBp),
    liability: scaleBands(t.sectionBase.liability, p.scaleBp),
    workmen: scaleBands(t.sectionBase.workmen, p.scaleBp),
    marine: scaleBands(t.sectionBase.marine, p.scaleBp),
  },
  riskClassOf: { ...t.riskClassOf, ...p.riskClassOverrides },
  riskClass: { ...t.riskClass },
  emirate: { ...t.emirate },
  tier: { ...t.tier },
  minimumPremiumAed: p.minimumPremiumAed,
  rules: rulesOf(p),
}));
