import { MOBILE_BREAKPOINT_PX } from '../../../shared/domain/constants';
import type { loadHomeSearches } from './load';

/** The commerce blocks' mobile width (the same as widgets/cm-more's). */
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** Where `loadHomeSearches` comes from: the home page's one lazy chunk (widget-registry/home-chunk.ts, decision 0113). */
export type HomeSearchesModule = () => Promise<{ loadHomeSearches: typeof loadHomeSearches }>;

/**
 * RECENT_SEARCHES on home: only on a mobile width, the device's searches are asked for once the session started
 * (the request code loads only then); the block stays hidden unless there is at least one.
 */
export function enhanceHomeRecentSearches(root: HTMLElement, load: HomeSearchesModule): void {
  const list = root.querySelector<HTMLUListElement>('ul');
  if (!list || typeof window.matchMedia !== 'function' || !window.matchMedia(MOBILE_QUERY).matches) return;
  const productId = Number(root.dataset.productId) || 17;
  load()
    .then((m) => m.loadHomeSearches(productId))
    .then((items) => {
      if (items.length === 0) return;
      list.replaceChildren(
        ...items.map((s) => {
          const li = document.createElement('li');
          li.className = 'home-recent__item';
          const a = document.createElement('a');
          a.href = s.href;
          a.className = 'home-recent__link';
          const name = document.createElement('strong');
          name.textContent = s.productName;
          const text = document.createElement('span');
          text.textContent = s.text;
          const sub = document.createElement('span');
          sub.className = 'home-recent__sub';
          sub.textContent = s.subText ? `${s.subText} · ${s.createdAt}` : s.createdAt;
          a.append(name, text, sub);
          li.append(a);
          return li;
        }),
      );
      root.hidden = false;
    })
    .catch(() => {
      // no searches shown: the block stays hidden
    });
}
