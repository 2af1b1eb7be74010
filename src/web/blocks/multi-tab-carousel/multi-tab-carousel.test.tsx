import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxAr, ctxEn, renderBlock } from '../nav-common/render.test-utils';
import { MultiTabCarouselBlock } from './multi-tab-carousel';
import { multiTabCarouselFixtureAr, multiTabCarouselFixtureEn } from './multi-tab-carousel.fixture';

describe('MULTI_TAB_CAROUSEL', () => {
  it('accepts the fixtures and refuses more than 8 tabs', () => {
    expect(ZBlock.parse(multiTabCarouselFixtureEn)).toEqual(multiTabCarouselFixtureEn);
    expect(ZBlock.parse(multiTabCarouselFixtureAr)).toEqual(multiTabCarouselFixtureAr);
    const tab = multiTabCarouselFixtureEn.tabs[0]!;
    expect(ZBlock.safeParse({ ...multiTabCarouselFixtureEn, tabs: Array(9).fill(tab) }).success).toBe(false);
  });

  it('renders a carousel inside each tab panel', () => {
    const { html, widgets } = renderBlock(
      <MultiTabCarouselBlock block={multiTabCarouselFixtureEn} ctx={ctxEn} />,
    );
    expect([...widgets].sort()).toEqual(['carousel', 'tabs']);
    expect(html.match(/<section class="carousel"/g)).toHaveLength(2);
    expect(html.match(/<li class="carousel__item"/g)).toHaveLength(5);
    expect(html).toContain('aria-label="Inpatient"');
  });

  it('renders in Arabic', () => {
    const { html } = renderBlock(
      <MultiTabCarouselBlock block={multiTabCarouselFixtureAr} ctx={ctxAr} />,
      'ar',
    );
    expect(html).toContain('العلاج الخارجي');
  });
});
