import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ZSendOtpRequest,
  ZSendOtpResponse,
  ZVerifyOtpRequest,
  ACCOUNT_PATH,
} from '../../../shared/contracts/account';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { MSG } from '../../../shared/rules/messages';
import { tFor } from '../../../shared/i18n/catalogues';
import { requestLanguage } from '../../lib/request';
import { deviceOf } from '../../plugins/route-options';
import { HttpError } from '../../plugins/errors';
import { clearSessionCookies, readCookie, setSessionCookies, type CookiePolicy } from './cookie';
import type { AuthFailure, AuthService } from './service';
import { withSchemas, ZJsonObject } from '../../plugins/route-schemas';

/** Sign-in writes need the device token (the code is bound to it); the session read goes by the cookie (0042). */
const DEVICE_WRITE = { config: { public: false, bucket: 'write', device: true } } as const;
const COOKIE_READ = { config: { public: true, bucket: false } } as const;
/** Sign-out ends every session of the number: the device token too, so a cross-site page cannot (decision 0031). */
const SIGN_OUT = { config: { public: false, bucket: 'write' } } as const;

const SEND_OTP = withSchemas(DEVICE_WRITE, {
  summary: 'Text a sign-in code (the same answer for a known and an unknown number).',
  body: ZSendOtpRequest,
  response: ZSendOtpResponse,
});
const VERIFY_OTP = withSchemas(DEVICE_WRITE, {
  summary: 'Sign in with the code: sets the account cookie.',
  body: ZVerifyOtpRequest,
  response: z.object({ success: z.literal(true), redirect: z.string() }),
});
const SESSION = withSchemas(COOKIE_READ, {
  summary: 'Whether the account cookie signs in, and as which (masked) number.',
  response: z.union([
    z.object({ signedIn: z.literal(false) }),
    z.object({ signedIn: z.literal(true), maskedMobile: z.string(), expiresAt: z.string() }),
  ]),
});
const SIGN_OUT_ALL = withSchemas(SIGN_OUT, {
  summary: 'End every session of the signed-in number (a JSON body).',
  body: ZJsonObject,
  response: z.object({ success: z.literal(true), revoked: z.number().int() }),
});

const refuse = (reply: FastifyReply, f: AuthFailure) => {
  if (f.retryAfter !== undefined) reply.header('Retry-After', String(f.retryAfter));
  return reply.code(f.status).send({
    code: f.code,
    message: f.message,
    ...(f.retryAfter === undefined ? {} : { retryAfter: f.retryAfter }),
  });
};

export type AccountGuard = (req: FastifyRequest) => Promise<{ mobileNumber: string } | null>;

/**
 * POST /api/auth/sendOtp and /api/auth/verifyOtp (device token required, like every journey write), GET
 * /api/auth/session (the account cookie) and POST /api/auth/signout (the cookie, the device token and a JSON body).
 * Never a token in a URL or a body.
 */
export function registerAuthRoutes(
  app: FastifyInstance,
  service: AuthService,
  deps: { cookie: CookiePolicy; hashIp: (ip: string) => string },
): AccountGuard {
  const who = (req: FastifyRequest) => {
    return {
      deviceUuid: deviceOf(req),
      ipHash: deps.hashIp(req.ip),
      language: requestLanguage(req),
    };
  };
  const mobileRefusal = (req: FastifyRequest, reply: FastifyReply, body: unknown) => {
    const t = tFor(requestLanguage(req));
    const raw = (body as { mobileNumber?: unknown } | null)?.mobileNumber;
    const empty = raw === undefined || raw === null || raw === '';
    // docs/product/account.md 'Sign-in number invalid or missing'.
    return reply.code(422).send({
      code: empty ? 'MOBILE_REQUIRED' : 'INVALID_MOBILE',
      message: t(empty ? MSG.mobile.required : MSG.mobile.invalid),
    });
  };
  const current = (req: FastifyRequest) => service.find(readCookie(req, deps.cookie.name));

  app.post('/api/auth/sendOtp', SEND_OTP, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const parsed = ZSendOtpRequest.safeParse(req.body);
    if (!parsed.success) return mobileRefusal(req, reply, req.body);
    const r = await service.sendOtp(parsed.data.mobileNumber, who(req));
    return r.ok ? r.body : refuse(reply, r);
  });

  app.post('/api/auth/verifyOtp', VERIFY_OTP, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const parsed = ZVerifyOtpRequest.safeParse(req.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === 'mobileNumber') return mobileRefusal(req, reply, req.body);
      const t = tFor(requestLanguage(req));
      return reply.code(422).send({ code: 'OTP_REQUIRED', message: t(MSG.otp.required) });
    }
    const r = await service.verifyOtp(parsed.data.mobileNumber, parsed.data.otp, who(req));
    if (!r.ok) return refuse(reply, r);
    setSessionCookies(reply, deps.cookie, r.token);
    return { success: true, redirect: ACCOUNT_PATH };
  });

  app.get('/api/auth/session', SESSION, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const s = await current(req);
    // A stale cookie (revoked elsewhere, expired) is cleared, so the header stops asking.
    if (!s && readCookie(req, deps.cookie.name) !== null) clearSessionCookies(reply, deps.cookie);
    return service.describe(s);
  });

  app.post('/api/auth/signout', SIGN_OUT_ALL, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    // A form or text/plain POST is one a cross-site page can send with the cookie: JSON only.
    const type = String(req.headers['content-type'] ?? '').toLowerCase();
    if (!/^application\/json\s*(;|$)/.test(type))
      throw new HttpError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, 'Send the request body as JSON.');
    const s = await current(req);
    const revoked = s ? await service.signOutEverywhere(s.mobileNumber) : 0;
    clearSessionCookies(reply, deps.cookie);
    // Cookies only: site storage holds the device token, which owns the visitor's quotes and enquiries.
    reply.header('Clear-Site-Data', '"cookies"');
    return { success: true, revoked };
  });

  return async (req) => {
    const s = await current(req);
    return s ? { mobileNumber: s.mobileNumber } : null;
  };
}
