import type { FastifyRequest } from 'fastify';
import { serverSourceId } from '../../../shared/domain/sources';
import { localeOf, localizedPath, type LangCode } from '../../../shared/domain/locales';
import { PRODUCT, segmentOfProduct } from '../../../shared/domain/products';
import type { PartnerSegment } from '../../../shared/domain/routing';
import type { Crumb, ShellModel } from '../../../shared/contracts/render';
import { tFor } from '../../../shared/i18n/catalogues';
import { isMobileRequest, themeFromCookie } from '../../lib/request';
import { isMarketingPage } from '../page-rules';
import type { Outcome, PageContext } from './types';

/** The shell model every page kind starts from: the home product, the brand as title, no crumbs. */
export function baseModel({ req, route, chrome, deps }: PageContext): ShellModel {
  const t = tFor(route.lang);
  const isMobile = isMobileRequest(req);
  const query = req.query as Record<string, unknown>;
  const path = route.publicPath;
  return {
    partner: route.partner ?? null,
    sourceId: serverSourceId({ querySourceId: query.sourceId, partner: route.partner, isMobile }),
    tagManagerId: deps.tagManagerId,
    lang: route.lang,
    dir: localeOf(route.lang).dir,
    path,
    origin: deps.origin,
    productId: PRODUCT.HOME,
    pageTypeId: 0,
    isMobile,
    theme: themeFromCookie(req),
    alternates: [],
    chrome,
    support: deps.support,
    marketing: isMarketingPage(path),
    title: t('brand'),
    description: undefined,
    breadcrumbs: [],
  };
}

export function crumbsFor(
  lang: LangCode,
  contentPath: string,
  productId: number,
  pageTitle: string,
  partner: PartnerSegment | undefined,
): Crumb[] {
  const t = tFor(lang);
  // Partner visitors stay in their channel: crumbs keep the partner segment.
  const url = (p: string) => localizedPath(partner ? `/${partner}${p}` : p, lang);
  const crumbs: Crumb[] = [{ name: t('breadcrumbs.home'), url: url('/') }];
  if (contentPath === '/') return crumbs;
  const segment = segmentOfProduct(productId);
  const landing = segment ? `/${segment}/` : undefined;
  if (landing && landing !== contentPath && productId !== PRODUCT.HOME) {
    crumbs.push({ name: t(`products.${productId}`), url: url(landing) });
  }
  crumbs.push({ name: pageTitle, url: url(contentPath) });
  return crumbs;
}

/**
 * A per-visitor page's shell: its heading as title, never indexed (the meta tag; the route adds the header), and
 * crumbs to the product's landing.
 */
export function perVisitorModel(ctx: PageContext, productId: number, heading: string): ShellModel {
  const { route } = ctx;
  const m = baseModel(ctx);
  m.productId = productId;
  m.title = `${heading} | ${tFor(route.lang)('brand')}`;
  m.robots = 'noindex';
  m.breadcrumbs = crumbsFor(route.lang, route.contentPath, productId, heading, route.partner);
  return m;
}

/** The page's own path as the visitor asked for it: partner pages keep their segment. */
export const ownPath = (ctx: PageContext) =>
  ctx.route.partner ? `/${ctx.route.partner}${ctx.route.contentPath}` : ctx.route.contentPath;

export const html = (
  status: number,
  body: Uint8Array | string,
  cache: 'shared' | 'private' = 'shared',
): Outcome => ({ kind: 'html', status, html: body, cache });

/** The query string of the request, `?` included, or '' (stored redirects and the comparison page keep it). */
export function searchOf(req: FastifyRequest): string {
  const q = req.url.indexOf('?');
  return q === -1 ? '' : req.url.slice(q);
}
