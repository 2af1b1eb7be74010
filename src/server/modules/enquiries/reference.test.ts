import { hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  REFERENCE_ALPHABET,
  isReference,
  normaliseReference,
} from '../../../shared/domain/enquiry-reference';
import { REFERENCE_HALF, REFERENCE_SPACE, permute, referenceOf } from './reference';

const key = Buffer.from(hkdfSync('sha256', 'test secret', 'salt', 'enquiry-reference', 32));
const otherKey = Buffer.from(hkdfSync('sha256', 'another secret', 'salt', 'enquiry-reference', 32));

describe('readable enquiry reference (decision 0028)', () => {
  it('has the SC-XXXX-XXXX shape, with no look-alike characters', () => {
    expect(REFERENCE_ALPHABET).toHaveLength(30);
    for (const c of '01OILU') expect(REFERENCE_ALPHABET).not.toContain(c);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
    for (const n of [1, 2, 3, 999, 810_000, 123_456_789, 656_099_999_999]) {
      const ref = referenceOf(n, key);
      expect(ref).toMatch(/^SC-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{4}$/);
      expect(isReference(ref)).toBe(true);
    }
  });

  it('is unique over 100,000 consecutive sequence values', () => {
    const seen = new Set<string>();
    for (let n = 1; n <= 100_000; n++) seen.add(referenceOf(n, key));
    expect(seen.size).toBe(100_000);
    // 800,000 HMACs: about 3 s alone, more beside the other suites.
  }, 60_000);

  it('is a permutation: every value of a small slice of the domain comes back distinct and in range', () => {
    const out = new Set<string>();
    for (let v = 0n; v < 20_000n; v++) {
      const [l, r] = permute(v, key);
      expect(l).toBeGreaterThanOrEqual(0);
      expect(l).toBeLessThan(REFERENCE_HALF);
      expect(r).toBeLessThan(REFERENCE_HALF);
      out.add(`${l}:${r}`);
    }
    expect(out.size).toBe(20_000);
    expect(() => permute(REFERENCE_SPACE, key)).toThrow(RangeError);
    expect(() => permute(-1n, key)).toThrow(RangeError);
  }, 60_000);

  it('is deterministic for one key, and another key gives other references', () => {
    expect(referenceOf(42, key)).toBe(referenceOf(42n, key));
    expect(referenceOf(42, key)).toBe(referenceOf(42, Buffer.from(key)));
    let same = 0;
    for (let n = 1; n <= 1000; n++) if (referenceOf(n, key) === referenceOf(n, otherKey)) same += 1;
    expect(same).toBeLessThan(2);
  });

  it('does not show the order: consecutive values share no prefix more often than chance', () => {
    let sharedGroup = 0;
    for (let n = 1; n < 2000; n++)
      if (referenceOf(n, key).slice(0, 7) === referenceOf(n + 1, key).slice(0, 7)) sharedGroup += 1;
    expect(sharedGroup).toBeLessThan(3);
  });

  it('reads a reference back as typed or pasted, and refuses look-alikes', () => {
    expect(normaliseReference('sc-7k3q-9xm2')).toBe('SC-7K3Q-9XM2');
    expect(normaliseReference(' SC 7K3Q 9XM2 ')).toBe('SC-7K3Q-9XM2');
    expect(normaliseReference('7K3Q9XM2')).toBe('SC-7K3Q-9XM2');
    expect(normaliseReference('SC-7K3Q-9XM0')).toBeNull();
    expect(normaliseReference('SC-7K3O-9XM2')).toBeNull();
    expect(normaliseReference('SC-7K3Q-9XM')).toBeNull();
    expect(isReference('SC-7K3Q-9XM2')).toBe(true);
    expect(isReference('sc-7k3q-9xm2')).toBe(false);
  });
});
