import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { demoImageSvg } from './service';

const FILE = /^([a-z0-9][a-z0-9-]{0,63})\.svg$/;
const CACHE = 'public, max-age=604800';

/**
 * `/assets/demo/<slug>.svg` : the images of the demo page documents and the block gallery (partner and
 * investor logos of fictional companies, video thumbnails), generated on the server so no image file is shipped or
 * fetched, and no page shows a broken image.
 */
export function registerDemoImageRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/assets/demo/:file', async (req, reply) => {
    const slug = FILE.exec(req.params.file)?.[1];
    if (!slug) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const svg = demoImageSvg(slug);
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
    reply.header('Cache-Control', CACHE).header('ETag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml').send(svg);
  });
}
