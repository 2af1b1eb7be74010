import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../context';
import type { ContentService } from '../content/service';
import type { Assets, RenderDocument } from '../../../shared/contracts/render';
import type { PageCache } from '../../ssr/page-cache/index';
import { seoRepo } from './repo';
import { seoService, type GeneratedPages } from './service';
import { registerSeoRoutes } from './routes';

/**
 * Search and answer engines (decision 0039): sitemap.xml (an index over 50,000 URLs), robots.txt,
 * llms.txt; and the block gallery `/dev/blocks/` behind DEV_TOOLS (decisions 0024 and 0039).
 */
export function registerSeoModule(
  app: FastifyInstance,
  ctx: ModuleContext,
  deps: {
    content: ContentService;
    pageCache: PageCache;
    render: RenderDocument;
    assets: () => Assets;
    /** The network hospital pages the sitemap lists besides the stored pages (decision 0093). */
    generated?: GeneratedPages;
  },
): void {
  registerSeoRoutes(app, {
    service: seoService(seoRepo(ctx.db), ctx.config.publicOrigin, deps.generated),
    content: deps.content,
    pageCache: deps.pageCache,
    onCacheState: (state) => app.metrics.pageCache(state),
    origin: ctx.config.publicOrigin,
    render: deps.render,
    assets: deps.assets,
    support: ctx.config.support,
    devTools: ctx.config.devTools.enabled,
  });
}
