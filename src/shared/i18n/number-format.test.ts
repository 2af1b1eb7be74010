import { describe, expect, it } from 'vitest';
import { numberFormat } from './number-format';

describe('numberFormat', () => {
  it('formats like a new Intl.NumberFormat with the same locale and options', () => {
    const options = { numberingSystem: 'latn', minimumFractionDigits: 2, maximumFractionDigits: 2 };
    for (const locale of ['en-AE', 'ar-AE', 'hi-AE', 'ml-AE'])
      for (const n of [0.05, 1287.3, 1_500, 1_234_567.891])
        expect(numberFormat(locale, options).format(n)).toBe(
          new Intl.NumberFormat(locale, options).format(n),
        );
    expect(numberFormat('ar-AE').format(1500)).toBe(new Intl.NumberFormat('ar-AE').format(1500));
  });

  it('hands out one instance per locale and options', () => {
    const a = numberFormat('en-AE', { maximumFractionDigits: 0 });
    expect(numberFormat('en-AE', { maximumFractionDigits: 0 })).toBe(a);
    expect(numberFormat('en-AE', { maximumFractionDigits: 2 })).not.toBe(a);
    expect(numberFormat('ar-AE', { maximumFractionDigits: 0 })).not.toBe(a);
  });
});
