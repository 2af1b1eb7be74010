/**
 * The one element builder of the plain-DOM pages and modals (no React): attributes set as strings (an undefined
 * one is left out), children appended as nodes or text (null skipped). Text only ever arrives as text nodes,
 * never as HTML.
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Readonly<Record<string, string | undefined>> = {},
  ...children: readonly (Node | string | null | undefined)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) node.setAttribute(k, v);
  for (const c of children) if (c !== null && c !== undefined) node.append(c);
  return node;
}
