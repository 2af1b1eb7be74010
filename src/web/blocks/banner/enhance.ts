import { MOBILE_BREAKPOINT_PX } from '../../../shared/domain/constants';
import { loadBannerSearches, type BannerRecentLabels, type BannerSearch } from './recent';

/** docs/product/pages.md: the home banner carousel auto-advances every 4 s and wraps. */
export const BANNER_AUTOPLAY_MS = 4000;
/** A horizontal swipe shorter than this is a tap or a scroll, not a slide change. */
const SWIPE_MIN_PX = 40;
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
const DESKTOP_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`;

const matches = (query: string) =>
  typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/**
 * The home banner carousel (decision 0113): one slide at a time, each moved by a transform so nothing reflows; prev /
 * next and one dot per slide; swipe on touch (towards the start edge moves forward, mirrored in Arabic); wraps at
 * both ends; auto-advances every 4 s except under reduced motion, while hovered or focused, while the tab is hidden
 * and after Pause. Publishes the current slide as `data-slide` and a `slidechange` event. Returns its stop.
 */
function enhanceCarousel(root: HTMLElement): () => void {
  const track = root.querySelector<HTMLElement>('.banner-carousel__track');
  const controls = root.querySelector<HTMLElement>('.banner-carousel__controls');
  const slides = [...root.querySelectorAll<HTMLElement>('.banner-carousel__slide')];
  const dots = [...root.querySelectorAll<HTMLButtonElement>('.banner-carousel__dot')];
  const pause = root.querySelector<HTMLButtonElement>('.banner-carousel__pause');
  if (!track || !controls || slides.length < 2) return () => undefined;
  const count = slides.length;
  let current = 0;
  const show = (index: number) => {
    current = ((index % count) + count) % count;
    track.style.setProperty('--slide', String(current));
    slides.forEach((slide, i) => (slide.inert = i !== current));
    dots.forEach((dot, i) =>
      i === current ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current'),
    );
    root.dataset.slide = String(current);
    root.dispatchEvent(new CustomEvent('slidechange', { detail: current }));
  };
  controls.hidden = false;
  root.querySelector('.banner-carousel__prev')?.addEventListener('click', () => show(current - 1));
  root.querySelector('.banner-carousel__next')?.addEventListener('click', () => show(current + 1));
  dots.forEach((dot, i) => dot.addEventListener('click', () => show(i)));

  let startX: number | undefined;
  track.addEventListener('touchstart', (e) => (startX = e.touches[0]?.clientX), { passive: true });
  track.addEventListener(
    'touchend',
    (e) => {
      const endX = e.changedTouches[0]?.clientX;
      if (startX === undefined || endX === undefined) return;
      const dx = endX - startX;
      startX = undefined;
      if (Math.abs(dx) < SWIPE_MIN_PX) return;
      const rtl = getComputedStyle(root).direction === 'rtl';
      // A finger moving towards the start edge (left in English, right in Arabic) brings the next slide.
      show(current + (dx < 0 !== rtl ? 1 : -1));
    },
    { passive: true },
  );

  let hovered = false;
  let focused = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  const sync = () => {
    const run = !stopped && !hovered && !focused && !document.hidden && !matches(REDUCED_MOTION_QUERY);
    if (pause) pause.hidden = matches(REDUCED_MOTION_QUERY);
    if (run && timer === undefined) timer = setInterval(() => show(current + 1), BANNER_AUTOPLAY_MS);
    else if (!run && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
    root.dataset.playing = String(timer !== undefined);
  };
  pause?.addEventListener('click', () => {
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
  if (typeof window.matchMedia === 'function')
    window.matchMedia(REDUCED_MOTION_QUERY).addEventListener('change', sync);
  sync();
  return () => {
    stopped = true;
    sync();
  };
}

/** The recent searches in the banner's box: two first, 'See All' / 'See Less' for the rest. */
function showSearches(root: HTMLElement, items: readonly BannerSearch[], labels: BannerRecentLabels): void {
  const panel = root.querySelector<HTMLElement>('.banner-recent');
  const list = panel?.querySelector<HTMLUListElement>('.banner-recent__list');
  const more = panel?.querySelector<HTMLButtonElement>('.banner-recent__more');
  if (!panel || !list || !more) return;
  list.replaceChildren(
    ...items.map((s, i) => {
      const li = document.createElement('li');
      li.className = 'banner-recent__item';
      li.hidden = i >= 2;
      const text = document.createElement('div');
      text.className = 'banner-recent__text';
      const name = document.createElement('strong');
      name.textContent = s.productName;
      const what = document.createElement('span');
      what.textContent = s.text;
      const sub = document.createElement('span');
      sub.className = 'banner-recent__sub';
      sub.textContent = s.subText ? `${s.subText} · ${s.createdAt}` : s.createdAt;
      text.append(name, what, sub);
      const go = document.createElement('a');
      go.className = 'button banner-recent__cta';
      go.href = s.href;
      go.textContent = s.cta === 'applyNow' ? labels.applyNow : labels.buyNow;
      li.append(text, go);
      return li;
    }),
  );
  more.hidden = items.length <= 2;
  more.addEventListener('click', () => {
    const open = more.getAttribute('aria-expanded') !== 'true';
    more.setAttribute('aria-expanded', String(open));
    more.textContent = open ? labels.seeLess : labels.seeAll;
    for (const [i, li] of [...list.children].entries()) (li as HTMLElement).hidden = !open && i >= 2;
  });
  panel.hidden = false;
  root.dataset.state = 'recent';
}

/**
 * The home banner (decision 0113): runs the carousel; on a computer, asks for the device's recent searches once the
 * session started and, when there are some and the visitor is not on an internal IP, shows them in the carousel's
 * place. Publishes the outcome as `data-recent` ("shown" | "none") for scripts and tests.
 */
export function enhanceHomeBanner(root: HTMLElement): void {
  const carousel = root.querySelector<HTMLElement>('.banner-carousel');
  const stop = carousel ? enhanceCarousel(carousel) : () => undefined;
  if (!matches(DESKTOP_QUERY)) return;
  let labels: BannerRecentLabels;
  try {
    labels = JSON.parse(root.dataset.labels ?? '') as BannerRecentLabels;
  } catch {
    return;
  }
  loadBannerSearches(labels)
    .then((items) => {
      root.dataset.recent = items.length > 0 ? 'shown' : 'none';
      if (items.length === 0) return;
      stop();
      // The carousel keeps its box (the panel lies over it), so the swap moves nothing below.
      if (carousel) {
        carousel.style.visibility = 'hidden';
        carousel.inert = true;
      }
      showSearches(root, items, labels);
    })
    .catch(() => {
      // on failure the carousel stays (docs/product/journeys.md: on failure the list is empty)
      root.dataset.recent = 'none';
    });
}
