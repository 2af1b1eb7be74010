import { describe, it, expect } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { arCtx, enCtx, renderBlock } from '../editorial-common/test-utils';
import { RelatedWidgetBlock } from './related-widget';
import { relatedWidgetFixture, relatedWidgetFixtureAr } from './related-widget.fixture';

describe('RelatedWidgetBlock', () => {
  it('fixtures are valid; an empty list is refused', () => {
    expect(ZBlock.parse(relatedWidgetFixture)).toEqual(relatedWidgetFixture);
    expect(ZBlock.parse(relatedWidgetFixtureAr)).toEqual(relatedWidgetFixtureAr);
    expect(ZBlock.safeParse({ ...relatedWidgetFixture, rows: [] }).success).toBe(false);
  });

  it('orders by pageRanking and links with a trailing slash', () => {
    const { html } = renderBlock(<RelatedWidgetBlock block={relatedWidgetFixture} ctx={enCtx} />);
    expect(html.indexOf('home insurance quotes')).toBeLessThan(html.indexOf('network tiers'));
    expect(html).toContain('href="/news-and-update/home-insurance-quotes/"');
    expect(html).toContain('Related news');
    const ar = renderBlock(<RelatedWidgetBlock block={relatedWidgetFixtureAr} ctx={arCtx} />, arCtx).html;
    expect(ar).toContain('أخبار ذات صلة');
  });

  it('nothing linkable: renders nothing', () => {
    const block = { ...relatedWidgetFixture, rows: [{ name: 'x', url: 'javascript:alert(1)' }] };
    expect(renderBlock(<RelatedWidgetBlock block={block} ctx={enCtx} />).html).toBe('');
  });
});
