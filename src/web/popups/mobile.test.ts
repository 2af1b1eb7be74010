import { describe, expect, it } from 'vitest';
import { checkMobile } from './mobile';

describe('popup number check (docs/product/leads.md)', () => {
  const footer = { acceptMasked: false, cachedEnquiryId: 'E1' };
  const user = { acceptMasked: true, cachedEnquiryId: 'E1' };
  it('uses the spec rules: 9 digits, 5 then 0/2/4/5/6/8', () => {
    expect(checkMobile('501234567', footer)).toEqual({
      valid: true,
      sendCachedEnquiryId: false,
      message: null,
    });
    expect(checkMobile('', footer).message).toBe('required');
    expect(checkMobile('511234567', footer).message).toBe('invalid');
    expect(checkMobile('50123456', footer).message).toBe('invalid');
  });
  it('treats a masked number as invalid in the footer until edited', () => {
    expect(checkMobile('*****4567', footer)).toEqual({
      valid: false,
      sendCachedEnquiryId: false,
      message: 'masked',
    });
  });
  it('sends a masked number with its enquiry from the other popups, never without one', () => {
    expect(checkMobile('*****4567', user)).toEqual({ valid: true, sendCachedEnquiryId: true, message: null });
    expect(checkMobile('*****4567', { acceptMasked: true, cachedEnquiryId: undefined }).valid).toBe(false);
    expect(checkMobile('****4567', user).valid).toBe(false);
  });
});
