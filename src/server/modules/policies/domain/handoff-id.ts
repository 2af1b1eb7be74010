import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { ZHandoffId } from '../../../../shared/contracts/policies';

/**
 * Handoff ids (docs/product/policies.md 'Handoff'; decision 0084): 32 random bytes and a 16-byte HMAC tag of them,
 * base64url, joined by a dot. The tag lets a forged or altered id be refused before any database read; only the
 * SHA-256 of the whole id is stored, so a database dump holds no usable id.
 */

const TAG_BYTES = 16;

/** The tag key, derived from the session secret for this one purpose. */
export function handoffKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'sahel-compare/v1', 'handoff-id', 32));
}

const tagOf = (key: Buffer, random: string): Buffer =>
  createHmac('sha256', key).update(random, 'utf8').digest().subarray(0, TAG_BYTES);

export function newHandoffId(key: Buffer): string {
  const random = randomBytes(32).toString('base64url');
  return `${random}.${tagOf(key, random).toString('base64url')}`;
}

/** Whether `id` has the form and a tag this key made (constant-time comparison). */
export function isGenuineHandoffId(key: Buffer, id: string): boolean {
  if (!ZHandoffId.safeParse(id).success) return false;
  const [random = '', tag = ''] = id.split('.');
  const given = Buffer.from(tag, 'base64url');
  const expected = tagOf(key, random);
  // base64url decoding is lenient: the re-encoded tag must be the one written.
  return (
    given.length === expected.length &&
    given.toString('base64url') === tag &&
    timingSafeEqual(given, expected)
  );
}

/** What the handoffs table keeps of an id. */
export const handoffIdHash = (id: string): string => createHash('sha256').update(id, 'utf8').digest('hex');
