import { randomBytes } from 'node:crypto';
import { createContext, createElement, useContext, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { LangCode } from '../../shared/domain/locales';
import { I18nProvider } from '../i18n/provider';
import { WidgetCollector, type WidgetName } from '../widgets/collector';
import { IslandCollector } from './collector';

/**
 * Server-only: a part of the page whose markup is a pure function of a few inputs (the header and the footer:
 * the shell model and the chrome), rendered once per distinct inputs instead of on every page render (issue 12
 * §3, decision 0032). React cannot insert ready HTML without an element around it, so the part renders a
 * placeholder `<template>` carrying a per-process token, and `fillFragments` puts the memoised HTML in its place
 * once the page is rendered. The islands and widgets the part uses are reported to the page's collectors on every
 * use, as if it had been rendered in place.
 */
export type FragmentSlots = string[];
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

type Markup = { html: string; islands: string[]; widgets: WidgetName[] };
/** Per identity of the stored data the part shows (the parsed chrome is one object per stored version). */
const byData = new WeakMap<object, Map<string, Markup>>();
export const FRAGMENTS_PER_DATA_MAX = 400;

function markupOf(data: object, key: string, lang: LangCode, element: ReactElement): Markup {
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
    // Its own id space: ids (useId) of the part never meet the page's.
    { identifierPrefix: `${key.slice(0, 1)}-` },
  );
  const entry = { html, islands: [...islands], widgets: [...widgets] };
  if (entries.size >= FRAGMENTS_PER_DATA_MAX) entries.delete(entries.keys().next().value as string);
  entries.set(key, entry);
  return entry;
}

/**
 * Renders `children` once per (`data` identity, `memoKey`) where the page render collects slots, else in place.
 * `memoKey` must name every input of `children` besides `data` (and `lang`), or a page shows another's part.
 */
export function MemoFragment({
  data,
  memoKey,
  lang,
  children,
}: {
  data: object;
  memoKey: string;
  lang: LangCode;
  children: ReactElement;
}) {
  const slots = useContext(FragmentSlotsContext);
  const islands = useContext(IslandCollector);
  const widgets = useContext(WidgetCollector);
  if (!slots || !renderMemo.on) return children;
  const m = markupOf(data, memoKey, lang, children);
  for (const n of m.islands) islands?.add(n);
  for (const w of m.widgets) widgets?.add(w);
  slots.push(m.html);
  return <template data-fragment={`${TOKEN}-${slots.length - 1}`} />;
}

/** The page's HTML with each placeholder replaced by its part's markup (in order: one pass, one join). */
export function fillFragments(html: string, slots: FragmentSlots): string {
  if (slots.length === 0) return html;
  const pieces: string[] = [];
  let from = 0;
  slots.forEach((part, i) => {
    const mark = placeholder(i);
    const at = html.indexOf(mark, from);
    if (at === -1) throw new Error(`fragment ${i} missing from the render`);
    pieces.push(html.slice(from, at), part);
    from = at + mark.length;
  });
  pieces.push(html.slice(from));
  return pieces.join('');
}
