import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ZCachedEnquiry,
  ZEnquiryId,
  ZEnquiryResponse,
  ZEnquirySubmit,
} from '../../../shared/contracts/journey';
import { ZEnquiryAccess, ZOtpPopupData, ZResultsLinkState } from '../../../shared/contracts/enquiry-access';
import { IDEMPOTENCY_KEY_HEADER, isIdempotencyKey } from '../../../shared/domain/idempotency';
import { PRODUCT, PRODUCT_SEGMENTS } from '../../../shared/domain/products';
import { REFERENCE_PATTERN } from '../../../shared/domain/enquiry-reference';
import { tFor } from '../../../shared/i18n/catalogues';
import { MSG } from '../../../shared/rules/messages';
import { noStore, requestLanguage } from '../../lib/request';
import { sendOutcome as send } from '../../lib/outcome';
import { deviceOf } from '../../plugins/route-options';
import type { EnquiryService } from './service';
import { withSchemas } from '../../plugins/route-schemas';

/** A read or action on this device's own enquiry data: never stored by a cache, answered in the request's language. */
function asDevice(req: FastifyRequest, reply: FastifyReply) {
  noStore(reply);
  return { deviceUuid: deviceOf(req), language: requestLanguage(req) };
}

/** docs/product/journeys.md 'Create enquiry': ?type=3 (car insurance buy-insurance pages) or 4 (elsewhere); not stored. */
const ZEnquiryQuery = z.object({ type: z.enum(['3', '4']).optional() });
const ZStageParams = z.object({ stage: z.coerce.number().int().min(2).max(10) });
const ZIdParams = z.object({ enquiryId: ZEnquiryId });
/** Saved results are opened by their address (the enquiry id) or by a results link's reference (decision 0028). */
const ZAccessParams = z.object({ enquiryId: z.union([ZEnquiryId, z.string().regex(REFERENCE_PATTERN)]) });
/** As typed or pasted; the service reads it back to its one form. */
const ZReferenceParams = z.object({ reference: z.string().min(8).max(20) });
/** A UAE mobile number without +971 (docs/product/journeys.md), and the code once sent. */
const ZAccessBody = z.strictObject({
  mobileNumber: z.string().regex(/^5[0-9]{8}$/),
  otp: z
    .string()
    .regex(/^[0-9]{1,8}$/)
    .optional(),
});
const ZPrequoteParams = z.object({
  product: z
    .string()
    .max(64)
    .refine((s) => Object.hasOwn(PRODUCT_SEGMENTS, s), 'unknown product'),
  enquiryId: ZEnquiryId,
});

/** Writes a client may retry: an optional Idempotency-Key replays the first answer (decision 0010). */
const IDEMPOTENT = { config: { idempotent: true, public: false, bucket: 'write', device: true } } as const;
/** Reads and a write of the device's own enquiries (decision 0042). */
const DEVICE_READ = { config: { public: false, bucket: false, device: true } } as const;
const DEVICE_WRITE = { config: { public: false, bucket: 'write', device: true } } as const;

const SUBMIT = withSchemas(IDEMPOTENT, {
  summary: 'Submit the first form of a journey: every rule re-run, then the next step.',
  query: ZEnquiryQuery,
  body: ZEnquirySubmit,
  response: ZEnquiryResponse,
});
const STAGE = withSchemas(IDEMPOTENT, {
  summary: 'Submit a later form of a journey.',
  params: ZStageParams,
  query: ZEnquiryQuery,
  body: ZEnquirySubmit,
  response: ZEnquiryResponse,
});
const RESEND = withSchemas(IDEMPOTENT, {
  summary: "Resend the enquiry's code (cooldown and send limits).",
  params: ZIdParams,
  body: null,
  response: ZOtpPopupData,
});
const ACCESS = withSchemas(IDEMPOTENT, {
  summary: "Open saved results on this device with the enquiry's proved number and its code.",
  params: ZAccessParams,
  body: ZAccessBody,
  response: ZEnquiryAccess,
});
const RESULTS_LINK = withSchemas(DEVICE_READ, {
  summary: "The enquiry's readable reference and its results link.",
  params: ZIdParams,
  response: ZResultsLinkState,
});
const SEND_RESULTS_LINK = withSchemas(IDEMPOTENT, {
  summary: "Text a link to the results to the enquiry's proved number (3 at most).",
  params: ZIdParams,
  body: null,
  response: ZResultsLinkState,
});
const BY_REFERENCE = withSchemas(DEVICE_READ, {
  summary: 'The enquiry a results link names, for a device that may already read it.',
  params: ZReferenceParams,
  response: z.object({ enquiryId: ZEnquiryId, countryProductId: z.number().int() }),
});
const CACHED = withSchemas(DEVICE_READ, {
  summary: 'The enquiry, for the device that owns it (contact values masked).',
  params: ZIdParams,
  response: ZCachedEnquiry,
});
const PREQUOTE = withSchemas(DEVICE_WRITE, {
  summary: 'The pre-quote cache: the same answer as the enquiry read, checked against the product.',
  params: ZPrequoteParams,
  body: null,
  response: ZCachedEnquiry,
});

