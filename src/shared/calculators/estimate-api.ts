/**
 * The estimate calls as the browser sees them (decision 0102), without zod (the island's chunk stays small): the
 * paths, the emirates the form offers, the answer's shape and a structural check of it. The server's schemas are in
 * estimate-contract.ts and answer this shape.
 */

export const CALCULATOR_PATHS = {
  car: '/api/calculators/car-estimate',
  health: '/api/calculators/health-estimate',
} as const;

/** The seven emirates, as `EMIRATES` of contracts/quotes-base.ts lists them (a unit test keeps them equal). */
export const ESTIMATE_EMIRATES = [
  'abu-dhabi',
  'dubai',
  'sharjah',
  'ajman',
  'umm-al-quwain',
  'ras-al-khaimah',
  'fujairah',
] as const;

export type TEstimateInsurer = {
  providerId: number;
  insurerName: string;
  planName: string;
  totalFils: number;
};
export type TEstimateGroup = {
  /** Car: 'comprehensive' or 'thirdParty'; health: 'all'. */
  group: string;
  minFils: number;
  maxFils: number;
  /** The cheapest plan of each insurer, cheapest first. */
  insurers: TEstimateInsurer[];
};
export type TEstimate = { productId: number; groups: TEstimateGroup[]; plansPriced: number };

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isStr = (v: unknown): v is string => typeof v === 'string';

/** `{data: TEstimate}` checked field by field (the request helper's `schema`). */
export const estimateResponse = {
  safeParse(v: unknown): { success: boolean; data?: { data: TEstimate } } {
    const d = (v as { data?: unknown } | null)?.data as Partial<TEstimate> | undefined;
    const ok =
      !!d &&
      isNum(d.productId) &&
      isNum(d.plansPriced) &&
      Array.isArray(d.groups) &&
      d.groups.every(
        (g: Partial<TEstimateGroup>) =>
          isStr(g.group) &&
          isNum(g.minFils) &&
          isNum(g.maxFils) &&
          Array.isArray(g.insurers) &&
          g.insurers.every(
            (i: Partial<TEstimateInsurer>) =>
              isNum(i.providerId) && isStr(i.insurerName) && isStr(i.planName) && isNum(i.totalFils),
          ),
      );
    return ok ? { success: true, data: v as { data: TEstimate } } : { success: false };
  },
};
