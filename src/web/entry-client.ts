import type { OverlayName } from './session/overlays';
import { islandProps } from './islands/props';
import { enhanceWidgets } from './widget-registry/enhancers';
import { loadFailed, reportError, reportUnhandledErrors } from './load-errors';

/**
 * The page's one first-load script, plain TypeScript (decision 0026): it wires the shell's widgets, and loads React
 * (`hydrator.ts`) only when the page has a React island marker, at the moment the marker's `data-island-when`
 * asks for. The session bootstrap is its own chunk, started after the load event.
 */

reportUnhandledErrors();

const hydrator = () => import('./hydrator');
/**
 * Hydrates one island; a chunk that fails to load (React or the island's) leaves the server HTML, reports, and
 * shows the in-place message with Retry, or reloads once for a new build (decision 0048).
 */
const hydrateOne = (el: HTMLElement): Promise<void> =>
  hydrator()
    .then((h) => h.hydrateIsland(el))
    .catch((error: unknown) => loadFailed(el, error, () => hydrator().then((h) => h.hydrateIsland(el))));
/** Optional parts (the recent-searches popup, overlays): a failure is reported, the page goes on without them. */
const report = (where: string) => (error: unknown) => reportError('chunk', error, where);

/** Islands the session start decides on: the props to render with, or null to load nothing. */
const sessionGates: Record<
  string,
  (props: Record<string, unknown>) => Promise<Record<string, unknown> | null>
> = {
  RecentSearchesPopup: (props) => import('./recent-searches/gate').then((m) => m.recentSearchesGate(props)),
};

/**
 * `visible` islands fetch React and their chunk once the visitor scrolls them within 300 px of the viewport, or at
 * the first pointer over or on them, focus or key inside them (docs/product/loans.md: the calculator 'loads lazily
 * when scrolled into view'). One already that near when the page opens waits for the visitor's first touch: a
 * calculator page then opens with its server-rendered form and result and without React (a content page within
 * 60 KB of JavaScript on a phone, decision 0108). Their wrapper must have a box (not `display: contents`) to be
 * observed.
 */
function hydrateWhenNear(markers: HTMLElement[]): void {
  if (markers.length === 0) return;
  const start = (el: HTMLElement) => {
    observer?.unobserve(el);
    void hydrateOne(el);
  };
  // The observer's first report of an element is where it was when the page opened, not a scroll.
  const atOpen = new Set<Element>(markers);
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries)
              if (!atOpen.delete(entry.target) && entry.isIntersecting) start(entry.target as HTMLElement);
          },
          { rootMargin: '300px 0px' },
        )
      : undefined;
  for (const el of markers) {
    if (observer) observer.observe(el);
    else start(el);
    for (const type of ['pointerover', 'pointerdown', 'focusin', 'keydown'])
      el.addEventListener(type, () => start(el), { once: true, passive: true });
  }
}

/**
 * Resolves just after the first contentful paint (decision 0032): the page is server-rendered, so React, the island
 * chunks and the widget groups are not needed for it and must not compete with the stylesheet and the fonts (the
 * first frame is too early a sign: text waiting for its font is not painted yet). Where the browser cannot report
 * paints, after the first frame; a tab that paints nothing (in the background) goes on after 3 s.
 */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    const types =
      typeof PerformanceObserver === 'undefined' ? [] : (PerformanceObserver.supportedEntryTypes ?? []);
    if (!types.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(resolve, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, 3000);
  });
}
const firstPaint = afterFirstContentfulPaint();

async function hydrateIslands(markers: HTMLElement[]): Promise<void> {
  hydrateWhenNear(markers.filter((el) => el.dataset.islandWhen === 'visible'));
  const eager = markers.filter((el) => el.dataset.islandWhen === undefined);
  if (eager.length === 0) return;
  await firstPaint;
  await Promise.all(eager.map(hydrateOne));
}

/** Client-only overlays (BlockUserPopup on RATE_LIMIT) bring React with them when first opened. */
const mountOverlay = (name: OverlayName) =>
  hydrator()
    .then((h) => h.mountOverlay(name))
    .catch(report(name));

/** INTERNAL_RATE_LIMIT_EXCEED: the sign-in dialog (a plain module, loaded on its first use; decision 0088). */
const openSignIn = () =>
  void import('./account/sign-in-modal').then((m) => m.openSignInPrompt()).catch(report('sign-in'));

/**
 * Session bootstrap and page analytics (docs/product/analytics.md), once per load, after the load event: its own chunk, so
 * it neither enlarges the entry nor competes with first paint. `session` islands are decided once it finished.
 */
function startSession(markers: HTMLElement[]): void {
  import('./session/start')
    .then((m) => m.startSession({ mountOverlay, openSignIn }))
    .then(() => {
      for (const el of markers.filter((m) => m.dataset.islandWhen === 'session')) {
        const gate = sessionGates[el.dataset.island ?? ''];
        if (!gate) continue;
        gate(islandProps(el))
          .then((props) => (props ? hydrator().then((h) => h.renderIsland(el, props)) : undefined))
          .catch(report(el.dataset.island ?? ''));
      }
    })
    .catch(report('session'));
}

const markers = [...document.querySelectorAll<HTMLElement>('[data-island]')];
// A journey field control whose chunk failed (journeys/fields/lazy-control.tsx): the same message and Retry.
document.addEventListener('sahel:chunk-error', (e) => {
  const { error, retry } = (e as CustomEvent<{ error: unknown; retry: () => Promise<void> }>).detail;
  if (e.target instanceof HTMLElement) loadFailed(e.target, error, retry);
});
enhanceWidgets(document, {
  after: firstPaint,
  // A widget the page does not show (a closed popup's host) gets no message; a new build still reloads the page.
  onChunkError: (el, error, retry) => loadFailed(el, error, retry, el.getClientRects().length > 0),
  // decision 0048: on a journey page the content below the journey loads its widgets when scrolled into view
  nearOnly: markers.some((el) => el.dataset.island === 'Journey'),
});
void hydrateIslands(markers)
  .catch(report('islands'))
  .finally(() => {
    document.documentElement.dataset.hydrated = 'true';
    if (document.readyState === 'complete') startSession(markers);
    else window.addEventListener('load', () => startSession(markers), { once: true });
  });
