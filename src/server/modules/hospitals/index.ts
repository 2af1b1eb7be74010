import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import { hospitalsRepo } from './repo';
import { registerHospitalRoutes } from './routes';
import { hospitalsService, type HospitalsService } from './service';

/**
 * Network hospitals (docs/product/hospitals.md; decision 0092): the list, search, cities, insurers with a network,
 * TPAs and near me. `health` is the liveness module; this one is `hospitals`.
 */
export function registerHospitalsModule(app: FastifyInstance, ctx: ModuleContext): HospitalsService {
  const service = hospitalsService(hospitalsRepo(ctx.db));
  registerHospitalRoutes(app, service);
  return service;
}
