/**
 * Field input rules: what a capture point accepts while the visitor types (sanitisers) and what it accepts
 * on submit (validators). Validators are rule lists run by the same engine as the form rules, so the
 * browser and the server agree (docs/ARCHITECTURE.md#principle-2). Every message is a key (messages.ts).
 */
import type { CalendarDate } from './dates';
import { validateField, type RuleContext } from './engine';
import { MSG, type MessageKey } from './messages';
import { NAME_RULE_PATTERN } from './name';
import { VALID } from './result';
import type { RuleResult, ValidationRule } from './types';
import { valueAsText } from './values';
import {
  digitsOnly,
  isMaskedMobile,
  MOBILE_INPUT_MAX_LENGTH,
  MOBILE_PATTERN,
  MOBILE_PREFIX,
  sanitizeMobileInput,
  toAsciiDigits,
} from './mobile-number';

export {
  isMaskedMobile,
  MOBILE_INPUT_MAX_LENGTH,
  MOBILE_PATTERN,
  MOBILE_PREFIX,
  sanitizeMobileInput,
  toAsciiDigits,
};

/** None of the input rules reads a date; the engine still wants a context. */
const NO_DATES: RuleContext = { today: { year: 1970, month: 1, day: 1 } satisfies CalendarDate };

function silent(result: RuleResult): RuleResult {
  return result.valid ? result : { ...result, silent: true };
}

// ---------------------------------------------------------------------------------------------------------
// Mobile number (docs/product/journeys.md glossary form)

export const CAPTURE_POINTS = [
  'footer',
  'signIn',
  'noResult',
  'talkToExpert',
  'glossary',
  'callback',
  'journey',
] as const;
export type CapturePoint = (typeof CAPTURE_POINTS)[number];

interface MobileMessages {
  readonly required: MessageKey;
  readonly invalid: MessageKey;
}

/** docs/product/journeys.md 'Empty: Mobile number is required. Invalid: Mobile number is invalid (talk-to-expert shows Invalid value; glossary form Invalid Mobile Number)'; callback card docs/product/journeys.md. */
const MOBILE_MESSAGES: Readonly<Record<CapturePoint, MobileMessages>> = {
  footer: { required: MSG.mobile.required, invalid: MSG.mobile.invalid },
  signIn: { required: MSG.mobile.required, invalid: MSG.mobile.invalid },
  noResult: { required: MSG.mobile.required, invalid: MSG.mobile.invalid },
  journey: { required: MSG.mobile.required, invalid: MSG.mobile.invalid },
  talkToExpert: { required: MSG.mobile.required, invalid: MSG.invalidValue },
  glossary: { required: MSG.glossary.mobileInvalid, invalid: MSG.glossary.mobileInvalid },
  callback: { required: MSG.callback.phoneRequired, invalid: MSG.callback.phoneInvalid },
};

/**
 * Where a masked number stands for the number the server already holds (docs/product/journeys.md: accepted for
 * no-result capture; docs/product/journeys.md: journey ids come from cached data when a field contains '*'). Everywhere else it
 * is invalid until edited (sign-in and footer per spec; the others need a number they can call).
 */
const MASK_ACCEPTED: ReadonlySet<CapturePoint> = new Set<CapturePoint>(['noResult', 'journey']);

/** The rules of a capture point, as data for the engine. */
export function mobileRules(point: CapturePoint): ValidationRule[] {
  const messages = MOBILE_MESSAGES[point];
  return [
    { type: 'required', errorMessage: messages.required },
    { type: 'regex', pattern: MOBILE_PATTERN, errorMessage: messages.invalid },
  ];
}

/**
 * docs/product/journeys.md mobile number. Submit stays disabled while this is invalid. On the glossary form an empty
 * box blocks submission without a message (docs/product/journeys.md 'Errors show only once a field is non-empty').
 */
export function validateMobile(value: unknown, point: CapturePoint): RuleResult {
  const text = valueAsText(value) ?? (value == null ? '' : undefined);
  if (text === undefined)
    return { valid: false, type: 'regex', messageKey: MOBILE_MESSAGES[point].invalid, params: {} };
  if (isMaskedMobile(text)) {
    return MASK_ACCEPTED.has(point)
      ? VALID
      : { valid: false, type: 'regex', messageKey: MOBILE_MESSAGES[point].invalid, params: {} };
  }
  const result = validateField(text, mobileRules(point), NO_DATES);
  return point === 'glossary' && !result.valid && result.type === 'required' ? silent(result) : result;
}

// ---------------------------------------------------------------------------------------------------------
// OTP (docs/product/journeys.md 'OTP: at most 4 digits, needs more than 3 digits; parsed as an integer on submit')
// The length is configurable (OTP_LENGTH, default 6 per OWASP ASVS level 2; decision 0007); 4 is the
// spec's legacy length and stays the default of these helpers. Every check takes the configured length.

