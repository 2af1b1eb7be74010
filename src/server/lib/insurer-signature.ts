import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_TOLERANCE_SECONDS } from '../../shared/contracts/policies';

/**
 * Signatures between the marketplace and an insurer (docs/product/policies.md): the header
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + '.' + signed)>`, where `signed` is the raw request body (events)
 * or the request path (handoff fetches). Compared in constant time over bytes; a timestamp outside ±5 minutes fails.
 */

export type InsurerSecrets = { configured: Record<string, string>; derive: boolean };

/** The insurer's secret: configured, else derived from the session secret by HKDF in development; else none. */
export function insurerSecret(
  secrets: InsurerSecrets,
  sessionSecret: string,
  insurerCode: string,
): Buffer | undefined {
  const configured = secrets.configured[insurerCode];
  if (configured !== undefined) return Buffer.from(configured, 'utf8');
  if (!secrets.derive) return undefined;
  return Buffer.from(
    hkdfSync('sha256', sessionSecret, 'sahel-insurer-secrets', `insurer:${insurerCode}`, 32),
  );
}

function mac(secret: Buffer, t: number, signed: Buffer | string): Buffer {
  return createHmac('sha256', secret)
    .update(`${t}.`)
    .update(typeof signed === 'string' ? Buffer.from(signed, 'utf8') : signed)
    .digest();
}

/** The header value for `signed` at `nowSeconds`. */
export function signatureHeader(secret: Buffer, signed: Buffer | string, nowSeconds: number): string {
  const t = Math.floor(nowSeconds);
  return `t=${t},v1=${mac(secret, t, signed).toString('hex')}`;
}

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

/** Checks a header against `signed`; any failure is one of four reasons (all answered 401 by the caller). */
export function verifySignature(
  header: string | undefined,
  secret: Buffer,
  signed: Buffer | string,
  nowSeconds: number,
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const m = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header.trim());
  if (!m) return { ok: false, reason: 'malformed' };
  const t = Number(m[1]);
  if (Math.abs(nowSeconds - t) > SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  const given = Buffer.from(m[2]!, 'hex');
  const expected = mac(secret, t, signed);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { ok: true }
    : { ok: false, reason: 'mismatch' };
}
