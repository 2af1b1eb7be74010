import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/domain/idempotency';
import { ZLeadRequest, ZLeadResponse } from '../../../shared/contracts/quotes-api';
import { noStore, requestLanguage } from '../../lib/request';
import { sendOutcome } from '../../lib/outcome';
import { deviceOf } from '../../plugins/route-options';
import type { LeadsService } from './service';
import { withSchemas } from '../../plugins/route-schemas';

/** A write a client may retry: an Idempotency-Key replays the first answer, one row per key (decision 0010). */
const IDEMPOTENT = withSchemas(
  { config: { idempotent: true, public: false, bucket: 'write', device: true } } as const,
  {
    summary: 'A lead: a plan choice or a capture point, with consent (takes an Idempotency-Key).',
    body: ZLeadRequest,
    response: ZLeadResponse,
  },
);

export function registerLeadRoutes(
  app: FastifyInstance,
  service: LeadsService,
  hashIp: (ip: string) => string,
): void {
  // docs/product/leads.md 'Lead creation | POST lead_details'.
  app.post('/api/lead_details', IDEMPOTENT, async (req, reply) => {
    const key = req.headers[IDEMPOTENCY_KEY_HEADER];
    const outcome = await service.create({
      deviceUuid: deviceOf(req),
      body: req.body,
      language: requestLanguage(req),
      ipHash: hashIp(req.ip),
      // The idempotency plugin checked its form; kept on the lead so a retry after a crash finds it.
      idempotencyKey: typeof key === 'string' && key.length > 0 ? key : null,
    });
    return sendOutcome(noStore(reply), outcome);
  });
}
