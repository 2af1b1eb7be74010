import { buysOnline } from '../../../shared/domain/buy-online';
import { PRODUCT_SEGMENTS } from '../../../shared/domain/products';
import { tFor } from '../../../shared/i18n/catalogues';
import { renewalPathParts } from '../../modules/renewals/link';
import { html, perVisitorModel } from './model';
import type { PageHandler } from './types';

/** `/{segment}/renewal/{token}/` of a product bought online: its product and the link's token (decision 0090). */
export function renewalPageOf(contentPath: string): { productId: number; token: string } | undefined {
  const parts = renewalPathParts(contentPath);
  const productId = parts ? PRODUCT_SEGMENTS[parts.segmentPath.slice(1)] : undefined;
  return parts && productId !== undefined && buysOnline(productId)
    ? { productId, token: parts.token }
    : undefined;
}

/**
 * The renewal page a reminder links to (decision 0090): a per-visitor frame, never cached, never indexed; the island
 * checks the link and the device with the API (a page navigation carries no session token) and shows the prices.
 */
export const renewalPage: PageHandler = {
  kind: 'renewal',
  perVisitor: true,
  matches: (contentPath, page) => !page && renewalPageOf(contentPath) !== undefined,
  render: (ctx) => {
    const { route, deps } = ctx;
    const { productId, token } = renewalPageOf(route.contentPath) as { productId: number; token: string };
    const m = perVisitorModel(ctx, productId, tFor(route.lang)('renewals:page.title'));
    // The token is a credential of sorts: the crumbs end at the product, the canonical is the product's landing.
    m.breadcrumbs = m.breadcrumbs.slice(0, -1);
    return html(200, deps.render({ kind: 'renewal', model: m, assets: deps.assets(), token }), 'private');
  },
};
