/**
 * Removes personal data and secrets from free text before it is stored or logged (docs/ARCHITECTURE.md#stack
 * 'Logs': redaction of personal data; docs/product/journeys.md 'Logs' carry request and response bodies as strings;
 * decision 0021). Pure and synchronous so the browser can redact before sending too: no Node API, no dependency.
 * Over-redaction is preferred to a leak: any run of 9 or more digits is treated as a phone or card number.
 *
 * The text is normalised before matching, so a value cannot slip through by how it is written: NFKC (full-width
 * digits and '＠', no-break and thin spaces), every Unicode decimal digit to ASCII (Arabic-Indic ٠-٩, Extended
 * Arabic-Indic ۰-۹, Devanagari, Malayalam...), invisible format characters (LRM/RLM, zero-width) removed, and
 * %-encoding decoded (never throwing on a malformed sequence).
 *
 * Every pattern is linear: bounded repetitions or character classes that cannot overlap, so a 16 KB hostile
 * string costs a few milliseconds at most.
 */

export const REDACTED = {
  token: '[REDACTED_TOKEN]',
  secret: '[REDACTED]',
  email: '[REDACTED_EMAIL]',
  emiratesId: '[REDACTED_EID]',
  phone: '[REDACTED_PHONE]',
  card: '[REDACTED_CARD]',
  otp: '[REDACTED_OTP]',
} as const;

// ---- Keys by meaning ----------------------------------------------------------------------------------------

/** Keys compared lowercased without '_' and '-': access_token, accessToken and Access-Token are one key. */
const flat = (key: string) => key.toLowerCase().replace(/[_-]/g, '');

const SECRET_KEYS = new Set([
  'authorization',
  'proxyauthorization',
  'cookie',
  'setcookie',
  'otp',
  'otpcode',
  'pin',
  'cvv',
  'cvc',
  'customerreference',
  'eid',
  'tel',
  'iban',
]);
const SECRET_SUFFIX = /(?:token|secret|password|passwd|apikey)$/;
const PERSONAL_SUFFIX =
  /(?:dob|dateofbirth|birthdate|birthday|mail|emailaddress|emailid|mobile|mobilenumber|mobileno|phone|phonenumber|phoneno|msisdn|whatsapp|contactnumber|idnumber|cardnumber|accountnumber)$/;
const PERSONAL_PART = /emiratesid|passport/;

/**
 * '<x>Name' keys hold a person's name unless <x> is one of these catalogue or code names, which never come from
 * what a visitor typed. Anything else ending in 'name' is redacted: fileName (visitors name uploads after
 * themselves), userName, deviceName ("Fatima's iPhone"), companyName and employerName (a seeded 'name' input;
 * a small company names its owner).
 */
const NON_PERSONAL_NAMES = new Set([
  'product',
  'plan',
  'insurer',
  'provider',
  'bank',
  'card',
  'partner',
  'brand',
  'make',
  'model',
  'trim',
  'variant',
  'category',
  'cover',
  'benefit',
  'addon',
  'country',
  'city',
  'emirate',
  'region',
  'page',
  'form',
  'screen',
  'step',
  'section',
  'block',
  'component',
  'template',
  'layout',
  'journey',
  'event',
  'field',
  'list',
  'source',
  'route',
  'path',
  'host',
  'tag',
  'class',
  'type',
  'key',
  'method',
  'header',
  'param',
  'metric',
  'action',
  'app',
  'browser',
  'os',
  'error',
  'job',
  'queue',
]);

/**
 * How a key's value is redacted: 'words' (a name or an address, which may run over several bare words), 'value'
 * (one value), or null (not sensitive). Exported for the seed-derived test and callers that redact by key.
 */
export function sensitiveKey(key: string): 'words' | 'value' | null {
  const k = flat(key);
  if (k.endsWith('name')) return NON_PERSONAL_NAMES.has(k.slice(0, -4)) ? null : 'words';
  if (k.endsWith('address') || k === 'nameoncard') return 'words';
  if (SECRET_KEYS.has(k) || SECRET_SUFFIX.test(k)) return 'value';
  if (PERSONAL_SUFFIX.test(k) || PERSONAL_PART.test(k)) return 'value';
  return null;
}

