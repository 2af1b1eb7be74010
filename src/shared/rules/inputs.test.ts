import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  applyInputChange,
  CAPTURE_POINTS,
  containsSpecialCharacter,
  displayInputType,
  formatEmiratesId,
  isMaskedMobile,
  mobileRules,
  otpToInteger,
  salaryFilterIncome,
  salarySliderPosition,
  sanitizeMobileInput,
  sanitizeNameInput,
  PERSON_NAME_RULES,
  CALLBACK_NAME_RULES,
  GLOSSARY_NAME_RULES,
  NAME_RULE,
  validateOptionalName,
  validatePersonName,
  sanitizeOtpInput,
  sanitizeSalaryInput,
  SPECIAL_CHARACTERS,
  toAsciiDigits,
  validateCallbackName,
  validateCallbackPhone,
  validateEmiratesId,
  validateGlossaryEmail,
  validateGlossaryName,
  validateMobile,
  validateMonthlySalary,
  validateOtp,
  type CapturePoint,
} from './inputs';
import { MSG } from './messages';
import { isName } from './name';
import { ZValidationRules, type RuleResult } from './types';

function expectKey(result: RuleResult, key: string | 'valid', extra: Record<string, unknown> = {}): void {
  if (key === 'valid') expect(result).toEqual({ valid: true });
  else expect(result).toMatchObject({ valid: false, messageKey: key, ...extra });
}

