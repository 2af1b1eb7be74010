import type {
  MandatoryCover,
  NetworkTier,
  THealthPlan,
  TLocalizedText,
} from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { NO, T, YES, aed, percentText, planIdOf, upToAed } from './common';

/**
 * Health plans (decision 0012): tiers per insurer, each saying which mandatory scheme it meets at least — Dubai's
 * Essential Benefits Plan (DHA_EBP) or Abu Dhabi's basic plan (DOH_BASIC) — or neither (sold in the northern
 * emirates only). Prices come from rates/health.ts.
 */

type Tier =
  | 'essential'
  | 'silver'
  | 'gold'
  | 'abuDhabiBasic'
  | 'abuDhabiEnhanced'
  | 'northern'
  | 'globalElite'
  | 'essentialPlus'
  | 'platinum'
  | 'international'
  | 'internationalPlus'
  | 'prestige';

type TierSpec = {
  name: TLocalizedText;
  mandatoryCover: MandatoryCover | null;
  networkTier: NetworkTier;
  annualLimitAed: number;
  copayPercent: number;
  maternity: boolean;
  pharmacyLimitAed: number;
  area: TLocalizedText;
};

const UAE = T('health.uae');
const WORLDWIDE_EX_US = T('health.worldwide-excluding-usa-and-canada');

const TIERS: Record<Tier, TierSpec> = {
  essential: {
    name: T('health.essential-care-dha-essential-benefits-plan'),
    mandatoryCover: 'DHA_EBP',
    networkTier: 'restricted',
    annualLimitAed: 150_000,
    copayPercent: 20,
    maternity: true,
    pharmacyLimitAed: 2_500,
    area: UAE,
  },
  silver: {
    name: T('health.silver-care'),
    mandatoryCover: 'DHA_EBP',
    networkTier: 'general',
    annualLimitAed: 500_000,
    copayPercent: 10,
    maternity: true,
    pharmacyLimitAed: 5_000,
    area: UAE,
  },
  gold: {
    name: T('health.gold-care'),
    mandatoryCover: 'DHA_EBP',
    networkTier: 'premier',
    annualLimitAed: 1_000_000,
    copayPercent: 0,
    maternity: true,
    pharmacyLimitAed: 10_000,
    area: WORLDWIDE_EX_US,
  },
  abuDhabiBasic: {
    name: T('health.abu-dhabi-basic-doh'),
    mandatoryCover: 'DOH_BASIC',
    networkTier: 'restricted',
    annualLimitAed: 250_000,
    copayPercent: 20,
    maternity: true,
    pharmacyLimitAed: 1_500,
    area: UAE,
  },
  abuDhabiEnhanced: {
    name: T('health.abu-dhabi-enhanced-doh'),
    mandatoryCover: 'DOH_BASIC',
    networkTier: 'general',
    annualLimitAed: 1_000_000,
    copayPercent: 10,
    maternity: true,
    pharmacyLimitAed: 7_500,
    area: UAE,
  },
  northern: {
    name: T('health.northern-emirates-care'),
    mandatoryCover: null,
    networkTier: 'general',
    annualLimitAed: 250_000,
    copayPercent: 20,
    maternity: false,
    pharmacyLimitAed: 2_500,
    area: UAE,
  },
  globalElite: {
    name: T('health.global-elite'),
    mandatoryCover: 'DHA_EBP',
    networkTier: 'global',
    annualLimitAed: 5_000_000,
    copayPercent: 0,
    maternity: true,
    pharmacyLimitAed: 25_000,
    area: T('health.worldwide'),
  },
  // The Dubai filter pages' amounts that the tiers above do not reach (decision 0098): a Dubai (DHA) plan at
  // AED 250,000, and 3, 7.5, 10 and 15 million. Demo tiers, priced by the same rate tables.
  essentialPlus: {
    name: T('health.essential-plus-care'),
    mandatoryCover: 'DHA_EBP',
    networkTier: 'restricted',
    annualLimitAed: 250_000,
    copayPercent: 20,
    maternity: true,
    pharmacyLimitAed: 3_500,
    area: UAE,
  },
  platinum: {
    name: T('health.platinum-care'),
    mandatoryCover: 'DHA_EBP',
    networkTier: 'premier',
    annualLimitAed: 3_000_000,
    copayPercent: 0,
    maternity: true,
    pharmacyLimitAed: 15_000,
    area: WORLDWIDE_EX_US,
  },
  international: {
    name: T('health.international-care'),
    mandatoryCover: 'DHA_EBP',
    networkTier: 'global',
    annualLimitAed: 7_500_000,
    copayPercent: 0,
    maternity: true,
    pharmacyLimitAed: 30_000,
    area: WORLDWIDE_EX_US,
  },
  internationalPlus: {
    name: T('health.international-plus'),
    mandatoryCover: 'DHA_EBP',
    networkTier: 'global',
    annualLimitAed: 10_000_000,
    copayPercent: 0,
    maternity: true,
    pharmacyLimitAed: 40_000,
    area: T('health.worldwide'),
  },
  prestige: {
    name: T('health.prestige-worldwide'),
    mandatoryCover: 'DHA_EBP',
    networkTier: 'global',
    annualLimitAed: 15_000_000,
    copayPercent: 0,
    maternity: true,
    pharmacyLimitAed: 50_000,
    area: T('health.worldwide'),
  },
};

