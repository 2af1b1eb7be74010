import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxAr, ctxEn, headingLevels, renderBlock } from '../nav-common/render.test-utils';
import { MultiTabBlock } from './multi-tab';
import { multiTabFixtureAr, multiTabFixtureEn } from './multi-tab.fixture';

describe('MULTI_TAB', () => {
  it('accepts the fixtures and refuses empty tabs', () => {
    expect(ZBlock.parse(multiTabFixtureEn)).toEqual(multiTabFixtureEn);
    expect(ZBlock.parse(multiTabFixtureAr)).toEqual(multiTabFixtureAr);
    expect(ZBlock.safeParse({ ...multiTabFixtureEn, tabs: [{ title: 'Car', items: [] }] }).success).toBe(
      false,
    );
  });

  it('renders one tab panel of cards per tab, headings in order', () => {
    const { html, widgets } = renderBlock(<MultiTabBlock block={multiTabFixtureEn} ctx={ctxEn} />);
    expect(widgets.has('tabs')).toBe(true);
    expect(html.match(/<section class="tabs__panel"/g)).toHaveLength(2);
    expect(html.match(/<article class="nav-card"/g)).toHaveLength(3);
    expect(headingLevels(html)).toEqual(['h2', 'h3', 'h4', 'h4', 'h3', 'h4']);
  });

  it('renders in Arabic', () => {
    expect(renderBlock(<MultiTabBlock block={multiTabFixtureAr} ctx={ctxAr} />, 'ar').html).toContain(
      'القيادة إلى عُمان',
    );
  });
});
