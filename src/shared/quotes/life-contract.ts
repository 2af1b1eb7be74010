import { z } from 'zod';
import {
  GENDERS,
  ZAedAmount,
  ZAmountBands,
  ZFactorBands,
  ZFactorBp,
  ZUnderwritingRule,
} from '../contracts/quotes-base';

/** What the term and critical illness contracts share: cover slices, the rule facts, the rate and input shapes. */

/**
 * Marginal slices of an amount (cover, headcount), like tax brackets: the first `upto` at `factorBp`, the next slice
 * at the next factor, … The last slice is open (`upto: null`). Applied slice by slice, a larger amount never
 * costs less, whatever the factors.
 */
export const ZSlices = z
  .array(z.strictObject({ upto: z.number().int().positive().nullable(), factorBp: ZFactorBp }))
  .min(1)
  .max(10)
  .refine(
    (t) =>
      t.every((x, i) => (i === t.length - 1 ? x.upto === null : x.upto !== null)) &&
      t.every((x, i) => i === 0 || (x.upto ?? Infinity) > (t[i - 1]?.upto ?? 0)),
    'slices ascend and only the last is open',
  );
export type TSlices = z.infer<typeof ZSlices>;

/** Facts a term or critical illness rule may test. */
export const LIFE_FACTS = [
  'age',
  'gender',
  'smoker',
  'coverAed',
  'termYears',
  /** Age when the cover ends (age + term). */
  'ageAtExpiry',
  /** Cover ÷ yearly income, rounded up (term only; absent when the income is unknown). */
  'coverIncomeMultiple',
] as const;
export type LifeFact = (typeof LIFE_FACTS)[number];

/** What term and critical illness tables share: a rate per mille of cover by age, then factors. */
export const lifeRateShape = {
  /**
   * Yearly premium per AED 1,000 of cover for a male non-smoker on the reference term, by age at entry. Never
   * decreasing from band to band, so an older applicant is never cheaper.
   */
  ratePerMille: ZAmountBands,
  /** Large-cover discount as marginal slices of the cover (AED). */
  coverSlices: ZSlices,
  /** By the policy term in years (relative to the reference term). */
  termYears: ZFactorBands,
  gender: z.record(z.enum(GENDERS), ZFactorBp),
  smokerFactorBp: ZFactorBp,
  minimumPremiumAed: ZAedAmount,
  rules: z.array(ZUnderwritingRule(LIFE_FACTS)).max(30),
};

export const ZLifeInputShape = {
  /** Age at entry (last birthday). */
  age: z.number().int().min(0).max(100),
  gender: z.enum(GENDERS),
  smoker: z.boolean(),
  coverAed: z.number().int().min(1_000).max(100_000_000),
  termYears: z.number().int().min(1).max(50),
};
