import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { LANG_CODES, type LangCode } from '../../../shared/domain/locales';

/**
 * A preview link's token (decision 0122): base64url of `{path, language, version, expiry}` and an HMAC of it with a
 * key derived from the session secret (its own HKDF label: no other signature of the site verifies here).
 */
export type PreviewClaim = { path: string; language: LangCode; version: number; exp: number };

export function previewKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'sahel-compare/v1', 'console-page-preview', 32));
}

const macOf = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(`preview/v1.${body}`, 'utf8').digest().toString('base64url');

export function previewToken(key: Buffer, claim: PreviewClaim): string {
  const body = Buffer.from(JSON.stringify([claim.path, claim.language, claim.version, claim.exp])).toString(
    'base64url',
  );
  return `${body}.${macOf(key, body)}`;
}

/** The claim of a well-formed, untampered, unexpired token; else null. */
export function verifyPreviewToken(key: Buffer, token: string, now: Date): PreviewClaim | null {
  const m = /^([A-Za-z0-9_-]{1,800})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const [, body, mac] = m as unknown as [string, string, string];
  const given = Buffer.from(mac, 'utf8');
  const expected = Buffer.from(macOf(key, body), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return null;
  const [path, language, version, exp] = parsed as [unknown, unknown, unknown, unknown];
  if (typeof path !== 'string' || typeof version !== 'number' || typeof exp !== 'number') return null;
  if (!(LANG_CODES as readonly unknown[]).includes(language)) return null;
  if (exp * 1000 <= now.getTime()) return null;
  return { path, language: language as LangCode, version, exp };
}
