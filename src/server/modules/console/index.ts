import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hkdfSync } from 'node:crypto';
import type { Assets } from '../../../shared/contracts/render';
import type { ModuleContext } from '../context';
import type { EmailService } from '../email';
import { consoleCookie } from './cookie';
import { registerConsoleGuard } from './guard';
import { registerConsolePages } from './page';
import { registerPasskeyRoutes } from './passkey-routes';
import { passkeyService } from './passkeys';
import { registerConsoleRoutes, type InvitationMailer } from './routes';
import { consoleService, type ConsoleService, type From } from './service';

export type { ConsoleService } from './service';

/** The console's own key (HMACs of e-mails for the lock-out, sign-in tickets), derived from SESSION_SECRET. */
export const consoleKey = (sessionSecret: string) =>
  Buffer.from(hkdfSync('sha256', sessionSecret, 'sahel-compare/v1', 'console', 32));

/**
 * The staff console, part 1 (decision 0110): staff sign-in (password + TOTP), sessions, invitations, roles on
 * routes (config.role, enforced by the guard), the audit log, and the /console/ pages. `clock` is the app's
 * injected clock (tests move it). `email`: invitations go out through the outbox (decision 0106).
 */
export function registerConsoleModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: {
    clock?: (() => Date) | undefined;
    email?: EmailService | undefined;
    /** Tests only (honoured under NODE_ENV=test): a cheaper scrypt than 2^17. */
    passwordLogN?: number | undefined;
    /** The built files; the console page loads the console's own entry from them (decision 0114). */
    assets: () => Assets;
  },
): ConsoleService {
  const now = deps.clock ?? (() => new Date());
  const passwordLogN = ctx.config.env === 'test' ? deps.passwordLogN : undefined;
  const service = consoleService(ctx.db, {
    key: consoleKey(ctx.config.secrets.sessionSecret),
    now,
    ...(passwordLogN ? { passwordLogN } : {}),
  });
  const cookie = consoleCookie(ctx.config.publicOrigin);
  const fromOf = (req: FastifyRequest): From => ({
    addressHash: ctx.hashIp(req.ip),
    userAgent: req.headers['user-agent'],
  });
  const email = deps.email;
  const mailInvitation: InvitationMailer | null = email
    ? async (to, lang, link) => {
        await email.enqueue('consoleInvitation', to, lang, { inviteUrl: link });
      }
    : null;
  registerConsoleGuard(app, { service, cookie, origin: ctx.config.publicOrigin, fromOf });
  registerConsoleRoutes(app, { service, cookie, origin: ctx.config.publicOrigin, fromOf, mailInvitation });
  const passkeys = passkeyService(ctx.db, service, {
    key: consoleKey(ctx.config.secrets.sessionSecret),
    now,
    publicOrigin: ctx.config.publicOrigin,
  });
  registerPasskeyRoutes(app, { passkeys, cookie, fromOf });
  registerConsolePages(app, { service, cookie, assets: deps.assets });
  return service;
}