describe('mobile number (docs/product/journeys.md)', () => {
  it.each([
    ['501234567', 'valid'],
    ['521234567', 'valid'],
    ['541234567', 'valid'],
    ['551234567', 'valid'],
    ['561234567', 'valid'],
    ['581234567', 'valid'],
    ['511234567', MSG.mobile.invalid], // second digit 1 not allowed
    ['531234567', MSG.mobile.invalid],
    ['571234567', MSG.mobile.invalid],
    ['591234567', MSG.mobile.invalid],
    ['401234567', MSG.mobile.invalid], // must start with 5
    ['50123456', MSG.mobile.invalid], // 8 digits
    ['5012345678', MSG.mobile.invalid], // 10 digits
    ['50123456a', MSG.mobile.invalid],
    ['+971501234567', MSG.mobile.invalid], // the prefix is shown, not typed
    ['', MSG.mobile.required],
    ['   ', MSG.mobile.required],
    ['null', MSG.mobile.required],
  ])('footer %j → %s', (value, key) => {
    expectKey(validateMobile(value, 'footer'), key);
  });

  it('null and undefined are empty', () => {
    expectKey(validateMobile(null, 'signIn'), MSG.mobile.required);
    expectKey(validateMobile(undefined, 'signIn'), MSG.mobile.required);
    expectKey(validateMobile(501234567, 'signIn'), 'valid');
  });

  it.each<[CapturePoint, string, string]>([
    ['signIn', MSG.mobile.required, MSG.mobile.invalid],
    ['footer', MSG.mobile.required, MSG.mobile.invalid],
    ['noResult', MSG.mobile.required, MSG.mobile.invalid],
    ['journey', MSG.mobile.required, MSG.mobile.invalid],
    ['talkToExpert', MSG.mobile.required, MSG.invalidValue],
    ['glossary', MSG.glossary.mobileInvalid, MSG.glossary.mobileInvalid],
    ['callback', MSG.callback.phoneRequired, MSG.callback.phoneInvalid],
  ])('%s messages', (point, required, invalid) => {
    expectKey(validateMobile('', point), required);
    expectKey(validateMobile('123', point), invalid);
  });

  it('glossary: an empty box blocks submit without a message; a wrong one shows it', () => {
    expect(validateMobile('', 'glossary')).toMatchObject({ valid: false, silent: true });
    expect(validateMobile('123', 'glossary')).not.toHaveProperty('silent');
  });

  it.each<[CapturePoint, boolean]>([
    ['noResult', true],
    ['journey', true],
    ['signIn', false],
    ['footer', false],
    ['talkToExpert', false],
    ['callback', false],
  ])('masked *****1234 at %s → valid %s', (point, ok) => {
    expect(validateMobile('*****1234', point).valid).toBe(ok);
    if (!ok) expect(validateMobile('*****1234', point)).toMatchObject({ type: 'regex' });
  });

  it('recognises exactly five asterisks then four digits as masked', () => {
    expect(isMaskedMobile('*****1234')).toBe(true);
    expect(isMaskedMobile('****1234')).toBe(false);
    expect(isMaskedMobile('*****123')).toBe(false);
    expect(isMaskedMobile('******1234')).toBe(false);
    expect(isMaskedMobile('*****12a4')).toBe(false);
  });

  it.each([
    ['50 123 4567', '501234567'],
    ['50-123-4567', '501234567'],
    ['5012345678', '501234567'], // capped at 9
    ['+971 50 123 4567', '501234567'],
    ['00971501234567', '501234567'],
    ['0501234567', '501234567'],
    ['٥٠١٢٣٤٥٦٧', '501234567'], // Arabic-Indic digits
    // Decision 0029: how people in the UAE write their number.
    ['050 123 4567', '501234567'],
    ['050-123-4567', '501234567'],
    ['971501234567', '501234567'],
    ['+971-50-123-4567', '501234567'],
    ['+971 (0)50 123 4567', '501234567'],
    ['٠٥٠١٢٣٤٥٦٧', '501234567'], // Arabic-Indic with the trunk zero
    ['۰۵۰۱۲۳۴۵۶۷', '501234567'], // Eastern Arabic-Indic
    ['0', '0'], // a lone zero stays until the next digit shows it is the trunk prefix
    ['971', '971'],
    ['abc', ''],
    ['*****1234', '*****1234'], // masked prefill is kept
    ['*****12345', '12345'], // editing removes the mask
    ['****1234', '1234'],
  ])('sanitises %j to %j', (raw, expected) => {
    expect(sanitizeMobileInput(raw)).toBe(expected);
  });

  it.each(['0501234567', '050 123 4567', '+971 50 123 4567', '00971501234567', '971501234567', '501234567'])(
    'typed one character at a time, %j ends as the nine digits',
    (typed) => {
      let box = '';
      for (const ch of typed) box = sanitizeMobileInput(box + ch);
      expect(box).toBe('501234567');
      expect(validateMobile(box, 'journey')).toEqual({ valid: true });
    },
  );

  it('the sanitised box never holds more than 9 digits or any non-digit (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const out = sanitizeMobileInput(raw);
        if (!isMaskedMobile(out)) expect(out).toMatch(/^[0-9]{0,9}$/);
      }),
    );
  });

  it('the rule lists are valid data for every capture point', () => {
    for (const point of CAPTURE_POINTS)
      expect(() => ZValidationRules.parse(mobileRules(point))).not.toThrow();
  });
});

describe('OTP (docs/product/journeys.md)', () => {
  it.each([
    ['1234', 'valid'],
    ['', MSG.otp.required],
    ['123', MSG.otp.incomplete],
  ])('%j → %s', (value, key) => {
    expectKey(validateOtp(value), key);
  });

  it('keeps at most 4 digits and sends an integer', () => {
    expect(sanitizeOtpInput('12a345')).toBe('1234');
    expect(otpToInteger('0123')).toBe(123);
    expect(otpToInteger('123')).toBeNull();
    expect(validateOtp('12')).toMatchObject({ silent: true });
  });

  it('takes the configured length (OTP_LENGTH, decision 0007)', () => {
    expect(sanitizeOtpInput('12a34567', 6)).toBe('123456');
    expectKey(validateOtp('123456', 6), 'valid');
    expectKey(validateOtp('1234', 6), MSG.otp.incomplete, { silent: true, params: { digits: 6 } });
    expectKey(validateOtp('1234567', 6), MSG.otp.incomplete);
    expectKey(validateOtp('', 6), MSG.otp.required);
    expect(otpToInteger('123456', 6)).toBe(123456);
    expect(otpToInteger('1234', 6)).toBeNull();
  });
});