// A key (optionally quoted, quotes possibly backslash-escaped, a query key possibly closing 'a[name]'), then ':'
// or '='. JSON (also JSON escaped inside a JSON string), query strings and header lines.
const KEY =
  /(?<![A-Za-z0-9_-])(\\{0,3}["']?)([A-Za-z_][A-Za-z0-9_-]{0,63})(\]?\\{0,3}["']?[ \t]{0,8}[:=][ \t]{0,8})/g;
// A quoted or bare value, read where the key ends (sticky).
const VALUE = /\\{0,3}"[^"\\\n]{0,4000}\\{0,3}"|'[^'\n]{0,4000}'|[^\s,&;{}[\]"'\\]{1,4000}/y;
// A bare name runs over the following words ('name: Fatima Al Mansoori'), stopping before the next 'key:'.
const WORDS =
  /\\{0,3}"[^"\\\n]{0,4000}\\{0,3}"|'[^'\n]{0,4000}'|[^\s,&;{}[\]"'\\]{1,4000}(?:[ \t][^\s,&;{}[\]"'\\:=]{1,64}(?![^\s,&;{}[\]"'\\:=])(?![ \t]{0,8}[:=])){0,8}/y;
// A JavaScript error's class under 'name' ({"name":"TypeError"}) is kept: it is what makes a log useful.
const ERROR_CLASS = /^\\{0,3}["']?[A-Z][A-Za-z]{0,40}(?:Error|Exception)\\{0,3}["']?$/;

function redactKeyValues(text: string): string {
  let out = '';
  let done = 0;
  KEY.lastIndex = 0;
  for (let m = KEY.exec(text); m; m = KEY.exec(text)) {
    const [whole, q1 = '', key = ''] = m;
    const kind = sensitiveKey(key);
    if (!kind) continue;
    const at = m.index + whole.length;
    const re = kind === 'words' ? WORDS : VALUE;
    re.lastIndex = at;
    const value = re.exec(text)?.[0];
    if (value === undefined || value === 'null' || value === 'true' || value === 'false') continue;
    if (kind === 'words' && ERROR_CLASS.test(value)) continue;
    // Keep the quoting so a JSON document stays valid JSON; a bare value after a quoted key (a JSON number)
    // gets the key's quotes.
    const quoted = /^\\{0,3}"/.exec(value)?.[0] ?? (value.startsWith("'") ? "'" : '');
    const open = quoted || (q1.endsWith('"') ? q1 : '');
    out += `${text.slice(done, at)}${open}${REDACTED.secret}${open}`;
    done = at + value.length;
    KEY.lastIndex = done;
  }
  return done === 0 ? text : out + text.slice(done);
}

// ---- Normalisation ------------------------------------------------------------------------------------------

const FORMAT_CHARS = /\p{Cf}/gu;
const OTHER_DIGIT = /(?![0-9])\p{Nd}/gu;
const IS_DIGIT = /^\p{Nd}$/u;

/** Unicode encodes every decimal digit in a run of ten, 0 to 9 (a stability policy): count back to its 0. */
function asciiDigit(d: string): string {
  const cp = d.codePointAt(0) ?? 0;
  let zero = cp;
  while (cp - zero < 60 && IS_DIGIT.test(String.fromCodePoint(zero - 1))) zero--;
  return String((cp - zero) % 10);
}

// '%2540' (encoded twice) is '%40'.
const PCT_MULTI = /%(?:25)+(?=[0-9A-Fa-f]{2})/g;
const PCT_RUN = /(?:%[0-9A-Fa-f]{2})+/g;
// Kept encoded: '"', '\' and control characters (decoding must not break a JSON string), and '%' itself.
const PCT_KEEP = /(%(?:22|25|5[Cc]|[01][0-9A-Fa-f]|7[Ff]))/;
const PCT_ASCII = /%[2-7][0-9A-Fa-f]/g;

function decodePart(part: string): string {
  if (part === '') return part;
  try {
    return decodeURIComponent(part);
  } catch {
    // Not UTF-8 (a Latin-1 byte, a cut sequence): decode the ASCII bytes, keep the rest as written.
    return part.replace(PCT_ASCII, (e) => String.fromCharCode(parseInt(e.slice(1), 16)));
  }
}

const decodeRun = (run: string) =>
  run
    .split(PCT_KEEP)
    .map((part, i) => (i % 2 === 1 ? part : decodePart(part)))
    .join('');

function percentDecode(text: string): string {
  let s = text;
  // Bounded: each pass can only uncover an escape written in pieces ('%25%34%30').
  for (let i = 0; i < 3 && s.includes('%'); i++) {
    const next = s.replace(PCT_MULTI, '%').replace(PCT_RUN, decodeRun);
    if (next === s) break;
    s = next;
  }
  return s;
}

const unify = (text: string) =>
  text.normalize('NFKC').replace(FORMAT_CHARS, '').replace(OTHER_DIGIT, asciiDigit);

// ---- Values by shape ----------------------------------------------------------------------------------------

// 'Bearer <anything token-like>' (headers copied into an error record).
const BEARER = /\bBearer[ \t]+[A-Za-z0-9._~+/=-]{1,4000}/gi;
// JWT or JWS compact form: base64url of '{"' starts with 'eyJ'.
const JWT = /\beyJ[A-Za-z0-9_-]{1,4000}(?:\.[A-Za-z0-9_-]{0,4000}){1,2}/g;
// Letters, marks and digits of any script (an Arabic or accented local part, an internationalised domain);
// local part and labels bounded (RFC 5321 limits) to keep the scan linear.
const EMAIL =
  /[\p{L}\p{M}\p{N}.!#$%&'*+/=?^_`{|}~-]{1,64}@[\p{L}\p{M}\p{N}-]{1,63}(?:\.[\p{L}\p{M}\p{N}-]{1,63}){0,8}\.[\p{L}\p{M}\p{N}-]{2,63}/gu;

// Up to three separators between two digits: spaces (no-break and thin spaces are spaces after NFKC), tab, dot,
// dashes, brackets.
const SEP = String.raw`[ \t.()\-\u2010-\u2015\u2212]{0,3}`;
// A date written with dots or dashes is not a phone: '05.06.2024 10:00' has the digits of 050 620 2410.
const NOT_DATE = String.raw`(?!\d{1,2}[./\-]\d{1,2}[./\-]\d{4}(?!\d))`;

// Emirates ID: 784-YYYY-NNNNNNN-N (docs/product/journeys.md: formatted 3-4-7-1), any separators or none.
const EMIRATES_ID = new RegExp(
  String.raw`(?<!\d)784(?:[ \t.()_/\-\u2010-\u2015\u2212]{0,3}\d){12}(?!\d)`,
  'g',
);
// Card numbers written in groups: 4-4-4-4 and 4-6-5 (unbroken runs are caught as long digits).
const CARD = /(?<!\d)\d{4}(?:([ .-])\d{4}(?:\1\d{4}){2}|([ .-])\d{6}\2\d{5})(?!\d)/g;
/**
 * A UAE number (docs/product/journeys.md): +971, 00971 or 971 (optionally '(0)'), or a national 0, then a mobile 5X and 7
 * digits or a landline area code and 7 digits; a 5X mobile also without prefix. A bare 5X number ending in two
 * decimals ('5012345.00') is a price.
 */
const PHONE_UAE = new RegExp(
  String.raw`(?<![\d+])\(?${NOT_DATE}(?:(?:(?:\+|00)${SEP}971|971)${SEP}(?:\(?0\)?${SEP})?(?:5${SEP}\d|[234679])|0${SEP}(?:5${SEP}\d|[234679])|(?!\d{7}\.\d\d(?!\d))5${SEP}\d)(?:${SEP}\d){7}(?!\d)`,
  'g',
);
// Any other international form: +44 (20) 7946 0958, 0091-98765-43210 (8+ digits after the prefix).
const PHONE_INTL = new RegExp(String.raw`(?<![\d+])(?:\+|00)${SEP}\d(?:${SEP}\d){7,18}(?!\d)`, 'g');
// Other national forms: 0 98765 43210, 07911 123456.
const PHONE_LOCAL = new RegExp(String.raw`(?<!\d)${NOT_DATE}0\d(?:[ .\-]?\d){7,12}(?!\d)`, 'g');
// Any other run of 9 or more digits (phones without prefix, card and account numbers), except a millisecond
// timestamp of 2017-2033 (13 digits from 15: no card or phone number has that shape).
const LONG_DIGITS = /(?<!\d)(?!1[5-9]\d{11}(?!\d))\d{9,}(?!\d)/g;
/**
 * The words a one-time code is written with, in the site's four languages: 'OTP', 'code' (verification, SMS,
 * pass...), 'PIN', 'one-time password'; Arabic رمز/كود (with a suffix: رمزك), Hindi कोड/ओटीपी, Malayalam കോഡ്/ഒടിപി.
 * 'code' alone over-redacts ('error code 5001'): over-redaction is preferred to a leak.
 */
const OTP_WORD = String.raw`(?<![\p{L}\p{M}\p{N}_])(?:otp|one[ -]?time[ -]?(?:password|passcode|code|pin)|passcode|pin|code|(?:ال)?(?:رمز|كود)[\p{L}]{0,3}|कोड|ओटीपी|കോഡ്|ഒടിപി)(?![\p{L}\p{M}\p{N}_])`;
// A 4 to 8 digit code shortly after such a word: 'OTP is 1234', 'otp: 987654', 'code is 612345', 'your code 612345'.
const OTP_NEAR = new RegExp(String.raw`(${OTP_WORD}[^0-9\n]{0,24}?)(?<!\d)\d{4,8}(?!\d)`, 'giu');
// ...or shortly before it: '612345 is your verification code'.
const OTP_BEFORE = new RegExp(String.raw`(?<!\d)\d{4,8}(?!\d)(?=[^0-9\n]{0,24}?${OTP_WORD})`, 'giu');
/**
 * An e-mail address written to escape detection: 'name (at) example (dot) com', 'name [at] example [dot] com',
 * 'name @ example . com', 'name at example dot com'. A bare word 'at' needs one 'dot' as a word or in brackets too,
 * so a message such as 'failed at journey.js' stays readable; the last label is letters.
 */
const LOCAL = String.raw`(?<![\p{L}\p{M}\p{N}._%+-])[\p{L}\p{M}\p{N}._%+-]{1,64}`;
const LABEL = String.raw`[\p{L}\p{M}\p{N}-]{1,63}`;
const TLD = String.raw`\p{L}{2,63}(?![\p{L}\p{M}\p{N}])`;
const MARKED_AT = String.raw`[ \t]{0,3}(?:\(at\)|\[at\]|\{at\}|<at>|@)[ \t]{0,3}`;
const WORD_AT = String.raw`[ \t]{1,3}at[ \t]{1,3}`;
const MARKED_DOT = String.raw`(?:[ \t]{0,3}(?:\(dot\)|\[dot\]|\{dot\}|<dot>)[ \t]{0,3}|[ \t]{1,3}dot[ \t]{1,3})`;
const ANY_DOT = String.raw`(?:${MARKED_DOT}|[ \t]{0,3}\.[ \t]{0,3})`;
const EMAIL_OBFUSCATED = new RegExp(
  String.raw`${LOCAL}(?:${MARKED_AT}${LABEL}(?:${ANY_DOT}${LABEL}){0,7}${ANY_DOT}${TLD}|${WORD_AT}(?:${LABEL}${ANY_DOT}){0,6}${LABEL}${MARKED_DOT}(?:${LABEL}${ANY_DOT}){0,6}${TLD})`,
  'giu',
);

const tokensAndKeys = (text: string) =>
  redactKeyValues(text.replace(BEARER, `Bearer ${REDACTED.token}`).replace(JWT, REDACTED.token));

/**
 * Redacts one string. Text with nothing to redact comes back exactly as given; otherwise the result is the
 * normalised text with the personal data replaced. Idempotent: redacting twice gives the same text.
 *
 * `texts` also removes the secrets of texts the product writes itself, recognised from their templates
 * (redact-templates.ts: the OTP and results-link SMS in every language, decision 0080); the server passes it,
 * since only the server holds the catalogues. It runs first, on the normalised and decoded text.
 */
export function redactText(input: string, texts?: (text: string) => string): string {
  if (input.length === 0) return input;
  const unified = unify(input);
  // Keys first while still encoded too: 'name=Fatima%20Al%20Mansoori' is one value before decoding. E-mail
  // addresses too: '%3a@a.aa' is an address as written, though decoding makes its local part ':' (no longer one).
  const early = tokensAndKeys(unified).replace(EMAIL, REDACTED.email);
  const decoded = unify(percentDecode(early));
  const normal = early === unified ? decoded : unify(percentDecode(unified));
  const out = tokensAndKeys(texts ? texts(decoded) : decoded)
    .replace(EMAIL, REDACTED.email)
    .replace(EMAIL_OBFUSCATED, REDACTED.email)
    .replace(EMIRATES_ID, REDACTED.emiratesId)
    .replace(CARD, REDACTED.card)
    .replace(PHONE_UAE, REDACTED.phone)
    .replace(PHONE_INTL, REDACTED.phone)
    .replace(PHONE_LOCAL, REDACTED.phone)
    .replace(LONG_DIGITS, REDACTED.phone)
    .replace(OTP_NEAR, (_m, lead: string) => `${lead}${REDACTED.otp}`)
    .replace(OTP_BEFORE, REDACTED.otp);
  return out === normal ? input : out;
}

/** Redacts every string field of a record (numbers and other values pass through). */
export function redactRecord<T extends Record<string, unknown>>(record: T): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) out[k] = typeof v === 'string' ? redactText(v) : v;
  return out as T;
}
