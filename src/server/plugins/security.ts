import type { FastifyInstance } from 'fastify';
import { imageOrigins } from '../../shared/contracts/image-origins';
import { VIDEO_HOSTS } from '../../shared/contracts/blocks-nav';

/** Where browsers send CSP violation reports (decision 0045; the endpoint itself is the reporting module's). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting API's name for that endpoint (`report-to` and the Reporting-Endpoints header). */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/**
 * Security headers on every response (pages, API, assets, errors).
 * CSP: scripts only from our origin; island data travels in non-executable application/json scripts.
 * Inline style *attributes* stay allowed because sanitised CMS HTML may carry a few allow-listed styles.
 * Images (decision 0045): this site, data: and the configured IMAGE_ORIGINS only, the same list the block
 * contracts accept (shared/contracts/image-origins.ts). Violations are reported: `report-uri` for browsers that
 * know only it, `report-to` with Reporting-Endpoints for the others.
 */
export function contentSecurityPolicy(dev: boolean, images: readonly string[] = imageOrigins()): string {
  const connect = dev ? "'self' ws: wss:" : "'self'";
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    ["img-src 'self' data:", ...images].join(' '),
    "font-src 'self'",
    // The VIDEO block's player, created only when the visitor presses play (decision 0036): the contract's hosts.
    `frame-src ${VIDEO_HOSTS.map((h) => `https://${h}`).join(' ')}`,
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ');
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { dev: boolean; https: boolean; origin?: string },
): void {
  const csp = contentSecurityPolicy(opts.dev);
  // An absolute URL: the Reporting API resolves endpoints itself and wants a secure one (https, or localhost).
  const endpoint = opts.origin ? new URL(CSP_REPORT_PATH, opts.origin).href : CSP_REPORT_PATH;
  app.addHook('onSend', async (req, reply, payload) => {
    // A route may bring its own policy (config.csp: the staff console, decision 0110); never a weaker default.
    reply.header('Content-Security-Policy', req.routeOptions.config.csp ?? csp);
    reply.header('Reporting-Endpoints', `${CSP_REPORT_GROUP}="${endpoint}"`);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    // Decision 0045: no other site embeds our pages' resources (images, scripts, JSON) without CORS.
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
    if (opts.https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    reply.removeHeader('X-Powered-By');
    return payload;
  });
}
