import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../shared/contracts/errors';
import { HttpError } from './errors';
import type { RouteSchemas } from './route-schemas';
import type { ConsoleRouteRole } from '../../shared/contracts/console';

/** The rate budgets (docs/product/errors-and-limits.md RATE_LIMIT; sizes in config.rateLimits). */
export const BUCKETS = [
  'device',
  'visit',
  'write',
  'read',
  'encrypt',
  'report',
  'sandbox',
  'events',
  'subscribe',
] as const;
export type Bucket = (typeof BUCKETS)[number];

/**
 * Route options (decision 0042): what a route requires is declared on the route and read from the route that
 * matched (`req.routeOptions.config`), never from the raw URL, so no encoding (`/%61pi/`, `%2f`, mixed case) can
 * change authentication, rate budget or error format. This is the one mechanism: extend it, never add a second.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers without a device token (a token, when sent, is still verified: it feeds the per-device limit). */
    public?: boolean;
    /** The rate budget charged per IP and per verified device before the body is read; false: none. */
    bucket?: Bucket | false;
    /** The handler uses the verified device (`req.device`); implies a token (public: false). */
    device?: boolean;
    /** Errors answer as JSON `{code, message}`; the default for routes under /api/. */
    json?: boolean;
    /** What the route takes and answers (zod), for the OpenAPI document (decision 0056); every /api/ route has it. */
    schemas?: RouteSchemas;
    /**
     * Who may call a console route (decision 0110): every route under /api/console/ declares it, and the console
     * module's hook enforces it on the server (403 CONSOLE_FORBIDDEN); no other route may declare it.
     */
    role?: ConsoleRouteRole;
    /** This page's own Content-Security-Policy, set instead of the site's by the security hook (decision 0110). */
    csp?: string;
  }
  interface FastifyRequest {
    /** The verified token's device (its subject); null without a valid token. */
    device: string | null;
  }
}

const isApiPattern = (url: string) => url === '/api' || url.startsWith('/api/');
/** Routes of the staff console's API (decision 0110). */
export const isConsoleApiPattern = (url: string) => url === '/api/console' || url.startsWith('/api/console/');

/**
 * The start-time check of a route's options (decision 0042; the console's role, decision 0110): throws what is
 * missing or contradictory, so the app does not start with such a route.
 */
export function checkRouteOptions(method: string, url: string, c: FastifyContextConfig): void {
  const name = `${method} ${url}`;
  if (isApiPattern(url) && (typeof c.public !== 'boolean' || c.bucket === undefined))
    throw new Error(`${name}: an /api/ route declares config.public and config.bucket (decision 0042)`);
  if (c.device && c.public !== false)
    throw new Error(`${name}: config.device needs a token (public: false; decision 0042)`);
  if (isConsoleApiPattern(url)) {
    if (c.role === undefined || (Array.isArray(c.role) && c.role.length === 0))
      throw new Error(`${name}: a console route declares config.role (decision 0110)`);
    if (c.public !== true || c.device)
      throw new Error(
        `${name}: a console route is public to the device token, guarded by the staff cookie (decision 0110)`,
      );
  } else if (c.role !== undefined)
    throw new Error(`${name}: config.role belongs to routes under /api/console/ (decision 0110)`);
}

/**
 * The path as any decoder down the line could read it: cut at the query, percent-decoded until stable (double
 * encoding), backslashes as slashes, repeated slashes collapsed, trailing dots and spaces of each segment dropped,
 * lower case. Used only to refuse, never to grant: a path that reads as /api/… anywhere gets an API answer.
 */
export function normalizedPath(rawUrl: string): string {
  let p = rawUrl.split(/[?#]/, 1)[0] ?? '';
  for (let i = 0; i < 4; i++) {
    let next: string;
    try {
      next = decodeURIComponent(p);
    } catch {
      break;
    }
    if (next === p) break;
    p = next;
  }
  p = p.split(/[?#]/, 1)[0] ?? '';
  return p
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/')
    .split('/')
    .map((s) => s.replace(/[.\s]+$/, ''))
    .join('/')
    .toLowerCase();
}

/** Whether a raw request URL reads as an API path once decoded (see normalizedPath). */
export function readsAsApi(rawUrl: string): boolean {
  return isApiPattern(normalizedPath(rawUrl));
}

/**
 * Whether errors answer as JSON: the matched route's `json` option; a request no route matched (or a page route
 * reached by a path that decodes to /api/…) by its decoded path.
 */
export function wantsJson(req: FastifyRequest): boolean {
  return req.routeOptions.config.json === true || readsAsApi(req.url);
}

/**
 * Registered first, before any route: every route gets its options filled in, and a route under /api/ that does not
 * declare `public` and `bucket` stops the start (so a new endpoint is never public or unlimited by omission).
 */
export function registerRouteOptions(app: FastifyInstance): void {
  app.decorateRequest('device', null);
  app.addHook('onRoute', (opts) => {
    const url = opts.url ?? '';
    const api = isApiPattern(url);
    const c = opts.config ?? {};
    checkRouteOptions(String(opts.method), url, c);
    // A fresh object: route files share option constants between routes.
    opts.config = {
      ...c,
      public: c.public ?? true,
      bucket: c.bucket ?? false,
      device: c.device ?? false,
      json: c.json ?? api,
    };
  });
  // A page route (`/*`) reached by a path that decodes to /api/… (`/API/x`, `/api%2fx`, `/%2561pi/x`) is not a page:
  // it answers the JSON 404 of an unknown API path, before any other hook or handler runs.
  app.addHook('onRequest', async (req) => {
    if (req.routeOptions.config.json !== true && req.routeOptions.url !== undefined && readsAsApi(req.url))
      throw new HttpError(404, ERROR_CODES.NOT_FOUND, 'No such API endpoint.');
  });
}

/** The verified device of a `device: true` route (the token hook has refused a request without one). */
export function deviceOf(req: FastifyRequest): string {
  if (!req.device) throw new HttpError(401, ERROR_CODES.UNAUTHORIZED, 'A session token is required.');
  return req.device;
}
