import { sendErrorLog } from './session/log';

/**
 * A failed chunk or an unhandled error of the page (load-errors.ts, decision 0048) as a dumpLogs record. A chunk of
 * its own, imported only when something failed, so neither the entry nor a page that works downloads it.
 * Never throws.
 */
export function sendClientError(kind: string, error: unknown, where: string, durationMs: number): void {
  try {
    const e = error instanceof Error ? error : undefined;
    const message = e ? e.message : String(error);
    sendErrorLog({
      errorInfo: `${kind}: ${e?.name ?? 'Error'}: ${message}`.slice(0, 1000),
      statusCode: 0,
      message: (e?.stack ?? message).slice(0, 2000),
      requestUrl: location.pathname,
      requestData: where,
      durationMs,
    });
  } catch {
    // reporting must never break the page
  }
}
