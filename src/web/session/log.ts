import { browserHeaders, LOG_URL } from './headers';
import type { ErrorLogInput } from './log-record';

export type { ErrorLogInput };

/**
 * Client error records for POST /api/analytics/dumpLogs (docs/product/session.md 'Logs', docs/product/session.md last paragraph).
 * Personal data is redacted in the browser, before anything leaves the page. This module never goes through
 * the request helper, so a failing log call can never log itself. The record and its redaction are a chunk of their
 * own (`log-record.ts`), fetched with the first record: a page that works never downloads the redaction rules
 * (decision 0108).
 */

/** A broken page must not flood the log endpoint (or its rate limit). */
export const MAX_LOGS_PER_PAGE = 20;

let sent = 0;
const inFlight = new Set<Promise<unknown>>();

/**
 * Fire and forget. Skipped on localhost (docs/product/session.md 'Logs'). Counted at once (the budget holds while
 * the record's chunk loads); the time is the failure's, not the send's.
 */
export function sendErrorLog(input: ErrorLogInput): void {
  try {
    if (location.hostname === 'localhost' || sent >= MAX_LOGS_PER_PAGE) return;
    sent++;
    const now = new Date();
    // the page's fetch now: the record belongs to this page even though its chunk arrives later
    const post = globalThis.fetch.bind(globalThis);
    const headers = { ...browserHeaders(LOG_URL, { auth: false }), 'content-type': 'application/json' };
    const send = import('./log-record')
      .then(({ toLogRecord }) =>
        post(LOG_URL, {
          method: 'POST',
          // the usual headers (source, device) let the server correlate the record; never the token (exempt)
          headers,
          body: JSON.stringify(toLogRecord(input, now)),
          credentials: 'same-origin',
          // keepalive: the record still leaves when the failure happens as the page unloads
          keepalive: true,
        }),
      )
      // read to its end: Chromium counts an answer never read as an open request (no network idle)
      .then((res) => res.arrayBuffer())
      .catch(() => undefined);
    inFlight.add(send);
    void send.finally(() => inFlight.delete(send));
  } catch {
    // logging must never break the page
  }
}

/** Test hook. */
export function resetLogBudget(): void {
  sent = 0;
}

/** Test hook: every record asked for so far has been sent (its chunk loaded, its call answered). */
export async function logsSettled(): Promise<void> {
  while (inFlight.size) await Promise.all(inFlight);
}
