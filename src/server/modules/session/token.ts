import { webcrypto } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import {
  SESSION_ERROR_CODES,
  SESSION_EXPIRY_THRESHOLD_S,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  WEB_PARTNER_ID,
  ZSessionClaims,
  type TSessionClaims,
} from '../../../shared/contracts/session';
import { HttpError } from '../../plugins/errors';

export const SESSION_MESSAGES = {
  expired: 'Your session has expired. Please reload the page.',
  invalid: 'Please reload the page to continue.',
} as const;

/** Longest header value we try to verify; a real token is ~250 characters. */
const MAX_TOKEN_LENGTH = 4096;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The HS256 secret as bytes, or as a key imported once (what the app uses). */
type SessionKey = Uint8Array | CryptoKey;

/**
 * Imports the secret once as an HMAC key: given raw bytes, jose imports them through WebCrypto on every call,
 * which cost about a tenth of a quotes request's CPU (decision 0013 'CPU per request').
 */
export function importSessionKey(key: Uint8Array): Promise<CryptoKey> {
  return webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

export type SignInput = {
  deviceUuid: string;
  agentId?: string | undefined;
  /** Overrides for tests and refreshes. */
  now?: number;
  ttlSeconds?: number;
};

/** Signs a browser session token: HS256, sub = device uuid, partnerId = the web partner (docs/product/session.md). */
export async function signSessionToken(key: SessionKey, input: SignInput): Promise<string> {
  const iat = input.now ?? nowSeconds();
  const claims: Record<string, string> = { partnerId: WEB_PARTNER_ID };
  if (input.agentId) claims.agentId = input.agentId;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(input.deviceUuid)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + (input.ttlSeconds ?? 86_400))
    .sign(key);
}

const unauthorized = () => new HttpError(401, SESSION_ERROR_CODES.UNAUTHORIZED, SESSION_MESSAGES.invalid);

/** Accepts the header value with or without the 'Bearer ' prefix. */
export function tokenFromHeader(value: string | string[] | undefined): string | undefined {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return undefined;
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

/**
 * Verifies a session token. The algorithm is pinned to HS256 (no 'none', no RS/ES/HS512 confusion), issuer,
 * audience, exp, iat and sub are required, and the partner id must be the web partner's (docs/product/session.md last rule).
 * Throws HttpError 401: SESSION_EXPIRED for an expired but otherwise genuine token, UNAUTHORIZED for the rest.
 */
export async function verifySessionToken(
  key: SessionKey,
  token: string | undefined,
): Promise<TSessionClaims> {
  if (!token) throw unauthorized();
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub'],
    }));
  } catch (err) {
    // jose checks the signature before the claims, so only a token we signed can be reported as expired.
    if (err instanceof errors.JWTExpired)
      throw new HttpError(401, SESSION_ERROR_CODES.SESSION_EXPIRED, SESSION_MESSAGES.expired);
    throw unauthorized();
  }
  const claims = ZSessionClaims.safeParse(payload);
  if (!claims.success || claims.data.partnerId !== WEB_PARTNER_ID) throw unauthorized();
  return claims.data;
}

/** Tokens verified recently (a browser sends the same token with every call until it is refreshed). */
const VERIFIED_TOKENS_MAX = 20_000;

export function tokenService(rawKey: Uint8Array, ttlSeconds: number) {
  const key = importSessionKey(rawKey);
  /**
   * Claims of tokens this process has verified, by the token's exact text. Only a token whose signature and
   * claims passed enters, so a hit is the same answer verification would give while the token is unexpired;
   * at its expiry the entry is ignored and the full check answers (SESSION_EXPIRED). Verifying the HMAC through
   * WebCrypto was about a tenth of a quotes request's CPU (decision 0013 'CPU per request').
   */
  const verified = new LRUCache<string, TSessionClaims>({ max: VERIFIED_TOKENS_MAX });
  return {
    sign: async (deviceUuid: string, agentId?: string) =>
      signSessionToken(await key, { deviceUuid, agentId, ttlSeconds }),
    verify: async (headerValue: string | string[] | undefined) => {
      const token = tokenFromHeader(headerValue);
      const known = token === undefined ? undefined : verified.get(token);
      if (known && known.exp > nowSeconds()) return known;
      const claims = await verifySessionToken(await key, token);
      if (token !== undefined) verified.set(token, Object.freeze(claims));
      return claims;
    },
    /**
     * The browser drops a token 300 s before its expiry (docs/product/session.md), so the server hands over a fresh one
     * while at least that much time is left: inside twice the threshold.
     */
    needsRefresh: (claims: TSessionClaims, now = nowSeconds()) =>
      claims.exp - now <= 2 * SESSION_EXPIRY_THRESHOLD_S,
    refresh: async (claims: TSessionClaims) =>
      signSessionToken(await key, { deviceUuid: claims.sub, agentId: claims.agentId, ttlSeconds }),
  };
}

export type TokenService = ReturnType<typeof tokenService>;
