/**
 * What kind of failure a call ended in, so that the visitor reads what happened and what to do
 * (docs/product/errors-and-limits.md; decision 0062): no connection, no answer in time, the server's own refusal
 * (its message is the text), or anything else (the generic 'Something went wrong!').
 * Codes are literals: the request helper's constants module would pull more into the smallest chunks.
 */
export type FailureKind = 'offline' | 'timeout' | 'server' | 'unknown';

export function failureKind(f: { status: number; code: string; message?: string | undefined }): FailureKind {
  if (f.code === 'NETWORK_ERROR') return 'offline';
  if (f.code === 'TIMEOUT') return 'timeout';
  if (f.status > 0 && !f.code.startsWith('HTTP_') && f.code !== 'INVALID_RESPONSE' && f.message)
    return 'server';
  return 'unknown';
}
