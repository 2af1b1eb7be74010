import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseBlocks, ZMetaData } from '../../../shared/contracts/page';
import { LOCALES, localizedPath } from '../../../shared/domain/locales';
import { resolveRoute } from '../../../shared/domain/routing';
import { renderPage } from '../../ssr/pages/index';
import type { Outcome, PageDeps, ResolvedPage } from '../../ssr/pages/types';
import { verifyPreviewToken } from './preview-token';
import type { PagesRepo } from './repo';

/**
 * GET /console/preview/<token> (decision 0122): the version the signed token names, rendered by the same function
 * that renders every content page, outside the page cache, `no-store` and `noindex`. An expired, tampered or unknown
 * token is the site's 404 page.
 */
export function registerPreviewRoute(
  app: FastifyInstance,
  deps: { repo: PagesRepo; key: Buffer; now: () => Date; pageDeps: () => PageDeps },
): void {
  const send = (reply: FastifyReply, outcome: Outcome) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    if (outcome.kind !== 'html') return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .code(outcome.status)
      .type('text/html; charset=utf-8')
      .send(typeof outcome.html === 'string' ? outcome.html : Buffer.from(outcome.html));
  };

  app.get<{ Params: { token: string } }>(
    '/console/preview/:token',
    { config: { public: true, bucket: 'read' } },
    async (req, reply) => {
      const pageDeps = deps.pageDeps();
      const claim = verifyPreviewToken(deps.key, req.params.token, deps.now());
      const row = claim ? await deps.repo.version(claim.path, claim.language, claim.version) : undefined;
      const lang = claim?.language ?? 'en';
      const route = resolveRoute(claim ? localizedPath(claim.path, lang) : '/console-preview-not-found/');
      if (route.kind !== 'page') return send(reply, { kind: 'redirect', location: '/', status: 302 });
      const resolved = await pageDeps.content.resolve(route.contentPath, lang, route.publicPath);
      let page: ResolvedPage | undefined;
      if (claim && row) {
        const meta = ZMetaData.safeParse(row.metaData);
        const { blocks, skipped } = parseBlocks(row.blocks);
        page = {
          urlPath: claim.path,
          lang,
          productId: row.productId,
          pageTypeId: row.pageTypeId,
          metaData: meta.success
            ? meta.data
            : ZMetaData.parse({ countryProductId: row.productId, pageTypeId: row.pageTypeId, languageId: 1 }),
          blocks,
          skipped,
          alternates:
            resolved.page?.alternates ??
            LOCALES.filter((l) => l.code === lang).map((l) => ({
              code: l.code,
              href: localizedPath(claim.path, l.code),
              endonym: l.endonym,
            })),
          updatedAt: row.at,
        };
      }
      const outcome = await renderPage({
        req,
        route,
        query: {},
        chrome: resolved.chrome,
        page,
        deps: pageDeps,
      });
      return send(reply, outcome);
    },
  );
}
