import type {
  MandatoryCover,
  NetworkTier,
  TGroupHealthPlan,
  TLocalizedText,
} from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { GROUP_HEALTH_PROFILES } from '../rates/group-health';
import { T, aed, feature, percentText, planBase, productPlanIdOf } from './common';

/**
 * Group health plans (decision 0012): per insurer, an Essential Benefits Plan level scheme for Dubai, a silver and a
 * gold scheme (DHA-compliant), an Abu Dhabi (DOH) scheme and, for some, a northern emirates scheme. Prices come
 * from rates/group-health.ts.
 */

type Tier = 'essential' | 'silver' | 'gold' | 'abuDhabi' | 'northern';

type TierSpec = { name: TLocalizedText; groupHealth: TGroupHealthPlan['groupHealth'] };

const TIERS: Record<Tier, TierSpec> = {
  essential: {
    name: T(
      'Group Essential (DHA Essential Benefits Plan)',
      'المجموعة الأساسية (خطة المزايا الأساسية - دبي)',
    ),
    groupHealth: {
      mandatoryCover: 'DHA_EBP',
      networkTier: 'restricted',
      annualLimitAed: 150_000,
      copayPercent: 20,
    },
  },
  silver: {
    name: T('Group Silver', 'المجموعة الفضية'),
    groupHealth: {
      mandatoryCover: 'DHA_EBP',
      networkTier: 'general',
      annualLimitAed: 500_000,
      copayPercent: 10,
    },
  },
  gold: {
    name: T('Group Gold', 'المجموعة الذهبية'),
    groupHealth: {
      mandatoryCover: 'DHA_EBP',
      networkTier: 'premier',
      annualLimitAed: 1_000_000,
      copayPercent: 0,
    },
  },
  abuDhabi: {
    name: T('Group Abu Dhabi (DOH)', 'مجموعة أبوظبي (دائرة الصحة)'),
    groupHealth: {
      mandatoryCover: 'DOH_BASIC',
      networkTier: 'general',
      annualLimitAed: 500_000,
      copayPercent: 10,
    },
  },
  northern: {
    name: T('Group Northern Emirates', 'مجموعة الإمارات الشمالية'),
    groupHealth: { mandatoryCover: null, networkTier: 'general', annualLimitAed: 250_000, copayPercent: 20 },
  },
};

const ORDER: Tier[] = ['essential', 'silver', 'gold', 'abuDhabi', 'northern'];

const NETWORK_NAMES: Record<NetworkTier, TLocalizedText> = {
  restricted: T('Restricted network', 'شبكة محدودة'),
  general: T('General network', 'شبكة عامة'),
  premier: T('Premier network', 'شبكة مميزة'),
  global: T('Global network', 'شبكة عالمية'),
};

const SCHEME_NAMES: Record<MandatoryCover, TLocalizedText> = {
  DHA_EBP: T('Meets Dubai Essential Benefits Plan', 'تستوفي خطة المزايا الأساسية في دبي'),
  DOH_BASIC: T('Meets Abu Dhabi basic plan (DOH)', 'تستوفي الخطة الأساسية في أبوظبي'),
};

function plan(slug: string, tier: Tier): TGroupHealthPlan {
  const ins = insurer(slug);
  const { name, groupHealth: g } = TIERS[tier];
  return {
    ...planBase({
      planId: productPlanIdOf(ins.id, PRODUCT.GROUP_HEALTH, ORDER.indexOf(tier) + 1),
      providerId: ins.id,
      slug: `${slug}-group-health-${tier === 'abuDhabi' ? 'abu-dhabi' : tier}`,
      planName: name,
      rateTableId: `group-health-${slug}`,
      features: [
        feature(
          1,
          'annualLimit',
          T('Annual limit per employee', 'الحد السنوي لكل موظف'),
          aed(g.annualLimitAed),
        ),
        feature(2, 'network', T('Network', 'الشبكة'), NETWORK_NAMES[g.networkTier]),
        feature(3, 'copay', T('Co-pay', 'نسبة المشاركة'), percentText(g.copayPercent), g.copayPercent === 0),
        feature(
          4,
          'mandatoryCover',
          T('Mandatory cover', 'التغطية الإلزامية'),
          g.mandatoryCover
            ? SCHEME_NAMES[g.mandatoryCover]
            : T('Northern emirates only', 'الإمارات الشمالية فقط'),
          g.mandatoryCover !== null,
        ),
      ],
      limits: [
        { name: T('Annual limit per employee', 'الحد السنوي لكل موظف'), value: aed(g.annualLimitAed) },
      ],
      coverInfo: [
        { row1: T('Annual limit', 'الحد السنوي'), row2: aed(g.annualLimitAed) },
        { row1: T('Network', 'الشبكة'), row2: NETWORK_NAMES[g.networkTier] },
        { row1: T('Co-pay', 'نسبة المشاركة'), row2: percentText(g.copayPercent) },
      ],
    }),
    productId: PRODUCT.GROUP_HEALTH,
    groupHealth: { ...g },
  };
}

/** Which schemes each group health insurer sells. */
const CATALOGUE: Record<string, Tier[]> = {
  'falcon-crest': ['essential', 'silver', 'gold', 'abuDhabi'],
  'pearl-gate': ['silver', 'gold', 'abuDhabi'],
  'saffron-shield': ['essential', 'silver', 'abuDhabi', 'northern'],
  'palm-lantern': ['essential', 'silver', 'northern'],
  'azure-dhow': ['silver', 'gold', 'abuDhabi'],
  'mirage-point': ['essential', 'silver', 'northern'],
  'coral-minaret': ['silver', 'gold', 'abuDhabi'],
  'silver-oryx': ['essential', 'silver', 'gold', 'abuDhabi', 'northern'],
};

export const groupHealthPlansSeed: TGroupHealthPlan[] = GROUP_HEALTH_PROFILES.flatMap((p) =>
  (CATALOGUE[p.slug] ?? []).map((tier) => plan(p.slug, tier)),
);