const TIER_ORDER: Tier[] = [
  'essential',
  'silver',
  'gold',
  'abuDhabiBasic',
  'abuDhabiEnhanced',
  'northern',
  'globalElite',
  // Appended, so the plan ids above (planIdOf's n = position + 1) stay as they were.
  'essentialPlus',
  'platinum',
  'international',
  'internationalPlus',
  'prestige',
];

const NETWORK_NAMES: Record<NetworkTier, TLocalizedText> = {
  restricted: T('health.restricted-network'),
  general: T('health.general-network'),
  premier: T('health.premier-network'),
  global: T('health.global-network'),
};

/** Fictional third-party administrators (TPAs: they settle the claims of an insurer's health plans). */
const TPAS = [
  T('health.nakheel-health-tpa-demo'),
  T('health.marsa-care-tpa-demo'),
  T('health.sidra-claims-tpa-demo'),
  T('health.crescent-claims-services-demo'),
];

const DEFAULT_TPA = T('health.sahel-tpa-demo');

const SCHEME_NAMES: Record<MandatoryCover, TLocalizedText> = {
  DHA_EBP: T('health.meets-dubai-essential-benefits-plan'),
  DOH_BASIC: T('health.meets-abu-dhabi-basic-plan-doh'),
};

function plan(slug: string, tier: Tier, extra: Partial<THealthPlan> = {}): THealthPlan {
  const ins = insurer(slug);
  const s = TIERS[tier];
  const n = TIER_ORDER.indexOf(tier) + 1;
  const percent = percentText;
  const tpaName = TPAS[ins.id % TPAS.length] ?? DEFAULT_TPA;
  return {
    planId: planIdOf(ins.id, PRODUCT.HEALTH_INSURANCE, n),
    providerId: ins.id,
    slug: `${slug}-health-${tier.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
    productId: PRODUCT.HEALTH_INSURANCE,
    planName: s.name,
    rateTableId: `health-${slug}`,
    features: [
      {
        id: 1,
        key: 'annualLimit',
        title: T('health.annual-limit'),
        value: aed(s.annualLimitAed),
        checked: true,
        strike: false,
      },
      {
        id: 2,
        key: 'network',
        title: T('health.network'),
        value: NETWORK_NAMES[s.networkTier],
        checked: true,
        strike: false,
      },
      {
        id: 3,
        key: 'copay',
        title: T('health.co-pay'),
        value: percent(s.copayPercent),
        checked: s.copayPercent === 0,
        strike: false,
      },
      {
        id: 4,
        key: 'maternity',
        title: T('health.maternity'),
        value: s.maternity ? YES : NO,
        checked: s.maternity,
        strike: !s.maternity,
      },
      {
        id: 5,
        key: 'pharmacy',
        title: T('health.pharmacy'),
        value: upToAed(s.pharmacyLimitAed),
        checked: true,
        strike: false,
      },
      {
        id: 6,
        key: 'areaOfCover',
        title: T('health.area-of-cover'),
        value: s.area,
        checked: true,
        strike: false,
      },
      {
        id: 7,
        key: 'mandatoryCover',
        title: T('health.mandatory-cover'),
        value: s.mandatoryCover ? SCHEME_NAMES[s.mandatoryCover] : T('health.northern-emirates-only'),
        checked: s.mandatoryCover !== null,
        strike: false,
      },
      {
        // The Plan Summary card reads the TPA from this feature (docs/product/quotes.md; ZHealthPlan keeps it = tpaName).
        id: 8,
        key: 'tpa',
        title: T('health.claims-administrator-tpa'),
        value: tpaName,
        checked: true,
        strike: false,
      },
    ],
    limits: [
      { name: T('health.annual-limit'), value: aed(s.annualLimitAed) },
      { name: T('health.pharmacy'), value: upToAed(s.pharmacyLimitAed) },
    ],
    offers: [],
    coverInfo: [
      { row1: T('health.annual-limit'), row2: aed(s.annualLimitAed) },
      { row1: T('health.network'), row2: NETWORK_NAMES[s.networkTier] },
      { row1: T('health.co-pay'), row2: percent(s.copayPercent) },
      { row1: T('health.area-of-cover'), row2: s.area },
    ],
    showPriceOnRequest: 0,
    startingFrom: null,
    isHidden: false,
    sponsored: false,
    health: {
      mandatoryCover: s.mandatoryCover,
      networkTier: s.networkTier,
      annualLimitAed: s.annualLimitAed,
      copayPercent: s.copayPercent,
      maternity: s.maternity,
      pharmacyLimitAed: s.pharmacyLimitAed,
      tpaName,
    },
    ...extra,
  };
}

/** Which tiers each insurer sells. */
const CATALOGUE: Record<string, Tier[]> = {
  'falcon-crest': ['essential', 'silver', 'gold', 'abuDhabiBasic', 'abuDhabiEnhanced', 'platinum'],
  'dune-harbour': ['essential', 'silver', 'northern', 'essentialPlus'],
  'pearl-gate': [
    'silver',
    'gold',
    'abuDhabiEnhanced',
    'globalElite',
    'platinum',
    'international',
    'prestige',
  ],
  'oasis-meridian': ['essential', 'abuDhabiBasic', 'northern'],
  'saffron-shield': ['silver', 'gold', 'abuDhabiBasic', 'abuDhabiEnhanced', 'platinum', 'internationalPlus'],
  'crescent-tide': ['essential', 'silver', 'northern', 'essentialPlus'],
  'palm-lantern': ['essential', 'silver', 'gold', 'abuDhabiBasic'],
  'sandstone-guardian': ['essential', 'northern'],
  'azure-dhow': ['silver', 'gold', 'abuDhabiEnhanced', 'international'],
  'golden-ghaf': ['essential', 'silver', 'abuDhabiBasic', 'northern', 'essentialPlus'],
  'mirage-point': ['essential', 'silver', 'gold', 'essentialPlus'],
  'coral-minaret': [
    'silver',
    'gold',
    'abuDhabiEnhanced',
    'globalElite',
    'platinum',
    'international',
    'internationalPlus',
    'prestige',
  ],
  'nomad-star': ['essential', 'abuDhabiBasic', 'northern'],
  'silver-oryx': ['essential', 'silver', 'gold', 'abuDhabiBasic', 'abuDhabiEnhanced', 'northern'],
};

export const healthPlansSeed: THealthPlan[] = Object.entries(CATALOGUE).flatMap(([slug, tiers]) =>
  tiers.map((tier) =>
    plan(slug, tier, {
      // International private cover is quoted by an adviser at Pearl Gate: 'Check premium' (docs/product/quotes.md
      // showPriceOnRequest). Coral Minaret prices its own online from its rate table, so a health list, sorted by
      // cover (COVER_DESC, priced before on-request of the same cover), opens on a price (decision 0076).
      ...(tier === 'globalElite' && slug !== 'coral-minaret' ? { showPriceOnRequest: 1 as const } : {}),
      // The catalogue's one paid placement for health.
      ...(slug === 'azure-dhow' && tier === 'silver' ? { sponsored: true } : {}),
    }),
  ),
);
