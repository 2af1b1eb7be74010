import type { FastifyReply } from 'fastify';
import type { LangCode } from '../../shared/domain/locales';
import { tFor } from '../../shared/i18n/catalogues';
import type { TParams } from '../../shared/i18n/translator';

/**
 * The one result shape of a service call a route answers (decision 0051): the value, or a refusal with its HTTP
 * status and the `{code, message}` body every endpoint answers 4xx with. A body may carry more (field errors,
 * `retryAfter`, zod issues); `B` names it.
 */
export type RefusalBody = { code: string; message: string; retryAfter?: number };
export type Refusal<B extends RefusalBody = RefusalBody> = { ok: false; status: number; body: B };
export type Outcome<T, B extends RefusalBody = RefusalBody> = { ok: true; value: T } | Refusal<B>;

/** A refusal whose message is the catalogue text `key` in the request's language. */
export function refuse(
  lang: LangCode,
  status: number,
  code: string,
  key: string,
  params: TParams = {},
): Refusal {
  return { ok: false, status, body: { code, message: tFor(lang)(key, params) } };
}

/** The value as JSON, or the refusal's status and body (a `retryAfter` in it also as the Retry-After header). */
export function sendOutcome<T>(reply: FastifyReply, outcome: Outcome<T, RefusalBody>) {
  if (outcome.ok) return reply.send(outcome.value);
  if (typeof outcome.body.retryAfter === 'number')
    reply.header('Retry-After', String(outcome.body.retryAfter));
  return reply.code(outcome.status).send(outcome.body);
}
