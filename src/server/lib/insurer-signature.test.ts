import { describe, expect, it } from 'vitest';
import { insurerSecret, signatureHeader, verifySignature } from './insurer-signature';

const secret = Buffer.from('s'.repeat(40));

describe('insurer signatures', () => {
  it('accepts its own signature over the same bytes and refuses others', () => {
    const h = signatureHeader(secret, '{"a":1}', 1_000_000);
    expect(verifySignature(h, secret, '{"a":1}', 1_000_010)).toEqual({ ok: true });
    expect(verifySignature(h, secret, '{"a": 1}', 1_000_010)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature(h, Buffer.from('x'.repeat(40)), '{"a":1}', 1_000_010)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });
  it('refuses a timestamp outside five minutes, a missing or malformed header', () => {
    const h = signatureHeader(secret, 'p', 1_000_000);
    expect(verifySignature(h, secret, 'p', 1_000_301)).toEqual({ ok: false, reason: 'stale' });
    expect(verifySignature(h, secret, 'p', 999_699)).toEqual({ ok: false, reason: 'stale' });
    expect(verifySignature(undefined, secret, 'p', 1_000_000)).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature('t=1,v1=zz', secret, 'p', 1)).toEqual({ ok: false, reason: 'malformed' });
  });
  it('derives a secret per insurer only when allowed, and prefers a configured one', () => {
    const off = { configured: {}, derive: false };
    expect(insurerSecret(off, 'k'.repeat(40), 'falcon')).toBeUndefined();
    const on = { configured: { oasis: 'o'.repeat(32) }, derive: true };
    const a = insurerSecret(on, 'k'.repeat(40), 'falcon')!;
    const b = insurerSecret(on, 'k'.repeat(40), 'other')!;
    expect(a.equals(b)).toBe(false);
    expect(insurerSecret(on, 'k'.repeat(40), 'oasis')!.toString()).toBe('o'.repeat(32));
  });
});
