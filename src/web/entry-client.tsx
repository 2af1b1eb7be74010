import { createElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { islandLoaders } from './islands/loaders';
import type { OverlayName } from './session/overlays';

/**
 * Finds the island markers the server rendered and hydrates each one with its own chunk.
 * Props come from the non-executable JSON script beside the marker (CSP: no inline executable script).
 */
async function hydrateIsland(el: HTMLElement): Promise<void> {
  const name = el.dataset.island as keyof typeof islandLoaders | undefined;
  const id = el.dataset.islandId;
  if (!name || !id || !(name in islandLoaders)) return;
  const script = [...document.querySelectorAll<HTMLScriptElement>('script[data-island-props]')].find(
    (s) => s.dataset.islandProps === id,
  );
  const props: unknown = script?.textContent ? JSON.parse(script.textContent) : {};
  const Comp = await islandLoaders[name]();
  hydrateRoot(el, createElement(Comp, props as never));
}

/**
 * Lazy islands (`data-island-lazy`, components.ts LAZY_ISLANDS) fetch their chunk and hydrate once they come
 * within 300 px of the viewport; until then the server's HTML stands (spec 001 §2: the calculator 'loads lazily
 * when scrolled into view'). Their wrapper must have a box (not `display: contents`) to be observed.
 */
function hydrateWhenNear(markers: HTMLElement[]): void {
  if (markers.length === 0) return;
  const start = (el: HTMLElement) => {
    hydrateIsland(el).catch(() => {
      // a failed chunk load leaves the server-rendered block as it is
    });
  };
  if (!('IntersectionObserver' in window)) return markers.forEach(start);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        start(entry.target as HTMLElement);
      }
    },
    { rootMargin: '300px 0px' },
  );
  for (const el of markers) observer.observe(el);
}

async function hydrateIslands(): Promise<void> {
  const markers = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  hydrateWhenNear(markers.filter((el) => el.dataset.islandLazy !== undefined));
  await Promise.all(markers.filter((el) => el.dataset.islandLazy === undefined).map(hydrateIsland));
  document.documentElement.dataset.hydrated = 'true';
}

const mountedOverlays = new Set<OverlayName>();

/**
 * Client-only islands (the server cannot know a visitor will be rate limited): loaded and mounted with
 * createRoot into a div appended to body the first time the session store opens one.
 */
async function mountOverlay(name: OverlayName): Promise<void> {
  if (mountedOverlays.has(name)) return;
  mountedOverlays.add(name);
  const Comp = await islandLoaders[name]();
  const host = document.createElement('div');
  host.dataset.overlay = name;
  document.body.append(host);
  createRoot(host).render(createElement(Comp, {} as never));
}

/**
 * Session bootstrap and page analytics (spec 000 §4, §7), once per load, after hydration: its own chunk
 * (it carries the contracts' zod schemas), so it neither enlarges the entry chunk nor delays hydration.
 */
function startSession(): void {
  import('./session/start')
    .then((m) => m.startSession({ mountOverlay }))
    .catch(() => {
      // a failed chunk load must not break the hydrated page; the next page load tries again
    });
}

void hydrateIslands().finally(startSession);
