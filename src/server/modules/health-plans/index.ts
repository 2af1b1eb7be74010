import type { FastifyInstance } from 'fastify';
import { TYPICAL_PROFILES } from '../../../db/seed/quotes/typical-profiles';
import type { ModuleContext } from '../context';
import type { QuotesService } from '../quotes/service';
import { healthPlansRepo } from './repo';
import { registerHealthPlanRoutes } from './routes';
import { healthPlansService, type HealthPlansService, type NetworkHospitalsSource } from './service';

/**
 * Health provider and plan pages' data (decision 0097): the Plan Summary card, benefits, the network's counts from
 * hospital_networks and the starting prices of the quotes engine; GET /api/seo/plan_details/{insurer}/{plan} and
 * GET /api/seo/network-hospitals.
 */
export function registerHealthPlansModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: { quotes: Pick<QuotesService, 'loadCatalogue'>; hospitals: NetworkHospitalsSource },
): HealthPlansService {
  const service = healthPlansService({
    repo: healthPlansRepo(ctx.db),
    loadCatalogue: deps.quotes.loadCatalogue,
    profiles: TYPICAL_PROFILES,
    hospitals: deps.hospitals,
  });
  registerHealthPlanRoutes(app, service);
  return service;
}
