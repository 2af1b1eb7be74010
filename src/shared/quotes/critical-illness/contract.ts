import { z } from 'zod';
import { PRODUCT } from '../../domain/products';
import { ZFactorBp, ZPlanCommon, ZRateTableCommon } from '../../contracts/quotes-base';
import { ZLifeInputShape, lifeRateShape } from '../life-contract';

/** Critical illness insurance's quote contract beside its engine: the plan, the rate table and the engine's input (decision 0012). */

export const ZCriticalIllnessPlan = ZPlanCommon.extend({
  productId: z.literal(PRODUCT.CRITICAL_ILLNESS),
  criticalIllness: z.strictObject({
    /** Number of named conditions the plan pays the lump sum for. */
    conditionsCovered: z.number().int().min(1).max(100),
    /** Pays part of the cover on an early-stage diagnosis (the table's loading). */
    earlyStage: z.boolean(),
    /** Days the insured must survive after the diagnosis before the plan pays. */
    survivalPeriodDays: z.number().int().min(0).max(90),
  }),
});
export type TCriticalIllnessPlan = z.infer<typeof ZCriticalIllnessPlan>;

export const ZCriticalIllnessRateTable = ZRateTableCommon.extend({
  productId: z.literal(PRODUCT.CRITICAL_ILLNESS),
  ...lifeRateShape,
  /** Loading for plans that pay part of the cover on an early-stage diagnosis. */
  earlyStageFactorBp: ZFactorBp,
});
export type TCriticalIllnessRateTable = z.infer<typeof ZCriticalIllnessRateTable>;

export const ZCriticalIllnessInput = z.strictObject(ZLifeInputShape);
export type TCriticalIllnessInput = z.infer<typeof ZCriticalIllnessInput>;
