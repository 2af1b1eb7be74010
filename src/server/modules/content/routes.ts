import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { ZPageDocument, ZPageQuery, type TPageDocument } from '../../../shared/contracts/page';
import { ERROR_CODES } from '../../../shared/contracts/errors';
import { localeOf, localizedPath } from '../../../shared/domain/locales';
import { resolveRoute } from '../../../shared/domain/routing';
import { HttpError } from '../../plugins/errors';
import { isMobileRequest } from '../../lib/request';
import type { ContentService } from './service';

const PAGE: { config: FastifyContextConfig } = {
  config: {
    public: true,
    bucket: false,
    schemas: {
      summary: 'The page document of a URL.',
      query: ZPageQuery,
      response: ZPageDocument,
    },
  },
};

/** GET /api/page?url=… — the page document (docs/product/content.md), used by the browser's 'retry on client'. */
export function registerContentRoutes(app: FastifyInstance, content: ContentService): void {
  app.get('/api/page', PAGE, async (req) => {
    const { url } = ZPageQuery.parse(req.query);
    const route = resolveRoute(url);
    const target = route.kind === 'redirect' ? resolveRoute(route.location) : route;
    if (target.kind !== 'page') throw new HttpError(404, ERROR_CODES.PAGE_NOT_FOUND, 'Page not found.');
    const page = await content.page(target.contentPath, target.lang);
    if (!page) throw new HttpError(404, ERROR_CODES.PAGE_NOT_FOUND, 'Page not found.');
    const isMobile = isMobileRequest(req);
    const doc: TPageDocument = {
      metaData: { ...page.metaData, languageId: localeOf(target.lang).languageId },
      jsonData: page.blocks,
      url: localizedPath(target.contentPath, target.lang),
      productId: page.productId,
      // Source ids (docs/product/content.md): 1 mobile web, 2 desktop web. Partner sources arrive with the session work.
      sourceId: isMobile ? 1 : 2,
      isMobile,
    };
    return ZPageDocument.parse(doc);
  });
}
