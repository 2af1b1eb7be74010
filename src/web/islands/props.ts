/** An island's props: the non-executable JSON script the server wrote beside its marker (CSP: no inline script). */
export function islandProps(el: HTMLElement): Record<string, unknown> {
  const id = el.dataset.islandId;
  const script = id
    ? [...document.querySelectorAll<HTMLScriptElement>('script[data-island-props]')].find(
        (s) => s.dataset.islandProps === id,
      )
    : undefined;
  return script?.textContent ? (JSON.parse(script.textContent) as Record<string, unknown>) : {};
}
