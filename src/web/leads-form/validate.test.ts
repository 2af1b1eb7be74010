import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  sanitizeMobileInput,
  sanitizeSalaryInput,
  validateCallbackName,
  validateMobile,
  validateMonthlySalary,
} from '../../shared/rules/inputs';
import { checkMobile, checkName, checkSalary, cleanMobile, cleanSalary } from './validate';

/** The widgets' engine-free rules agree with the shared ones the server applies (decision 0035). */
const verdict = (r: { valid: boolean; type?: string }) =>
  r.valid ? 'ok' : r.type === 'required' ? 'required' : 'invalid';

const SAMPLES = [
  '',
  ' ',
  'null',
  'undefined',
  '501234567',
  '521234567',
  '591234567',
  '50123456',
  '5012345678',
  '0501234567',
  '+971 50 123 4567',
  '00971501234567',
  '971501234567',
  '050-123-4567',
  '٠٥٠١٢٣٤٥٦٧',
  '*****4567',
  'abc',
  '0',
  '000',
  '18000',
  '18,000',
  '١٨٠٠٠',
  '12a',
  '-5',
  '1e3',
  '999999999',
  '9999999999',
  'Layla',
  '  Layla  ',
  'Mohammed Al-Mansouri',
  'محمد المنصوري',
  '<b>Layla</b>',
  'Layla <img src=x>',
  'https://evil.example',
  'L',
];
const typed = fc.string({ unit: fc.constantFrom(...'0123456789 +-,*a٠٥٩'.split('')), maxLength: 16 });

describe('lead widget validators agree with src/shared/rules/inputs.ts', () => {
  it('on the samples', () => {
    for (const s of SAMPLES) {
      expect(cleanMobile(s), s).toBe(sanitizeMobileInput(s));
      expect(cleanSalary(s), s).toBe(sanitizeSalaryInput(s));
      expect(checkMobile(s), s).toBe(verdict(validateMobile(s, 'talkToExpert')));
      expect(checkMobile(s), s).toBe(verdict(validateMobile(s, 'callback')));
      expect(checkSalary(s) === 'ok', s).toBe(validateMonthlySalary(s).valid);
      expect(checkName(s), s).toBe(verdict(validateCallbackName(s)));
    }
  });

  it('on typed input (property)', () => {
    fc.assert(
      fc.property(typed, (s) => {
        expect(cleanMobile(s)).toBe(sanitizeMobileInput(s));
        expect(cleanSalary(s)).toBe(sanitizeSalaryInput(s));
        const m = cleanMobile(s);
        expect(checkMobile(m)).toBe(verdict(validateMobile(m, 'callback')));
        const i = cleanSalary(s);
        expect(checkSalary(i) === 'ok').toBe(validateMonthlySalary(i).valid);
      }),
      { numRuns: 500 },
    );
  });
});
