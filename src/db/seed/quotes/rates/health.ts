import type { HealthFact, THealthRateTable, TUnderwritingRule } from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { scaled } from './scale';

/**
 * Health rate tables, one per insurer (decision 0012 'Health'): the template's member bases times the insurer's
 * scale, the shared plan factors, and the insurer's entry age limit. The mandatory-cover rules are the
 * regulators' (a Dubai visa needs a plan meeting DHA's Essential Benefits Plan, an Abu Dhabi visa a DOH plan, and
 * DOH plans are sold only to Abu Dhabi visas). Demo figures, not any insurer's rates.
 */

export const HEALTH_TEMPLATE = {
  /** Annual premium per member (AED) for the reference plan: AED 1,000,000 limit, general network, 10 % co-pay. */
  memberBase: [
    [0, 17, 2_400],
    [18, 29, 3_000],
    [30, 39, 3_800],
    [40, 49, 5_200],
    [50, 59, 7_800],
    [60, 64, 11_000],
    [65, 69, 14_500],
    [70, null, 19_000],
  ] as const,
  maternity: { loadingBp: 3_500, minAge: 18, maxAge: 45, relations: ['self', 'spouse'] as const },
  annualLimit: [
    { uptoAed: 150_000, factorBp: 3_000 },
    { uptoAed: 250_000, factorBp: 4_500 },
    { uptoAed: 500_000, factorBp: 7_000 },
    { uptoAed: 1_000_000, factorBp: 10_000 },
    { uptoAed: 3_000_000, factorBp: 13_000 },
    { uptoAed: 5_000_000, factorBp: 15_000 },
    // Above 5 million (the filter pages' 7.5, 10 and 15 million tiers, decision 0098): a larger limit costs more.
    { uptoAed: 7_500_000, factorBp: 16_000 },
    { uptoAed: 10_000_000, factorBp: 17_000 },
    { uptoAed: null, factorBp: 18_000 },
  ],
  networkTier: { restricted: 8_000, general: 10_000, premier: 12_500, global: 16_000 },
  copay: [
    { percent: 0, factorBp: 11_500 },
    { percent: 10, factorBp: 10_000 },
    { percent: 20, factorBp: 8_800 },
    { percent: 30, factorBp: 8_000 },
  ],
  emirate: {
    'abu-dhabi': 11_000,
    dubai: 10_500,
    sharjah: 9_500,
    ajman: 9_200,
    'umm-al-quwain': 9_000,
    'ras-al-khaimah': 9_200,
    fujairah: 9_000,
  },
} as const;

type HealthProfile = { slug: string; scaleBp: number; entryMaxAge: number };

const profiles: HealthProfile[] = [
  { slug: 'falcon-crest', scaleBp: 10_000, entryMaxAge: 65 },
  { slug: 'dune-harbour', scaleBp: 9_300, entryMaxAge: 65 },
  { slug: 'pearl-gate', scaleBp: 10_400, entryMaxAge: 70 },
  { slug: 'oasis-meridian', scaleBp: 9_100, entryMaxAge: 60 },
  { slug: 'saffron-shield', scaleBp: 10_900, entryMaxAge: 70 },
  { slug: 'crescent-tide', scaleBp: 9_700, entryMaxAge: 65 },
  { slug: 'palm-lantern', scaleBp: 10_100, entryMaxAge: 65 },
  { slug: 'sandstone-guardian', scaleBp: 8_900, entryMaxAge: 60 },
  { slug: 'azure-dhow', scaleBp: 10_200, entryMaxAge: 65 },
  { slug: 'golden-ghaf', scaleBp: 9_500, entryMaxAge: 65 },
  { slug: 'mirage-point', scaleBp: 10_300, entryMaxAge: 70 },
  { slug: 'coral-minaret', scaleBp: 11_200, entryMaxAge: 75 },
  { slug: 'nomad-star', scaleBp: 8_700, entryMaxAge: 60 },
  { slug: 'silver-oryx', scaleBp: 9_800, entryMaxAge: 65 },
];

type HealthRule = TUnderwritingRule<HealthFact>;

/** The regulators' rules, the same for every insurer. */
export const MANDATORY_COVER_RULES: HealthRule[] = [
  {
    id: 'dubaiNeedsDhaPlan',
    field: 'mandatoryCover',
    oneOf: ['DHA_EBP'],
    when: [{ field: 'emirate', equals: 'dubai' }],
    reasonKey: 'quotes:decline.mandatoryCoverNotMet',
  },
  {
    id: 'abuDhabiNeedsDohPlan',
    field: 'mandatoryCover',
    oneOf: ['DOH_BASIC'],
    when: [{ field: 'emirate', equals: 'abu-dhabi' }],
    reasonKey: 'quotes:decline.mandatoryCoverNotMet',
  },
  {
    id: 'dohPlanAbuDhabiOnly',
    field: 'emirate',
    oneOf: ['abu-dhabi'],
    when: [{ field: 'mandatoryCover', equals: 'DOH_BASIC' }],
    reasonKey: 'quotes:decline.emirateNotCovered',
  },
];

const t = HEALTH_TEMPLATE;

export const healthRatesSeed: THealthRateTable[] = profiles.map((p) => ({
  id: `health-${p.slug}`,
  productId: PRODUCT.HEALTH_INSURANCE,
  providerId: insurer(p.slug).id,
  version: 1,
  currency: 'AED',
  vatRateBp: 500,
  memberBase: t.memberBase.map(([from, to, amount]) => ({ from, to, amountAed: scaled(amount, p.scaleBp) })),
  maternity: { ...t.maternity, relations: [...t.maternity.relations] },
  annualLimit: t.annualLimit.map((b) => ({ ...b })),
  networkTier: { ...t.networkTier },
  copay: t.copay.map((c) => ({ ...c })),
  emirate: { ...t.emirate },
  rules: [
    {
      id: 'entryAge',
      field: 'memberAge',
      max: p.entryMaxAge,
      when: [],
      reasonKey: 'quotes:decline.memberEntryAge',
    },
    ...MANDATORY_COVER_RULES.map((r) => ({ ...r, when: r.when.map((c) => ({ ...c })) })),
  ],
}));
