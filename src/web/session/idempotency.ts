import {
  IDEMPOTENCY_ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  isRetryableStatus,
} from '../../shared/domain/idempotency';
import { canonicalJson } from '../../shared/rules/canonical-json';
import { apiPost, apiPut, type ApiResult, type RequestOptions } from './request';

/** A random key for one submission: a UUID v4 (getRandomValues where randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether the server kept its answer for the key (decision 0010): any answer but a server error, 401, 408, 429
 * or IDEMPOTENCY_IN_PROGRESS. No answer at all (network failure, timeout) may still have been kept: unknown.
 */
export function answerKept(result: ApiResult<unknown>): boolean {
  if (result.ok) return true;
  if (result.status === 0 || result.code === IDEMPOTENCY_ERROR_CODES.IDEMPOTENCY_IN_PROGRESS) return false;
  return !isRetryableStatus(result.status);
}

export type SubmissionKeys = {
  /** The key to send: the open submission's with this method, url and body, else a new one. */
  keyFor(method: string, url: string, body: unknown): string;
  /** Ends the submission once the server kept an answer; otherwise its key stays for the retry. */
  settle(method: string, url: string, body: unknown, result: ApiResult<unknown>): void;
};

/**
 * Idempotency keys of the journey's writes: one per submission, the same one again when the visitor retries
 * that submission (the same method, url and body, compared as canonical JSON) after an answer the server did
 * not keep, so a request that did arrive is answered again instead of running twice. After a kept answer the
 * next click is a new submission with a new key. The OTP re-post has another body, hence its own key.
 */
export function submissionKeys(newKey: () => string = newIdempotencyKey, capacity = 20): SubmissionKeys {
  const open = new Map<string, string>();
  const signature = (method: string, url: string, body: unknown) =>
    `${method.toUpperCase()} ${url} ${canonicalJson(body)}`;
  return {
    keyFor(method, url, body) {
      const sig = signature(method, url, body);
      const known = open.get(sig);
      if (known) return known;
      const key = newKey();
      open.set(sig, key);
      // Bounded: the oldest unfinished submissions are forgotten first.
      for (const old of open.keys()) {
        if (open.size <= capacity) break;
        open.delete(old);
      }
      return key;
    },
    settle(method, url, body, result) {
      if (answerKept(result)) open.delete(signature(method, url, body));
    },
  };
}

/** The call that carries the key: the request helper's apiPost/apiPut, or a test's stand-in. */
export type KeyedSend<T> = (
  url: string,
  body: unknown,
  opts: RequestOptions<T> & { headers: Record<string, string> },
) => Promise<ApiResult<T>>;

/**
 * The one idempotent write (decision 0010): sends `body` with the submission's key from `keys` and settles the
 * key with the answer, so a retry after an answer the server did not keep re-sends the same key.
 */
export async function sendIdempotent<T = unknown>(
  keys: SubmissionKeys,
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  opts: RequestOptions<T> = {},
  /** Replaces the request helper (tests). */
  send: KeyedSend<T> = method === 'PUT' ? apiPut : apiPost,
): Promise<ApiResult<T>> {
  const headers = { ...opts.headers, [IDEMPOTENCY_KEY_HEADER]: keys.keyFor(method, url, body) };
  const res = await send(url, body, { ...opts, headers });
  keys.settle(method, url, body, res);
  return res;
}
