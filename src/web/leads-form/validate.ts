/**
 * The capture points' input rules for the plain widgets (docs/product/leads.md), without the rule engine: the engine lives
 * in the React islands' shared chunk (vite.config.ts `islands`, which imports React), and a content page must not
 * load React (decision 0026). `validate.test.ts` proves these agree with `src/shared/rules/inputs.ts`, which the
 * server uses, on every input it tries.
 */

import { isName } from '../../shared/rules/name';

/** docs/product/leads.md: '5, then one of 0, 2, 4, 5, 6, 8, then 7 digits' (inputs.ts MOBILE_PATTERN). */
const MOBILE = /^5[024568][0-9]{7}$/;
const NATIVE_DIGITS: readonly number[] = [0x0660, 0x06f0, 0x0966, 0x0d66];

/** Arabic-Indic, Eastern Arabic-Indic, Devanagari and Malayalam digits read as ASCII digits. */
export function asciiDigits(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    const base = NATIVE_DIGITS.find((b) => code >= b && code <= b + 9);
    out += base === undefined ? ch : String(code - base);
  }
  return out;
}

/** As inputs.ts sanitizeMobileInput: +971 / 00971 / 971 and the trunk zero dropped, nine digits kept. */
export function cleanMobile(raw: string): string {
  // A masked number ('*****1234', docs/product/leads.md) is left alone, as the shared sanitiser does; it never validates here.
  if (/^\*{5}[0-9]{4}$/.test(raw)) return raw;
  let digits = asciiDigits(raw).replace(/[^0-9]/g, '');
  if (digits.startsWith('00971') && digits.length > 5) digits = digits.slice(5);
  else if (digits.startsWith('971') && digits.length > 3) digits = digits.slice(3);
  if (digits.startsWith('0') && digits.length > 1 && digits.charAt(1) !== '0') digits = digits.slice(1);
  return digits.slice(0, 9);
}

/** As inputs.ts sanitizeSalaryInput: digits only (separators dropped), at most nine. */
export function cleanSalary(raw: string): string {
  const cleaned = asciiDigits(raw).replace(/[\s,\u066C]/g, '');
  return /^[0-9]+$/.test(cleaned) ? cleaned.slice(0, 9) : cleaned.slice(0, 14);
}

export type Check = 'ok' | 'required' | 'invalid';

/** The engine's 'required': empty, blank, 'null' or 'undefined'. */
const blank = (value: string): boolean => value.trim() === '' || value === 'null' || value === 'undefined';

/** A capture point's mobile number: empty → required, else the UAE mobile pattern. */
export function checkMobile(value: string): Check {
  if (blank(value)) return 'required';
  return MOBILE.test(value) ? 'ok' : 'invalid';
}

/** Monthly salary: digits only, greater than 0. */
export function checkSalary(value: string): Check {
  if (blank(value)) return 'required';
  return /^[0-9]+$/.test(value) && Number(value) > 0 ? 'ok' : 'invalid';
}

/** The callback card's name: required (blank counts as empty), then the one name rule (`shared/rules/name.ts`). */
export function checkName(value: string): Check {
  if (blank(value)) return 'required';
  return isName(value.trim()) ? 'ok' : 'invalid';
}
