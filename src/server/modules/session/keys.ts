import { createHmac, hkdfSync } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * Independent keys derived from SESSION_SECRET with HKDF-SHA256 and a label each, so a value produced for
 * one purpose (an /api/encrypt digest, an IP hash) can never be replayed as another (a token signature).
 */
export type ServerKeys = {
  /** HS256 key of the session tokens. */
  token: Uint8Array;
  /** HMAC key of POST /api/encrypt (docs/product/session.md 'Encrypt': hashing before tracking). */
  encrypt: Buffer;
  /** HMAC key for client IPs (stored in devices.ip_hash and used as rate-limit keys, never the raw IP). */
  ip: Buffer;
  /** HMAC key of stored one-time passwords (only the HMAC of a code is kept). */
  otp: Buffer;
  /** Key of the permutation behind enquiries' readable references (decision 0028). */
  reference: Buffer;
};

const SALT = 'sahel-compare/v1';

function derive(secret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, SALT, label, 32));
}

export function deriveKeys(sessionSecret: string): ServerKeys {
  return {
    token: new Uint8Array(derive(sessionSecret, 'session-token')),
    encrypt: derive(sessionSecret, 'encrypt'),
    ip: derive(sessionSecret, 'ip-hash'),
    otp: derive(sessionSecret, 'otp'),
    reference: derive(sessionSecret, 'enquiry-reference'),
  };
}

export function hmacHex(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('hex');
}

/**
 * A client address's hash, remembered for the addresses seen lately: every request's rate-limit key hashes the
 * address, and a visitor sends many calls from one (decision 0013 'CPU per request'). Bounded, least recently
 * used out first.
 */
export function memoIpHash(hash: (ip: string) => string, max = 10_000): (ip: string) => string {
  const known = new LRUCache<string, string>({ max });
  return (ip) => {
    let h = known.get(ip);
    if (h === undefined) known.set(ip, (h = hash(ip)));
    return h;
  };
}
