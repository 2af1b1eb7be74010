import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { ZPartnerTokenCheck, ZPartnerTokenChecked } from '../../../shared/contracts/session';
import type { PartnerService } from './service';

const TOKEN_CHECK: { config: FastifyContextConfig } = {
  config: {
    public: true,
    bucket: 'write',
    schemas: {
      summary: "A partner's token checked with that partner's secret.",
      body: ZPartnerTokenCheck,
      response: ZPartnerTokenChecked,
    },
  },
};

/** POST /api/partner/token-check: no session token needed (the partner's token is the proof); rate limited. */
export function registerPartnerRoutes(app: FastifyInstance, partner: PartnerService): void {
  app.post('/api/partner/token-check', TOKEN_CHECK, async (req, reply) => {
    const { token, sourceId } = ZPartnerTokenCheck.parse(req.body);
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
    reply.header('Cache-Control', 'no-store');
    return ZPartnerTokenChecked.parse(await partner.check(token, sourceId, origin));
  });
}
