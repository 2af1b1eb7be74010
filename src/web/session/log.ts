import type { TClientLog } from '../../shared/contracts/session';
import { redactText } from '../../shared/rules/redact';
import { browserHeaders, LOG_URL } from './headers';

/**
 * Client error records for POST /api/analytics/dumpLogs (docs/product/session.md 'Logs', docs/product/session.md last paragraph).
 * Personal data is redacted in the browser, before anything leaves the page. This module never goes through
 * the request helper, so a failing log call can never log itself.
 */
export type ErrorLogInput = {
  errorInfo: string;
  statusCode: number;
  message: string;
  requestUrl: string;
  requestData?: unknown;
  responseData?: unknown;
  durationMs: number;
};

/** A broken page must not flood the log endpoint (or its rate limit). */
export const MAX_LOGS_PER_PAGE = 20;

function asText(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof FormData !== 'undefined' && v instanceof FormData) return '[form-data]';
  if (typeof Blob !== 'undefined' && v instanceof Blob) return '[binary]';
  try {
    return JSON.stringify(v) ?? '';
  } catch {
    return '[unserialisable]';
  }
}

/** Redact first, then cut to the contract's limits (cutting first could leave half a token unrecognised). */
const clean = (v: unknown, max: number) => redactText(asText(v)).slice(0, max);

export function toLogRecord(input: ErrorLogInput, now: Date = new Date()): TClientLog {
  return {
    errorInfo: clean(input.errorInfo, 4000),
    timestamp: now.toISOString(),
    statusCode: Math.max(0, Math.min(999, Math.trunc(input.statusCode) || 0)),
    message: clean(input.message, 2000),
    requestUrl: clean(input.requestUrl, 2000),
    requestData: clean(input.requestData, 6000),
    responseData: clean(input.responseData, 6000),
    duration: Math.max(0, Math.min(3_600_000, Math.round(input.durationMs))),
  };
}

let sent = 0;

/** Fire and forget. Skipped on localhost (docs/product/session.md 'Logs'). */
export function sendErrorLog(input: ErrorLogInput): void {
  try {
    if (location.hostname === 'localhost' || sent >= MAX_LOGS_PER_PAGE) return;
    sent++;
    void fetch(LOG_URL, {
      method: 'POST',
      // the usual headers (source, device) let the server correlate the record; never the token (exempt)
      headers: { ...browserHeaders(LOG_URL, { auth: false }), 'content-type': 'application/json' },
      body: JSON.stringify(toLogRecord(input)),
      credentials: 'same-origin',
      // keepalive: the record still leaves when the failure happens as the page unloads
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // logging must never break the page
  }
}

/** Test hook. */
export function resetLogBudget(): void {
  sent = 0;
}
