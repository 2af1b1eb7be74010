import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0b5cad"/>' +
  '<path d="M9 20c3 4 11 4 14 0M10 11h12" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/></svg>';

/**
 * Build assets from dist/client/assets (decision 0023) through @fastify/static: the `.br` / `.gz`
 * siblings the build wrote are sent as they are (preCompressed), with ETag, Last-Modified, Range and
 * `Cache-Control: public, max-age=31536000, immutable` (every file name carries its content hash). No directory
 * listing, no dotfiles; an unknown file is the site's 404.
 */
export async function registerStaticAssets(app: FastifyInstance, clientDir: string): Promise<void> {
  const icon = (_req: unknown, reply: FastifyReply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(FAVICON);
  app.get('/favicon.svg', icon);
  app.get('/favicon.ico', icon);
  await app.register(
    async (scope) => {
      // An unknown asset is a plain 404 (the site's page routes would otherwise claim it).
      scope.setNotFoundHandler((_req, reply) =>
        reply
          .code(404)
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Not found'),
      );
      await scope.register(fastifyStatic, {
        root: join(clientDir, 'assets'),
        prefix: '/',
        decorateReply: false,
        preCompressed: true,
        immutable: true,
        maxAge: '365d',
        cacheControl: true,
        etag: true,
        lastModified: true,
        acceptRanges: true,
        dotfiles: 'deny',
        index: false,
        list: false,
        // Tests and a first `npm start` may run before a build exists.
        suppressWarning: true,
      });
    },
    { prefix: '/assets' },
  );
}
