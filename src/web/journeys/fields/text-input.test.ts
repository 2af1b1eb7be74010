import { describe, expect, it } from 'vitest';
import { caretAfterDigits } from './text-input';

describe('Emirates ID caret', () => {
  it('keeps the caret after the same number of digits, skipping dashes', () => {
    expect(caretAfterDigits('784-1990-1234567-1', 0)).toBe(0);
    expect(caretAfterDigits('784-1990-1234567-1', 3)).toBe(3);
    expect(caretAfterDigits('784-1990-1234567-1', 4)).toBe(5);
    expect(caretAfterDigits('784-1990-1234567-1', 15)).toBe(18);
    expect(caretAfterDigits('784-1', 9)).toBe(5);
  });
});
