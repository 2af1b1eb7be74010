import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { LANG_CODES } from '../../../shared/domain/locales';
import { podcastFeedPath } from '../../../shared/domain/routing';
import { ROOT } from '../../config';
import type { ModuleContext } from '../context';
import { podcastsRepo } from './repo';
import { renderFeed } from './rss';

/** Browsers and podcast apps may keep a feed this long. */
const FEED_MAX_AGE_SECONDS = 600;

/**
 * Podcasts (decision 0106): one RSS 2.0 feed per language at the addresses routing.ts lists (FILE_ROUTES, exempt from
 * the trailing-slash rule), made from the published episode pages; and the episodes' audio files from
 * content/media/podcasts/ at /media/podcasts/ (ranges, ETag; an unknown file is a plain 404). The episode and list
 * pages are content pages (the seed's podcasts kind).
 */
export async function registerPodcastsModule(app: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const repo = podcastsRepo(ctx.db);
  for (const lang of LANG_CODES) {
    app.get(podcastFeedPath(lang), { config: { public: true, bucket: 'read' } }, async (_req, reply) => {
      const xml = renderFeed(await repo.episodes(lang), lang, {
        origin: ctx.config.publicOrigin,
        ownerEmail: ctx.config.support.email,
      });
      return reply
        .header('Cache-Control', `public, max-age=${FEED_MAX_AGE_SECONDS}`)
        .type('application/rss+xml; charset=utf-8')
        .send(xml);
    });
  }
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler((_req, reply) =>
        reply
          .code(404)
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Not found'),
      );
      await scope.register(fastifyStatic, {
        root: join(ROOT, 'content', 'media', 'podcasts'),
        prefix: '/',
        decorateReply: false,
        acceptRanges: true,
        etag: true,
        lastModified: true,
        cacheControl: true,
        maxAge: '1d',
        index: false,
        list: false,
        dotfiles: 'deny',
      });
    },
    { prefix: '/media/podcasts' },
  );
}
