import { describe, it, expect } from 'vitest';
import { ZRuleFailure, ZValidationRule, ZValidationRules } from './types';
import { isMessageKey, MSG, allMessageKeys } from './messages';

describe('ZValidationRule (rules are data, checked at seed time and at load)', () => {
  it.each([
    { type: 'required' },
    { type: 'required', errorMessage: 'rules:mobile.required' },
    { type: 'regex', pattern: '^5[024568][0-9]{7}$' },
    { type: 'regex', pattern: '/^[a-z ]+$/i', errorMessage: 'Letters only' },
    { type: 'range', subType: 'age', min: 18, max: 65 },
    { type: 'range', subType: 'age', min: '18', max: '65', format: 'DD/MM/YYYY' },
    { type: 'range', min: 5000, max: 50000 },
    { type: 'range', subType: 'number', min: -10, max: 10.5 },
    { type: 'range', subType: 'date', minDate: 'CURRENT_DATE', maxDate: 'CURRENT_DATE+30d' },
    {
      type: 'range',
      subType: 'date',
      minDate: '-1d',
      minDateType: 'CURRENT_DATE',
      maxDate: '+1y',
      maxDateType: 'START_DATE',
      startField: 'travelStartDate',
    },
    { type: 'range', subType: 'date', min: '01/01/2020', max: '2030-12-31' },
    { type: 'date', format: 'DD/MM/YYYY' },
    { type: 'date', subType: null, errorMessage: null },
    { type: 'miscellaneous', subType: 'member', requiredId: 'self' },
    { type: 'miscellaneous', subType: 'unique', compareWith: ['mobileNumber'] },
    { type: 'miscellaneous', subType: 'length', min: 1, max: 6 },
  ])('accepts %j', (rule) => {
    expect(ZValidationRule.safeParse(rule).success).toBe(true);
  });

  it.each([
    [{ type: 'email' }, 'unknown type'],
    [{ type: 'regex' }, 'regex without pattern'],
    [{ type: 'regex', pattern: '([a-z' }, 'pattern does not compile'],
    [{ type: 'regex', pattern: '/^a$/x' }, 'unsupported flag'],
    [{ type: 'range', subType: 'member' }, 'range with a miscellaneous subtype'],
    [{ type: 'range', subType: 'age', min: 18.5 }, 'fractional age'],
    [{ type: 'range', subType: 'age', min: 65, max: 18 }, 'min above max'],
    [{ type: 'range', subType: 'age', min: 18, max: 18 }, 'empty age range (max is exclusive)'],
    [{ type: 'range', subType: 'age', min: -1 }, 'negative age'],
    [{ type: 'range', min: 'lots' }, 'non-numeric bound'],
    [{ type: 'range', subType: 'date', minDate: 'YESTERDAY' }, 'unknown date macro'],
    [{ type: 'range', subType: 'date', maxDate: '31/02/2024' }, 'impossible date bound'],
    [{ type: 'range', subType: 'date', minDate: '+1d', minDateType: 'DATE' }, 'DATE bound without a date'],
    [{ type: 'date', format: 'dd/mm/yy' }, 'unknown format'],
    [{ type: 'miscellaneous' }, 'miscellaneous without subtype'],
    [{ type: 'miscellaneous', subType: 'age' }, 'miscellaneous with a range subtype'],
    [{ type: 'miscellaneous', subType: 'length', min: 3, max: 1 }, 'length min above max'],
    [{ type: 'miscellaneous', subType: 'unique', compareWith: ['__proto__'] }, 'reserved field name'],
    [{ type: 'required', minDat: 'CURRENT_DATE' }, 'unknown key (typo)'],
    [{ type: 'required', errorMessage: '' }, 'empty message'],
  ])('rejects %j (%s)', (rule, _why) => {
    expect(ZValidationRule.safeParse(rule).success).toBe(false);
  });

  it('bounds the number of rules per field', () => {
    expect(ZValidationRules.safeParse(Array.from({ length: 21 }, () => ({ type: 'required' }))).success).toBe(
      false,
    );
  });
});

describe('results and message keys', () => {
  it('a failure survives the trip between server and browser', () => {
    const failure = {
      valid: false,
      type: 'range',
      subType: 'age',
      messageKey: MSG.range.age.between,
      params: { min: 18, maxAge: 64 },
    };
    expect(ZRuleFailure.parse(failure)).toEqual(failure);
  });

  it('tells keys from literal text', () => {
    expect(isMessageKey('rules:mobile.required')).toBe(true);
    expect(isMessageKey('journeys:car.plate_required')).toBe(true);
    expect(isMessageKey('Mobile number is required')).toBe(false);
    expect(isMessageKey('Note: enter your name.')).toBe(false);
    expect(isMessageKey('Error:Invalid')).toBe(false);
    expect(isMessageKey('rules:')).toBe(false);
  });

  it('every engine key is in the rules namespace and unique', () => {
    const keys = allMessageKeys();
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^rules:[a-zA-Z.]+$/);
    for (const key of keys) expect(isMessageKey(key)).toBe(true);
  });
});
