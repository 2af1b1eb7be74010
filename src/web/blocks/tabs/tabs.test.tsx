import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxAr, ctxEn, renderBlock } from '../nav-common/render.test-utils';
import { TabsBlock } from './tabs';
import { tabsFixtureAr, tabsFixtureEn } from './tabs.fixture';

describe('TABS', () => {
  it('accepts the fixtures and refuses bad data', () => {
    expect(ZBlock.parse(tabsFixtureEn)).toEqual(tabsFixtureEn);
    expect(ZBlock.parse(tabsFixtureAr)).toEqual(tabsFixtureAr);
    expect(ZBlock.safeParse({ ...tabsFixtureEn, tabs: [] }).success).toBe(false);
    expect(
      ZBlock.safeParse({ ...tabsFixtureEn, tabs: [{ title: 'x'.repeat(81), content: '' }] }).success,
    ).toBe(false);
  });

  it('renders the tabs widget: links to sections, upper-cased variant, first tab first', () => {
    const { html, widgets } = renderBlock(<TabsBlock block={tabsFixtureEn} ctx={ctxEn} />);
    expect(widgets.has('tabs')).toBe(true);
    expect(html).toContain('class="tabs tabs--upper"');
    expect(html).toContain('data-initial="0"');
    expect(html.match(/class="tabs__tab"/g)).toHaveLength(3);
    expect(html.match(/<section class="tabs__panel"/g)).toHaveLength(3);
    expect(html).toMatch(
      /<a class="tabs__tab" id="tabs-car-cover-types-0-tab" href="#tabs-car-cover-types-0-panel">/,
    );
    expect(html).toContain('<h2 class="tabs-block__title">Types of car insurance</h2>');
    expect(html).not.toContain('<script');
  });

  it('renders in Arabic and sanitises the content', () => {
    const { html } = renderBlock(<TabsBlock block={tabsFixtureAr} ctx={ctxAr} />, 'ar');
    expect(html).toContain('ضد الغير');
    const bad = { ...tabsFixtureEn, tabs: [{ title: 'T', content: '<p>ok</p><img src=x onerror="x()">' }] };
    expect(renderBlock(<TabsBlock block={bad} ctx={ctxEn} />).html).not.toContain('onerror');
  });
});