describe('monthly salary (docs/product/journeys.md)', () => {
  it.each([
    ['5000', 'valid'],
    ['1', 'valid'],
    ['0', MSG.invalidValue],
    ['000', MSG.invalidValue],
    ['', MSG.invalidValue],
    ['-5', MSG.invalidValue],
    ['5.5', MSG.invalidValue],
    ['5k', MSG.invalidValue],
    ['5 000', MSG.invalidValue], // validation itself is digits only; the sanitiser removes separators first
  ])('%j → %s', (value, key) => {
    expectKey(validateMonthlySalary(value), key);
  });

  it('sanitises separators and native digits but keeps anything that changes the amount', () => {
    expect(sanitizeSalaryInput('12,500')).toBe('12500');
    expect(sanitizeSalaryInput('١٢٥٠٠')).toBe('12500');
    expect(sanitizeSalaryInput('5.5')).toBe('5.5');
    expect(sanitizeSalaryInput('1234567890123')).toBe('123456789');
  });

  it('filter: empty falls back to 5000; invalid gives null; slider clamps to 5000 … 50000', () => {
    expect(salaryFilterIncome('')).toBe(5000);
    expect(salaryFilterIncome('', 50_000)).toBe(50_000);
    expect(salaryFilterIncome('12,000')).toBe(12_000);
    expect(salaryFilterIncome('0')).toBeNull();
    expect(salaryFilterIncome('abc')).toBeNull();
    expect(salarySliderPosition(3000)).toBe(5000);
    expect(salarySliderPosition(75_000)).toBe(50_000);
    expect(salarySliderPosition(20_000)).toBe(20_000);
  });
});

describe('callback card (docs/product/journeys.md)', () => {
  it.each([
    ['Ali', 'valid'],
    ['', MSG.callback.nameRequired],
    ['  ', MSG.callback.nameRequired],
  ])('name %j → %s', (value, key) => {
    expectKey(validateCallbackName(value), key);
  });

  it.each([
    ['501234567', 'valid'],
    ['', MSG.callback.phoneRequired],
    ['50123', MSG.callback.phoneInvalid],
    ['5012345678', MSG.callback.phoneInvalid],
    ['123456789', MSG.callback.phoneInvalid],
  ])('phone %j → %s', (value, key) => {
    expectKey(validateCallbackPhone(value), key);
  });
});

describe('one name rule for every name field (name.ts)', () => {
  const hostile = [
    '<b>Ali</b>',
    'Ali <img src=x onerror=alert(1)>',
    'Ali&lt;script&gt;',
    'https://evil.example/x',
    'javascript:alert(1)',
    'www.evil.example',
    'Ali\u202eHassan',
    'Ali\nHassan',
    'Ali\u0000',
    'A'.repeat(101),
  ];
  it.each(hostile)(
    '%j is refused with Invalid Name by the callback, glossary, journey and optional rules',
    (v) => {
      expectKey(validateCallbackName(v), MSG.name.invalid);
      expectKey(validateGlossaryName(v), MSG.name.invalid);
      expectKey(validatePersonName(v), MSG.name.invalid);
      expectKey(validateOptionalName(v), MSG.name.invalid);
      expect(isName(v)).toBe(false);
    },
  );

  it('a 100-character name passes; an absent optional name passes', () => {
    expect(validateCallbackName('A'.repeat(100))).toEqual({ valid: true });
    expect(validateOptionalName(undefined)).toEqual({ valid: true });
    expect(validateOptionalName('')).toEqual({ valid: true });
  });

  it('every name field uses the same rule object (no second copy to drift)', () => {
    for (const rules of [CALLBACK_NAME_RULES, GLOSSARY_NAME_RULES, PERSON_NAME_RULES])
      expect(rules.filter((r) => r.type !== 'required')).toEqual([NAME_RULE]);
  });
});

