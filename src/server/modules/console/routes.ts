import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CONSOLE_ROLES,
  ZConsoleEmail,
  ZConsoleMe,
  ZConsolePassword,
  ZTotpCode,
} from '../../../shared/contracts/console';
import { clearConsoleCookie, setConsoleCookie, type ConsoleCookie } from './cookie';
import { consoleRoute as route, staffOf } from './guard';
import { ConsoleLockedError, type ConsoleService, type From } from './service';

const ZOk = z.object({ data: z.object({ ok: z.literal(true) }) });
const ZToken = z.string().min(20).max(100);
const ZSignIn = z.strictObject({ email: ZConsoleEmail, password: z.string().min(1).max(200) });
const ZSignInCode = z.strictObject({ ticket: z.string().min(1).max(200), code: ZTotpCode });
const ZAccept = z.strictObject({ token: ZToken, password: ZConsolePassword });
const ZConfirm = z.strictObject({ token: ZToken, code: ZTotpCode });
const ZInvite = z.strictObject({
  email: ZConsoleEmail,
  displayName: z.string().trim().min(1).max(120),
  role: z.enum(CONSOLE_ROLES),
  products: z.array(z.number().int().positive()).max(50).default([]),
  lang: z.enum(['en', 'ar']).default('en'),
});

/** Invitation links open the console page with the token after '#', which no server log or Referer carries. */
export const invitationLink = (origin: string, token: string, lang: 'en' | 'ar' = 'en') =>
  new URL(`${lang === 'ar' ? '/ar-ae' : ''}/console/#invite=${token}`, origin).href;

export type InvitationMailer = (to: string, lang: 'en' | 'ar', link: string) => Promise<void>;

export function registerConsoleRoutes(
  app: FastifyInstance,
  deps: {
    service: ConsoleService;
    cookie: ConsoleCookie;
    origin: string;
    fromOf: (req: FastifyRequest) => From;
    mailInvitation: InvitationMailer | null;
  },
): void {
  const { service, cookie, fromOf } = deps;
  /** The back-off's wait as a Retry-After header too. */
  const locked = async <T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      if (err instanceof ConsoleLockedError) reply.header('Retry-After', String(err.retryAfter));
      throw err;
    }
  };

  app.post(
    '/api/console/sign-in',
    route('signed-out', 'write', {
      summary: 'Console sign-in, step 1: e-mail and password; answers a ticket for the code step.',
      body: ZSignIn,
      response: z.object({ data: z.object({ ticket: z.string() }) }),
    }),
    async (req, reply) => {
      const { email, password } = ZSignIn.parse(req.body);
      const ticket = await locked(reply, () => service.signInPassword(email, password, fromOf(req)));
      return { data: { ticket } };
    },
  );

  app.post(
    '/api/console/sign-in/code',
    route('signed-out', 'write', {
      summary: 'Console sign-in, step 2: the authenticator code; sets the staff session cookie.',
      body: ZSignInCode,
      response: ZConsoleMe,
    }),
    async (req, reply) => {
      const { ticket, code } = ZSignInCode.parse(req.body);
      const { token, staff } = await locked(reply, () => service.signInCode(ticket, code, fromOf(req)));
      setConsoleCookie(reply, cookie, token);
      return { data: staff };
    },
  );

  app.post(
    '/api/console/invitations/accept',
    route('signed-out', 'write', {
      summary: 'Accept a console invitation: set the password; answers the TOTP secret and otpauth URI once.',
      body: ZAccept,
      response: z.object({
        data: z.object({ email: z.string(), secret: z.string(), otpauthUri: z.string() }),
      }),
    }),
    async (req) => {
      const { token, password } = ZAccept.parse(req.body);
      return { data: await service.acceptInvitation(token, password, fromOf(req)) };
    },
  );

  app.post(
    '/api/console/invitations/confirm',
    route('signed-out', 'write', {
      summary: 'Confirm the authenticator with a code; uses up the invitation and signs in.',
      body: ZConfirm,
      response: ZConsoleMe,
    }),
    async (req, reply) => {
      const { token, code } = ZConfirm.parse(req.body);
      const signedIn = await locked(reply, () => service.confirmInvitation(token, code, fromOf(req)));
      setConsoleCookie(reply, cookie, signedIn.token);
      return { data: signedIn.staff };
    },
  );

  app.get(
    '/api/console/me',
    route('staff', 'read', { summary: 'The signed-in staff member.', response: ZConsoleMe }),
    async (req) => {
      const { sessionId: _, ...me } = staffOf(req);
      return { data: me };
    },
  );

  app.post(
    '/api/console/sign-out',
    route('staff', 'write', { summary: 'End this console session.', body: null, response: ZOk }),
    async (req, reply) => {
      const s = staffOf(req);
      await service.signOut(s.id, s.sessionId, fromOf(req));
      clearConsoleCookie(reply, cookie);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/api/console/sign-out-everywhere',
    route('staff', 'write', {
      summary: "End every one of the staff member's console sessions.",
      body: null,
      response: ZOk,
    }),
    async (req, reply) => {
      const s = staffOf(req);
      await service.signOutEverywhere(s.id, fromOf(req));
      clearConsoleCookie(reply, cookie);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/api/console/staff/invitations',
    route(['admin'], 'write', {
      summary: 'Invite a staff member (admin): the single-use link, by e-mail when the outbox is there.',
      body: ZInvite,
      response: z.object({
        data: z.object({ link: z.string(), expiresAt: z.string(), emailed: z.boolean() }),
      }),
    }),
    async (req) => {
      const { lang, ...inv } = ZInvite.parse(req.body);
      const admin = staffOf(req);
      const products = inv.role === 'agent' || inv.role === 'team_lead' ? inv.products : [];
      const { token, expiresAt } = await service.invite({ ...inv, products }, admin.id, fromOf(req));
      const link = invitationLink(deps.origin, token, lang);
      if (deps.mailInvitation) await deps.mailInvitation(inv.email, lang, link);
      return { data: { link, expiresAt: expiresAt.toISOString(), emailed: deps.mailInvitation !== null } };
    },
  );
}
