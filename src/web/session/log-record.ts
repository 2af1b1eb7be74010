// A dumpLogs record from a failure (docs/product/session.md 'Logs'), redacted: a chunk of its own, imported by
// `sendErrorLog` with the page's first record (decision 0108), so the redaction rules are not in the session chunk.
import type { TClientLog } from '../../shared/contracts/session';
import { redactText } from '../../shared/rules/redact';

/** A failure to record (`sendErrorLog`). */
export type ErrorLogInput = {
  errorInfo: string;
  statusCode: number;
  message: string;
  requestUrl: string;
  requestData?: unknown;
  responseData?: unknown;
  durationMs: number;
};

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
