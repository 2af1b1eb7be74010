import { MOBILE_QUERY, readMoreView, type ReadMoreData } from './text';

/** Read more / read less without React: re-renders the paragraphs as text (never HTML) on toggle and on resize. */
export function enhanceReadMore(root: HTMLElement): void {
  const json = root.querySelector('script[data-json="read-more"]')?.textContent;
  const button = root.querySelector<HTMLButtonElement>('.read-more__toggle');
  const target = root.querySelector<HTMLElement>('.read-more__text');
  if (!json || !target) return;
  const data = JSON.parse(json) as ReadMoreData;
  const mq = typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : null;
  let expanded = false;

  const render = () => {
    const { shown, collapsible } = readMoreView(data, mq?.matches ?? false, expanded);
    target.replaceChildren(
      ...shown.map((text) => {
        const p = document.createElement('p');
        p.textContent = text;
        return p;
      }),
    );
    if (!button) return;
    button.hidden = !collapsible;
    button.setAttribute('aria-expanded', String(expanded));
    button.textContent = expanded ? data.labels.less : data.labels.more;
  };
  button?.addEventListener('click', () => {
    expanded = !expanded;
    render();
  });
  mq?.addEventListener('change', render);
  // The server guessed the width from the user agent; the real one decides.
  render();
}
