import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MOBILE_PATTERN } from '../../../shared/rules/inputs';
import type { LangCode } from '../../../shared/domain/locales';
import { parseRequestLanguage } from '../../../shared/i18n/request-language';
import { renderDevOutboxPage } from './dev-outbox-page';
import type { DevOutboxService } from './service';

const ZOutboxQuery = z.object({
  mobileNumber: z.string().regex(new RegExp(MOBILE_PATTERN), 'Mobile number is invalid').optional(),
});

const OUTBOX: { config: FastifyContextConfig } = {
  config: {
    public: false,
    bucket: false,
    schemas: {
      summary: 'Development tool: the latest text messages "sent" (only with DEV_TOOLS).',
      query: ZOutboxQuery,
      response: z.object({
        data: z.array(z.object({ mobileNumber: z.string(), body: z.string(), createdAt: z.iso.datetime() })),
      }),
    },
  },
};

/**
 * The development outbox (decision 0007): GET /dev/outbox/ for a person, GET /api/dev/outbox for tests.
 * Registered only when config.devOutbox (DEV_TOOLS, decision 0024); otherwise both are unknown paths (404).
 * The API needs a session token like every other /api route.
 */
export function registerDevOutboxRoutes(
  app: FastifyInstance,
  outbox: DevOutboxService,
  extra?: (lang: LangCode) => Promise<string>,
): void {
  app.get('/dev/outbox/', async (req, reply) => {
    const messages = await outbox.latest();
    const lang = parseRequestLanguage(req.headers['accept-language']);
    return reply
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(renderDevOutboxPage(messages, lang, extra ? await extra(lang) : ''));
  });

  app.get('/api/dev/outbox', OUTBOX, async (req, reply) => {
    const { mobileNumber } = ZOutboxQuery.parse(req.query);
    const messages = await outbox.latest(mobileNumber);
    reply.header('Cache-Control', 'no-store');
    return {
      data: messages.map((m) => ({
        mobileNumber: m.mobileNumber,
        body: m.body,
        createdAt: m.createdAt.toISOString(),
      })),
    };
  });
}
