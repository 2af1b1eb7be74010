import type {
  TCarEstimateQuery,
  TEstimate,
  THealthEstimateQuery,
} from '../../../shared/calculators/estimate-contract';
import type { LangCode } from '../../../shared/domain/locales';
import { PRODUCT } from '../../../shared/domain/products';
import { todayAt } from '../../../shared/rules/dates';
import { ttlCache } from '../../lib/ttl-cache';
import type { Catalogue } from '../quotes/domain/pricing';
import { asBodyType, carEstimateInput, estimateOf, healthEstimateInput } from './estimate';

/** A re-seeded catalogue shows in the estimates within this (the figures are estimates, not quotes). */
export const ESTIMATE_CATALOGUE_TTL_MS = 60_000;

export function calculatorsService(deps: {
  loadCatalogue: (productId: number) => Promise<Catalogue>;
  bodyTypeOf: (makeSlug: string, modelKey: string) => Promise<string | undefined>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const catalogues = ttlCache<Catalogue>(ESTIMATE_CATALOGUE_TTL_MS, { maxEntries: 4 });
  const catalogue = (productId: number) =>
    catalogues.get(String(productId), () => deps.loadCatalogue(productId));

  return {
    async car(q: TCarEstimateQuery, lang: LangCode): Promise<TEstimate | 'model' | 'year'> {
      const thisYear = todayAt(now()).year;
      if (q.year > thisYear + 1 || q.year < thisYear - 60) return 'year';
      const body = await deps.bodyTypeOf(q.make, q.model);
      if (body === undefined) return 'model';
      const input = carEstimateInput(
        { vehicleValueAed: q.value, modelYear: q.year, emirate: q.emirate, bodyType: asBodyType(body) },
        thisYear,
      );
      return estimateOf(PRODUCT.CAR_INSURANCE, input, await catalogue(PRODUCT.CAR_INSURANCE), lang);
    },
    async health(q: THealthEstimateQuery, lang: LangCode): Promise<TEstimate> {
      const input = healthEstimateInput(q.age, q.emirate, q.gender);
      return estimateOf(PRODUCT.HEALTH_INSURANCE, input, await catalogue(PRODUCT.HEALTH_INSURANCE), lang);
    },
  };
}

export type CalculatorsService = ReturnType<typeof calculatorsService>;
