import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxFor, render } from '../commerce-common/render';
import type { WidgetName } from '../../widgets/collector';
import { RecentSearchesBlock } from './recent-searches';
import { recentSearchesAr, recentSearchesEn } from './recent-searches.fixture';

describe('RecentSearchesBlock', () => {
  it('accepts the fixtures and refuses an unknown type', () => {
    expect(ZBlock.parse(recentSearchesEn)).toEqual(recentSearchesEn);
    expect(ZBlock.parse(recentSearchesAr)).toEqual(recentSearchesAr);
    expect(ZBlock.safeParse({ ...recentSearchesEn, key: '' }).success).toBe(false);
  });

  it('renders a hidden shell on home only, for the widget to fill', () => {
    const widgets = new Set<WidgetName>();
    const home = render(
      <RecentSearchesBlock block={recentSearchesEn} ctx={ctxFor('en', { productId: 17 })} />,
      'en',
      widgets,
    );
    expect(home).toMatch(
      /^<section class="home-recent" data-widget="home-recent-searches" data-product-id="17"[^>]* hidden="">/,
    );
    expect(home).toContain('Your recent searches');
    expect(home).toContain('<ul class="home-recent__list"></ul>');
    expect(widgets.has('home-recent-searches')).toBe(true);
    const ar = render(
      <RecentSearchesBlock block={recentSearchesAr} ctx={ctxFor('ar', { productId: 17 })} />,
      'ar',
    );
    expect(ar).toContain('عمليات البحث الأخيرة');
  });

  it('renders nothing on other pages', () => {
    expect(
      render(<RecentSearchesBlock block={recentSearchesEn} ctx={ctxFor('en', { productId: 1 })} />),
    ).toBe('');
  });
});
