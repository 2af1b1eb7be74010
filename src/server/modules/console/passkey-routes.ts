import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZConsoleEmail, ZConsoleMe } from '../../../shared/contracts/console';
import {
  ZPasskeyAssertion,
  ZPasskeyRegistration,
  ZPasskeyRow,
} from '../../../shared/contracts/console-passkeys';
import { setConsoleCookie, type ConsoleCookie } from './cookie';
import { consoleRoute as route, staffOf } from './guard';
import type { ConsolePasskeys } from './passkeys';
import { ConsoleLockedError, type From } from './service';

const ZOptions = z.object({ data: z.record(z.string(), z.unknown()) });
const ZSignInOptions = z.strictObject({ email: ZConsoleEmail.optional() });
const ZSignInVerify = z.strictObject({ credential: ZPasskeyAssertion });
const ZRegister = z.strictObject({
  credential: ZPasskeyRegistration,
  deviceName: z.string().trim().min(1).max(60).optional(),
});
const ZKey = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const ZId = z.object({ id: ZKey });
const ZStaffPasskey = z.object({ id: ZKey, passkeyId: ZKey });
const ZRemoved = z.object({ data: z.object({ removed: z.number() }) });
const ADMIN = ['admin'] as const;

/**
 * The passkey routes (decision 0117): a signed-in staff member lists, adds and removes passkeys under
 * /api/console/passkeys; an admin lists and removes another's under /api/console/staff/:id/passkeys (decision
 * 0119); the signed-out sign-in pair /api/console/passkey/options and /verify ends in a session.
 */
export function registerPasskeyRoutes(
  app: FastifyInstance,
  deps: { passkeys: ConsolePasskeys; cookie: ConsoleCookie; fromOf: (req: FastifyRequest) => From },
): void {
  const { passkeys, cookie, fromOf } = deps;
  const locked = async <T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      if (err instanceof ConsoleLockedError) reply.header('Retry-After', String(err.retryAfter));
      throw err;
    }
  };

  app.get(
    '/api/console/passkeys',
    route('staff', 'read', {
      summary: "The signed-in staff member's passkeys.",
      response: z.object({ data: z.array(ZPasskeyRow) }),
    }),
    async (req) => ({ data: await passkeys.list(staffOf(req).id) }),
  );

  app.post(
    '/api/console/passkeys/options',
    route('staff', 'write', {
      summary:
        'Options to register a passkey (a session begun within 15 minutes); the challenge is single use.',
      body: null,
      response: ZOptions,
    }),
    async (req) => ({ data: await passkeys.registrationOptions(staffOf(req)) }),
  );

  app.post(
    '/api/console/passkeys',
    route('staff', 'write', {
      summary: 'Verify and store a new passkey for the signed-in staff member (audited).',
      body: ZRegister,
      response: z.object({ data: ZPasskeyRow }),
    }),
    async (req) => {
      const { credential, deviceName } = ZRegister.parse(req.body);
      return { data: await passkeys.register(staffOf(req), credential, deviceName ?? null, fromOf(req)) };
    },
  );

  app.delete(
    '/api/console/passkeys/:id',
    route('staff', 'write', {
      summary: 'Remove one of your passkeys (a session begun within 15 minutes; audited).',
      params: ZId,
      body: null,
      response: z.object({ data: z.object({ ok: z.literal(true) }) }),
    }),
    async (req) => {
      const { id } = ZId.parse(req.params);
      await passkeys.remove(staffOf(req), id, fromOf(req));
      return { data: { ok: true as const } };
    },
  );

  app.get(
    '/api/console/staff/:id/passkeys',
    route(ADMIN, 'read', {
      summary: "A staff member's passkeys, for an admin (decision 0119).",
      params: ZId,
      response: z.object({ data: z.array(ZPasskeyRow) }),
    }),
    async (req) => ({ data: await passkeys.list(ZId.parse(req.params).id) }),
  );

  app.delete(
    '/api/console/staff/:id/passkeys/:passkeyId',
    route(ADMIN, 'write', {
      summary:
        "An admin removes one of a staff member's passkeys (a session begun within 15 minutes; audited).",
      params: ZStaffPasskey,
      body: null,
      response: ZRemoved,
    }),
    async (req) => {
      const { id, passkeyId } = ZStaffPasskey.parse(req.params);
      return { data: { removed: await passkeys.removeFor(staffOf(req), id, passkeyId, fromOf(req)) } };
    },
  );

  app.delete(
    '/api/console/staff/:id/passkeys',
    route(ADMIN, 'write', {
      summary:
        "An admin removes all of a staff member's passkeys (a session begun within 15 minutes; audited).",
      params: ZId,
      body: null,
      response: ZRemoved,
    }),
    async (req) => ({
      data: { removed: await passkeys.removeFor(staffOf(req), ZId.parse(req.params).id, null, fromOf(req)) },
    }),
  );

  app.post(
    '/api/console/passkey/options',
    route('signed-out', 'write', {
      summary: 'Passkey sign-in options (user verification required; the e-mail is optional).',
      body: ZSignInOptions,
      response: ZOptions,
    }),
    async (req, reply) => {
      const { email } = ZSignInOptions.parse(req.body ?? {});
      return { data: await locked(reply, () => passkeys.signInOptions(email, fromOf(req))) };
    },
  );

  app.post(
    '/api/console/passkey/verify',
    route('signed-out', 'write', {
      summary: 'Passkey sign-in: verifies the assertion and sets the staff session cookie.',
      body: ZSignInVerify,
      response: ZConsoleMe,
    }),
    async (req, reply) => {
      const { credential } = ZSignInVerify.parse(req.body);
      const { token, staff } = await locked(reply, () => passkeys.signIn(credential, fromOf(req)));
      setConsoleCookie(reply, cookie, token);
      return { data: staff };
    },
  );
}
