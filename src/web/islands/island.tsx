import { createElement, useContext, useId, type ComponentProps, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandCollector } from './collector';
import { IslandMarkup, JsonScript, serializeJson } from '../safe/safe-html';
import { WidgetCollector, type WidgetName } from '../widgets/collector';
import { ISLAND_WHEN, type ReactIslandName } from './names';
import { renderMemo } from './memo-fragment';

/**
 * An island's server markup, memoised by its name and serialised props (decisions 0026 and 0032): the browser
 * hydrates each island in a root of its own with exactly these props (islands/hydrate.ts), so its HTML is a pure
 * function of them and is rendered once per distinct props rather than on every page render. The islands and
 * widgets it uses are kept with it and reported to the page's collectors on every use. Bounded in bytes: the
 * oldest entry goes first.
 */
type IslandMarkup = { html: string; islands: string[]; widgets: WidgetName[] };
const markup = new Map<string, IslandMarkup>();
let markupBytes = 0;
export const ISLAND_MEMO_MAX_BYTES = 8 * 1024 * 1024;

/** An island's component (the feature that mounts it passes it in: this mechanism imports no feature). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: each island's own are checked at <Island>
type IslandComponent = ComponentType<any>;

export function islandMarkup(
  name: ReactIslandName,
  component: IslandComponent,
  json: string,
  props: object,
): IslandMarkup {
  const key = `${name}\n${json}`;
  const hit = renderMemo.on ? markup.get(key) : undefined;
  if (hit) return hit;
  const islands = new Set<string>();
  const widgets = new Set<WidgetName>();
  const html = renderToString(
    createElement(
      IslandCollector.Provider,
      { value: islands },
      createElement(WidgetCollector.Provider, { value: widgets }, createElement(component, props)),
    ),
    // Islands must not call useId (their ids would differ in the browser's root); a prefix keeps any apart anyway.
    { identifierPrefix: 'i-' },
  );
  const entry = { html, islands: [...islands], widgets: [...widgets] };
  if (!renderMemo.on) return entry;
  const size = 2 * (key.length + html.length);
  markupBytes += size;
  markup.set(key, entry);
  for (const [k, v] of markup) {
    if (markupBytes <= ISLAND_MEMO_MAX_BYTES || k === key) break;
    markup.delete(k);
    markupBytes -= 2 * (k.length + v.html.length);
  }
  return entry;
}

/**
 * Serialised JSON of objects that never change (the catalogues islands receive as props), written once (decision 0026
 * decisions 0026 and 0032). Only objects registered here are kept: anything else is serialised on every render.
 */
const staticJson = new WeakMap<object, string>();
export function registerStaticProps(value: object): void {
  if (!staticJson.has(value)) staticJson.set(value, serializeJson(value));
}

/**
 * `serializeJson(props)`, with the registered static values' JSON reused: the escaping maps single characters, so
 * escaping each part and joining them equals escaping the whole; keys are written as JSON.stringify writes them.
 */
export function serializeProps(props: object): string {
  let json = '';
  for (const [key, value] of Object.entries(props)) {
    // What JSON.stringify leaves out of an object.
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
    const part = typeof value === 'object' && value !== null ? staticJson.get(value) : undefined;
    json += `${json ? ',' : '{'}${serializeJson(key)}:${part ?? serializeJson(value)}`;
  }
  return json ? `${json}}` : '{}';
}

/**
 * Server-side island marker (docs/ARCHITECTURE.md#stack 'Hydration'). Renders the component to HTML inside a
 * wrapper the client finds by `data-island`, and its props as non-executable JSON beside it (the same
 * `serializeJson` as `JsonScript`, written once for the memo key and the script).
 * entry-client loads React and the island's own chunk and hydrates the wrapper, when `ISLAND_WHEN` says.
 * Island components must not call useId: their ids would differ between the page render and the island root.
 */
export function Island<C extends IslandComponent>({
  name,
  component,
  props,
  className,
}: {
  name: ReactIslandName;
  /** The component under `name` in island-loaders.ts (the browser loads it from there). */
  component: C;
  props: ComponentProps<C>;
  className?: string;
}) {
  const id = useId();
  const islands = useContext(IslandCollector);
  const widgets = useContext(WidgetCollector);
  islands?.add(name);
  const json = serializeProps(props as object);
  const inner = islandMarkup(name, component, json, props as object);
  for (const n of inner.islands) islands?.add(n);
  for (const w of inner.widgets) widgets?.add(w);
  return (
    <>
      <IslandMarkup
        data-island={name}
        data-island-id={id}
        data-island-when={ISLAND_WHEN[name]}
        className={className ?? 'island'}
        html={inner.html}
      />
      <JsonScript id={id} json={json} />
    </>
  );
}
