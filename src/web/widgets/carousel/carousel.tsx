import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { useWidget } from '../collector';

/** Items visible at once: under 768 px, 768 to 1023 px, from 1024 px (docs/product/pages.md 'Link carousel': 1 / 2 / 3). */
export type CarouselPerView = { mobile: number; tablet: number; desktop: number };

export const DEFAULT_PER_VIEW: CarouselPerView = { mobile: 1, tablet: 2, desktop: 3 };

export type CarouselProps = {
  /** Accessible name of the carousel region (usually the block's title). */
  label: string;
  /** One node per slide, rendered in order. */
  items: readonly ReactNode[];
  perView?: CarouselPerView;
  /**
   * Milliseconds between automatic steps; absent = no autoplay. The browser side never autoplays on mobile
   * (≤ 992 px), under prefers-reduced-motion, while the pointer is over it or focus is inside, or after Pause.
   */
  autoplayMs?: number;
  className?: string;
};

/**
 * Carousel widget (decision 0036): a CSS scroll-snap track that works without JavaScript (swipe, scroll bar,
 * Tab into the slides); `enhance.ts` adds prev / next buttons, arrow keys, Home / End and the optional autoplay.
 *
 * Markup contract (other blocks may render it by hand):
 * `<section class="carousel" data-widget="carousel" aria-roledescription="carousel" aria-label
 *   [data-autoplay="ms"] style="--carousel-m:1;--carousel-t:2;--carousel-d:3">`
 *   `<ul class="carousel__track" tabindex="0">` with one `<li class="carousel__item" aria-roledescription="slide"
 *   aria-label="n of N">` per slide;
 *   `<div class="carousel__controls" hidden>` holding `button.carousel__prev`, `button.carousel__next` and, with
 *   autoplay, `button.carousel__pause` (data-label-pause / data-label-play). The enhancer unhides the controls.
 * Item widths come from the three custom properties (blocks-nav.css); the enhancer never measures breakpoints.
 */
export function Carousel({ label, items, perView = DEFAULT_PER_VIEW, autoplayMs, className }: CarouselProps) {
  const widget = useWidget('carousel');
  const { t } = useT('blocksNav');
  if (items.length === 0) return null;
  const style = {
    '--carousel-m': String(perView.mobile),
    '--carousel-t': String(perView.tablet),
    '--carousel-d': String(perView.desktop),
  } as Record<string, string>;
  return (
    <section
      className={className ? `carousel ${className}` : 'carousel'}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      data-autoplay={autoplayMs ? String(autoplayMs) : undefined}
      style={style}
      {...widget}
    >
      <ul className="carousel__track" tabIndex={0} aria-label={t('carousel.trackLabel', { label })}>
        {items.map((item, i) => (
          <li
            key={i}
            className="carousel__item"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.slideOf', { n: i + 1, total: items.length })}
          >
            {item}
          </li>
        ))}
      </ul>
      <div className="carousel__controls" hidden>
        {autoplayMs ? (
          <button
            type="button"
            className="carousel__pause"
            data-label-pause={t('carousel.pause')}
            data-label-play={t('carousel.play')}
            aria-pressed="false"
          >
            {t('carousel.pause')}
          </button>
        ) : null}
        <button type="button" className="carousel__prev" aria-label={t('carousel.previous')}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="carousel__next" aria-label={t('carousel.next')}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
