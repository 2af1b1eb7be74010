import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LANG_CODES, localizedPath, type LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import { requestLanguage } from '../../lib/request';
import { HttpError } from '../../plugins/errors';
import { withSchemas } from '../../plugins/route-schemas';
import { renderSubscribePage, type SubscribePage } from './page';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH, type SubscriptionsService } from './service';

/** The subscribe call's body (decision 0106): the address and the language of the e-mails. */
export const ZSubscribeBody = z.strictObject({
  email: z.email().max(254),
  lang: z.enum(LANG_CODES).optional(),
});

/** Stable codes of the subscribe call's refusals. */
export const SUBSCRIBE_ERROR_CODES = { INVALID_EMAIL: 'INVALID_EMAIL' } as const;

/** Form posts: an address and a few fields at most. */
const FORM_BODY_LIMIT = 2048;

const ZToken = z.object({ t: z.string().max(200).optional() });

/**
 * POST /api/subscriptions (device token, its own `subscribe` budget) and the pages (decision 0106):
 * `{lang prefix}/subscribe/confirm/?t=` and `/subscribe/unsubscribe/?t=` (GET asks, POST does), and `/subscribe/`
 * (the box's form without JavaScript). Pages are never cached or indexed and send no referrer (the token is in the
 * address).
 */
export function registerSubscriptionRoutes(
  app: FastifyInstance,
  service: SubscriptionsService,
  css: () => readonly string[],
): void {
  app.post(
    '/api/subscriptions',
    withSchemas(
      { config: { public: false, bucket: 'subscribe' } },
      {
        summary:
          'Subscribe an e-mail address to the CEO blog: a confirmation e-mail is sent (double opt-in). The same answer whether or not the address was subscribed.',
        body: ZSubscribeBody,
        response: z.object({ status: z.literal('pending'), message: z.string() }),
      },
    ),
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const asked = requestLanguage(req);
      const parsed = ZSubscribeBody.safeParse(req.body);
      if (!parsed.success)
        throw new HttpError(400, SUBSCRIBE_ERROR_CODES.INVALID_EMAIL, tFor(asked)('subscribe:box.invalid'));
      const lang = parsed.data.lang ?? asked;
      await service.subscribe(parsed.data.email, lang);
      return reply.code(202).send({ status: 'pending', message: tFor(lang)('subscribe:box.sent') });
    },
  );

  const page = (reply: FastifyReply, lang: LangCode, p: SubscribePage, status = 200) =>
    reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Referrer-Policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(renderSubscribePage(p, lang, css()));
  const tokenOf = (req: FastifyRequest) => ZToken.safeParse(req.query).data?.t;
  const statusOf = (state: string) => (state === 'invalid' ? 404 : state === 'expired' ? 410 : 200);

  void app.register(async (scope) => {
    // Form posts (application/x-www-form-urlencoded) in this scope only.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    for (const lang of LANG_CODES) {
      for (const [kind, path] of [
        ['confirm', CONFIRM_PATH],
        ['unsubscribe', UNSUBSCRIBE_PATH],
      ] as const) {
        const url = localizedPath(path, lang);
        const action = (req: FastifyRequest) => {
          const t = tokenOf(req);
          return t ? `${url}?t=${encodeURIComponent(t)}` : url;
        };
        scope.get(url, { config: { public: true, bucket: 'read' } }, async (req, reply) => {
          const t = tokenOf(req);
          const state = kind === 'confirm' ? await service.confirmView(t) : await service.unsubscribeView(t);
          return page(reply, lang, { kind, state, action: action(req) }, statusOf(state));
        });
        scope.post(
          url,
          { bodyLimit: FORM_BODY_LIMIT, config: { public: true, bucket: 'write' } },
          async (req, reply) => {
            const t = tokenOf(req);
            const state = kind === 'confirm' ? await service.confirm(t) : await service.unsubscribe(t);
            return page(reply, lang, { kind, state, action: action(req) }, statusOf(state));
          },
        );
      }
      // The subscribe box's form without JavaScript: the same service, answered with a page.
      scope.post(
        localizedPath('/subscribe/', lang),
        { bodyLimit: FORM_BODY_LIMIT, config: { public: true, bucket: 'subscribe' } },
        async (req, reply) => {
          const parsed = ZSubscribeBody.safeParse({ email: (req.body as { email?: unknown } | null)?.email });
          if (!parsed.success) return page(reply, lang, { kind: 'subscribed', ok: false }, 400);
          await service.subscribe(parsed.data.email, lang);
          return page(reply, lang, { kind: 'subscribed', ok: true });
        },
      );
    }
  });
}