/** Home loans and international mortgages share the mortgage-loan segment (docs/product/journeys.md). */
function segmentFits(segment: string, productId: number): boolean {
  const id = PRODUCT_SEGMENTS[segment];
  return id === productId || (id === PRODUCT.HOME_LOANS && productId === PRODUCT.INTERNATIONAL_MORTGAGE);
}

export function registerEnquiryRoutes(
  app: FastifyInstance,
  service: EnquiryService,
  hashIp: (ip: string) => string,
): void {
  app.post('/api/enquiry', SUBMIT, async (req, reply) => {
    ZEnquiryQuery.parse(req.query);
    const body = ZEnquirySubmit.parse(req.body);
    const key = req.headers[IDEMPOTENCY_KEY_HEADER];
    const outcome = await service.submit({
      deviceUuid: deviceOf(req),
      stage: 1,
      body,
      language: requestLanguage(req),
      ipHash: hashIp(req.ip),
      // Checked by the idempotency plugin before the handler runs.
      idempotencyKey: typeof key === 'string' && isIdempotencyKey(key) ? key : undefined,
    });
    return send(reply, outcome);
  });

  app.put('/api/prequote_enquiry/:stage', STAGE, async (req, reply) => {
    const { stage } = ZStageParams.parse(req.params);
    ZEnquiryQuery.parse(req.query);
    const body = ZEnquirySubmit.parse(req.body);
    const outcome = await service.submit({
      deviceUuid: deviceOf(req),
      stage,
      body,
      language: requestLanguage(req),
      ipHash: hashIp(req.ip),
    });
    return send(reply, outcome);
  });

  // Resend the enquiry's OTP (the popup's 'Resend' link).
  app.post('/api/enquiry/:enquiryId/otp', RESEND, async (req, reply) => {
    const { enquiryId } = ZIdParams.parse(req.params);
    const outcome = await service.resendOtp({
      deviceUuid: deviceOf(req),
      enquiryId,
      language: requestLanguage(req),
      ipHash: hashIp(req.ip),
    });
    return send(reply, outcome);
  });

  // Decision 0017: open saved results on this device with the enquiry's proved number and its code.
  app.post('/api/enquiries/:enquiryId/access', ACCESS, async (req, reply) => {
    const { enquiryId } = ZAccessParams.parse(req.params);
    const language = requestLanguage(req);
    const parsed = ZAccessBody.safeParse(req.body);
    noStore(reply);
    if (!parsed.success)
      return reply.code(422).send({ code: 'INVALID_MOBILE', message: tFor(language)(MSG.mobile.invalid) });
    return send(
      reply,
      await service.access({
        deviceUuid: deviceOf(req),
        enquiryId,
        mobileNumber: parsed.data.mobileNumber,
        otp: parsed.data.otp,
        language,
        ipHash: hashIp(req.ip),
      }),
    );
  });

  // Decision 0028: the enquiry's readable reference and its results link (owner or granted device only).
  app.get('/api/enquiries/:enquiryId/results-link', RESULTS_LINK, async (req, reply) => {
    const { enquiryId } = ZIdParams.parse(req.params);
    return send(reply, await service.resultsLink({ ...asDevice(req, reply), enquiryId }));
  });

  // Decision 0028: a link to the results by SMS to the enquiry's proved number (at most 3 per enquiry).
  app.post('/api/enquiries/:enquiryId/results-link', SEND_RESULTS_LINK, async (req, reply) => {
    const { enquiryId } = ZIdParams.parse(req.params);
    return send(reply, await service.sendResultsLink({ ...asDevice(req, reply), enquiryId }));
  });

  // Decision 0028: the enquiry a results link names, for a device that may already read it; else 404.
  app.get('/api/enquiries/reference/:reference', BY_REFERENCE, async (req, reply) => {
    const { reference } = ZReferenceParams.parse(req.params);
    return send(reply, await service.byReference({ ...asDevice(req, reply), reference }));
  });

  // docs/product/journeys.md 'Cached data': private to the device that owns the enquiry.
  app.get('/api/enquiries/:enquiryId', CACHED, async (req, reply) => {
    const { enquiryId } = ZIdParams.parse(req.params);
    return send(reply, await service.cached({ ...asDevice(req, reply), enquiryId }));
  });

  // docs/product/journeys.md 'Pre-quote cache': POST {product}/enquiries/{id}/prequote, the same answer.
  app.post('/api/:product/enquiries/:enquiryId/prequote', PREQUOTE, async (req, reply) => {
    const { product, enquiryId } = ZPrequoteParams.parse(req.params);
    noStore(reply);
    const outcome = await service.cached({
      deviceUuid: deviceOf(req),
      enquiryId,
      language: requestLanguage(req),
      productFits: (productId) => segmentFits(product, productId),
    });
    return send(reply, outcome);
  });
}
