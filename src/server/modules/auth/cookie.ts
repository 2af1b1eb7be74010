import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '../../../shared/contracts/account';

/**
 * The account session cookie (decision 0031). Over https (PUBLIC_ORIGIN https://…) it is
 * `__Host-sc_account`: Secure, Path=/, no Domain, so no sub-domain or plain-http page can set or read it. Over
 * plain http (a phone on the local network, a local `npm start`) a browser refuses Secure and `__Host-` cookies,
 * so sign-in would fail silently: there the cookie is `sc_account` without Secure. Both are HttpOnly and
 * SameSite=Lax (cross-site POSTs carry no session).
 */
export type CookiePolicy = { name: string; secure: boolean; maxAgeSeconds: number };

export function cookiePolicy(publicOrigin: string, maxAgeSeconds: number): CookiePolicy {
  const secure = publicOrigin.startsWith('https:');
  return { name: secure ? '__Host-sc_account' : 'sc_account', secure, maxAgeSeconds };
}

/** The value of one cookie of the request (the first one of that exact name), or null. */
export function readCookie(req: FastifyRequest, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

function serialize(
  name: string,
  value: string,
  p: CookiePolicy,
  opts: { httpOnly: boolean; maxAge: number },
) {
  return [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${opts.maxAge}`,
    'SameSite=Lax',
    ...(opts.httpOnly ? ['HttpOnly'] : []),
    ...(p.secure ? ['Secure'] : []),
  ].join('; ');
}

/** Sets the session cookie and the readable 'signed in' hint (which grants nothing). */
export function setSessionCookies(reply: FastifyReply, p: CookiePolicy, token: string): void {
  reply.header('set-cookie', [
    serialize(p.name, token, p, { httpOnly: true, maxAge: p.maxAgeSeconds }),
    serialize(SIGNED_IN_HINT_COOKIE, '1', p, { httpOnly: false, maxAge: p.maxAgeSeconds }),
  ]);
}

export function clearSessionCookies(reply: FastifyReply, p: CookiePolicy): void {
  reply.header('set-cookie', [
    serialize(p.name, '', p, { httpOnly: true, maxAge: 0 }),
    serialize(SIGNED_IN_HINT_COOKIE, '', p, { httpOnly: false, maxAge: 0 }),
  ]);
}
