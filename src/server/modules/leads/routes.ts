import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/domain/idempotency';
import { parseRequestLanguage } from '../../../shared/i18n/request-language';
import { HttpError } from '../../plugins/errors';
import type { LeadsService } from './service';

/** A write a client may retry: an Idempotency-Key replays the first answer, one row per key (decision 0010). */
const IDEMPOTENT = { config: { idempotent: true, public: false, bucket: 'write', device: true } } as const;

export function registerLeadRoutes(
  app: FastifyInstance,
  service: LeadsService,
  hashIp: (ip: string) => string,
): void {
  // Spec 000 §7 'Lead creation | POST lead_details'.
  app.post('/api/lead_details', IDEMPOTENT, async (req, reply) => {
    const deviceUuid = req.sessionClaims?.sub;
    if (!deviceUuid) throw new HttpError(401, ERROR_CODES.UNAUTHORIZED, 'A session token is required.');
    const key = req.headers[IDEMPOTENCY_KEY_HEADER];
    const outcome = await service.create({
      deviceUuid,
      body: req.body,
      language: parseRequestLanguage(req.headers['accept-language']),
      ipHash: hashIp(req.ip),
      // The idempotency plugin checked its form; kept on the lead so a retry after a crash finds it.
      idempotencyKey: typeof key === 'string' && key.length > 0 ? key : null,
    });
    reply.header('Cache-Control', 'no-store');
    if (outcome.ok) return reply.send(outcome.value);
    const retryAfter = (outcome.body as { retryAfter?: unknown }).retryAfter;
    if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
    return reply.code(outcome.status).send(outcome.body);
  });
}
