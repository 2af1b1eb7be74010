import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSessionClaims } from '../../shared/contracts/session';
import type { TokenService } from '../modules/session/token';

declare module 'fastify' {
  interface FastifyRequest {
    /** Verified session token claims; null on public routes without a (valid) token. */
    sessionClaims: TSessionClaims | null;
  }
}

/**
 * docs/product/session.md 'Every request': a route needs a session token unless its `public` option says otherwise
 * (decision 0042): read from the route that matched, never from the raw URL, so encodings and query strings
 * cannot widen the exemptions. A request no route matched is answered 404 without a token.
 */
export function isPublicRoute(req: FastifyRequest): boolean {
  return req.routeOptions.config.public !== false;
}

export function registerAuth(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('sessionClaims', null);
  app.addHook('onRequest', async (req, reply) => {
    const header = req.headers.authorization;
    if (isPublicRoute(req)) {
      // A token on a public route only feeds the per-device rate limit; a bad one is ignored, not rejected.
      if (header) req.sessionClaims = await tokens.verify(header).catch(() => null);
      req.device = req.sessionClaims?.sub ?? null;
      return;
    }
    const claims = await tokens.verify(header); // throws 401 UNAUTHORIZED / SESSION_EXPIRED
    req.sessionClaims = claims;
    req.device = claims.sub;
    // A returned authorization header is stored by the browser (docs/product/session.md 'Every request').
    if (tokens.needsRefresh(claims)) reply.header('authorization', await tokens.refresh(claims));
  });
}
