import { z } from 'zod';
import { PRODUCT } from '../../domain/products';
import {
  BUSINESS_ACTIVITIES,
  EMIRATES,
  EMPLOYEE_BANDS,
  PLAN_TIERS,
  RISK_CLASSES,
  SME_COVERS,
  SME_SECTIONS,
  ZAedAmount,
  ZFactorBp,
  ZPlanCommon,
  ZRateTableCommon,
  ZUnderwritingRule,
  uniqueIds,
} from '../../contracts/quotes-base';

/** SME insurance's quote contract beside its engine: the plan, the rate table and the engine's input (decision 0012). */

export const ZSmePlan = ZPlanCommon.extend({
  productId: z.literal(PRODUCT.SME_INSURANCE),
  sme: z.strictObject({
    /** The covers of the package (the visitor's asked covers outside it are not priced, and say so). */
    sections: z.array(z.enum(SME_SECTIONS)).min(1).max(SME_SECTIONS.length).refine(uniqueIds, 'unique'),
    tier: z.enum(PLAN_TIERS),
    /** Public liability limit when the package includes liability. */
    liabilityLimitAed: z.number().int().min(0).max(50_000_000),
  }),
});
export type TSmePlan = z.infer<typeof ZSmePlan>;

export const SME_FACTS = ['activity', 'riskClass', 'employeeBand', 'emirate', 'tier'] as const;
export type SmeFact = (typeof SME_FACTS)[number];

export const ZSmeRateTable = ZRateTableCommon.extend({
  productId: z.literal(PRODUCT.SME_INSURANCE),
  /** Yearly base of each section by employee band (AED), for a medium-risk business. */
  sectionBase: z.record(z.enum(SME_SECTIONS), z.record(z.enum(EMPLOYEE_BANDS), ZAedAmount)),
  /** The insurer's risk class of each business activity. */
  riskClassOf: z.record(z.enum(BUSINESS_ACTIVITIES), z.enum(RISK_CLASSES)),
  riskClass: z.record(z.enum(RISK_CLASSES), ZFactorBp),
  emirate: z.record(z.enum(EMIRATES), ZFactorBp),
  tier: z.record(z.enum(PLAN_TIERS), ZFactorBp),
  minimumPremiumAed: ZAedAmount,
  rules: z.array(ZUnderwritingRule(SME_FACTS)).max(30),
});
export type TSmeRateTable = z.infer<typeof ZSmeRateTable>;

export const ZSmeInput = z.strictObject({
  activity: z.enum(BUSINESS_ACTIVITIES),
  employeeBand: z.enum(EMPLOYEE_BANDS),
  emirate: z.enum(EMIRATES),
  covers: z.array(z.enum(SME_COVERS)).min(1).max(SME_COVERS.length).refine(uniqueIds, 'unique'),
});
export type TSmeInput = z.infer<typeof ZSmeInput>;
