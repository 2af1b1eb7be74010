import { redactText } from '../rules/redact';

/**
 * The analytics events stored by `POST /api/analytics/events` (docs/product/analytics.md 'Events the business
 * reads'; decision 0103), without zod so the browser's sender ships none of it. The names are the specs' event
 * names; a new name needs a migration (the table's CHECK lists them).
 */
export const ANALYTICS_EVENT_NAMES = [
  'pageView',
  'leavingPage',
  'buttonClick',
  'promotionClick',
  'iconClick',
  'categoryViewed',
  'journeyTracking',
  'phoneNumberCaptured',
  'emailCaptured',
  'formSubmitSuccess',
  'formSubmitFailure',
  'leadSubmitted',
] as const;

export const ANALYTICS_EVENTS_URL = '/api/analytics/events';
/** Events in one request at most (decision 0103). */
export const ANALYTICS_BATCH_MAX = 20;
export const ANALYTICS_PATH_MAX = 512;
export const ANALYTICS_FIELD_ID_MAX = 64;

export const ANALYTICS_ERROR_CODES = {
  /** A value in the batch looks like a phone number, an e-mail address, an Emirates ID or a token (400). */
  ANALYTICS_PERSONAL_DATA: 'ANALYTICS_PERSONAL_DATA',
  /** The funnel's dates are not a range of at most 366 days (400). */
  FUNNEL_RANGE: 'FUNNEL_RANGE',
} as const;

/** A segment of 16 or more letters and digits with a digit in it is an id or a token (a renewal link's). */
const OPAQUE_SEGMENT = /^(?=[^/]*\d)[A-Za-z0-9_-]{16,}$/;

/**
 * The path an event is stored with: no query or fragment, every opaque id segment replaced by `:id`, bounded. The
 * server applies it before its checks, so a renewal link's token never reaches the events table.
 */
export function analyticsPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] || '/';
  const out = bare
    .split('/')
    .map((s) => (OPAQUE_SEGMENT.test(s) ? ':id' : s))
    .join('/');
  return out.slice(0, ANALYTICS_PATH_MAX);
}

/**
 * Whether a value looks like personal data: redaction (src/shared/rules/redact.ts: phone numbers in any script,
 * e-mails, Emirates IDs, card numbers, tokens) would change it. The server refuses a batch holding one.
 */
export function looksPersonal(v: unknown): boolean {
  if (typeof v === 'string') return redactText(v) !== v;
  if (typeof v === 'number') return redactText(String(v)) !== String(v);
  return false;
}