describe('glossary lead form (docs/product/journeys.md)', () => {
  it.each([
    ['Ali', 'valid'],
    ['Ali Hassan', 'valid'],
    ['محمد علي', 'valid'],
    [' Ali ', 'valid'],
    ['A', MSG.name.invalid],
    ['Ali  Hassan', MSG.name.invalid],
    ['Ali2', MSG.name.invalid],
  ])('name %j → %s', (value, key) => {
    expectKey(validateGlossaryName(value), key);
  });

  it.each([
    ['ali@example.ae', 'valid'],
    ['ali.hassan+quotes@mail.example.com', 'valid'],
    ['ali@example', MSG.glossary.emailInvalid],
    ['ali example.com', MSG.glossary.emailInvalid],
    ['@example.com', MSG.glossary.emailInvalid],
  ])('email %j → %s', (value, key) => {
    expectKey(validateGlossaryEmail(value), key);
  });

  it('empty fields block submit silently', () => {
    expect(validateGlossaryName('')).toMatchObject({ valid: false, silent: true });
    expect(validateGlossaryEmail('')).toMatchObject({ valid: false, silent: true });
  });
});

describe('Emirates ID (docs/product/journeys.md, decision 0004)', () => {
  it.each([
    ['784', '784'],
    ['7841', '784-1'],
    ['7841987', '784-1987'],
    ['78419871', '784-1987-1'],
    ['78419871234567', '784-1987-1234567'],
    ['784198712345671', '784-1987-1234567-1'],
    ['784-1987-1234567-1', '784-1987-1234567-1'],
    ['7841987123456712345', '784-1987-1234567-1'], // at most 15 digits
    ['784 1987 abc 1234567 1', '784-1987-1234567-1'],
    ['', ''],
  ])('formats %j as %j', (raw, expected) => {
    expect(formatEmiratesId(raw)).toBe(expected);
  });

  it.each([
    ['784-1987-1234567-1', 'valid'],
    ['784198712345671', 'valid'],
    ['', MSG.emiratesId.required],
    ['784-1987-1234567', MSG.emiratesId.invalid],
    ['785-1987-1234567-1', MSG.emiratesId.invalid],
    ['784-19871234567-1', MSG.emiratesId.invalid], // dashes all or none
    ['784-1987-1234567-12', MSG.emiratesId.invalid],
  ])('validates %j → %s', (value, key) => {
    expectKey(validateEmiratesId(value), key);
  });

  it('typing is accepted beyond 9 characters, up to 15 digits', () => {
    const field = { fieldId: 'emiratesId' };
    expect(applyInputChange(field, '784-1987', '784-19871')).toEqual({
      accept: true,
      value: '784-1987-1',
      stored: '784-1987-1',
    });
    expect(applyInputChange(field, '784-1987-1234567-1', '784-1987-1234567-12')).toMatchObject({
      value: '784-1987-1234567-1',
    });
  });

  it('formatted output always has the 3-4-7-1 shape prefix (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (raw) => {
        const out = formatEmiratesId(raw);
        expect(out).toMatch(
          /^([0-9]{1,3}|[0-9]{3}-[0-9]{1,4}|[0-9]{3}-[0-9]{4}-[0-9]{1,7}|[0-9]{3}-[0-9]{4}-[0-9]{7}-[0-9])?$/,
        );
      }),
    );
  });
});

