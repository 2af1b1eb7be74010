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
    name: T('group-health.group-essential-dha-essential-benefits-plan'),
    groupHealth: {
      mandatoryCover: 'DHA_EBP',
      networkTier: 'restricted',
      annualLimitAed: 150_000,
      copayPercent: 20,
    },
  },
  silver: {
    name: T('group-health.group-silver'),
    groupHealth: {
      mandatoryCover: 'DHA_EBP',
      networkTier: 'general',
      annualLimitAed: 500_000,
      copayPercent: 10,
    },
  },
  gold: {
    name: T('group-health.group-gold'),
    groupHealth: {
      mandatoryCover: 'DHA_EBP',
      networkTier: 'premier',
      annualLimitAed: 1_000_000,
      copayPercent: 0,
    },
  },
  abuDhabi: {
    name: T('group-health.group-abu-dhabi-doh'),
    groupHealth: {
      mandatoryCover: 'DOH_BASIC',
      networkTier: 'general',
      annualLimitAed: 500_000,
      copayPercent: 10,
    },
  },
  northern: {
    name: T('group-health.group-northern-emirates'),
    groupHealth: { mandatoryCover: null, networkTier: 'general', annualLimitAed: 250_000, copayPercent: 20 },
  },
};

const ORDER: Tier[] = ['essential', 'silver', 'gold', 'abuDhabi', 'northern'];

const NETWORK_NAMES: Record<NetworkTier, TLocalizedText> = {
  restricted: T('group-health.restricted-network'),
  general: T('group-health.general-network'),
  premier: T('group-health.premier-network'),
  global: T('group-health.global-network'),
};

const SCHEME_NAMES: Record<MandatoryCover, TLocalizedText> = {
  DHA_EBP: T('group-health.meets-dubai-essential-benefits-plan'),
  DOH_BASIC: T('group-health.meets-abu-dhabi-basic-plan-doh'),
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
        feature(1, 'annualLimit', T('group-health.annual-limit-per-employee'), aed(g.annualLimitAed)),
        feature(2, 'network', T('group-health.network'), NETWORK_NAMES[g.networkTier]),
        feature(3, 'copay', T('group-health.co-pay'), percentText(g.copayPercent), g.copayPercent === 0),
        feature(
          4,
          'mandatoryCover',
          T('group-health.mandatory-cover'),
          g.mandatoryCover ? SCHEME_NAMES[g.mandatoryCover] : T('group-health.northern-emirates-only'),
          g.mandatoryCover !== null,
        ),
      ],
      limits: [{ name: T('group-health.annual-limit-per-employee'), value: aed(g.annualLimitAed) }],
      coverInfo: [
        { row1: T('group-health.annual-limit'), row2: aed(g.annualLimitAed) },
        { row1: T('group-health.network'), row2: NETWORK_NAMES[g.networkTier] },
        { row1: T('group-health.co-pay'), row2: percentText(g.copayPercent) },
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
