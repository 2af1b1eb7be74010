import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxAr, ctxEn, headingLevels, renderBlock } from '../nav-common/render.test-utils';
import { SliderBlock } from './slider';
import { sliderFixtureAr, sliderFixtureEn } from './slider.fixture';

describe('SLIDER', () => {
  it('accepts the fixtures, defaults to 1 / 2 / 3 items and refuses unsafe links', () => {
    expect(ZBlock.parse(sliderFixtureEn)).toEqual(sliderFixtureEn);
    expect(ZBlock.parse(sliderFixtureAr)).toEqual(sliderFixtureAr);
    const { perView: _omit, ...noPerView } = sliderFixtureEn;
    expect(ZBlock.parse(noPerView)).toMatchObject({ perView: { mobile: 1, tablet: 2, desktop: 3 } });
    const bad = {
      ...sliderFixtureEn,
      items: [{ title: 'x', link: { label: 'x', url: 'javascript:alert(1)' } }],
    };
    expect(ZBlock.safeParse(bad).success).toBe(false);
    expect(ZBlock.safeParse({ ...sliderFixtureEn, items: [] }).success).toBe(false);
  });

  it('renders a carousel of cards with the per-view figures and hidden controls', () => {
    const { html, widgets } = renderBlock(<SliderBlock block={sliderFixtureEn} ctx={ctxEn} />);
    expect(widgets.has('carousel')).toBe(true);
    expect(html).toContain('style="--carousel-m:1;--carousel-t:2;--carousel-d:3"');
    expect(html.match(/<li class="carousel__item"/g)).toHaveLength(4);
    expect(html).toContain('aria-label="1 of 4"');
    expect(html).toContain('<div class="carousel__controls" hidden="">');
    expect(html).not.toContain('data-autoplay');
    expect(html).toContain('<a class="nav-card__link" href="/car-insurance/">Compare car insurance</a>');
    expect(headingLevels(html)).toEqual(['h2', 'h3', 'h3', 'h3', 'h3']);
  });

  it('renders in Arabic', () => {
    const { html } = renderBlock(<SliderBlock block={sliderFixtureAr} ctx={ctxAr} />, 'ar');
    expect(html).toContain('aria-label="السابق"');
    expect(html).toContain('aria-label="1 من 4"');
  });
});
