import { buttonState, nextShown, parseMode } from './more';

/**
 * Show more / show less over a server-rendered list: the items past the first ones come `hidden`; the button
 * reveals them (focus moves to the first revealed item, so keyboard users land on the new content). 'Show Less'
 * scrolls the list back into view (instantly under prefers-reduced-motion).
 */
export function enhanceEditorialMore(root: HTMLElement): void {
  const mode = parseMode(root);
  const button = root.querySelector<HTMLButtonElement>('[data-more-button]');
  const items = Array.from(root.querySelectorAll<HTMLElement>('[data-more-item]'));
  if (!mode || !button) return;
  const labels = { more: button.dataset.labelMore ?? '', less: button.dataset.labelLess ?? '' };
  let shown = items.filter((el) => !el.hidden).length;
  const render = () => {
    items.forEach((el, i) => {
      el.hidden = i >= shown;
    });
    const state = buttonState(mode, shown, items.length);
    button.hidden = !state.visible;
    button.textContent = state.less ? labels.less : labels.more;
    button.setAttribute('aria-expanded', String(shown >= items.length));
  };
  button.addEventListener('click', () => {
    const before = shown;
    shown = nextShown(mode, shown, items.length);
    render();
    if (shown > before) {
      const first = items[before];
      if (first) {
        first.tabIndex = -1;
        first.focus();
      }
    } else {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      root.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    }
  });
  render();
}
