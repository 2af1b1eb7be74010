import { z } from 'zod';
import { PRODUCT } from '../../domain/products';
import { ZFactorBp, ZPlanCommon, ZRateTableCommon } from '../../contracts/quotes-base';
import { ZLifeInputShape, lifeRateShape } from '../life-contract';

/** Term life insurance's quote contract beside its engine: the plan, the rate table and the engine's input (decision 0012). */

export const ZTermPlan = ZPlanCommon.extend({
  productId: z.literal(PRODUCT.TERM_INSURANCE),
  term: z.strictObject({
    /** Pays the cover early on a diagnosis of terminal illness (included at no extra premium). */
    terminalIllness: z.boolean(),
    /** Pays the cover a second time on accidental death (a rider: the table's loading). */
    accidentalDeath: z.boolean(),
    /** Premiums waived after total permanent disability (a rider: the table's loading). */
    waiverOfPremium: z.boolean(),
  }),
});
export type TTermPlan = z.infer<typeof ZTermPlan>;

export const ZTermRateTable = ZRateTableCommon.extend({
  productId: z.literal(PRODUCT.TERM_INSURANCE),
  ...lifeRateShape,
  riders: z.strictObject({ accidentalDeathFactorBp: ZFactorBp, waiverOfPremiumFactorBp: ZFactorBp }),
});
export type TTermRateTable = z.infer<typeof ZTermRateTable>;

export const ZTermInput = z.strictObject({
  ...ZLifeInputShape,
  /** The journey's monthly income (financial underwriting: cover as a multiple of yearly income). */
  monthlyIncomeAed: z.number().int().min(1).max(100_000_000).nullable(),
});
export type TTermInput = z.infer<typeof ZTermInput>;
