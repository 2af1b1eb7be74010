import type { FastifyReply } from 'fastify';

/**
 * The staff session cookie (decision 0110), named as the account's (src/server/modules/auth/cookie.ts): over https
 * `__Host-sc_console` with Secure, Path=/ and no Domain; over plain http `sc_console` (a browser refuses Secure
 * there). HttpOnly and SameSite=Strict: no other site's link or form carries it. No Max-Age: the server ends an
 * idle session after 8 hours whatever the browser keeps.
 */
export type ConsoleCookie = { name: string; secure: boolean };

export function consoleCookie(publicOrigin: string): ConsoleCookie {
  const secure = publicOrigin.startsWith('https:');
  return { name: secure ? '__Host-sc_console' : 'sc_console', secure };
}

function serialize(c: ConsoleCookie, value: string, clear: boolean): string {
  return [
    `${c.name}=${value}`,
    'Path=/',
    ...(clear ? ['Max-Age=0'] : []),
    'SameSite=Strict',
    'HttpOnly',
    ...(c.secure ? ['Secure'] : []),
  ].join('; ');
}

export const setConsoleCookie = (reply: FastifyReply, c: ConsoleCookie, token: string) =>
  reply.header('set-cookie', serialize(c, token, false));
export const clearConsoleCookie = (reply: FastifyReply, c: ConsoleCookie) =>
  reply.header('set-cookie', serialize(c, '', true));
