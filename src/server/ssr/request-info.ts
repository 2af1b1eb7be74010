import type { FastifyRequest } from 'fastify';

/** Server guess for the first paint; islands correct it with matchMedia (992 px breakpoint). */
export function isMobileRequest(req: FastifyRequest): boolean {
  return /Mobi|Android|iPhone|iPod/i.test(req.headers['user-agent'] ?? '');
}

export function themeFromCookie(req: FastifyRequest): 'light' | 'dark' {
  const cookie = req.headers.cookie ?? '';
  return /(?:^|;\s*)themePreference=dark(?:;|$)/.test(cookie) ? 'dark' : 'light';
}
