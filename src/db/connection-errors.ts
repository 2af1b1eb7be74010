/**
 * Lost database connections (decision 0021): a failover, a restart or a network blip ends a connection in the middle
 * of a request. Those errors are the database being briefly away, not the request being wrong: the request answers
 * 503 with a Retry-After and the pool connects again for the next one.
 */

/** SQLSTATE classes and codes of a connection that went away or could not be made. */
const LOST_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const LOST_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTCONN',
  'EHOSTUNREACH',
]);
const LOST_MESSAGES =
  /Connection terminated|terminating connection|Client has encountered a connection error|timeout exceeded when trying to connect|Connection ended|connection is closed/i;

/** Whether an error (or what caused it) is a lost or refused database connection. */
export function isConnectionError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (LOST_SQLSTATES.has(code) || LOST_NODE_CODES.has(code))) return true;
    if (typeof message === 'string' && LOST_MESSAGES.test(message)) return true;
    e = cause;
  }
  return false;
}
