import { createElement, useEffect, useRef, useState, type ComponentType } from 'react';

/**
 * Field controls in their own chunks, for the browser only (decision 0048: a journey page within 100 KB of
 * JavaScript on a phone). The client build (vite.config.ts, `lazyJourneyFields`) replaces `field.tsx`'s imports of
 * the date, members and upload controls by modules made with `lazyControls`; the server and the unit tests import
 * the controls themselves.
 *
 * Hydration must find every control the server rendered: `preloadControlsIn` loads the chunks of the field types
 * present in the server HTML before the journey hydrates. The others (and the code popup) load at the first touch,
 * focus or key in the journey, and the journey waits for them before showing its next screen (`controlsPending`).
 */

type Entry = { types: readonly string[]; load: () => Promise<void>; isLoaded: () => boolean };
const entries: Entry[] = [];

/**
 * A chunk of controls for some field types: a component per export, loaded on demand. Imported by the modules
 * vite.config.ts generates (lazyJourneyFields), which knip cannot see.
 * @public
 */
export function lazyControls<M extends Record<string, unknown>>(
  types: readonly string[],
  importer: () => Promise<M>,
) {
  let mod: M | undefined;
  let pending: Promise<void> | undefined;
  const load = (): Promise<void> =>
    (pending ??= importer().then(
      (m) => {
        mod = m;
      },
      (error: unknown) => {
        pending = undefined; // a retry asks the network again
        throw error;
      },
    ));
  entries.push({ types, load, isLoaded: () => mod !== undefined });

  function component(name: keyof M & string): ComponentType<never> {
    function LazyControl(props: Record<string, unknown>) {
      // nothing while loading (as the server's closed code popup), so a first render matches the server HTML
      const [state, setState] = useState<{ error?: unknown; renders: number }>({ renders: 0 });
      const anchor = useRef<HTMLSpanElement>(null);
      useEffect(() => {
        if (mod) return;
        let live = true;
        load().then(
          () => live && setState((s) => ({ renders: s.renders + 1 })),
          (error: unknown) => live && setState((s) => ({ error, renders: s.renders + 1 })),
        );
        return () => {
          live = false;
        };
      }, []);
      useEffect(() => {
        if (state.error === undefined || !anchor.current) return;
        // the entry shows the in-place message with Retry (load-errors.ts), or reloads for a new build
        const retry = () => load().then(() => setState((s) => ({ renders: s.renders + 1 })));
        anchor.current.dispatchEvent(
          new CustomEvent('sahel:chunk-error', { bubbles: true, detail: { error: state.error, retry } }),
        );
      }, [state.error]);
      if (mod) return createElement(mod[name] as ComponentType<Record<string, unknown>>, props);
      return state.error === undefined ? null : <span ref={anchor} data-control-failed="" />;
    }
    LazyControl.displayName = `Lazy(${name})`;
    return LazyControl as ComponentType<never>;
  }
  return { component, loaded: () => mod, load };
}

/**
 * Every control's chunk, or null when all are loaded (or none is lazy: the server, unit tests): the journey waits
 * for it before showing the next screen, so that screen's controls are there to take focus and answers. A failed
 * load does not hold the journey: the control shows the message with Retry.
 */
export function controlsPending(): Promise<void> | null {
  let pending = false;
  const loads = entries.map((e) => {
    const p = e.load();
    if (!e.isLoaded()) pending = true;
    return p.catch(() => undefined);
  });
  return pending ? Promise.all(loads).then(() => undefined) : null;
}

/** Loads the controls of the field types the server rendered inside `root` (before hydrating it). */
export function preloadControlsIn(root: ParentNode): Promise<void> {
  const needed = entries.filter(
    (e) => e.types.length > 0 && root.querySelector(e.types.map((t) => `.jf--${t}`).join(',')),
  );
  return Promise.all(needed.map((e) => e.load())).then(() => undefined);
}

/** Loads every other control at the first touch, focus or key inside `root`. */
export function preloadControlsOnInteraction(root: HTMLElement): void {
  const all = () => {
    for (const type of ['pointerdown', 'focusin', 'keydown']) root.removeEventListener(type, all);
    for (const e of entries) e.load().catch(() => undefined);
  };
  for (const type of ['pointerdown', 'focusin', 'keydown'])
    root.addEventListener(type, all, { passive: true });
}