export const OTP_DIGITS = 4;

export function sanitizeOtpInput(raw: string, length: number = OTP_DIGITS): string {
  return digitsOnly(raw).slice(0, length);
}

/** Empty: 'OTP is required'. Fewer than `length` digits keeps submit disabled without a message. */
export function validateOtp(value: unknown, length: number = OTP_DIGITS): RuleResult {
  const text = valueAsText(value) ?? '';
  const required = validateField(text, [{ type: 'required', errorMessage: MSG.otp.required }], NO_DATES);
  if (!required.valid) return required;
  const complete = validateField(
    text,
    [{ type: 'regex', pattern: `^[0-9]{${length}}$`, errorMessage: MSG.otp.incomplete }],
    NO_DATES,
  );
  return complete.valid ? complete : silent({ ...complete, params: { digits: length } });
}

/**
 * docs/product/journeys.md: the OTP is sent as an integer. A leading zero would be lost ('0123' → 123), so the OTP
 * service issues codes without a leading zero (decision 0007).
 */
export function otpToInteger(value: string, length: number = OTP_DIGITS): number | null {
  return new RegExp(`^[0-9]{${length}}$`).test(value) ? Number.parseInt(value, 10) : null;
}

// ---------------------------------------------------------------------------------------------------------
// Monthly salary (docs/product/journeys.md 'digits only, greater than 0, otherwise Invalid value'; docs/product/journeys.md filter)

/** docs/product/journeys.md: salary filter range 5000 to 50000, empty falls back to 5000; page type 1 (BU) defaults to 50000. */
export const SALARY_FILTER = { min: 5000, max: 50_000, default: 5000, defaultBu: 50_000 } as const;
/** Nine digits (up to AED 999,999,999 a month) keep the value a safe integer with room to spare. */
export const SALARY_MAX_DIGITS = 9;

export const SALARY_RULES: readonly ValidationRule[] = [
  { type: 'required', errorMessage: MSG.invalidValue },
  { type: 'regex', pattern: '^[0-9]+$', errorMessage: MSG.invalidValue },
  { type: 'range', subType: 'number', min: 1, errorMessage: MSG.invalidValue },
];

/**
 * Thousands separators and spaces are dropped and native digits read as ASCII; anything else stays, so
 * that '5.5' or '5k' shows 'Invalid value' instead of silently becoming another amount.
 */
export function sanitizeSalaryInput(raw: string): string {
  const cleaned = toAsciiDigits(raw).replace(/[\s,\u066C]/g, '');
  return /^[0-9]+$/.test(cleaned)
    ? cleaned.slice(0, SALARY_MAX_DIGITS)
    : cleaned.slice(0, SALARY_MAX_DIGITS + 5);
}

export function validateMonthlySalary(value: unknown): RuleResult {
  return validateField(valueAsText(value) ?? '', SALARY_RULES, NO_DATES);
}

/**
 * The income a salary filter box stands for: empty falls back to 5000 (docs/product/journeys.md), an invalid entry
 * gives null (show 'Invalid value', keep the previous filter).
 */
export function salaryFilterIncome(raw: string, fallback: number = SALARY_FILTER.default): number | null {
  const text = sanitizeSalaryInput(raw);
  if (text === '') return fallback;
  return validateMonthlySalary(text).valid ? Number(text) : null;
}

/** Where the slider sits for an income: clamped to 5000 … 50000 ('50,000+ AED' at the top). */
export function salarySliderPosition(income: number): number {
  return Math.min(SALARY_FILTER.max, Math.max(SALARY_FILTER.min, income));
}

// ---------------------------------------------------------------------------------------------------------
// Callback card (docs/product/journeys.md 'name required (Name is required.); phone required (Phone number is required.)
// and exactly 9 digits (Phone number is invalid.); non-digits stripped')

/** The one name rule (`./name.ts`) for every name field; failing it is the spec's 'Invalid Name' (INVALID_NAME). */
export const NAME_RULE: ValidationRule = {
  type: 'regex',
  pattern: NAME_RULE_PATTERN,
  errorMessage: MSG.name.invalid,
};

export const CALLBACK_NAME_RULES: readonly ValidationRule[] = [
  { type: 'required', errorMessage: MSG.callback.nameRequired },
  NAME_RULE,
];

/** Surrounding spaces are a slip, not part of the name (the server stores it trimmed). */
export function validateCallbackName(value: unknown): RuleResult {
  return validateField((valueAsText(value) ?? '').trim(), CALLBACK_NAME_RULES, NO_DATES);
}

/** A name sent where the field is optional (e.g. talk-to-expert): absent or empty passes, anything else the rule. */
export function validateOptionalName(value: unknown): RuleResult {
  const text = (valueAsText(value) ?? '').trim();
  return text === '' ? { valid: true } : validateField(text, [NAME_RULE], NO_DATES);
}

