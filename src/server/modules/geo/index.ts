import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import { registerGeoRoutes } from './routes';
import { geoService } from './service';

/** GET /api/isIndianIp: the caller's address against the configured ranges (no SQL). */
export function registerGeoModule(app: FastifyInstance, ctx: ModuleContext): void {
  registerGeoRoutes(app, geoService(ctx.config.ipRanges));
}
