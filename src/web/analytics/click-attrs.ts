import { productOfPath } from '../../shared/domain/routing';

/**
 * The `data-` attributes the server writes on a link whose click is an analytics event (decision 0108):
 * `page-analytics.ts` reads them with one delegated listener, so no page needs an island or the route table for
 * it. `contentPath` is the link's path without the language prefix; the product is left out when none is known.
 */
export function clickAttrs(
  event: 'iconClick' | 'categoryViewed',
  contentPath: string,
  position?: number,
): Record<string, string> {
  const productId = productOfPath(contentPath.split(/[?#]/, 1)[0] ?? '/');
  return {
    'data-ev': event,
    ...(productId ? { 'data-ev-product': String(productId) } : {}),
    ...(position ? { 'data-ev-pos': String(position) } : {}),
  };
}
