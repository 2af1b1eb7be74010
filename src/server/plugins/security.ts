import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response (pages, API, assets, errors).
 * CSP: scripts only from our origin; island data travels in non-executable application/json scripts.
 * Inline style *attributes* stay allowed because sanitised CMS HTML may carry a few allow-listed styles.
 */
export function contentSecurityPolicy(dev: boolean): string {
  const connect = dev ? "'self' ws: wss:" : "'self'";
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    // The VIDEO block's player, created only when the visitor presses play (decision 0036).
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, opts: { dev: boolean; https: boolean }): void {
  const csp = contentSecurityPolicy(opts.dev);
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (opts.https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    reply.removeHeader('X-Powered-By');
    return payload;
  });
}
