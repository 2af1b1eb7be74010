import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ZInsurerEvent, SIGNATURE_HEADER } from '../../../shared/contracts/policies';
import { ZSlug } from '../../../shared/contracts/quotes-base';
import { parseRequestLanguage } from '../../../shared/i18n/request-language';
import { sendOutcome } from '../../lib/outcome';
import type { InsurerEventsService } from './service';

export const INSURER_EVENTS_URL = '/api/insurers/:insurerCode/events';
/** An event is a few hundred bytes; its documents list is at most ten names. */
export const INSURER_EVENT_BODY_LIMIT = 16 * 1024;

const ZEventParams = z.object({ insurerCode: z.string().max(64) });
const ZEventHeaders = z.object({
  [SIGNATURE_HEADER]: z
    .string()
    .meta({ description: "t=<unix seconds>,v1=<hex HMAC-SHA256(insurer's secret, t + '.' + raw body)>" }),
});
export const ZEventAck = z.object({
  received: z.literal(true),
  eventId: z.string(),
  /** The same id and body were received before: nothing was done again. */
  duplicate: z.boolean(),
});

/**
 * POST /api/insurers/{insurerCode}/events (docs/product/policies.md 'Insurer events'; decision 0085). Public to the
 * token hook: the insurer authenticates only by the HMAC of the raw body, so this route's scope keeps the body as
 * the bytes received (a JSON body is parsed only after the signature matched, and never serialised again to check
 * it). Rate budget: writes per address. Each refusal is logged with its code, the insurer code and the event id,
 * never the body.
 */
export function registerInsurerEventRoutes(app: FastifyInstance, service: InsurerEventsService): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: INSURER_EVENT_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.post(
      INSURER_EVENTS_URL,
      {
        bodyLimit: INSURER_EVENT_BODY_LIMIT,
        config: {
          public: true,
          bucket: 'write',
          schemas: {
            summary: "An insurer's signed event: policy issued, payment declined or policy cancelled.",
            params: ZEventParams,
            headers: ZEventHeaders,
            body: ZInsurerEvent,
            response: { 200: ZEventAck },
          },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        const { insurerCode } = ZEventParams.parse(req.params);
        const header = req.headers[SIGNATURE_HEADER];
        const { outcome, eventId } = await service.receive({
          insurerCode,
          signature: typeof header === 'string' ? header : undefined,
          rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
          lang: parseRequestLanguage(req.headers['accept-language']),
          nowSeconds: Date.now() / 1000,
        });
        if (!outcome.ok)
          req.log.info(
            {
              code: outcome.body.code,
              status: outcome.status,
              insurer: ZSlug.safeParse(insurerCode).success ? insurerCode : null,
              eventId,
            },
            'insurer event refused',
          );
        return sendOutcome(reply, outcome);
      },
    );
  });
}
