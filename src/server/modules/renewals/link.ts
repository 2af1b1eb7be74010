import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { localizedPath, type LangCode } from '../../../shared/domain/locales';
import { productPath } from '../../../shared/domain/products';

/**
 * The renewal link a reminder carries (decision 0090, docs/product/policies.md 'Renewal page'):
 * `{origin}{lang prefix}/{product}/renewal/{token}/`, where the token is the policy's public id (24 random letters and
 * digits, no personal data), its expiry and an HMAC of both, in 53 URL-safe characters:
 *
 *   token = publicId (24) + expiry in unix seconds, base 36, 7 characters + HMAC-SHA256(key, publicId.expiry)
 *           truncated to 16 bytes, base64url (22)
 *
 * The key is derived from the session secret by HKDF with its own label, so no other signature of the site verifies
 * here. A valid token grants nothing by itself: the page opens on the device that bought, on a device signed in
 * to the holder's number, or after a one-time code sent to the policy's number (decision 0090).
 */

/** How long a link stays valid after it is made: a 30-day reminder's link still opens two weeks after the end date. */
export const RENEWAL_LINK_TTL_DAYS = 45;

const ID_LENGTH = 24;
const EXPIRY_LENGTH = 7;
const MAC_BYTES = 16;
const TOKEN = /^([A-Za-z0-9]{24})([0-9a-z]{7})([A-Za-z0-9_-]{22})$/;

/** The renewal links' key, from the session secret (config.secrets.sessionSecret). */
export function renewalLinkKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'sahel-compare/v1', 'renewal-link', 32));
}

const macOf = (key: Buffer, publicId: string, expiry: string): Buffer =>
  createHmac('sha256', key)
    .update(`renewal/v1.${publicId}.${expiry}`, 'utf8')
    .digest()
    .subarray(0, MAC_BYTES);

/** A token for `policyPublicId` that expires at `expiresAt` (whole seconds). */
export function renewalToken(key: Buffer, policyPublicId: string, expiresAt: Date): string {
  if (!/^[A-Za-z0-9]{24}$/.test(policyPublicId)) throw new Error('not a policy public id');
  const expiry = Math.floor(expiresAt.getTime() / 1000)
    .toString(36)
    .padStart(EXPIRY_LENGTH, '0');
  if (expiry.length !== EXPIRY_LENGTH) throw new Error('expiry out of range');
  return policyPublicId + expiry + macOf(key, policyPublicId, expiry).toString('base64url');
}

export type RenewalTokenCheck =
  | { ok: true; policyPublicId: string; expiresAt: Date }
  | { ok: false; reason: 'malformed' | 'mismatch' | 'expired' };

/** Checks a token: its shape, its HMAC (constant time), then its expiry against `now`. */
export function verifyRenewalToken(key: Buffer, token: string, now: Date): RenewalTokenCheck {
  const m = TOKEN.exec(token);
  if (!m) return { ok: false, reason: 'malformed' };
  const [, publicId, expiry, mac] = m as unknown as [string, string, string, string];
  // Compared as text: a decoder ignores the last character's spare bits, so other spellings of one MAC would pass.
  const given = Buffer.from(mac, 'utf8');
  const expected = Buffer.from(macOf(key, publicId, expiry).toString('base64url'), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'mismatch' };
  const expiresAt = new Date(parseInt(expiry, 36) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, policyPublicId: publicId, expiresAt };
}

/** The page's path for a token: `{lang prefix}/{product segment}/renewal/{token}/`. */
export function renewalPath(productId: number, token: string, lang: LangCode): string {
  return localizedPath(`${productPath(productId)}/renewal/${token}/`, lang);
}

/** `/{segment}/renewal/{token}/` → the segment path and the token (the page route's match); else undefined. */
export function renewalPathParts(contentPath: string): { segmentPath: string; token: string } | undefined {
  const m = /^(\/[a-z-]+)\/renewal\/([A-Za-z0-9_-]{53})\/$/.exec(contentPath);
  return m ? { segmentPath: m[1] as string, token: m[2] as string } : undefined;
}

/**
 * The absolute renewal link for one policy (the reminder SMS, decision 0090): valid RENEWAL_LINK_TTL_DAYS from
 * `now` (or until `expiresAt` when given).
 */
export function renewalLink(input: {
  origin: string;
  key: Buffer;
  policyPublicId: string;
  productId: number;
  lang: LangCode;
  now: Date;
  expiresAt?: Date;
}): string {
  const expiresAt = input.expiresAt ?? new Date(input.now.getTime() + RENEWAL_LINK_TTL_DAYS * 86_400_000);
  const token = renewalToken(input.key, input.policyPublicId, expiresAt);
  return input.origin + renewalPath(input.productId, token, input.lang);
}

export const RENEWAL_TOKEN_LENGTH = ID_LENGTH + EXPIRY_LENGTH + 22;
