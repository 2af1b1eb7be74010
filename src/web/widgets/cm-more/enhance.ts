import { MOBILE_QUERY, moreView } from './view';

/**
 * Show more / show less for a list the server rendered whole (coverage tiles 'View More Plan', doorway cards
 * 'Expand' / 'Collapse'). The root carries `data-limit` (desktop) and `data-limit-mobile`; items carry
 * `data-more-item`; the button `data-more-toggle` with `data-label-more` and, when it can collapse again,
 * `data-label-less`. Collapsing scrolls the list back into view (docs/product/pages.md 'Collapse resets and scrolls back').
 */
export function enhanceMore(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('[data-more-toggle]');
  if (!button) return;
  const items = [...root.querySelectorAll<HTMLElement>('[data-more-item]')];
  const desktop = Number(root.dataset.limit) || items.length;
  const mobile = Number(root.dataset.limitMobile) || desktop;
  const mq = typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : null;
  const less = button.dataset.labelLess;
  let expanded = false;

  const render = () => {
    const limit = mq?.matches ? mobile : desktop;
    const view = moreView(items.length, limit, expanded);
    items.forEach((el, i) => {
      el.hidden = !view.shown(i);
    });
    button.hidden = !view.toggle || (expanded && !less);
    button.setAttribute('aria-expanded', String(expanded));
    button.textContent = expanded && less ? less : (button.dataset.labelMore ?? button.textContent);
    return limit;
  };
  button.addEventListener('click', () => {
    expanded = !expanded;
    const limit = render();
    if (expanded) {
      items[limit]?.querySelector<HTMLElement>('a, button')?.focus();
    } else {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      root.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    }
  });
  mq?.addEventListener('change', render);
  render();
}