/** Nine digits in the UAE mobile pattern (docs/product/journeys.md 'Mobile number (all capture points)'). */
export function validateCallbackPhone(value: unknown): RuleResult {
  return validateMobile(value, 'callback');
}

// ---------------------------------------------------------------------------------------------------------
// Glossary lead form (docs/product/journeys.md)

/**
 * 'Name letters only, at least 2 letters at the start then optional space-separated letters', read as the one name
 * rule (which also allows the hyphen and the apostrophe, decision 0029).
 */
export const GLOSSARY_NAME_RULES: readonly ValidationRule[] = [
  { type: 'required', errorMessage: MSG.glossary.nameInvalid },
  NAME_RULE,
];

/** 'Email standard pattern'; 254 characters at most (RFC 5321 path limit). */
export const GLOSSARY_EMAIL_RULES: readonly ValidationRule[] = [
  { type: 'required', errorMessage: MSG.glossary.emailInvalid },
  {
    type: 'regex',
    pattern: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$',
    errorMessage: MSG.glossary.emailInvalid,
  },
  { type: 'miscellaneous', subType: 'length', max: 254, errorMessage: MSG.glossary.emailInvalid },
];

/** Empty fields block submit silently ('Errors show only once a field is non-empty'). */
export function validateGlossaryName(value: unknown): RuleResult {
  const r = validateField((valueAsText(value) ?? '').trim(), GLOSSARY_NAME_RULES, NO_DATES);
  return !r.valid && r.type === 'required' ? silent(r) : r;
}

export function validateGlossaryEmail(value: unknown): RuleResult {
  const r = validateField(valueAsText(value) ?? '', GLOSSARY_EMAIL_RULES, NO_DATES);
  return !r.valid && r.type === 'required' ? silent(r) : r;
}

// ---------------------------------------------------------------------------------------------------------
// A person's name on a journey (decision 0029, a deliberate departure from docs/product/journeys.md, which lists
// the hyphen and the apostrophe among refused characters: 'Mohammed Al-Mansouri' and "Sarah O'Neil" are names).

/** The one name rule (letters of any script with their marks; single spaces, hyphens and apostrophes between parts). */
export const PERSON_NAME_RULES: readonly ValidationRule[] = [
  { type: 'required', errorMessage: MSG.name.required },
  NAME_RULE,
];

/**
 * What a name box keeps while the visitor types: no leading space and never two spaces in a row (a double space
 * is a slip, not a mistake to report); anything else is kept so the message can say what is wrong.
 */
export function sanitizeNameInput(raw: string): string {
  return raw.replace(/^\s+/, '').replace(/\s{2,}/g, ' ');
}

export function validatePersonName(value: unknown): RuleResult {
  return validateField(valueAsText(value) ?? '', PERSON_NAME_RULES, NO_DATES);
}

// ---------------------------------------------------------------------------------------------------------
// Emirates ID (docs/product/journeys.md 'non-digits stripped, dashes after 3, 7 and 14 digits (3-4-7-1)'; decision 0004)

export const EMIRATES_ID_DIGITS = 15;
const EMIRATES_ID_GROUPS = [3, 4, 7, 1] as const;

/**
 * 784 is the UAE's ISO 3166-1 numeric code, which every Emirates ID number starts with; dashes are
 * either all present (3-4-7-1) or all absent.
 */
export const EMIRATES_ID_PATTERN = '^784(-?)[0-9]{4}\\1[0-9]{7}\\1[0-9]$';

export const EMIRATES_ID_RULES: readonly ValidationRule[] = [
  { type: 'required', errorMessage: MSG.emiratesId.required },
  { type: 'regex', pattern: EMIRATES_ID_PATTERN, errorMessage: MSG.emiratesId.invalid },
];

const EMIRATES_ID_RE = new RegExp(EMIRATES_ID_PATTERN);
const MASKED_EMIRATES_ID_RE = /^784-?[*]{4}-?[*]{5}[0-9]{2}-?[0-9]$/;

/** Whether a value is a whole Emirates ID number (with or without its dashes). */
export function isEmiratesId(value: unknown): value is string {
  return typeof value === 'string' && EMIRATES_ID_RE.test(value);
}

/**
 * Decision 0021: the Emirates ID is masked in every read. 784 and the last three digits stay, the rest become '*',
 * dashes where they were: '784-1987-1234567-1' → '784-****-*****67-1'.
 */
export function maskEmiratesId(id: string): string {
  let seen = 0;
  return id.replace(/[0-9]/g, (d) => {
    seen++;
    return seen <= 3 || seen > EMIRATES_ID_DIGITS - 3 ? d : '*';
  });
}

