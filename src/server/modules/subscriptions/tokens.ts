import { createHash, randomBytes } from 'node:crypto';

/** How long a confirmation link works (the e-mail says 7 days). */
export const CONFIRM_TTL_SECONDS = 7 * 24 * 3600;

/**
 * A link token (decision 0106): its issue time (base 36 seconds) and 24 random bytes. Only its SHA-256 is stored;
 * the time is covered by the hash, so changing it matches no row.
 */
export function newToken(now = new Date()): string {
  return `${Math.floor(now.getTime() / 1000).toString(36)}.${randomBytes(24).toString('base64url')}`;
}

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A token's shape (before any lookup): anything else is answered as an invalid link. */
export const TOKEN_PATTERN = /^[0-9a-z]{1,10}\.[A-Za-z0-9_-]{32}$/;

/** Whether a confirmation token was issued more than CONFIRM_TTL_SECONDS ago. */
export function expired(token: string, now = new Date()): boolean {
  const issued = parseInt(token.split('.', 1)[0] ?? '', 36);
  return !Number.isFinite(issued) || now.getTime() / 1000 - issued > CONFIRM_TTL_SECONDS;
}
