import type { TCarInput } from '../../../shared/contracts/quotes';
import { BODY_TYPES, type BodyType, type Emirate } from '../../../shared/contracts/quotes-base';
import type { THealthInput } from '../../../shared/quotes/health/contract';
import type { LangCode } from '../../../shared/domain/locales';
import { PRODUCT } from '../../../shared/domain/products';
import type { TEstimate, TEstimateGroup } from '../../../shared/calculators/estimate-contract';
import { localized } from '../quotes/domain/labels';
import type { Catalogue } from '../quotes/domain/pricing';
import { priceProfile } from '../quotes/domain/starting-prices';

/**
 * The car and health insurance estimates (docs/product/calculators.md 'Insurance estimates', decision 0102), pure:
 * the visitor's few answers completed with the typical profile's (decision 0014), priced with every plan of the
 * product's seeded catalogue by the same engines an enquiry uses, and reduced to the cheapest plan of each insurer
 * and the range across insurers. Nothing is typed in: every figure is an engine's.
 */

/** What the car calculator does not ask: the typical profile's driver (decision 0014 'car-dubai-sedan'). */
export const CAR_ESTIMATE_DRIVER = {
  driverAge: 35,
  uaeLicence: 'over2Years',
  noClaimYears: 5,
} as const satisfies Partial<TCarInput>;

export type CarEstimateQuery = {
  vehicleValueAed: number;
  modelYear: number;
  emirate: Emirate;
  bodyType: BodyType;
};

/** The engine input for both cover types (third-party plans price without the car's value). */
export function carEstimateInput(q: CarEstimateQuery, thisYear: number): TCarInput {
  return {
    vehicleValueAed: q.vehicleValueAed,
    vehicleAgeYears: Math.max(0, thisYear - q.modelYear),
    bodyType: q.bodyType,
    emirate: q.emirate,
    ...CAR_ESTIMATE_DRIVER,
    coverType: 'comprehensive',
    agencyRepair: false,
    excessAed: null,
    addOns: [],
  };
}

/** One member, the visitor, at the typical profile's other answers ('health-dubai-single'). */
export function healthEstimateInput(age: number, emirate: Emirate, gender: 'male' | 'female'): THealthInput {
  return { emirate, members: [{ relation: 'self', age, gender }], salaryBand: null };
}

export const asBodyType = (s: string | undefined): BodyType =>
  s && (BODY_TYPES as readonly string[]).includes(s) ? (s as BodyType) : 'sedan';

/**
 * Plans priced for the input, grouped (car: by cover type; health: one group), each group the cheapest plan per
 * insurer, cheapest first, with the group's range. Groups without a priced plan are left out.
 */
export function estimateOf(
  productId: typeof PRODUCT.CAR_INSURANCE | typeof PRODUCT.HEALTH_INSURANCE,
  input: unknown,
  catalogue: Catalogue,
  lang: LangCode,
): TEstimate {
  const priced = priceProfile(productId, input, catalogue);
  const groups = new Map<string, Map<number, { planId: number; totalFils: number }>>();
  for (const p of priced) {
    const plan = catalogue.planById.get(p.planId);
    if (!plan) continue;
    const group =
      productId === PRODUCT.CAR_INSURANCE && 'car' in plan
        ? (plan as { car: { coverType: string } }).car.coverType
        : 'all';
    const byInsurer = groups.get(group) ?? new Map();
    groups.set(group, byInsurer);
    // priced is cheapest first: the first plan seen of an insurer is its cheapest.
    if (!byInsurer.has(p.providerId))
      byInsurer.set(p.providerId, { planId: p.planId, totalFils: p.totalFils });
  }
  const order = ['comprehensive', 'thirdParty', 'all'];
  const out: TEstimateGroup[] = [...groups.entries()]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([group, byInsurer]) => {
      const insurers = [...byInsurer.entries()].map(([providerId, p]) => {
        const insurer = catalogue.insurerById.get(providerId);
        const plan = catalogue.planById.get(p.planId);
        return {
          providerId,
          insurerName: insurer ? localized(insurer.name, lang) : String(providerId),
          planName: plan ? localized(plan.planName, lang) : '',
          totalFils: p.totalFils,
        };
      });
      return {
        group,
        minFils: insurers[0]?.totalFils ?? 0,
        maxFils: insurers[insurers.length - 1]?.totalFils ?? 0,
        insurers,
      };
    });
  return { productId, groups: out, plansPriced: priced.length };
}
