import { createReadStream, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  woff2: 'font/woff2',
  woff: 'font/woff',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
};

const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0b5cad"/>' +
  '<path d="M9 20c3 4 11 4 14 0M10 11h12" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/></svg>';

/** Serves hashed build assets from dist/client/assets with a one-year immutable cache. */
export function registerStaticAssets(app: FastifyInstance, clientDir: string): void {
  const dir = join(clientDir, 'assets');
  const icon = (_req: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(FAVICON);
  app.get('/favicon.svg', icon);
  app.get('/favicon.ico', icon);
  app.get<{ Params: { file: string } }>('/assets/:file', async (req, reply) => {
    const { file } = req.params;
    const ext = /^[A-Za-z0-9._-]+\.([a-z0-9]+)$/.exec(file)?.[1];
    const full = join(dir, file);
    if (!ext || file.includes('..') || !TYPES[ext] || !existsSync(full)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const size = statSync(full).size;
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Length', size)
      .type(TYPES[ext])
      .send(createReadStream(full));
  });
}
