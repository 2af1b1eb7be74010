import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSessionClaims } from '../../shared/contracts/session';
import type { TokenService } from '../modules/session/token';
import { isApi } from './errors';
import { ADMIN_ROUTES } from '../modules/admin';
import { ACCOUNT_COOKIE_ROUTES } from '../modules/auth';
import { ACCOUNT_ROUTES } from '../modules/account';
import { MY_DATA_COOKIE_ROUTES } from '../modules/my-data';

declare module 'fastify' {
  interface FastifyRequest {
    /** Verified session token claims; null on public routes without a (valid) token. */
    sessionClaims: TSessionClaims | null;
  }
}

/**
 * API routes reachable without a session token (spec 000 §7 'Every request': device and dumpLogs are exempt;
 * the rest are public read-only data or the partner's own proof). Keyed by method and route pattern, never by
 * the raw URL, so encodings and query strings cannot widen the list. Every other /api/ route needs a token.
 */
const PUBLIC_ROUTES = new Set([
  'POST /api/device',
  'POST /api/analytics/dumpLogs',
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/page',
  'GET /api/home/headerlogo',
  'GET /api/isIndianIp',
  'POST /api/partner/token-check',
  // Guarded by ADMIN_TOKEN instead of a session (decision 0025).
  ...ADMIN_ROUTES,
  // Guarded by the account session cookie instead of a device token (decision 0031).
  ...ACCOUNT_COOKIE_ROUTES,
  ...ACCOUNT_ROUTES,
  ...MY_DATA_COOKIE_ROUTES,
]);
/** The JSON 404 for unknown API paths answers without a token (any method). */
const CATCH_ALL = '/api/*';

export function isPublicRoute(req: FastifyRequest): boolean {
  const route = req.routeOptions.url;
  if (route === undefined || route === CATCH_ALL) return true;
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  return PUBLIC_ROUTES.has(`${method} ${route}`);
}

export function registerAuth(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('sessionClaims', null);
  app.addHook('onRequest', async (req, reply) => {
    if (!isApi(req)) return;
    const header = req.headers.authorization;
    if (isPublicRoute(req)) {
      // A token on a public route only feeds the per-device rate limit; a bad one is ignored, not rejected.
      if (header) req.sessionClaims = await tokens.verify(header).catch(() => null);
      return;
    }
    const claims = await tokens.verify(header); // throws 401 UNAUTHORIZED / SESSION_EXPIRED
    req.sessionClaims = claims;
    // A returned authorization header is stored by the browser (spec 000 §7 'Every request').
    if (tokens.needsRefresh(claims)) reply.header('authorization', await tokens.refresh(claims));
  });
}
