import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { CONSOLE_ERROR_CODES as E, type ConsoleRouteRole } from '../../../shared/contracts/console';
import { HttpError } from '../../plugins/errors';
import type { RouteSchemas } from '../../plugins/route-schemas';
import { readCookie } from '../auth/cookie';
import type { ConsoleCookie } from './cookie';
import type { ConsoleService, From, Staff } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on a console route (decision 0110); null elsewhere and when signed out. */
    consoleStaff: (Staff & { sessionId: number }) | null;
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A console route's options (decision 0110): the staff cookie instead of a device token, a role, a rate budget. */
export function consoleRoute(
  role: ConsoleRouteRole,
  bucket: 'read' | 'write',
  schemas: RouteSchemas,
): { config: FastifyContextConfig } {
  return { config: { public: true, bucket, role, schemas } };
}

/**
 * Every console route (config.role, decision 0110), before its body is read: never cached; a change must come from
 * this site (the Origin header, or Sec-Fetch-Site same-origin when a browser sends no Origin) on top of the
 * SameSite=Strict cookie; then the staff cookie is checked (401 CONSOLE_SIGNED_OUT) and the role
 * (403 CONSOLE_FORBIDDEN, audited). Read from the matched route, never the URL (decision 0042).
 */
export function registerConsoleGuard(
  app: FastifyInstance,
  deps: {
    service: ConsoleService;
    cookie: ConsoleCookie;
    origin: string;
    fromOf: (req: FastifyRequest) => From;
  },
): void {
  const origin = new URL(deps.origin).origin;
  app.decorateRequest('consoleStaff', null);
  app.addHook('onRequest', async (req, reply) => {
    const role = req.routeOptions.config.role;
    if (role === undefined) return;
    reply.header('cache-control', 'no-store');
    if (!SAFE.has(req.method)) {
      const o = req.headers.origin;
      const sameSite = o === undefined && req.headers['sec-fetch-site'] === 'same-origin';
      if (o !== origin && !sameSite)
        throw new HttpError(
          403,
          E.CONSOLE_BAD_ORIGIN,
          'This request must come from the console page of this site.',
        );
    }
    if (role === 'signed-out') return;
    const token = readCookie(req, deps.cookie.name);
    const staff = token ? await deps.service.staffOfSession(token) : null;
    if (!staff) throw new HttpError(401, E.CONSOLE_SIGNED_OUT, 'Please sign in to the console.');
    req.consoleStaff = staff;
    if (role !== 'staff' && !role.includes(staff.role)) {
      await deps.service.audit({
        staffId: staff.id,
        action: 'access.refused',
        target: `route:${req.method} ${req.routeOptions.url ?? ''}`,
        fromHash: deps.service.fromHash(deps.fromOf(req)),
        details: { role: staff.role },
      });
      throw new HttpError(403, E.CONSOLE_FORBIDDEN, 'Your role does not allow this.');
    }
  });
}

/** The signed-in staff member of a route whose role is not 'signed-out' (the guard has refused the others). */
export function staffOf(req: FastifyRequest): Staff & { sessionId: number } {
  if (!req.consoleStaff) throw new HttpError(401, E.CONSOLE_SIGNED_OUT, 'Please sign in to the console.');
  return req.consoleStaff;
}
