import { createHmac } from 'node:crypto';
import {
  REFERENCE_ALPHABET,
  REFERENCE_GROUP,
  REFERENCE_PREFIX,
} from '../../../shared/domain/enquiry-reference';

/**
 * Readable references by construction (decision 0028): a Feistel network over Z_m × Z_m, m = 30⁴ (one half per
 * group of four characters), keyed with HMAC-SHA256 under a key derived from the server secret. Each round maps
 * (L, R) to (R, (L + F(R)) mod m), which is a bijection whatever F is, so distinct sequence values always give
 * distinct references, with no table of used ones and no retry. The key hides the order (a reference does not
 * tell how many enquiries there are, nor the neighbours of one), but secrecy is not what protects an enquiry:
 * the reference grants nothing.
 */

const BASE = REFERENCE_ALPHABET.length;
/** Values of one half: 30⁴ = 810,000. */
export const REFERENCE_HALF = BASE ** REFERENCE_GROUP;
/** How many distinct references exist: 30⁸ ≈ 6.6 × 10¹¹. */
export const REFERENCE_SPACE = BigInt(REFERENCE_HALF) * BigInt(REFERENCE_HALF);
/** Enough rounds for a keyed permutation (Luby–Rackoff asks for 4; more cost nothing here). */
const ROUNDS = 8;

function round(key: Buffer, i: number, half: number): number {
  const mac = createHmac('sha256', key).update(`sc-ref/v1|${i}|${half}`).digest();
  // 48 bits reduced mod 810,000: the bias (< 10⁻⁸) does not matter to a permutation.
  return mac.readUIntBE(0, 6) % REFERENCE_HALF;
}

function group(value: number): string {
  let out = '';
  let v = value;
  for (let i = 0; i < REFERENCE_GROUP; i++) {
    out = REFERENCE_ALPHABET[v % BASE] + out;
    v = Math.floor(v / BASE);
  }
  return out;
}

/** The permutation itself, on [0, REFERENCE_SPACE) (exported for the tests). */
export function permute(value: bigint, key: Buffer): [number, number] {
  if (value < 0n || value >= REFERENCE_SPACE) throw new RangeError('reference sequence value out of range');
  let l = Number(value / BigInt(REFERENCE_HALF));
  let r = Number(value % BigInt(REFERENCE_HALF));
  for (let i = 0; i < ROUNDS; i++) [l, r] = [r, (l + round(key, i, r)) % REFERENCE_HALF];
  return [l, r];
}

/** The reference of the n-th value of enquiry_reference_seq (n ≥ 1). */
export function referenceOf(sequenceValue: bigint | number, key: Buffer): string {
  const [l, r] = permute(BigInt(sequenceValue) - 1n, key);
  return `${REFERENCE_PREFIX}-${group(l)}-${group(r)}`;
}
