/**
 * Removes personal data and secrets from free text before it is stored or logged (architecture §1
 * 'Logs': redaction of personal data; spec 000 §7 'Logs' carry request and response bodies as strings).
 * Pure and synchronous so the browser can redact before sending too. Over-redaction is preferred to a leak:
 * any run of 9 or more digits is treated as a phone or card number.
 *
 * Every pattern is linear: bounded repetitions or single-character classes that cannot overlap, so a
 * 16 KB hostile string costs a few milliseconds at most.
 */

export const REDACTED = {
  token: '[REDACTED_TOKEN]',
  secret: '[REDACTED]',
  email: '[REDACTED_EMAIL]',
  emiratesId: '[REDACTED_EID]',
  phone: '[REDACTED_PHONE]',
  otp: '[REDACTED_OTP]',
} as const;

/**
 * Keys whose values are secrets or personal data wherever they appear: JSON (also JSON escaped inside a
 * JSON string), query strings and header lines. Matched as whole keys, case-insensitively.
 */
const SENSITIVE_KEYS = [
  'authorization',
  'proxy-authorization',
  'token',
  'access_?token',
  'refresh_?token',
  'account_?token',
  'id_?token',
  'x-api-key',
  'api_?key',
  'cookie',
  'set-cookie',
  'password',
  'passwd',
  'secret',
  'client_?secret',
  'otp',
  'otp_?code',
  'pin',
  'cvv',
  'mobile',
  'mobile_?number',
  'alt_?mobile_?number',
  'phone',
  'phone_?number',
  'email',
  'emirates_?id',
  'name',
  'full_?name',
  'first_?name',
  'last_?name',
  'date_?of_?birth',
  'dob',
  'customer_?reference',
].join('|');

// A key, optionally quoted (quotes possibly backslash-escaped), then ':' or '=', then a quoted or bare value.
const KEY_VALUE = new RegExp(
  String.raw`(^|[^A-Za-z0-9_-])(\\{0,3}["']?)(` +
    SENSITIVE_KEYS +
    String.raw`)(\\{0,3}["']?[ \t]{0,8}[:=][ \t]{0,8})(\\{0,3}"[^"\\\n]{0,4000}\\{0,3}"|'[^'\n]{0,4000}'|[^\s,&;{}[\]"'\\]{1,4000})`,
  'gi',
);

// 'Bearer <anything token-like>' (headers copied into an error record).
const BEARER = /\bBearer[ \t]+[A-Za-z0-9._~+/=-]{1,4000}/gi;
// JWT or JWS compact form: base64url of '{"' starts with 'eyJ'.
const JWT = /\beyJ[A-Za-z0-9_-]{1,4000}(?:\.[A-Za-z0-9_-]{0,4000}){1,2}/g;
// Local part and domain bounded (RFC 5321 limits) to keep the scan linear.
const EMAIL =
  /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}/g;
// Emirates ID: 784-YYYY-NNNNNNN-N, dashes or spaces optional (spec 000 §5: formatted 3-4-7-1).
const EMIRATES_ID = /(?<!\d)784[\s-]?\d{4}[\s-]?\d{7}[\s-]?\d(?!\d)/g;
// International form: +971 50 123 4567, 00971-50-1234567 (8+ digits after the prefix).
const PHONE_INTL = /(?<![\d+])(?:\+|00)\d(?:[ -]?\d){7,18}(?!\d)/g;
// National forms: 050 123 4567 and the 9-digit UAE mobile 5X XXX XXXX with separators (spec 000 §5).
const PHONE_LOCAL = /(?<!\d)(?:0\d(?:[ -]?\d){7,12}|5[0-9](?:[ -]?\d){7})(?!\d)/g;
// Any other run of 9 or more digits (phones without prefix, card and account numbers).
const LONG_DIGITS = /(?<!\d)\d{9,}(?!\d)/g;
// A 4 to 8 digit code shortly after the word OTP: 'OTP is 1234', 'otp code: 987654'.
const OTP_NEAR = /(\botp\b[^0-9\n]{0,24}?)(?<!\d)\d{4,8}(?!\d)/gi;

/** Redacts one string. Idempotent: redacting twice gives the same text. */
export function redactText(input: string): string {
  if (input.length === 0) return input;
  return input
    .replace(BEARER, `Bearer ${REDACTED.token}`)
    .replace(JWT, REDACTED.token)
    .replace(KEY_VALUE, (match, before: string, q1: string, key: string, sep: string, value: string) => {
      if (value === 'null' || value === 'true' || value === 'false') return match;
      // Keep the quoting so a JSON document stays valid JSON; a bare value after a quoted key (a JSON number)
      // gets the key's quotes.
      const quoted = /^\\{0,3}"/.exec(value)?.[0] ?? (value.startsWith("'") ? "'" : '');
      const open = quoted || (q1.endsWith('"') ? q1 : '');
      return `${before}${q1}${key}${sep}${open}${REDACTED.secret}${open}`;
    })
    .replace(EMAIL, REDACTED.email)
    .replace(EMIRATES_ID, REDACTED.emiratesId)
    .replace(PHONE_INTL, REDACTED.phone)
    .replace(PHONE_LOCAL, REDACTED.phone)
    .replace(LONG_DIGITS, REDACTED.phone)
    .replace(OTP_NEAR, (_m, lead: string) => `${lead}${REDACTED.otp}`);
}

/** Redacts every string field of a record (numbers and other values pass through). */
export function redactRecord<T extends Record<string, unknown>>(record: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) out[k] = typeof v === 'string' ? redactText(v) : v;
  return out as T;
}
