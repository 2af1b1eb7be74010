import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { localizedPath, type LangCode } from '../../../shared/domain/locales';

/**
 * The 'Stop reminders' link of a renewal reminder (decision 0089): `{origin}{lang prefix}/r/stop/{token}/`, where the
 * token is the policy's public id (24 random letters and digits, no personal data) and an HMAC of it, truncated to
 * 16 bytes, base64url: 46 URL-safe characters. It does not expire: stopping reminders must work from any old
 * message. The key is derived from the session secret with its own label, so no other link of the site verifies here
 * (the renewal page's link, link.ts, has another).
 */

const MAC_BYTES = 16;
const TOKEN = /^([A-Za-z0-9]{24})([A-Za-z0-9_-]{22})$/;

/** The stop links' key, from the session secret (config.secrets.sessionSecret). */
export function stopLinkKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'sahel-compare/v1', 'renewal-stop-link', 32));
}

const macOf = (key: Buffer, publicId: string): Buffer =>
  createHmac('sha256', key).update(`renewal-stop/v1.${publicId}`, 'utf8').digest().subarray(0, MAC_BYTES);

export function stopToken(key: Buffer, policyPublicId: string): string {
  if (!/^[A-Za-z0-9]{24}$/.test(policyPublicId)) throw new Error('not a policy public id');
  return policyPublicId + macOf(key, policyPublicId).toString('base64url');
}

/**
 * The policy's public id when the token is one of ours (compared in constant time); else null. The MAC is compared
 * as its base64url text, not as decoded bytes: 22 characters carry 132 bits for 128, and a decoder ignores the last
 * character's low bits, so another spelling of the same bytes must not pass.
 */
export function verifyStopToken(key: Buffer, token: string): string | null {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const [, publicId, mac] = m as unknown as [string, string, string];
  const given = Buffer.from(mac, 'utf8');
  const expected = Buffer.from(macOf(key, publicId).toString('base64url'), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected) ? publicId : null;
}

/** The page's path: `{lang prefix}/r/stop/{token}/`. */
export function stopPath(token: string, lang: LangCode): string {
  return localizedPath(`/r/stop/${token}/`, lang);
}

export function stopLink(input: {
  origin: string;
  key: Buffer;
  policyPublicId: string;
  lang: LangCode;
}): string {
  return input.origin + stopPath(stopToken(input.key, input.policyPublicId), input.lang);
}
