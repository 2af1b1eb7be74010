import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { insurerLogoSvg } from '../../../shared/quotes/logo';

const FILE = /^([a-z0-9][a-z0-9-]{0,63})\.svg$/;
const CACHE = 'public, max-age=604800';
/** Badge colours with white or dark text that passes WCAG AA (the insurers' generator picks the text colour). */
const COLOURS = ['#0B5CAD', '#1F7A4D', '#8A3FFC', '#B8441F', '#0E6E7A', '#5A4A00', '#9F1853', '#33414F'];

/** 'oasis-table' → 'Oasis Table': the name a demo image stands for. */
export function nameOfSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * The demo image of a slug: a labelled badge with the slug's initials (the generator the insurer logos use). The
 * colour is picked by the slug's letters so a logo keeps its colour between pages; it carries no meaning.
 */
export function demoImageSvg(slug: string): string {
  let sum = 0;
  for (const ch of slug) sum = (sum + ch.charCodeAt(0)) % 997;
  const badgeColourCode = COLOURS[sum % COLOURS.length]!;
  const name = nameOfSlug(slug) || 'Demo';
  return insurerLogoSvg({ slug, name: { en: name, ar: name }, badgeColourCode });
}

/**
 * `/assets/demo/<slug>.svg` (issue 15): the images of the demo page documents and the block gallery (partner and
 * investor logos of fictional companies, video thumbnails), generated on the server so no image file is shipped or
 * fetched, and no page shows a broken image.
 */
export function registerDemoImages(app: FastifyInstance): void {
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
