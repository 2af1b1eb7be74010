/**
 * The Idempotency-Key protocol shared by the server plugin and the browser (decision 0010). No zod here, so
 * island chunks can use it.
 */

/** Request header (lower case, as Node presents it); optional on the routes that accept it. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Response header on an answer that was stored earlier and is being sent again. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotent-replayed';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export const IDEMPOTENCY_ERROR_CODES = {
  /** 400: the header is empty, longer than 255 characters or holds a character outside printable ASCII. */
  IDEMPOTENCY_KEY_INVALID: 'IDEMPOTENCY_KEY_INVALID',
  /** 422: the key was used on this route by this device with a different body (compared as canonical JSON). */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** 409 with Retry-After: the first request with this key is still running after the wait. */
  IDEMPOTENCY_IN_PROGRESS: 'IDEMPOTENCY_IN_PROGRESS',
} as const;

/** Printable ASCII (space to tilde), 1 to 255 characters: a UUID, a ULID or any client's own scheme fits. */
const KEY_PATTERN = new RegExp(`^[\\x20-\\x7E]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && KEY_PATTERN.test(value);
}

/**
 * Answers the server does not keep for a key: the client should be able to retry them and have the request
 * run afresh (server errors, rate limits, timeouts, a missing or expired session). Every other answer is
 * stored and replayed for the same key. The browser keeps its key for exactly these (and for no answer).
 */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 401 || status === 408 || status === 429;
}
