/** docs/product/pages.md: scroll-to-top appears past 600 px; scroll handling debounced 80 ms. */
export const SHOW_AFTER_PX = 600;
const DEBOUNCE_MS = 80;

export function enhanceScrollTop(button: HTMLElement): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const visible = window.scrollY > SHOW_AFTER_PX;
    button.hidden = !visible;
    button.classList.toggle('scroll-top--visible', visible);
  };
  check();
  window.addEventListener(
    'scroll',
    () => {
      clearTimeout(timer);
      timer = setTimeout(check, DEBOUNCE_MS);
    },
    { passive: true },
  );
  button.addEventListener('click', () => window.scrollTo({ top: 0, behavior: 'smooth' }));
}
