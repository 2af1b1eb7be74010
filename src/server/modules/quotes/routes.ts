import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  ZCarComparison,
  ZCarComparisonRequest,
  ZQuoteCertificate,
  ZQuotesRequest,
  ZQuotesResponse,
} from '../../../shared/contracts/quotes-api';
import { noStore, requestLanguage } from '../../lib/request';
import { sendOutcome, type Outcome } from '../../lib/outcome';
import { deviceOf } from '../../plugins/route-options';
import type { QuotesService } from './service';
import { listJson } from './list-json';
import { withSchemas } from '../../plugins/route-schemas';
import { PUBLIC_ID_PATTERN } from '../../lib/public-id';

const ZQuoteParams = z.object({ quoteId: z.string().regex(PUBLIC_ID_PATTERN) });
/** Quotes are one visitor's prices: never stored by a shared cache. */
const send = <T>(reply: FastifyReply, outcome: Outcome<T>) => sendOutcome(noStore(reply), outcome);

const LOGO_FILE = /^([a-z0-9][a-z0-9-]{0,63})\.svg$/;
/** Logos change only with an insurer's name or colour: a week fresh, then revalidated by ETag. */
const LOGO_CACHE = 'public, max-age=604800';

/** The device's own quotes (decision 0042): reads with a body share the 'read' budget, GETs take none. */
const DEVICE_READ_BODY = { config: { public: false, bucket: 'read', device: true } } as const;
const DEVICE_READ = { config: { public: false, bucket: false, device: true } } as const;
const QUOTES = withSchemas(DEVICE_READ_BODY, {
  summary:
    "An enquiry's priced quotes, filters and ranking; health takes up to five hospitalIds (saved with the enquiry) and answers each quote's networkMatch.",
  body: ZQuotesRequest,
  response: ZQuotesResponse,
});
const CERTIFICATE = withSchemas(DEVICE_READ, {
  summary: "A quote's certificate (its owner only; re-priced once past its validity).",
  params: ZQuoteParams,
  response: ZQuoteCertificate,
});
const CAR_COMPARISON = withSchemas(DEVICE_READ_BODY, {
  summary: 'Car plans side by side.',
  body: ZCarComparisonRequest,
  response: ZCarComparison,
});

export function registerQuoteRoutes(app: FastifyInstance, service: QuotesService): void {
  // docs/product/quotes.md 'Quotes fetch': the default action of a quotes page.
  app.post('/api/quotes', QUOTES, async (req, reply) => {
    const body = ZQuotesRequest.parse(req.body);
    const language = requestLanguage(req);
    const outcome = await service.list({ deviceUuid: deviceOf(req), body, language });
    if (!outcome.ok) return send(reply, outcome);
    // Each quote's text is kept with its run's listing (list-json.ts; decision 0013 'CPU per request').
    reply.type('application/json; charset=utf-8');
    return send(reply, { ok: true, value: listJson(outcome.value) });
  });

  // Decision 0013 'Quote certificate' (owner only; re-priced once past its validity).
  app.get('/api/quotes/:quoteId', CERTIFICATE, async (req, reply) => {
    const { quoteId } = ZQuoteParams.parse(req.params);
    const language = requestLanguage(req);
    return send(reply, await service.certificate({ deviceUuid: deviceOf(req), quoteId, language }));
  });

  // docs/product/quotes.md 'POST car comparison'.
  app.post('/api/car/comparison', CAR_COMPARISON, async (req, reply) => {
    const body = ZCarComparisonRequest.parse(req.body);
    const language = requestLanguage(req);
    return send(reply, await service.comparison({ deviceUuid: deviceOf(req), body, language }));
  });

  // Generated insurer logos (shared/quotes/logo.ts), next to the build assets under /assets/.
  app.get<{ Params: { file: string } }>('/assets/insurers/:file', async (req, reply) => {
    const slug = LOGO_FILE.exec(req.params.file)?.[1];
    const svg = slug ? await service.logo(slug) : undefined;
    if (!svg) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
    reply.header('Cache-Control', LOGO_CACHE).header('ETag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml').send(svg);
  });
}
