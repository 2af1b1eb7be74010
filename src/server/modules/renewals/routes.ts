import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANG_CODES, localizedPath, type LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import { formatDayMonthYear } from '../../../shared/i18n/date-format';
import { contentLang, localized } from '../../../shared/i18n/localized';
import type { RenewalsService } from './service';
import { renderStopPage, type StopPageState } from './stop-page';
import { verifyStopToken } from './stop-link';

/** A form post carries nothing the route reads (the token is in the path): a small body, read and dropped. */
const FORM_BODY_LIMIT = 1024;

/**
 * `GET {lang prefix}/r/stop/{token}/` asks, `POST` to the same address stops (decision 0089). Public (the link is
 * opened from an SMS, without a session) on the read and write budgets; never cached, never indexed, no referrer
 * (the token is in the address). An unknown or tampered token answers 404 with the same page whatever the reason.
 */
export function registerRenewalRoutes(
  app: FastifyInstance,
  service: RenewalsService,
  opts: { stopKey: Buffer; css: () => readonly string[] },
): void {
  const page = (reply: FastifyReply, lang: LangCode, state: StopPageState, status = 200) =>
    reply
      .code(status)
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Referrer-Policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(renderStopPage(state, lang, opts.css()));

  const policyOf = async (req: FastifyRequest) => {
    const token = (req.params as { token?: string }).token ?? '';
    const publicId = verifyStopToken(opts.stopKey, token);
    return publicId ? service.stopView(publicId) : undefined;
  };

  void app.register(async (scope) => {
    // The button's form post (application/x-www-form-urlencoded), accepted in this scope only.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_req, _body, done) => done(null, {}),
    );
    for (const lang of LANG_CODES) {
      const url = localizedPath('/r/stop/:token/', lang);
      scope.get(url, { config: { public: true, bucket: 'read' } }, async (req, reply) => {
        const policy = await policyOf(req);
        if (!policy) return page(reply, lang, { kind: 'invalid' }, 404);
        if (policy.stoppedAt) return page(reply, lang, { kind: 'already' });
        const t = tFor(lang);
        const holderLang = contentLang(lang);
        return page(reply, lang, {
          kind: 'ask',
          product: t(`products.${policy.productId}`),
          insurer: policy.insurerName
            ? localized(policy.insurerName, holderLang)
            : (policy.policyInsurerName ?? ''),
          date: policy.endDate ? (formatDayMonthYear(policy.endDate, lang) ?? policy.endDate) : '',
        });
      });
      scope.post(
        url,
        { bodyLimit: FORM_BODY_LIMIT, config: { public: true, bucket: 'write' } },
        async (req, reply) => {
          const policy = await policyOf(req);
          if (!policy) return page(reply, lang, { kind: 'invalid' }, 404);
          const stopped = await service.stop(policy.id);
          return page(reply, lang, { kind: stopped ? 'done' : 'already' });
        },
      );
    }
  });
}
