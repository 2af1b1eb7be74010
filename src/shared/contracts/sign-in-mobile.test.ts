import { describe, expect, it } from 'vitest';
import { signInMobile } from './account';

/** Decision 0088: sign-in reads a UAE number as the journeys do, and never cuts one that is too long. */
describe('signInMobile', () => {
  it('reads every written form to the nine digits', () => {
    for (const written of [
      '+971 50 123 4567',
      '00971501234567',
      '971501234567',
      '0501234567',
      '501234567',
      '050-123-4567',
      '+971 (0) 50 123 4567',
      ' ٥٠١٢٣٤٥٦٧ ',
      '۰۵۰۱۲۳۴۵۶۷',
    ])
      expect(signInMobile(written), written).toBe('501234567');
  });

  it('refuses a number with a digit too many or too few, another country, letters and the masked form', () => {
    for (const bad of ['5012345678', '50123456', '+44 501234567', '50123456a', '*****4567', '', '091234567'])
      expect(signInMobile(bad), bad).toBeNull();
  });
});