/** A value the server masked with `maskEmiratesId` (sent back unchanged, it stands for the stored number). */
export function isMaskedEmiratesId(value: unknown): value is string {
  return typeof value === 'string' && MASKED_EMIRATES_ID_RE.test(value);
}

/** Formats what the visitor typed: digits only, at most 15, dashes inserted once the next group starts. */
export function formatEmiratesId(raw: string): string {
  const digits = digitsOnly(raw).slice(0, EMIRATES_ID_DIGITS);
  const groups: string[] = [];
  let pos = 0;
  for (const size of EMIRATES_ID_GROUPS) {
    if (pos >= digits.length) break;
    groups.push(digits.slice(pos, pos + size));
    pos += size;
  }
  return groups.join('-');
}

export function validateEmiratesId(value: unknown): RuleResult {
  return validateField(valueAsText(value) ?? '', EMIRATES_ID_RULES, NO_DATES);
}

// ---------------------------------------------------------------------------------------------------------
// Generic input fields (docs/product/journeys.md 'Input field')

/** docs/product/journeys.md 'Special characters rejected: space ` ! @ # $ % ^ & * ( ) _ + - = [ ] { } ; ' : " \ | , . < > / ? ~'. */
export const SPECIAL_CHARACTERS = ' `!@#$%^&*()_+-=[]{};\':"\\|,.<>/?~';
const SPECIAL_SET: ReadonlySet<string> = new Set(SPECIAL_CHARACTERS);

export function containsSpecialCharacter(text: string): boolean {
  for (const ch of text) if (SPECIAL_SET.has(ch)) return true;
  return false;
}

/** docs/product/journeys.md 'number-type fields accept values within maxLength (default 999)'. */
export const DEFAULT_NUMBER_MAX_LENGTH = 999;

export interface InputFieldSpec {
  readonly fieldId: string;
  /** The input's kind; 'email' fields keep '@', '.', '-', '_' and '+'. */
  readonly inputType?: 'text' | 'number' | 'email' | null;
  readonly maxLength?: number | null;
  /** Opt-out for free-text inputs (full names with spaces, addresses); the spec's default is to reject. */
  readonly allowSpecialCharacters?: boolean | null;
}

export type InputChange =
  | { readonly accept: false }
  | {
      readonly accept: true;
      /** What the box shows. */
      readonly value: string;
      /** What the form stores: the parsed integer for number fields (docs/product/journeys.md), else the text. */
      readonly stored: string | number | null;
    };

const REJECT: InputChange = { accept: false };

/** A digit string as the integer to store; digit strings beyond the safe-integer range stay text (no precision loss). */
function parsedInteger(digits: string): number | string | null {
  if (digits === '') return null;
  const n = Number.parseInt(digits, 10);
  return Number.isSafeInteger(n) ? n : digits;
}

/**
 * Decides one edit of an input field (docs/product/journeys.md 'Input field'): `previous` is the current text, `next`
 * the text after the keystroke or paste. Rejected edits leave the field unchanged.
 *
 * - Editing a value that contains '*' (masked data from the cache) drops the stars: the visitor retypes.
 * - emiratesId: digits only, formatted 3-4-7-1, at most 15 digits (decision 0004; the spec's 'while
 *   shorter than 9 characters' cannot hold a 15-digit ID).
 * - number fields: digits only, at most maxLength (default 999) characters, stored as the parsed integer.
 * - other fields: special characters are rejected unless the field allows them; e-mail fields keep the
 *   characters an address needs.
 */
export function applyInputChange(field: InputFieldSpec, previous: string, next: string): InputChange {
  let text = next;
  if (previous.includes('*') && next !== previous) text = next.replace(/\*/g, '');

  if (field.fieldId === 'emiratesId') {
    const formatted = formatEmiratesId(text);
    return { accept: true, value: formatted, stored: formatted };
  }

  if (field.inputType === 'number') {
    const digits = toAsciiDigits(text);
    if (!/^[0-9]*$/.test(digits)) return REJECT;
    if (digits.length > (field.maxLength ?? DEFAULT_NUMBER_MAX_LENGTH)) return REJECT;
    return { accept: true, value: digits, stored: parsedInteger(digits) };
  }

  if (field.maxLength != null && text.length > field.maxLength) return REJECT;
  if (!field.allowSpecialCharacters) {
    const checked = field.inputType === 'email' ? text.replace(/[@._+-]/g, '') : text;
    if (containsSpecialCharacter(checked)) return REJECT;
  }
  return { accept: true, value: text, stored: text };
}

/** docs/product/journeys.md 'values with an asterisk show as text' (a masked number in a number box). */
export function displayInputType(field: InputFieldSpec, value: string): 'text' | 'number' | 'email' {
  if (value.includes('*')) return 'text';
  return field.inputType ?? 'text';
}
