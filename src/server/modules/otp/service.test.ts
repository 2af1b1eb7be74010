import { describe, expect, it } from 'vitest';
import { maskMobile } from '../../lib/masking';
import { generateOtp, otpHmac, sameDigest } from './service';

const key = Buffer.alloc(32, 7);
const b = { purpose: 'enquiry', mobileNumber: '501234567', requestRef: 'enq-1' };

describe('OTP codes (decision 0007)', () => {
  it.each([4, 5, 6, 7, 8])('%i digits, never a leading zero (the spec submits an integer)', (length) => {
    for (let n = 0; n < 2000; n++) {
      const code = generateOtp(length);
      expect(code).toMatch(new RegExp(`^[1-9][0-9]{${length - 1}}$`));
      expect(String(Number.parseInt(code, 10))).toBe(code);
    }
  });

  it('spreads over the whole range (every first digit 1-9 appears)', () => {
    const firsts = new Set(Array.from({ length: 2000 }, () => generateOtp(6)[0]));
    expect([...firsts].sort().join('')).toBe('123456789');
  });

  it('the HMAC binds purpose, number, request and code, without ambiguity', () => {
    const base = otpHmac(key, b, '123456');
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(otpHmac(key, b, '123456')).toBe(base);
    expect(otpHmac(key, { ...b, purpose: 'signin' }, '123456')).not.toBe(base);
    expect(otpHmac(key, { ...b, mobileNumber: '501234568' }, '123456')).not.toBe(base);
    expect(otpHmac(key, { ...b, requestRef: 'enq-2' }, '123456')).not.toBe(base);
    expect(otpHmac(key, b, '123457')).not.toBe(base);
    expect(otpHmac(Buffer.alloc(32, 8), b, '123456')).not.toBe(base);
    // Moving text between fields cannot produce the same input.
    expect(otpHmac(key, { ...b, requestRef: 'enq-11' }, '23456')).not.toBe(otpHmac(key, b, '123456'));
  });

  it('compares digests in constant time and refuses malformed ones', () => {
    const d = otpHmac(key, b, '123456');
    expect(sameDigest(d, d)).toBe(true);
    expect(sameDigest(d, otpHmac(key, b, '654321'))).toBe(false);
    expect(sameDigest(d, d.slice(0, 62))).toBe(false);
    expect(sameDigest('zz'.repeat(32), 'zz'.repeat(32))).toBe(false);
    expect(sameDigest('', '')).toBe(false);
  });

  it('masks a number as five stars and the last four digits (docs/product/otp.md)', () => {
    expect(maskMobile('501234567')).toBe('*****4567');
  });
});
