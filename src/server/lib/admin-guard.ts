import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../shared/contracts/errors';
import { HttpError } from '../plugins/errors';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * The pre-handler of every admin call (decision 0025): `authorization: Bearer <ADMIN_TOKEN>`, compared in constant
 * time over digests (equal lengths whatever was sent); else 401. Admin routes are `public` (no session token).
 */
export function adminGuard(token: string): (req: FastifyRequest) => Promise<void> {
  const expected = digest(`Bearer ${token}`);
  return async (req) => {
    const given = digest(req.headers.authorization ?? '');
    if (!timingSafeEqual(given, expected))
      throw new HttpError(401, ERROR_CODES.UNAUTHORIZED, 'An admin token is required.');
  };
}
