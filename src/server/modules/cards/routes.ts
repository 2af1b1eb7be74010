import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  CREDIT_CARDS_URL,
  ZCreditCardsQuery,
  ZCreditCardsRequest,
  ZCreditCardsResponse,
} from '../../../shared/contracts/credit-cards-api';
import { noStore, requestLanguage } from '../../lib/request';
import { sendOutcome } from '../../lib/outcome';
import type { CreditCardsService } from './service';
import { withSchemas } from '../../plugins/route-schemas';

const LOGO_FILE = /^([a-z0-9][a-z0-9-]{0,63})\.svg$/;
/** Logos change only with a bank's name or colour: a week fresh, then revalidated by ETag (as the insurers'). */
const LOGO_CACHE = 'public, max-age=604800';

const LISTING = withSchemas({ config: { public: false, bucket: 'read' } } as const, {
  summary: 'Credit cards for an income and filters.',
  query: ZCreditCardsQuery,
  body: ZCreditCardsRequest,
  response: ZCreditCardsResponse,
});

export function registerCardRoutes(app: FastifyInstance, service: CreditCardsService): void {
  // docs/product/cards.md 'Credit cards listing': query skip and limit, header refererUrl (sent by the request helper, not
  // needed here: the body states everything), body income and the filters. Public catalogue data, nothing stored.
  app.post(CREDIT_CARDS_URL, LISTING, async (req, reply) => {
    const outcome = await service.list({
      body: req.body,
      query: req.query,
      language: requestLanguage(req),
    });
    return sendOutcome(noStore(reply), outcome);
  });

  // Generated bank logos, next to the insurers' under /assets/.
  app.get<{ Params: { file: string } }>('/assets/banks/:file', async (req, reply) => {
    const slug = LOGO_FILE.exec(req.params.file)?.[1];
    const svg = slug ? await service.logo(slug) : undefined;
    if (!svg) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
    reply.header('Cache-Control', LOGO_CACHE).header('ETag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml').send(svg);
  });
}
