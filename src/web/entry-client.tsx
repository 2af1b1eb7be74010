import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandLoaders } from './islands/loaders';

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

void hydrateIslands();
