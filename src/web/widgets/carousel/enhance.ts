/** Widths up to 992 px are the mobile view (same breakpoint as the stylesheets): no autoplay there (docs/product/pages.md). */
export const CAROUSEL_MOBILE_QUERY = '(max-width: 992px)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * Carousel behaviour (decision 0036): prev / next step by one slide, arrow keys (mirrored on right-to-left pages),
 * Home / End, buttons disabled at the ends, and an optional autoplay that wraps, stops on mobile and under
 * reduced motion, and pauses on hover, on focus and with its Pause button.
 */
export function enhanceCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('.carousel__track');
  const controls = root.querySelector<HTMLElement>('.carousel__controls');
  const prev = root.querySelector<HTMLButtonElement>('.carousel__prev');
  const next = root.querySelector<HTMLButtonElement>('.carousel__next');
  const pause = root.querySelector<HTMLButtonElement>('.carousel__pause');
  if (!track || !controls || !prev || !next) return;
  const rtl = () => getComputedStyle(track).direction === 'rtl';
  const behavior = (): ScrollBehavior => (matches(REDUCED_MOTION_QUERY) ? 'auto' : 'smooth');
  /** Distance already scrolled from the start edge, whatever the direction. */
  const offset = () => Math.abs(track.scrollLeft);
  const maxOffset = () => Math.max(0, track.scrollWidth - track.clientWidth);
  const step = () => {
    const item = track.querySelector<HTMLElement>('.carousel__item');
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    return item ? item.getBoundingClientRect().width + gap : track.clientWidth;
  };
  /** Positive = towards the end (right in English, left in Arabic). */
  const scrollByItems = (n: number) =>
    track.scrollBy({ left: n * step() * (rtl() ? -1 : 1), behavior: behavior() });
  const scrollToStart = () => track.scrollTo({ left: 0, behavior: behavior() });
  const scrollToEnd = () => track.scrollTo({ left: maxOffset() * (rtl() ? -1 : 1), behavior: behavior() });
  const atStart = () => offset() <= 1;
  const atEnd = () => offset() >= maxOffset() - 1;

  const update = () => {
    prev.disabled = atStart();
    next.disabled = atEnd();
    controls.hidden = maxOffset() <= 1;
  };
  prev.addEventListener('click', () => scrollByItems(-1));
  next.addEventListener('click', () => scrollByItems(1));
  track.addEventListener('scroll', update, { passive: true });
  track.addEventListener('keydown', (e) => {
    if (e.target !== track) return;
    const forward = rtl() ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl() ? 'ArrowRight' : 'ArrowLeft';
    if (e.key === forward) scrollByItems(1);
    else if (e.key === backward) scrollByItems(-1);
    else if (e.key === 'Home') scrollToStart();
    else if (e.key === 'End') scrollToEnd();
    else return;
    e.preventDefault();
  });
  const ms = Number(root.dataset.autoplay);
  let sync = () => {};
  if (typeof ResizeObserver === 'function') new ResizeObserver(() => (update(), sync())).observe(track);
  update();
  if (!pause || !Number.isFinite(ms) || ms <= 0) return;
  sync = startAutoplay(pause);

  /** Wires the autoplay and returns its re-check (layout, media queries, hover, focus, Pause). */
  function startAutoplay(pause: HTMLButtonElement): () => void {
    let hovered = false;
    let focused = false;
    let stopped = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    // Only when something moves: a strip that fits its width has nothing to play.
    const allowed = () =>
      maxOffset() > 1 && !matches(CAROUSEL_MOBILE_QUERY) && !matches(REDUCED_MOTION_QUERY);
    const sync = () => {
      const run = allowed() && !hovered && !focused && !stopped && !document.hidden;
      pause.hidden = !allowed();
      if (run && timer === undefined) {
        timer = setInterval(() => (atEnd() ? scrollToStart() : scrollByItems(1)), ms);
      } else if (!run && timer !== undefined) {
        clearInterval(timer);
        timer = undefined;
      }
      root.dataset.playing = String(timer !== undefined);
    };
    pause.addEventListener('click', () => {
      stopped = !stopped;
      pause.setAttribute('aria-pressed', String(stopped));
      pause.textContent = (stopped ? pause.dataset.labelPlay : pause.dataset.labelPause) ?? '';
      sync();
    });
    root.addEventListener('mouseenter', () => ((hovered = true), sync()));
    root.addEventListener('mouseleave', () => ((hovered = false), sync()));
    root.addEventListener('focusin', () => ((focused = true), sync()));
    root.addEventListener('focusout', (e) => {
      if (root.contains(e.relatedTarget as Node | null)) return;
      focused = false;
      sync();
    });
    document.addEventListener('visibilitychange', sync);
    for (const q of [CAROUSEL_MOBILE_QUERY, REDUCED_MOTION_QUERY]) {
      if (typeof window.matchMedia === 'function') window.matchMedia(q).addEventListener('change', sync);
    }
    sync();
    return sync;
  }
}
