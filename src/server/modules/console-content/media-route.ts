import type { FastifyInstance } from 'fastify';
import { IMAGE_EXT, type ImageMime } from '../../../shared/contracts/console-content';
import type { ImagesAdmin } from './images';

const FILE = /^([A-Za-z0-9_-]{12})\.(png|jpg|webp)$/;
/** An image's bytes never change under its address (a new upload gets a new id): cached for a year. */
const CACHE = 'public, max-age=31536000, immutable';

/**
 * `/media/u/<id>.<ext>`: an uploaded image from the app's own origin (decision 0124), so the pages' CSP
 * `img-src 'self'` covers it. The type is the one its bytes proved at upload, the extension must match it, and
 * nosniff keeps a browser from reading it as anything else. A deleted or unknown image is a 404.
 */
export function registerMediaRoute(app: FastifyInstance, images: Pick<ImagesAdmin, 'get'>): void {
  app.get<{ Params: { file: string } }>('/media/u/:file', async (req, reply) => {
    const m = FILE.exec(req.params.file);
    const found = m ? await images.get(m[1]!) : undefined;
    if (!found || IMAGE_EXT[found.meta.mime as ImageMime] !== m?.[2])
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    const etag = `"${found.meta.sha256.slice(0, 32)}"`;
    reply
      .header('Cache-Control', CACHE)
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', 'inline');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(found.meta.mime).send(found.bytes);
  });
}
