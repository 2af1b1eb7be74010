import type { FastifyError, FastifyReply } from 'fastify';
import { ZodError } from 'zod';
import { ERROR_CODES, type TApiError } from '../../shared/contracts/errors';
import { isConnectionError } from '../../db/connection-errors';

/** Seconds a client waits after a lost database connection before it tries again. */
export const DATABASE_RETRY_AFTER_S = 5;

/** A failure a handler means to report: status, stable code, human message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** docs/product/errors-and-limits.md RATE_LIMIT: 429 with Retry-After (whole seconds) and the same number as body.retryAfter. */
export class RateLimitedError extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, ERROR_CODES.RATE_LIMIT, `Too many requests. Please try again in ${retryAfter} seconds.`);
  }
}

function zodIssues(err: ZodError): TApiError['issues'] {
  return err.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** Maps any error to a JSON body with a stable code; never a stack trace, never a bare 500 for bad input. */
export function toApiError(err: unknown): { status: number; body: TApiError } {
  // Decision 0021: the database went away mid-request: this request fails, the next one reconnects.
  if (isConnectionError(err))
    return {
      status: 503,
      body: {
        code: ERROR_CODES.SERVICE_UNAVAILABLE,
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
        retryAfter: DATABASE_RETRY_AFTER_S,
      },
    };
  if (err instanceof RateLimitedError)
    return { status: 429, body: { code: err.code, message: err.message, retryAfter: err.retryAfter } };
  if (err instanceof HttpError)
    return { status: err.statusCode, body: { code: err.code, message: err.message } };
  if (err instanceof ZodError) {
    const first = err.issues[0];
    return {
      status: 400,
      body: {
        code: ERROR_CODES.VALIDATION_FAILED,
        message: first?.message ?? 'Invalid request',
        issues: zodIssues(err),
      },
    };
  }
  const fe = err as Partial<FastifyError>;
  switch (fe.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        body: { code: ERROR_CODES.PAYLOAD_TOO_LARGE, message: 'The request body is too large.' },
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        body: { code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, message: 'Send the request body as JSON.' },
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return {
        status: 400,
        body: { code: ERROR_CODES.BAD_REQUEST, message: 'The request body is not valid JSON.' },
      };
    default:
      break;
  }
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    return {
      status: fe.statusCode,
      body: { code: ERROR_CODES.BAD_REQUEST, message: 'The request could not be understood.' },
    };
  }
  return { status: 500, body: { code: ERROR_CODES.INTERNAL_ERROR, message: 'Something went wrong.' } };
}

/**
 * What a log may keep of an error (decision 0021): its name, SQLSTATE code and message without the query's
 * parameters (drizzle writes them after 'params:', and they can hold a visitor's answers), and the same of its
 * cause; never the parameters themselves.
 */
export function loggableError(err: unknown): {
  name: string;
  code?: string;
  message: string;
  cause?: unknown;
} {
  const e = (err ?? {}) as { name?: unknown; code?: unknown; message?: unknown; cause?: unknown };
  const message = typeof e.message === 'string' ? (e.message.split(/\n?params:/)[0] ?? '') : String(err);
  return {
    name: typeof e.name === 'string' ? e.name : 'Error',
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    message: message.slice(0, 500),
    ...(e.cause ? { cause: loggableError(e.cause) } : {}),
  };
}

export function sendApiError(reply: FastifyReply, err: unknown): FastifyReply {
  const { status, body } = toApiError(err);
  if (body.retryAfter !== undefined) reply.header('Retry-After', String(body.retryAfter));
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
