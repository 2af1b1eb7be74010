import type {
  MandatoryCover,
  NetworkTier,
  THealthPlan,
  TLocalizedText,
} from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { NO, T, YES, aed, planIdOf, upToAed } from './common';

/**
 * Health plans (decision 0012): tiers per insurer, each saying which mandatory scheme it meets at least — Dubai's
 * Essential Benefits Plan (DHA_EBP) or Abu Dhabi's basic plan (DOH_BASIC) — or neither (sold in the northern
 * emirates only). Prices come from rates/health.ts.
 */

type Tier =
  'essential' | 'silver' | 'gold' | 'abuDhabiBasic' | 'abuDhabiEnhanced' | 'northern' | 'globalElite';

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

const UAE = T('UAE', 'الإمارات');
const WORLDWIDE_EX_US = T(
  'Worldwide excluding USA and Canada',
  'جميع أنحاء العالم باستثناء الولايات المتحدة وكندا',
);

const TIERS: Record<Tier, TierSpec> = {
  essential: {
    name: T('Essential Care (DHA Essential Benefits Plan)', 'الرعاية الأساسية (خطة المزايا الأساسية - دبي)'),
    mandatoryCover: 'DHA_EBP',
    networkTier: 'restricted',
    annualLimitAed: 150_000,
    copayPercent: 20,
    maternity: true,
    pharmacyLimitAed: 2_500,
    area: UAE,
  },
  silver: {
    name: T('Silver Care', 'الرعاية الفضية'),
    mandatoryCover: 'DHA_EBP',
    networkTier: 'general',
    annualLimitAed: 500_000,
    copayPercent: 10,
    maternity: true,
    pharmacyLimitAed: 5_000,
    area: UAE,
  },
  gold: {
    name: T('Gold Care', 'الرعاية الذهبية'),
    mandatoryCover: 'DHA_EBP',
    networkTier: 'premier',
    annualLimitAed: 1_000_000,
    copayPercent: 0,
    maternity: true,
    pharmacyLimitAed: 10_000,
    area: WORLDWIDE_EX_US,
  },
  abuDhabiBasic: {
    name: T('Abu Dhabi Basic (DOH)', 'أبوظبي الأساسية (دائرة الصحة)'),
    mandatoryCover: 'DOH_BASIC',
    networkTier: 'restricted',
    annualLimitAed: 250_000,
    copayPercent: 20,
    maternity: true,
    pharmacyLimitAed: 1_500,
    area: UAE,
  },
  abuDhabiEnhanced: {
    name: T('Abu Dhabi Enhanced (DOH)', 'أبوظبي المعززة (دائرة الصحة)'),
    mandatoryCover: 'DOH_BASIC',
    networkTier: 'general',
    annualLimitAed: 1_000_000,
    copayPercent: 10,
    maternity: true,
    pharmacyLimitAed: 7_500,
    area: UAE,
  },
  northern: {
    name: T('Northern Emirates Care', 'رعاية الإمارات الشمالية'),
    mandatoryCover: null,
    networkTier: 'general',
    annualLimitAed: 250_000,
    copayPercent: 20,
    maternity: false,
    pharmacyLimitAed: 2_500,
    area: UAE,
  },
  globalElite: {
    name: T('Global Elite', 'النخبة العالمية'),
    mandatoryCover: 'DHA_EBP',
    networkTier: 'global',
    annualLimitAed: 5_000_000,
    copayPercent: 0,
    maternity: true,
    pharmacyLimitAed: 25_000,
    area: T('Worldwide', 'جميع أنحاء العالم'),
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
];

const NETWORK_NAMES: Record<NetworkTier, TLocalizedText> = {
  restricted: T('Restricted network', 'شبكة محدودة'),
  general: T('General network', 'شبكة عامة'),
  premier: T('Premier network', 'شبكة مميزة'),
  global: T('Global network', 'شبكة عالمية'),
};

/** Fictional third-party administrators (TPAs: they settle the claims of an insurer's health plans). */
const TPAS = [
  T('Nakheel Health TPA (demo)', 'نخيل الصحة لإدارة المطالبات (تجريبية)'),
  T('Marsa Care TPA (demo)', 'مرسى الرعاية لإدارة المطالبات (تجريبية)'),
  T('Sidra Claims TPA (demo)', 'سدرة لإدارة المطالبات (تجريبية)'),
  T('Crescent Claims Services (demo)', 'الهلال لخدمات المطالبات (تجريبية)'),
];

const SCHEME_NAMES: Record<MandatoryCover, TLocalizedText> = {
  DHA_EBP: T('Meets Dubai Essential Benefits Plan', 'تستوفي خطة المزايا الأساسية في دبي'),
  DOH_BASIC: T('Meets Abu Dhabi basic plan (DOH)', 'تستوفي الخطة الأساسية في أبوظبي'),
};

function plan(slug: string, tier: Tier, extra: Partial<THealthPlan> = {}): THealthPlan {
  const ins = insurer(slug);
  const s = TIERS[tier];
  const n = TIER_ORDER.indexOf(tier) + 1;
  const percent = (p: number) => T(`${p}%`, `${p}٪`);
  const tpaName = TPAS[ins.id % TPAS.length] ?? T('Sahel TPA (demo)', 'ساحل لإدارة المطالبات (تجريبية)');
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
        title: T('Annual limit', 'الحد السنوي'),
        value: aed(s.annualLimitAed),
        checked: true,
        strike: false,
      },
      {
        id: 2,
        key: 'network',
        title: T('Network', 'الشبكة'),
        value: NETWORK_NAMES[s.networkTier],
        checked: true,
        strike: false,
      },
      {
        id: 3,
        key: 'copay',
        title: T('Co-pay', 'نسبة المشاركة'),
        value: percent(s.copayPercent),
        checked: s.copayPercent === 0,
        strike: false,
      },
      {
        id: 4,
        key: 'maternity',
        title: T('Maternity', 'الأمومة'),
        value: s.maternity ? YES : NO,
        checked: s.maternity,
        strike: !s.maternity,
      },
      {
        id: 5,
        key: 'pharmacy',
        title: T('Pharmacy', 'الصيدلية'),
        value: upToAed(s.pharmacyLimitAed),
        checked: true,
        strike: false,
      },
      {
        id: 6,
        key: 'areaOfCover',
        title: T('Area of cover', 'نطاق التغطية'),
        value: s.area,
        checked: true,
        strike: false,
      },
      {
        id: 7,
        key: 'mandatoryCover',
        title: T('Mandatory cover', 'التغطية الإلزامية'),
        value: s.mandatoryCover
          ? SCHEME_NAMES[s.mandatoryCover]
          : T('Northern emirates only', 'الإمارات الشمالية فقط'),
        checked: s.mandatoryCover !== null,
        strike: false,
      },
      {
        // The Plan Summary card reads the TPA from this feature (docs/product/quotes.md; ZHealthPlan keeps it = tpaName).
        id: 8,
        key: 'tpa',
        title: T('Claims administrator (TPA)', 'مدير المطالبات (TPA)'),
        value: tpaName,
        checked: true,
        strike: false,
      },
    ],
    limits: [
      { name: T('Annual limit', 'الحد السنوي'), value: aed(s.annualLimitAed) },
      { name: T('Pharmacy', 'الصيدلية'), value: upToAed(s.pharmacyLimitAed) },
    ],
    offers: [],
    coverInfo: [
      { row1: T('Annual limit', 'الحد السنوي'), row2: aed(s.annualLimitAed) },
      { row1: T('Network', 'الشبكة'), row2: NETWORK_NAMES[s.networkTier] },
      { row1: T('Co-pay', 'نسبة المشاركة'), row2: percent(s.copayPercent) },
      { row1: T('Area of cover', 'نطاق التغطية'), row2: s.area },
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
  'falcon-crest': ['essential', 'silver', 'gold', 'abuDhabiBasic', 'abuDhabiEnhanced'],
  'dune-harbour': ['essential', 'silver', 'northern'],
  'pearl-gate': ['silver', 'gold', 'abuDhabiEnhanced', 'globalElite'],
  'oasis-meridian': ['essential', 'abuDhabiBasic', 'northern'],
  'saffron-shield': ['silver', 'gold', 'abuDhabiBasic', 'abuDhabiEnhanced'],
  'crescent-tide': ['essential', 'silver', 'northern'],
  'palm-lantern': ['essential', 'silver', 'gold', 'abuDhabiBasic'],
  'sandstone-guardian': ['essential', 'northern'],
  'azure-dhow': ['silver', 'gold', 'abuDhabiEnhanced'],
  'golden-ghaf': ['essential', 'silver', 'abuDhabiBasic', 'northern'],
  'mirage-point': ['essential', 'silver', 'gold'],
  'coral-minaret': ['silver', 'gold', 'abuDhabiEnhanced', 'globalElite'],
  'nomad-star': ['essential', 'abuDhabiBasic', 'northern'],
  'silver-oryx': ['essential', 'silver', 'gold', 'abuDhabiBasic', 'abuDhabiEnhanced', 'northern'],
};

export const healthPlansSeed: THealthPlan[] = Object.entries(CATALOGUE).flatMap(([slug, tiers]) =>
  tiers.map((tier) =>
    plan(slug, tier, {
      // International private cover is quoted by an adviser: 'Check premium' (docs/product/quotes.md showPriceOnRequest).
      ...(tier === 'globalElite' ? { showPriceOnRequest: 1 as const } : {}),
      // The catalogue's one paid placement for health.
      ...(slug === 'azure-dhow' && tier === 'silver' ? { sponsored: true } : {}),
    }),
  ),
);
