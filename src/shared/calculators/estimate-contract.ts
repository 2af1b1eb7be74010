import { z } from 'zod';
import { EMIRATES } from '../contracts/quotes-base';

/**
 * GET /api/calculators/car-estimate and /api/calculators/health-estimate (decision 0102): what the calculators send
 * and what they get back. Public reads (no device token), charged to the read budget.
 */

const ZYear = z.coerce.number().int().min(1960).max(2100);
const ZSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,80}$/, 'must be a slug');

export const ZCarEstimateQuery = z.strictObject({
  make: ZSlug,
  /** The model key the options call answers ('toyota-camry'). */
  model: ZSlug,
  year: ZYear,
  value: z.coerce.number().int().min(5_000).max(5_000_000),
  emirate: z.enum(EMIRATES).default('dubai'),
});
export type TCarEstimateQuery = z.infer<typeof ZCarEstimateQuery>;

export const ZHealthEstimateQuery = z.strictObject({
  age: z.coerce.number().int().min(0).max(75),
  emirate: z.enum(EMIRATES),
  gender: z.enum(['male', 'female']).default('male'),
});
export type THealthEstimateQuery = z.infer<typeof ZHealthEstimateQuery>;

export const ZEstimateInsurer = z.object({
  providerId: z.number(),
  insurerName: z.string(),
  planName: z.string(),
  totalFils: z.number(),
});
export const ZEstimateGroup = z.object({
  /** Car: 'comprehensive' or 'thirdParty'; health: 'all'. */
  group: z.string(),
  minFils: z.number(),
  maxFils: z.number(),
  /** The cheapest plan of each insurer, cheapest first. */
  insurers: z.array(ZEstimateInsurer),
});

export const ZEstimate = z.object({
  productId: z.number(),
  groups: z.array(ZEstimateGroup),
  plansPriced: z.number(),
});

export const ZEstimateResponse = z.object({ data: ZEstimate });

export const CALCULATOR_ERROR_CODES = {
  VEHICLE_MODEL_NOT_FOUND: 'VEHICLE_MODEL_NOT_FOUND',
  VEHICLE_YEAR_OUT_OF_RANGE: 'VEHICLE_YEAR_OUT_OF_RANGE',
} as const;

export { CALCULATOR_PATHS, type TEstimate, type TEstimateGroup } from './estimate-api';
