import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LangCode } from '../../shared/domain/locales';
import { parseRequestLanguage } from '../../shared/i18n/request-language';

/** Server guess for the first paint; islands correct it with matchMedia (992 px breakpoint). */
export function isMobileRequest(req: FastifyRequest): boolean {
  return /Mobi|Android|iPhone|iPod/i.test(req.headers['user-agent'] ?? '');
}

export function themeFromCookie(req: FastifyRequest): 'light' | 'dark' {
  const cookie = req.headers.cookie ?? '';
  return /(?:^|;\s*)themePreference=dark(?:;|$)/.test(cookie) ? 'dark' : 'light';
}

/** The language an API answer's messages are in: the request's Accept-Language, English by default. */
export function requestLanguage(req: FastifyRequest): LangCode {
  return parseRequestLanguage(req.headers['accept-language']);
}

/** One visitor's data: never stored by a shared cache. */
export function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'no-store');
}
