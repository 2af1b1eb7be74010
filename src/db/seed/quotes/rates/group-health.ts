import type {
  GroupHealthFact,
  TGroupHealthRateTable,
  TUnderwritingRule,
} from '../../../../shared/contracts/quotes';
import { PRODUCT } from '../../../../shared/domain/products';
import { insurer } from '../insurers';
import { HEALTH_TEMPLATE } from './health';
import { amountBands } from './scale';

/**
 * Group health rate tables (decision 0012 'Group health'): per-employee bases by the group's average age times the
 * insurer's scale, a marginal group-size discount, the individual health template's plan factors (annual limit,
 * network, co-pay, emirate), and the insurer's headcount and age limits. The regulators' mandatory-cover rules are
 * the same as for individual health. Demo figures.
 */

export const GROUP_HEALTH_TEMPLATE = {
  /** AED a year per employee for the reference plan (AED 1M, general network, 10 % co-pay), by average age. */
  perEmployee: [
    [18, 29, 2_700],
    [30, 34, 3_100],
    [35, 39, 3_500],
    [40, 44, 4_200],
    [45, 49, 5_000],
    [50, 54, 6_200],
    [55, 59, 7_600],
    [60, null, 9_500],
  ] as const,
  /** Marginal: the first 9 employees ×1.10 (small groups), to 49 ×1.00, to 199 ×0.94, to 999 ×0.88, then ×0.84. */
  groupSize: [
    { upto: 9, factorBp: 11_000 },
    { upto: 49, factorBp: 10_000 },
    { upto: 199, factorBp: 9_400 },
    { upto: 999, factorBp: 8_800 },
    { upto: null, factorBp: 8_400 },
  ],
} as const;

type GroupHealthProfile = {
  slug: string;
  scaleBp: number;
  minimumPremiumAed: number;
  minEmployees: number;
  maxEmployees: number;
  maxAverageAge: number;
};

export const GROUP_HEALTH_PROFILES: GroupHealthProfile[] = [
  {
    slug: 'falcon-crest',
    scaleBp: 10_000,
    minimumPremiumAed: 1_500,
    minEmployees: 2,
    maxEmployees: 500,
    maxAverageAge: 55,
  },
  {
    slug: 'pearl-gate',
    scaleBp: 10_400,
    minimumPremiumAed: 2_000,
    minEmployees: 5,
    maxEmployees: 1_000,
    maxAverageAge: 55,
  },
  {
    slug: 'saffron-shield',
    scaleBp: 10_800,
    minimumPremiumAed: 2_000,
    minEmployees: 3,
    maxEmployees: 500,
    maxAverageAge: 50,
  },
  {
    slug: 'palm-lantern',
    scaleBp: 9_900,
    minimumPremiumAed: 1_500,
    minEmployees: 2,
    maxEmployees: 250,
    maxAverageAge: 55,
  },
  {
    slug: 'azure-dhow',
    scaleBp: 10_100,
    minimumPremiumAed: 2_500,
    minEmployees: 10,
    maxEmployees: 2_000,
    maxAverageAge: 55,
  },
  {
    slug: 'mirage-point',
    scaleBp: 9_600,
    minimumPremiumAed: 1_500,
    minEmployees: 2,
    maxEmployees: 500,
    maxAverageAge: 50,
  },
  {
    slug: 'coral-minaret',
    scaleBp: 11_100,
    minimumPremiumAed: 3_000,
    minEmployees: 5,
    maxEmployees: 2_000,
    maxAverageAge: 60,
  },
  {
    slug: 'silver-oryx',
    scaleBp: 9_700,
    minimumPremiumAed: 1_500,
    minEmployees: 2,
    maxEmployees: 500,
    maxAverageAge: 55,
  },
];

type GroupRule = TUnderwritingRule<GroupHealthFact>;

/** The regulators' rules (as for individual health): a Dubai licence needs DHA, Abu Dhabi DOH; DOH is AD only. */
const MANDATORY: GroupRule[] = [
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

const rulesOf = (p: GroupHealthProfile): GroupRule[] => [
  {
    id: 'employeeCountMin',
    field: 'employeeCount',
    min: p.minEmployees,
    when: [],
    reasonKey: 'quotes:decline.employeeCountMin',
  },
  {
    id: 'employeeCountMax',
    field: 'employeeCount',
    max: p.maxEmployees,
    when: [],
    reasonKey: 'quotes:decline.employeeCountMax',
  },
  {
    id: 'averageAgeMax',
    field: 'averageAge',
    max: p.maxAverageAge,
    when: [],
    reasonKey: 'quotes:decline.averageAgeMax',
  },
  ...MANDATORY.map((r) => ({ ...r, when: r.when.map((c) => ({ ...c })) })),
];

const h = HEALTH_TEMPLATE;

export const groupHealthRatesSeed: TGroupHealthRateTable[] = GROUP_HEALTH_PROFILES.map((p) => ({
  id: `group-health-${p.slug}`,
  productId: PRODUCT.GROUP_HEALTH,
  providerId: insurer(p.slug).id,
  version: 1,
  currency: 'AED',
  vatRateBp: 500,
  perEmployee: amountBands(GROUP_HEALTH_TEMPLATE.perEmployee, p.scaleBp),
  groupSize: GROUP_HEALTH_TEMPLATE.groupSize.map((s) => ({ ...s })),
  annualLimit: h.annualLimit.map((b) => ({ ...b })),
  networkTier: { ...h.networkTier },
  copay: h.copay.map((c) => ({ ...c })),
  emirate: { ...h.emirate },
  minimumPremiumAed: p.minimumPremiumAed,
  rules: rulesOf(p),
}));
