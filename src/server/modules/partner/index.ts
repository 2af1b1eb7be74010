import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import { partnerRepo } from './repo';
import { registerPartnerRoutes } from './routes';
import { partnerService, type PartnerService } from './service';

/** The distribution partners' tokens (POST /api/partner/token-check); the session module checks them too. */
export function registerPartnerModule(app: FastifyInstance, ctx: ModuleContext): PartnerService {
  const partner = partnerService(partnerRepo(ctx.db), new URL(ctx.config.publicOrigin).origin);
  registerPartnerRoutes(app, partner);
  return partner;
}
