import { SESSION_EXPIRY_THRESHOLD_S } from '../contracts/session-constants';

/**
 * Reads a session token's claims WITHOUT verifying the signature: the browser only needs to know whether to
 * ask for a new one (docs/product/session.md). The server verifies every token it receives.
 * Returns undefined for anything that is not header.payload.signature with a base64url JSON object payload.
 */
export function decodeJwtPayload(token: string | null | undefined): Record<string, unknown> | undefined {
  if (typeof token !== 'string') return undefined;
  const raw = token.replace(/^Bearer\s+/i, '').trim();
  if (raw.length === 0 || raw.length > 8192) return undefined;
  const parts = raw.split('.');
  if (parts.length !== 3) return undefined;
  const payload = parts[1] ?? '';
  if (!/^[A-Za-z0-9_-]+$/.test(payload)) return undefined;
  try {
    const b64 = payload.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (payload.length % 4)) % 4);
    const binary = atob(b64);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
    return json as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

export type TokenCheck = {
  /** Current time in milliseconds (Date.now()). */
  now: number;
  webPartnerId: string;
  /** The visitor's current agent id (cookie or query), if any. */
  agentId: string | undefined;
};

export type TokenProblem = 'missing' | 'undecodable' | 'expired' | 'partner' | 'agent';

/** Why a stored token cannot be used, or undefined when it can (docs/product/session.md last rule). */
export function tokenProblem(token: string | null | undefined, check: TokenCheck): TokenProblem | undefined {
  if (!token) return 'missing';
  const claims = decodeJwtPayload(token);
  if (!claims) return 'undecodable';
  const exp = claims.exp;
  // docs/product/session.md: expiry minus the 300 s threshold must still be in the future.
  if (
    typeof exp !== 'number' ||
    !Number.isFinite(exp) ||
    (exp - SESSION_EXPIRY_THRESHOLD_S) * 1000 <= check.now
  ) {
    return 'expired';
  }
  if (claims.partnerId !== check.webPartnerId) return 'partner';
  const tokenAgent = typeof claims.agentId === 'string' && claims.agentId !== '' ? claims.agentId : undefined;
  const currentAgent = check.agentId ? check.agentId : undefined;
  // docs/product/session.md: a different agent (including none vs some) needs a new session.
  if (tokenAgent !== currentAgent) return 'agent';
  return undefined;
}

export function isTokenValid(token: string | null | undefined, check: TokenCheck): boolean {
  return tokenProblem(token, check) === undefined;
}
