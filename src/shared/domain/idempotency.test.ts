import { describe, expect, it } from 'vitest';
import { isIdempotencyKey, isRetryableStatus } from './idempotency';

describe('the Idempotency-Key header (decision 0010)', () => {
  it('accepts 1 to 255 printable ASCII characters', () => {
    expect(isIdempotencyKey('0b6c4c58-1b7e-4f4e-9a43-8d7e2f0c9a11')).toBe(true);
    expect(isIdempotencyKey('a')).toBe(true);
    expect(isIdempotencyKey('k'.repeat(255))).toBe(true);
    expect(isIdempotencyKey('order 42 / retry ~1')).toBe(true);
  });

  it('refuses empty, too long, control and non-ASCII characters, and non-strings', () => {
    expect(isIdempotencyKey('')).toBe(false);
    expect(isIdempotencyKey('k'.repeat(256))).toBe(false);
    expect(isIdempotencyKey('a\tb')).toBe(false);
    expect(isIdempotencyKey('a\u007Fb')).toBe(false);
    expect(isIdempotencyKey('clé')).toBe(false);
    expect(isIdempotencyKey(['a', 'b'])).toBe(false);
    expect(isIdempotencyKey(undefined)).toBe(false);
  });

  it('answers kept for a key: all but server errors, 401, 408 and 429', () => {
    expect([200, 201, 204, 400, 403, 404, 409, 422].map(isRetryableStatus)).toEqual(Array(8).fill(false));
    expect([401, 408, 429, 500, 502, 503].map(isRetryableStatus)).toEqual(Array(6).fill(true));
  });
});
