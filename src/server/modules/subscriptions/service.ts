import type { FastifyBaseLogger } from 'fastify';
import { localizedPath, type LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import { loggableError } from '../../plugins/errors';
import type { EmailService } from '../email';
import type { SubscriptionsRepo } from './repo';
import { TOKEN_PATTERN, expired, newToken, tokenHash } from './tokens';

/** The pages' addresses (decision 0106); the token travels as `?t=`. */
export const CONFIRM_PATH = '/subscribe/confirm/';
export const UNSUBSCRIBE_PATH = '/subscribe/unsubscribe/';

export type LinkState = 'ask' | 'done' | 'already' | 'invalid' | 'expired';

/**
 * The CEO blog's double opt-in (decision 0106): a subscribe request stores a pending row and e-mails a confirmation
 * link; the confirmation page's button (a POST, never the GET) confirms and e-mails a welcome with an unsubscribe
 * link, whose page's button unsubscribes. The answer to a subscribe request never says whether the address was
 * already subscribed.
 */
export function subscriptionsService(deps: {
  repo: SubscriptionsRepo;
  email: EmailService;
  origin: string;
  log: FastifyBaseLogger;
}) {
  const link = (path: string, lang: LangCode, token: string) =>
    `${deps.origin.replace(/\/$/, '')}${localizedPath(path, lang)}?t=${encodeURIComponent(token)}`;
  const valid = (token: string | undefined): token is string => !!token && TOKEN_PATTERN.test(token);

  return {
    /** Stores or refreshes the pending subscription and sends its confirmation e-mail (when one is due). */
    async subscribe(address: string, lang: LangCode): Promise<void> {
      const email = address.trim().toLowerCase();
      const token = newToken();
      const consent = { lang, text: tFor(lang)('subscribe:box.consent'), at: new Date().toISOString() };
      const outcome = await deps.repo.request(email, lang, tokenHash(token), consent);
      if (outcome !== 'send') {
        deps.log.info({ outcome }, 'subscribe request without an e-mail');
        return;
      }
      await deps.email.enqueue('subscribeConfirm', email, lang, {
        confirmUrl: link(CONFIRM_PATH, lang, token),
      });
    },

    /** What the confirmation page shows for a token (GET: nothing changes). */
    async confirmView(token: string | undefined): Promise<LinkState> {
      if (!valid(token)) return 'invalid';
      const row = await deps.repo.byConfirmHash(tokenHash(token));
      if (!row) return 'invalid';
      if (row.state !== 'pending') return row.state === 'confirmed' ? 'already' : 'invalid';
      return expired(token) ? 'expired' : 'ask';
    },

    /** The confirmation page's button: confirms and sends the welcome with its unsubscribe link. */
    async confirm(token: string | undefined): Promise<LinkState> {
      const view = await this.confirmView(token);
      if (view !== 'ask' || !token) return view;
      const unsubscribe = newToken();
      const row = await deps.repo.confirm(tokenHash(token), tokenHash(unsubscribe));
      if (!row?.email) return 'already';
      const lang = row.lang as LangCode;
      await deps.email
        .enqueue('subscribeWelcome', row.email, lang, {
          unsubscribeUrl: link(UNSUBSCRIBE_PATH, lang, unsubscribe),
        })
        .catch((err: unknown) => deps.log.error({ err: loggableError(err) }, 'welcome e-mail not stored'));
      return 'done';
    },

    async unsubscribeView(token: string | undefined): Promise<LinkState> {
      if (!valid(token)) return 'invalid';
      const row = await deps.repo.byUnsubscribeHash(tokenHash(token));
      if (!row) return 'invalid';
      return row.state === 'confirmed' ? 'ask' : 'already';
    },

    async unsubscribe(token: string | undefined): Promise<LinkState> {
      const view = await this.unsubscribeView(token);
      if (view !== 'ask' || !token) return view;
      return (await deps.repo.unsubscribe(tokenHash(token))) ? 'done' : 'already';
    },
  };
}
export type SubscriptionsService = ReturnType<typeof subscriptionsService>;
