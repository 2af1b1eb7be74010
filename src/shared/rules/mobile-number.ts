/**
 * The mobile number as people in the UAE type it (docs/product/journeys.md, decision 0029): native digits read as
 * ASCII, the +971 / 00971 / trunk-zero forms folded to nine digits. No rule engine and no messages here, so a plain
 * widget (the review form) can use it without the engine's chunk; `inputs.ts` builds the validators on it.
 */

/**
 * Visitors on Arabic, Hindi and Malayalam pages may type native digits; they are read as ASCII digits
 * (Arabic-Indic U+0660, Eastern Arabic-Indic U+06F0, Devanagari U+0966, Malayalam U+0D66).
 */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F\u0D66-\u0D6F]/g, (ch) => {
    const code = ch.charCodeAt(0);
    const zero = code >= 0x0d66 ? 0x0d66 : code >= 0x0966 ? 0x0966 : code >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(code - zero);
  });
}

export function digitsOnly(text: string): string {
  return toAsciiDigits(text).replace(/[^0-9]/g, '');
}

/** docs/product/journeys.md 'Mobile: 9 digits, +971.' */
const MOBILE_DIGITS = 9;
export const MOBILE_PREFIX = '+971';
/** docs/product/journeys.md: '5, then one of 0, 2, 4, 5, 6, 8, then 7 digits'. */
export const MOBILE_PATTERN = '^5[024568][0-9]{7}$';
/** docs/product/journeys.md: 'A masked form (five asterisks then four digits)'. */
const MASKED_MOBILE = /^\*{5}[0-9]{4}$/;

/** 'five asterisks then four digits' (docs/product/journeys.md). */
export function isMaskedMobile(value: unknown): boolean {
  return typeof value === 'string' && MASKED_MOBILE.test(value);
}

/**
 * What the mobile box keeps while the visitor types (docs/product/journeys.md 'digits only … input capped at 9'), read the way
 * people in the UAE write their number (decision 0029): +971 50 123 4567, 00971501234567,
 * 971501234567, 050-123-4567, 050 123 4567, Arabic-Indic digits, typed or pasted. The country code and the trunk
 * zero are dropped as soon as what follows shows they are one (+971 is already shown before the box), so typing
 * '0' then '5' leaves '5'; then the nine digits are kept. A masked value is left alone; any edit of it removes the
 * mask (it stops matching and loses its stars).
 */
export function sanitizeMobileInput(raw: string): string {
  if (isMaskedMobile(raw)) return raw;
  let digits = digitsOnly(raw);
  if (digits.startsWith('00971') && digits.length > 5) digits = digits.slice(5);
  else if (digits.startsWith('971') && digits.length > 3) digits = digits.slice(3);
  if (digits.startsWith('0') && digits.length > 1 && digits.charAt(1) !== '0') digits = digits.slice(1);
  return digits.slice(0, MOBILE_DIGITS);
}

/**
 * The longest text the mobile box lets through before sanitizing: '+971 50 123 4567' and its variants with
 * dashes or double spaces fit; the 9-digit cap applies after normalising (decision 0029).
 */
export const MOBILE_INPUT_MAX_LENGTH = 24;
