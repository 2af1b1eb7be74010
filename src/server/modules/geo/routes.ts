import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { ZIpFlags } from '../../../shared/contracts/session';
import type { GeoService } from './service';

const IP_FLAGS: { config: FastifyContextConfig } = {
  config: {
    public: true,
    bucket: false,
    schemas: { summary: "Flags for the caller's address.", response: ZIpFlags },
  },
};

/** GET /api/isIndianIp: flags for the caller's address (Fastify's req.ip, proxies per TRUST_PROXY). */
export function registerGeoRoutes(app: FastifyInstance, geo: GeoService): void {
  app.get('/api/isIndianIp', IP_FLAGS, async (req, reply) => {
    // Per visitor: never stored by a shared cache.
    reply.header('Cache-Control', 'private, no-store');
    return ZIpFlags.parse(geo.flags(req.ip));
  });
}
