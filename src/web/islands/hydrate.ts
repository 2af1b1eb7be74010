import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { OverlayName } from '../session/overlays';
import type { ReactIslandName } from './names';
import { islandProps } from './props';

/**
 * The React side of the page (decision 0026): this module, React and an island's chunk load only when the page
 * has an island that needs them (entry-client decides when). Never imported statically by the entry. The islands'
 * loaders are handed in by `hydrator.ts` (decision 0066), so this mechanism imports no feature.
 */

/** Each React island's component behind a dynamic import (island-loaders.ts). */
export type IslandLoaders = Record<ReactIslandName, () => Promise<ComponentType<never>>>;
type Name = ReactIslandName;

/** Marks the wrapper `data-island-hydrated` once React committed, so scripts and tests can wait for it. */
function Hydrated({ el, children }: { el: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    el.dataset.islandHydrated = '';
  }, [el]);
  return children;
}

/** Hydration bound to the islands' loaders: what `hydrator.ts` exports to the entry. */
export function islandHydrator(loaders: IslandLoaders) {
  function nameOf(el: HTMLElement): Name | undefined {
    const name = el.dataset.island;
    return name && name in loaders ? (name as Name) : undefined;
  }

  /** Hydrates a server-rendered island marker with its own chunk and the props beside it. */
  async function hydrateIsland(el: HTMLElement): Promise<void> {
    const name = nameOf(el);
    if (!name || el.dataset.islandStarted !== undefined) return;
    el.dataset.islandStarted = '';
    const Comp = await loaders[name]().catch((error: unknown) => {
      // not started after all: Retry (decision 0048) hydrates it again
      delete el.dataset.islandStarted;
      throw error;
    });
    hydrateRoot(el, createElement(Hydrated, { el }, createElement(Comp, islandProps(el) as never)));
  }

  /** Renders an island the server left empty (`session` islands), with props the browser completed. */
  async function renderIsland(el: HTMLElement, props: Record<string, unknown>): Promise<void> {
    const name = nameOf(el);
    if (!name || el.dataset.islandStarted !== undefined) return;
    el.dataset.islandStarted = '';
    const Comp = await loaders[name]();
    createRoot(el).render(createElement(Hydrated, { el }, createElement(Comp, props as never)));
  }

  const mountedOverlays = new Set<OverlayName>();

  /**
   * Client-only islands (the server cannot know a visitor will be rate limited): loaded and mounted with
   * createRoot into a div appended to body the first time the session store opens one.
   */
  async function mountOverlay(name: OverlayName): Promise<void> {
    if (mountedOverlays.has(name)) return;
    mountedOverlays.add(name);
    const Comp = await loaders[name]();
    const host = document.createElement('div');
    host.dataset.overlay = name;
    document.body.append(host);
    createRoot(host).render(createElement(Comp, {} as never));
  }

  return { hydrateIsland, renderIsland, mountOverlay };
}
