import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { parseRequestLanguage } from '../../../shared/i18n/request-language';
import { HttpError } from '../../plugins/errors';
import type { LeadsService } from './service';

/** A write a client may retry: an Idempotency-Key replays the first answer, one row per key (decision 0010). */
const IDEMPOTENT = { config: { idempotent: true } };

export function registerLeadRoutes(app: FastifyInstance, service: LeadsService): void {
  // Spec 000 §7 'Lead creation | POST lead_details'.
  app.post('/api/lead_details', IDEMPOTENT, async (req, reply) => {
    const deviceUuid = req.sessionClaims?.sub;
    if (!deviceUuid) throw new HttpError(401, ERROR_CODES.UNAUTHORIZED, 'A session token is required.');
    const outcome = await service.create({
      deviceUuid,
      body: req.body,
      language: parseRequestLanguage(req.headers['accept-language']),
    });
    reply.header('Cache-Control', 'no-store');
    if (outcome.ok) return reply.send(outcome.value);
    return reply.code(outcome.status).send(outcome.body);
  });
}
