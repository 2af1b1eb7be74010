import { createElement, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { OverlayName } from '../session/overlays';
import { islandLoaders } from './loaders';
import { islandProps } from './props';

/**
 * The React side of the page (decision 0026): this module, React and an island's chunk load only when the page
 * has an island that needs them (entry-client decides when). Never imported statically by the entry.
 */

type Name = keyof typeof islandLoaders;

/** Marks the wrapper `data-island-hydrated` once React committed, so scripts and tests can wait for it. */
function Hydrated({ el, children }: { el: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    el.dataset.islandHydrated = '';
  }, [el]);
  return children;
}

function nameOf(el: HTMLElement): Name | undefined {
  const name = el.dataset.island;
  return name && name in islandLoaders ? (name as Name) : undefined;
}

/** Hydrates a server-rendered island marker with its own chunk and the props beside it. */
export async function hydrateIsland(el: HTMLElement): Promise<void> {
  const name = nameOf(el);
  if (!name || el.dataset.islandStarted !== undefined) return;
  el.dataset.islandStarted = '';
  const Comp = await islandLoaders[name]().catch((error: unknown) => {
    // not started after all: Retry (decision 0048) hydrates it again
    delete el.dataset.islandStarted;
    throw error;
  });
  hydrateRoot(el, createElement(Hydrated, { el }, createElement(Comp, islandProps(el) as never)));
}

/** Renders an island the server left empty (`session` islands), with props the browser completed. */
export async function renderIsland(el: HTMLElement, props: Record<string, unknown>): Promise<void> {
  const name = nameOf(el);
  if (!name || el.dataset.islandStarted !== undefined) return;
  el.dataset.islandStarted = '';
  const Comp = await islandLoaders[name]();
  createRoot(el).render(createElement(Hydrated, { el }, createElement(Comp, props as never)));
}

const mountedOverlays = new Set<OverlayName>();

/**
 * Client-only islands (the server cannot know a visitor will be rate limited): loaded and mounted with
 * createRoot into a div appended to body the first time the session store opens one.
 */
export async function mountOverlay(name: OverlayName): Promise<void> {
  if (mountedOverlays.has(name)) return;
  mountedOverlays.add(name);
  const Comp = await islandLoaders[name]();
  const host = document.createElement('div');
  host.dataset.overlay = name;
  document.body.append(host);
  createRoot(host).render(createElement(Comp, {} as never));
}
