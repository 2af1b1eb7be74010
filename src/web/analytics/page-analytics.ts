import type { TPageContext } from '../../shared/contracts/page-context';
import { categoryViewedEvent, pageViewEvent, track } from './events';
import { loadTagManager } from './tag-manager';

let started = false;

/**
 * A click on a link the server marked (`click-attrs.ts`): `iconClick` for the product tiles, `categoryViewed` for
 * the products menu, with the product the link opens from `data-ev-product` (decision 0108). One delegated
 * listener, so content pages need no island for it.
 */
function onMarkedClick(e: MouseEvent, ctx: TPageContext | undefined): void {
  const a = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-ev]') : null;
  if (!a) return;
  const productId = Number(a.dataset.evProduct) || undefined;
  const label = (a.textContent ?? '').trim().slice(0, 100);
  if (a.dataset.ev === 'iconClick')
    track({
      event: 'iconClick',
      iconName: label,
      iconPosition: Number(a.dataset.evPos) || 0,
      productId: productId ?? 999,
    });
  else if (a.dataset.ev === 'categoryViewed')
    track(categoryViewedEvent({ productLabel: label, sourceProductId: ctx?.countryProductId, productId }));
}

/**
 * Once per page load (entry-client → session start): the tag manager when configured, pageView now, leavingPage
 * once, on the first of pagehide and the page becoming hidden (a phone's tab switch may be its last moment).
 */
export function startPageAnalytics(ctx: TPageContext | undefined): void {
  if (started) return;
  started = true;
  loadTagManager(ctx?.tagManagerId);
  track({ ...pageViewEvent(location.pathname), ...(ctx ? { productId: ctx.countryProductId } : {}) });
  let left = false;
  const leaving = () => {
    if (left) return;
    left = true;
    track({ event: 'leavingPage', pagePath: location.pathname });
  };
  window.addEventListener('pagehide', leaving);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leaving();
  });
  document.addEventListener('click', (e) => onMarkedClick(e, ctx), { capture: true });
}
