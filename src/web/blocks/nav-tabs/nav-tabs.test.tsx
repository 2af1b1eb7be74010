import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxAr, ctxEn, renderBlock } from '../nav-common/render.test-utils';
import { NavTabsBlock } from './nav-tabs';
import { navTabsFixtureAr, navTabsFixtureEn } from './nav-tabs.fixture';

describe('NAV_TABS', () => {
  it('accepts the fixtures and refuses duplicate or unsafe ids', () => {
    expect(ZBlock.parse(navTabsFixtureEn)).toEqual(navTabsFixtureEn);
    expect(ZBlock.parse(navTabsFixtureAr)).toEqual(navTabsFixtureAr);
    const [a] = navTabsFixtureEn.tabs;
    expect(ZBlock.safeParse({ ...navTabsFixtureEn, tabs: [a, a] }).success).toBe(false);
    expect(ZBlock.safeParse({ ...navTabsFixtureEn, tabs: [{ ...a, id: 'x" onclick="y' }] }).success).toBe(
      false,
    );
  });

  it('renders a labelled nav of in-page links and one section per tab', () => {
    const { html, widgets } = renderBlock(<NavTabsBlock block={navTabsFixtureEn} ctx={ctxEn} />);
    expect(widgets.has('nav-tabs')).toBe(true);
    expect(html).toContain('<nav class="nav-tabs__bar" aria-label="On this page">');
    for (const id of ['overview', 'benefits', 'exclusions', 'how-to-buy']) {
      expect(html).toContain(`<a class="nav-tabs__link" href="#${id}">`);
      expect(html).toContain(`<section id="${id}" class="nav-tabs__section"`);
    }
  });

  it('renders in Arabic', () => {
    const { html } = renderBlock(<NavTabsBlock block={navTabsFixtureAr} ctx={ctxAr} />, 'ar');
    expect(html).toContain('aria-label="في هذه الصفحة"');
    expect(html).toContain('الاستثناءات');
  });
});
