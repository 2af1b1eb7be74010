import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REDACTED, redactRecord, redactText } from './redact';

const JWT =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhYmMiLCJleHAiOjE3MDAwMDAwMDB9.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmU';

describe('redactText', () => {
  it.each([
    ['UAE mobile, 9 digits', 'call 501234567 now', '501234567'],
    ['UAE mobile with +971', 'mobile +971501234567', '+971501234567'],
    ['+971 with spaces', 'mobile +971 50 123 4567.', '+971 50 123 4567'],
    ['00971 with dashes', 'x 00971-50-123-4567 y', '00971-50-123-4567'],
    ['05x national', 'tel 0501234567', '0501234567'],
    ['05x with spaces', 'tel 050 123 4567', '050 123 4567'],
    ['5x with spaces', 'tel 50 123 4567', '50 123 4567'],
    ['foreign 12 digits', 'ph 919876543210', '919876543210'],
    ['email', 'from jane.doe+ins@mail.example.ae,', 'jane.doe+ins@mail.example.ae'],
    ['Emirates ID with dashes', 'eid 784-1990-1234567-1 ok', '784-1990-1234567-1'],
    ['Emirates ID digits only', 'eid 784199012345671', '784199012345671'],
    ['JWT', `token was ${JWT}`, JWT],
    ['Bearer', 'Authorization: Bearer abc.DEF-123_x', 'abc.DEF-123_x'],
    ['OTP in prose', 'Your OTP is 4821', '4821'],
    ['OTP code 6 digits', 'otp code: 982134', '982134'],
  ])('removes a %s', (_name, text, secret) => {
    const out = redactText(text);
    expect(out).not.toContain(secret);
    expect(out).toMatch(/\[REDACTED/);
  });

  it('removes values of sensitive keys in JSON, escaped JSON, query strings and headers', () => {
    const json = JSON.stringify({
      otp: '1234',
      pin: 9876,
      token: 'opaque-token-value',
      accessToken: 'abc',
      mobileNumber: '501234567',
      email: 'a@b.co',
      name: 'Fatima Al Mansoori',
      productName: 'Car insurance',
      enquiryId: 42,
    });
    const out = redactText(json);
    const parsed = JSON.parse(out) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      otp: REDACTED.secret,
      token: REDACTED.secret,
      accessToken: REDACTED.secret,
      mobileNumber: REDACTED.secret,
      email: REDACTED.secret,
      name: REDACTED.secret,
      productName: 'Car insurance',
      enquiryId: 42,
    });
    expect(out).not.toContain('9876');

    const nested = JSON.stringify({
      requestData: JSON.stringify({ otp: '5678', customerReference: 'CR-77' }),
    });
    const outNested = redactText(nested);
    expect(outNested).not.toContain('5678');
    expect(outNested).not.toContain('CR-77');
    expect(JSON.parse(JSON.parse(outNested).requestData)).toEqual({
      otp: REDACTED.secret,
      customerReference: REDACTED.secret,
    });

    const qs = redactText('/api/x?otp=1234&token=zzz&countryProductId=1');
    expect(qs).toBe(`/api/x?otp=${REDACTED.secret}&token=${REDACTED.secret}&countryProductId=1`);
    expect(redactText('x-api-key: k3y\ncookie: a=b')).not.toMatch(/k3y|a=b/);
  });

  it('keeps ordinary text, ids, amounts and dates', () => {
    const text =
      'GET /api/page?url=/car-insurance/ 404 after 120 ms; enquiry 123456, 2024-06-01 10:00, 01/06/2024, AED 50,000';
    expect(redactText(text)).toBe(text);
    expect(redactText('')).toBe('');
    expect(redactText('{"mobile":null,"otp":true}')).toBe('{"mobile":null,"otp":true}');
  });

  it('is idempotent', () => {
    const text = `{"otp":"1234","mobile":"501234567"} ${JWT} otp=99999 a@b.co 784-1990-1234567-1 Bearer x`;
    const once = redactText(text);
    expect(redactText(once)).toBe(once);
  });

  it('never leaks a generated UAE mobile, email or Emirates ID embedded in any text', () => {
    const mobile = fc
      .tuple(fc.constantFrom('50', '52', '54', '55', '56', '58'), fc.stringMatching(/^\d{7}$/))
      .chain(([p, rest]) =>
        fc.constantFrom(
          `${p}${rest}`,
          `+971${p}${rest}`,
          `0${p}${rest}`,
          `+971 ${p} ${rest.slice(0, 3)} ${rest.slice(3)}`,
        ),
      );
    const email = fc.emailAddress();
    const eid = fc
      .tuple(
        fc.integer({ min: 1940, max: 2024 }),
        fc.stringMatching(/^\d{7}$/),
        fc.integer({ min: 0, max: 9 }),
      )
      .chain(([y, n, c]) => fc.constantFrom(`784-${y}-${n}-${c}`, `784${y}${n}${c}`));
    const filler = fc.string({ maxLength: 40 }).map((s) => s.replace(/[\d@.+]/g, ' '));
    fc.assert(
      fc.property(fc.oneof(mobile, email, eid), filler, filler, (secret, a, b) => {
        const out = redactText(`${a} ${secret} ${b}`);
        expect(out).not.toContain(secret);
      }),
      { numRuns: 500 },
    );
  });

  it('stays fast on hostile 16 KB input', () => {
    const inputs = [
      'a'.repeat(16_000) + '@',
      '"otp":"' + 'x'.repeat(16_000),
      'eyJ' + 'A'.repeat(16_000),
      '0 '.repeat(8_000),
      ('otp ' + 'x'.repeat(20)).repeat(600),
      '+1'.repeat(8_000),
      '"token":'.repeat(2_000),
    ];
    for (const input of inputs) {
      const t0 = performance.now();
      redactText(input);
      expect(performance.now() - t0).toBeLessThan(100);
    }
  });
});

describe('redactRecord', () => {
  it('redacts string fields and keeps numbers', () => {
    expect(redactRecord({ message: 'call 0501234567', statusCode: 500, duration: 12 })).toEqual({
      message: `call ${REDACTED.phone}`,
      statusCode: 500,
      duration: 12,
    });
  });
});