describe('input fields (docs/product/journeys.md)', () => {
  const text = { fieldId: 'chassisNumber', inputType: 'text' as const };

  it.each([...SPECIAL_CHARACTERS])('rejects the special character %j in a text input', (ch) => {
    expect(applyInputChange(text, 'ABC', `ABC${ch}`)).toEqual({ accept: false });
  });

  it('accepts letters and digits of any script', () => {
    expect(applyInputChange(text, '', 'JH4KA7561PC008269')).toEqual({
      accept: true,
      value: 'JH4KA7561PC008269',
      stored: 'JH4KA7561PC008269',
    });
    expect(applyInputChange(text, '', 'دبي')).toMatchObject({ accept: true });
  });

  it('e-mail inputs keep what an address needs, and a field may opt out', () => {
    expect(applyInputChange({ fieldId: 'email', inputType: 'email' }, '', 'a.b+c@x-y.ae')).toMatchObject({
      accept: true,
    });
    expect(applyInputChange({ fieldId: 'email', inputType: 'email' }, '', 'a b@x.ae')).toEqual({
      accept: false,
    });
    expect(
      applyInputChange({ fieldId: 'fullName', allowSpecialCharacters: true }, '', "Ali O'Hara"),
    ).toMatchObject({ accept: true });
  });

  it('number fields: digits only, within maxLength (default 999), stored as the parsed integer', () => {
    const num = { fieldId: 'vehicleValue', inputType: 'number' as const };
    expect(applyInputChange(num, '', '075000')).toEqual({ accept: true, value: '075000', stored: 75000 });
    expect(applyInputChange(num, '1', '')).toEqual({ accept: true, value: '', stored: null });
    expect(applyInputChange(num, '', '1e5')).toEqual({ accept: false });
    expect(applyInputChange(num, '', '-5')).toEqual({ accept: false });
    expect(applyInputChange(num, '', '5.5')).toEqual({ accept: false });
    expect(applyInputChange(num, '', '9'.repeat(999))).toMatchObject({
      accept: true,
      stored: '9'.repeat(999),
    });
    expect(applyInputChange(num, '', '9'.repeat(1000))).toEqual({ accept: false });
    expect(applyInputChange({ ...num, maxLength: 3 }, '123', '1234')).toEqual({ accept: false });
    expect(applyInputChange(num, '', '١٢')).toEqual({ accept: true, value: '12', stored: 12 });
  });

  it('values with an asterisk show as text; editing one drops the stars', () => {
    const num = { fieldId: 'mobileNumber', inputType: 'number' as const };
    expect(displayInputType(num, '*****1234')).toBe('text');
    expect(displayInputType(num, '501234567')).toBe('number');
    expect(applyInputChange(num, '*****1234', '*****12345')).toEqual({
      accept: true,
      value: '12345',
      stored: 12345,
    });
  });

  it('never accepts a special character into a text input (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (next) => {
        const change = applyInputChange(text, '', next);
        if (change.accept) expect(containsSpecialCharacter(change.value)).toBe(false);
      }),
    );
  });

  it('reads native digits as ASCII', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩ ۰۹ ०९ ൦൯')).toBe('0123456789 09 09 09');
  });
});

describe('person names (decision 0029)', () => {
  it.each([
    ['Mohammed Al-Mansouri', 'valid'],
    ["Sarah O'Neil", 'valid'],
    ['Sarah O’Neil', 'valid'],
    ['محمد المنصوري', 'valid'],
    ['عبد الله', 'valid'],
    ['प्रिया शर्मा', 'valid'],
    ['Zoë Renée', 'valid'],
    ['Li', 'valid'],
    ['', MSG.name.required],
    ['John3', MSG.name.invalid],
    ['Ann@example', MSG.name.invalid],
    ['Mohd. Ali', MSG.name.invalid],
    ['-Ann', MSG.name.invalid],
    ["Ann'", MSG.name.invalid],
    ['Ann--Marie', MSG.name.invalid],
    ['Ann  Marie', MSG.name.invalid],
    ['A', MSG.name.invalid],
  ])('%j → %s', (name, key) => {
    expectKey(validatePersonName(name), key);
  });

  it('the name box drops a leading space and collapses double spaces while typing', () => {
    expect(sanitizeNameInput(' Ann  Marie')).toBe('Ann Marie');
    expect(sanitizeNameInput('Ann ')).toBe('Ann ');
    expect(validatePersonName(sanitizeNameInput('Ann  Marie'))).toEqual({ valid: true });
  });

  it('the rules are valid data for a form definition', () => {
    expect(() => ZValidationRules.parse(PERSON_NAME_RULES)).not.toThrow();
  });
});
