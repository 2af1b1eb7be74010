import type { CSSProperties } from 'react';
import type { TBlockOf } from '../../../shared/contracts/blocks';
import type { BANNER_SLIDE_ICONS } from '../../../shared/contracts/blocks';
import { useT } from '../../i18n/use-t';
import { useWidget } from '../../widgets/collector';
import { contentHref } from '../links/links';
import type { BlockContext } from '../types';

type Slide = NonNullable<TBlockOf<'BANNER'>['fieldValues']['slides']>[number];

/** One path per drawn picture (24 × 24, drawn in the theme's primary colour): no file to fetch, nothing to shift. */
const SLIDE_ICONS: Record<(typeof BANNER_SLIDE_ICONS)[number], string> = {
  shield:
    'M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5l8-3zm-1 13.6l6-6-1.4-1.4-4.6 4.6-2.6-2.6L7 11.6l4 4z',
  car: 'M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11a2 2 0 0 1 2 2v5h-2v2h-3v-2H8v2H5v-2H3v-5a2 2 0 0 1 2-2zm2.1 0h9.8l-1-3.2a1 1 0 0 0-1-.8H9.1a1 1 0 0 0-1 .8L7.1 11zM6.5 16a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm11 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  health:
    'M12 21s-7.5-4.6-9.3-9.5C1.4 8 3.6 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.6 0 5.8 3.5 4.5 7C19.5 16.4 12 21 12 21zm-1-11v2H9v2h2v2h2v-2h2v-2h-2v-2h-2z',
  card: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 4h16V7H4v2zm0 3v5h16v-5H4zm2 2h5v1.5H6V14z',
  loan: 'M12 3l9 5v2H3V8l9-5zM5 11h2v6H5v-6zm4 0h2v6H9v-6zm4 0h2v6h-2v-6zm4 0h2v6h-2v-6zM3 18h18v2H3v-2z',
  savings:
    'M4 20h16v-2H4v2zm2-4h3v-5H6v5zm5 0h3V8h-3v8zm5 0h3V4h-3v12zM3 12.6l5.5-5.5 3 3L17.6 4l1.4 1.4-7.5 7.5-3-3L4.4 14 3 12.6z',
};

/**
 * The home banner's second half (docs/product/pages.md 'Home banner'; decision 0113): the carousel of the home's
 * slides, server-rendered with the first slide showing (the rest off the box, `inert`), and the recent searches'
 * empty panel. The `home-banner` widget (enhance.ts) turns the carousel (4 s, wraps, dots, prev / next, swipe) and,
 * on a computer and not for an internal-IP visitor, swaps the carousel for the recent searches when there are any.
 * The slides share one grid cell, so the box is as tall as the tallest slide and a slide change shifts nothing; the
 * recent searches take the carousel's box (on a computer at least 15rem), so the swap shifts nothing either.
 */
export function HomeBannerAside({ slides, ctx }: { slides: readonly Slide[]; ctx: BlockContext }) {
  const { t } = useT('homeBanner');
  const { t: tn } = useT('blocksNav');
  const { t: tr } = useT('recent');
  const { t: te } = useT('enquiry');
  const widget = useWidget('home-banner');
  return (
    <div
      className="home-banner"
      data-state={slides.length > 0 ? 'carousel' : 'empty'}
      data-labels={JSON.stringify({
        seeAll: tr('seeAllDesktop'),
        seeLess: tr('seeLess'),
        buyNow: tr('buyNow'),
        applyNow: tr('applyNow'),
        visited: te('recent.visited'),
        leadSubmitted: te('recent.leadSubmitted'),
      })}
      {...widget}
    >
      {slides.length > 0 ? (
        <section
          className="banner-carousel"
          aria-roledescription={tn('carousel.roleDescription')}
          aria-label={t('carouselLabel')}
          data-slide="0"
          data-testid="banner-carousel"
        >
          <div className="banner-carousel__viewport">
            <ul className="banner-carousel__track" role="list">
              {slides.map((slide, i) => {
                const href = slide.url ? contentHref(slide.url, ctx.lang) : undefined;
                return (
                  <li
                    key={i}
                    className="banner-carousel__slide"
                    aria-roledescription={tn('carousel.slide')}
                    aria-label={tn('carousel.slideOf', { n: i + 1, total: slides.length })}
                    inert={i > 0}
                    style={{ '--i': i } as CSSProperties}
                  >
                    {slide.icon ? (
                      <svg
                        className="banner-carousel__icon"
                        aria-hidden="true"
                        width="48"
                        height="48"
                        viewBox="0 0 24 24"
                      >
                        <path d={SLIDE_ICONS[slide.icon]} fill="currentColor" fillRule="evenodd" />
                      </svg>
                    ) : null}
                    <div className="banner-carousel__body">
                      <p className="banner-carousel__title">{slide.title}</p>
                      <p className="banner-carousel__text">{slide.text}</p>
                      {href !== undefined && slide.ctaLabel ? (
                        <a className="button banner-carousel__cta" href={href}>
                          {slide.ctaLabel}
                        </a>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
          {slides.length > 1 ? (
            <div className="banner-carousel__controls" hidden>
              <button
                type="button"
                className="banner-carousel__pause"
                aria-pressed="false"
                data-label-pause={tn('carousel.pause')}
                data-label-play={tn('carousel.play')}
              >
                {tn('carousel.pause')}
              </button>
              <button type="button" className="banner-carousel__prev" aria-label={t('previousSlide')}>
                <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" className="flip-rtl">
                  <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2" fill="none" />
                </svg>
              </button>
              <div className="banner-carousel__dots">
                {slides.map((_, i) => (
                  <button
                    key={i}
                    type="button"
                    className="banner-carousel__dot"
                    aria-label={t('goToSlide', { n: i + 1, total: slides.length })}
                    aria-current={i === 0 ? 'true' : undefined}
                    data-index={i}
                  />
                ))}
              </div>
              <button type="button" className="banner-carousel__next" aria-label={t('nextSlide')}>
                <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" className="flip-rtl">
                  <path d="M9 5l7 7-7 7" stroke="currentColor" strokeWidth="2" fill="none" />
                </svg>
              </button>
            </div>
          ) : null}
        </section>
      ) : null}
      <section className="banner-recent" aria-labelledby="banner-recent-title" hidden>
        <h2 id="banner-recent-title" className="banner-recent__title">
          {tr('title')}
        </h2>
        <ul className="banner-recent__list" id="banner-recent-list" role="list" />
        <button
          type="button"
          className="banner-recent__more"
          aria-expanded="false"
          aria-controls="banner-recent-list"
          hidden
        >
          {tr('seeAllDesktop')}
        </button>
      </section>
    </div>
  );
}
