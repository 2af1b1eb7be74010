import { createElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { islandLoaders } from './islands/loaders';
import type { OverlayName } from './session/overlays';

/**
 * Finds the island markers the server rendered and hydrates each one with its own chunk.
 * Props come from the non-executable JSON script beside the marker (CSP: no inline executable script).
 */
async function hydrateIslands(): Promise<void> {
  const markers = document.querySelectorAll<HTMLElement>('[data-island]');
  await Promise.all(
    [...markers].map(async (el) => {
      const name = el.dataset.island as keyof typeof islandLoaders | undefined;
      const id = el.dataset.islandId;
      if (!name || !id || !(name in islandLoaders)) return;
      const script = [...document.querySelectorAll<HTMLScriptElement>('script[data-island-props]')].find(
        (s) => s.dataset.islandProps === id,
      );
      const props: unknown = script?.textContent ? JSON.parse(script.textContent) : {};
      const Comp = await islandLoaders[name]();
      hydrateRoot(el, createElement(Comp, props as never));
    }),
  );
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
