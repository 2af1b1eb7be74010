import type { FastifyInstance } from 'fastify';
import type { THealthInput } from '../../../shared/contracts/quotes';
import { PRODUCT } from '../../../shared/domain/products';
import { TYPICAL_PROFILES } from '../../../db/seed/quotes/typical-profiles';
import type { ModuleContext } from '../context';
import type { Catalogue } from '../quotes/domain/pricing';
import { registerHealthSeoRoutes } from './routes';
import { healthSeoService, type HealthSeoService } from './service';

/** The filter pages' typical profile (decision 0098): the seed's one adult in Dubai, as the landing pages use. */
export const HEALTH_FILTER_PROFILE_ID = 'health-dubai-single';

/**
 * Health SEO (docs/product/seo.md 'Health filter pages'; decision 0098): GET /api/seo/filters, GET /api/seo/quotes
 * and the HEALTH_FILTER_PLANS blocks' data. Prices through the quotes module's catalogue and the health engine.
 */
export function registerHealthSeoModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: {
    loadCatalogue: (productId: number) => Promise<Catalogue>;
    catalogueStamp: (productId: number) => Promise<string>;
  },
): HealthSeoService {
  const profile = TYPICAL_PROFILES.find(
    (p) => p.id === HEALTH_FILTER_PROFILE_ID && p.productId === PRODUCT.HEALTH_INSURANCE,
  );
  if (!profile) throw new Error(`typical profile ${HEALTH_FILTER_PROFILE_ID} is missing`);
  const service = healthSeoService({
    ...deps,
    profile: { ...profile, input: profile.input as THealthInput },
    log: ctx.log,
  });
  registerHealthSeoRoutes(app, service);
  return service;
}
