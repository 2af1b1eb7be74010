/** docs/product/pages.md: scroll-to-top appears past 600 px; scroll handling debounced 80 ms. */
export const SHOW_AFTER_PX = 600;
const DEBOUNCE_MS = 80;

/**
 * What the button must never sit on (docs/decisions/0071-style-and-screen-checks.md): controls, prices and totals,
 * and the fixed bars (journey buttons, compare bar). Anything under its box that matches steps it aside.
 */
const UNDER =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [data-testid="quote-price"], ' +
  '.journey__actions, .compare-bar, .qcard__price, .total, [class*="total"]';

/** Its corners and centre, a little inside the box, so touching edges do not count. */
function pointsOf(box: DOMRect): [number, number][] {
  const inset = 2;
  const { left, right, top, bottom } = box;
  return [
    [left + inset, top + inset],
    [right - inset, top + inset],
    [left + inset, bottom - inset],
    [right - inset, bottom - inset],
    [(left + right) / 2, (top + bottom) / 2],
  ];
}

/** True when something the visitor needs lies under the button, or a dialog is open. */
export function coversContent(button: HTMLElement): boolean {
  if (document.querySelector('dialog[open], [aria-modal="true"]')) return true;
  if (button.contains(document.activeElement)) return false;
  for (const [x, y] of pointsOf(button.getBoundingClientRect())) {
    for (const el of document.elementsFromPoint(x, y)) {
      if (button.contains(el)) continue;
      if (el.closest(UNDER)) return true;
    }
  }
  return false;
}

export function enhanceScrollTop(button: HTMLElement): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const visible = window.scrollY > SHOW_AFTER_PX;
    // Only on a change: the observer below watches `hidden`, and an unchanged write would still be reported.
    if (button.hidden === visible) button.hidden = !visible;
    button.classList.toggle('scroll-top--visible', visible);
    // Stepped aside with visibility (not `hidden`) so its box stays measurable for the next check.
    button.classList.toggle('scroll-top--yield', visible && coversContent(button));
    // Where it last looked, so a test can wait for the check instead of sleeping.
    button.dataset.at = String(Math.round(window.scrollY));
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(check, DEBOUNCE_MS);
  };
  check();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  // A dialog opening or closing, or a bar appearing, changes what lies under it without a scroll.
  new MutationObserver(schedule).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open', 'hidden', 'aria-modal'],
  });
  button.addEventListener('click', () => window.scrollTo({ top: 0, behavior: 'smooth' }));
}
