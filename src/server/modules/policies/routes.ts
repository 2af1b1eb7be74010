import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { SIGNATURE_HEADER, ZHandoffProposal } from '../../../shared/contracts/policies';
import {
  ZBuyRequest,
  ZBuyResponse,
  ZHandoffPreview,
  ZPolicyView,
  ZQuoteRepriced,
} from '../../../shared/contracts/policies-api';
import { ZSlug } from '../../../shared/contracts/quotes-base';
import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/domain/idempotency';
import { PUBLIC_ID_PATTERN } from '../../lib/public-id';
import { noStore, requestLanguage } from '../../lib/request';
import { sendOutcome, type Outcome, type RefusalBody } from '../../lib/outcome';
import { deviceOf } from '../../plugins/route-options';
import { withSchemas } from '../../plugins/route-schemas';
import type { PoliciesService } from './service';

const ZQuoteParams = z.object({ quoteId: z.string().regex(PUBLIC_ID_PATTERN) });
const ZPolicyParams = z.object({ publicId: z.string().regex(PUBLIC_ID_PATTERN) });
/** The id's form is checked by the service (a malformed id is answered like a forged one: 404). */
const ZHandoffParams = z.object({ insurerCode: ZSlug, handoffId: z.string().max(200) });

/** One visitor's purchase: never stored by a shared cache. */
const send = <T>(reply: FastifyReply, outcome: Outcome<T, RefusalBody>) =>
  sendOutcome(noStore(reply), outcome);

/** The device's own reads (decision 0042): GETs take no rate budget, like the quote certificate. */
const DEVICE_READ = { config: { public: false, bucket: false, device: true } } as const;

const PREVIEW = withSchemas(DEVICE_READ, {
  summary: 'What Buy will send to the insurer, the insurer and the price (the quote owner only).',
  params: ZQuoteParams,
  response: ZHandoffPreview,
});
/** A write a client may retry: an Idempotency-Key replays the first answer (decision 0010). */
const BUY = withSchemas(
  { config: { idempotent: true, public: false, bucket: 'write', device: true } } as const,
  {
    summary:
      'Buy a quote through the insurer: a pending policy and a single-use handoff; 409 QUOTE_REPRICED with the new price when the quote had lapsed (takes an Idempotency-Key).',
    params: ZQuoteParams,
    body: ZBuyRequest,
    response: { 200: ZBuyResponse, 409: ZQuoteRepriced },
  },
);
/** Server to server: no device token; authenticated by the insurer's signature over the path. */
const HANDOFF = withSchemas({ config: { public: true, bucket: 'read' } } as const, {
  summary:
    "The insurer's signed, single-use fetch of a purchase's proposal (X-Sahel-Signature over the path).",
  params: ZHandoffParams,
  headers: z.object({ [SIGNATURE_HEADER]: z.string().max(200) }),
  response: ZHandoffProposal,
});
const POLICY = withSchemas(DEVICE_READ, {
  summary: 'A policy bought on this device, as the thank-you page shows it.',
  params: ZPolicyParams,
  response: ZPolicyView,
});

export function registerPolicyRoutes(app: FastifyInstance, service: PoliciesService): void {
  // docs/product/policies.md 'Before leaving'.
  app.get('/api/quotes/:quoteId/handoff-preview', PREVIEW, async (req, reply) => {
    const { quoteId } = ZQuoteParams.parse(req.params);
    return send(
      reply,
      await service.preview({ deviceUuid: deviceOf(req), quoteId, language: requestLanguage(req) }),
    );
  });

  // docs/product/policies.md 'Buy'.
  app.post('/api/quotes/:quoteId/buy', BUY, async (req, reply) => {
    const { quoteId } = ZQuoteParams.parse(req.params);
    const body = ZBuyRequest.parse(req.body);
    const key = req.headers[IDEMPOTENCY_KEY_HEADER];
    const outcome = await service.buy({
      deviceUuid: deviceOf(req),
      quoteId,
      body,
      language: requestLanguage(req),
      // The idempotency plugin checked its form; kept on the policy so a retry after a crash finds it.
      idempotencyKey: typeof key === 'string' && key.length > 0 ? key : null,
    });
    return send(reply, outcome);
  });

  // docs/product/policies.md 'Handoff': the signed path is rebuilt from the matched route's parameters.
  app.get('/api/insurers/:insurerCode/handoffs/:handoffId', HANDOFF, async (req, reply) => {
    const { insurerCode, handoffId } = ZHandoffParams.parse(req.params);
    const signature = req.headers[SIGNATURE_HEADER];
    return send(
      reply,
      await service.fetchHandoff({
        insurerCode,
        handoffId,
        signature: typeof signature === 'string' ? signature : undefined,
        path: `/api/insurers/${insurerCode}/handoffs/${handoffId}`,
      }),
    );
  });

  // docs/product/policies.md 'The policy after Buy'.
  app.get('/api/policies/:publicId', POLICY, async (req, reply) => {
    const { publicId } = ZPolicyParams.parse(req.params);
    return send(
      reply,
      await service.policy({ deviceUuid: deviceOf(req), publicId, language: requestLanguage(req) }),
    );
  });
}
