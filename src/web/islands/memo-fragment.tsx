import { randomBytes } from 'node:crypto';
import { createContext, createElement, useContext, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { LangCode } from '../../shared/domain/locales';
import { I18nProvider } from '../i18n/provider';
import { WidgetCollector, type WidgetName } from '../widgets/collector';
import { IslandCollector } from './collector';

/**
 * Server-only: a part of the page whose markup is a pure function of a few inputs (the header and the footer:
 * the shell model and the chrome), rendered once per distinct inputs instead of on every page render (decision 0026
 * decisions 0026 and 0032). React cannot insert ready HTML without an element around it, so the part renders a
 * placeholder `<template>` carrying a per-process token, and `fillFragments` puts the memoised HTML in its place
 * once the page is rendered. The islands and widgets the part uses are reported to the page's collectors on every
 * use, as if it had been rendered in place.
 */
export type FragmentSlots = Buffer[];
/**
 * The memos are on unless the composition root turns them off (`RENDER_MEMO=off` in server/config.ts: only the SSR
 * bench's before/after row sets it; decision 0032). Then every part renders in place.
 */
export const renderMemo = { on: true };
export function setRenderMemo(on: boolean): void {
  renderMemo.on = on;
}
export const FragmentSlotsContext = createContext<FragmentSlots | null>(null);

const TOKEN = `f${randomBytes(6).toString('hex')}`;
const placeholder = (i: number) => `<template data-fragment="${TOKEN}-${i}"></template>`;

/** Encoded once: the page is assembled from bytes, so a memoised part is never flattened or encoded again. */
type Markup = { html: Buffer; islands: string[]; widgets: WidgetName[] };
/** Per identity of the stored data the part shows (the parsed chrome is one object per stored version). */
const byData = new WeakMap<object, Map<string, Markup>>();
export const FRAGMENTS_PER_DATA_MAX = 400;

function markupOf(
  data: object,
  key: string,
  lang: LangCode,
  element: ReactElement,
  idPrefix: string,
): Markup {
  let entries = byData.get(data);
  if (!entries) byData.set(data, (entries = new Map()));
  const hit = entries.get(key);
  if (hit) return hit;
  const islands = new Set<string>();
  const widgets = new Set<WidgetName>();
  const html = renderToString(
    createElement(I18nProvider, {
      lang,
      children: createElement(
        IslandCollector.Provider,
        { value: islands },
        createElement(WidgetCollector.Provider, { value: widgets }, element),
      ),
    }),
    // Its own id space: ids (useId) of the part never meet the page's or another part's.
    { identifierPrefix: idPrefix },
  );
  const entry = { html: Buffer.from(html), islands: [...islands], widgets: [...widgets] };
  if (entries.size >= FRAGMENTS_PER_DATA_MAX) entries.delete(entries.keys().next().value as string);
  entries.set(key, entry);
  return entry;
}

/**
 * An id prefix per object for parts that share a page without a fixed letter of their own (the page's blocks):
 * distinct for every block object this process renders, so two parts on one page never share an id (useId).
 */
const prefixes = new WeakMap<object, string>();
let nextPrefix = 0;
export function idPrefixOf(data: object): string {
  let p = prefixes.get(data);
  if (p === undefined) prefixes.set(data, (p = `b${(nextPrefix++).toString(36)}-`));
  return p;
}

/**
 * Renders `children` once per (`data` identity, `memoKey`) where the page render collects slots, else in place.
 * `memoKey` must name every input of `children` besides `data` (and `lang`), or a page shows another's part.
 */
export function MemoFragment({
  data,
  memoKey,
  lang,
  idPrefix,
  children,
}: {
  data: object;
  memoKey: string;
  lang: LangCode;
  /** Ids (useId) of the part start with this; by default the first letter of `memoKey` and a dash. */
  idPrefix?: string;
  children: ReactElement;
}) {
  const slots = useContext(FragmentSlotsContext);
  const islands = useContext(IslandCollector);
  const widgets = useContext(WidgetCollector);
  if (!slots || !renderMemo.on) return children;
  const m = markupOf(data, memoKey, lang, children, idPrefix ?? `${memoKey.slice(0, 1)}-`);
  for (const n of m.islands) islands?.add(n);
  for (const w of m.widgets) widgets?.add(w);
  slots.push(m.html);
  return <template data-fragment={`${TOKEN}-${slots.length - 1}`} />;
}

const marks: Buffer[] = [];
const markOf = (i: number) => (marks[i] ??= Buffer.from(placeholder(i)));

/**
 * The page's HTML as bytes with each placeholder replaced by its part's markup, in order: the render is encoded once
 * and the parts are never copied into a string (the caller concatenates the pieces once, with the document's head).
 */
export function fillFragments(html: string, slots: FragmentSlots): Buffer[] {
  const bytes = Buffer.from(html);
  if (slots.length === 0) return [bytes];
  const pieces: Buffer[] = [];
  let from = 0;
  slots.forEach((part, i) => {
    const mark = markOf(i);
    const at = bytes.indexOf(mark, from);
    if (at === -1) throw new Error(`fragment ${i} missing from the render`);
    pieces.push(bytes.subarray(from, at), part);
    from = at + mark.length;
  });
  pieces.push(bytes.subarray(from));
  return pieces;
}
