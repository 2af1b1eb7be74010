import { describe, it, expect } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { arCtx, enCtx, renderBlock } from '../editorial-common/test-utils';
import { buttonState, nextShown } from '../../widgets/editorial-more/more';
import { NewsAndUpdateBlock } from './news-and-update';
import { newsFixture, newsFixtureAr } from './news-and-update.fixture';

describe('NewsAndUpdateBlock', () => {
  it('fixtures are valid; an item without a date is refused', () => {
    expect(ZBlock.parse(newsFixture)).toEqual(newsFixture);
    expect(ZBlock.parse(newsFixtureAr)).toEqual(newsFixtureAr);
    expect(ZBlock.safeParse({ ...newsFixture, rows: [{ title: 'x' }] }).success).toBe(false);
  });

  it("shows 3, hides the rest, with 'Show More'", () => {
    const { html, widgets } = renderBlock(<NewsAndUpdateBlock block={newsFixture} ctx={enCtx} />);
    const items = html.match(/<li class="news-block__item"[^>]*>/g) ?? [];
    expect(items).toHaveLength(5);
    expect(items.filter((i) => i.includes('hidden'))).toHaveLength(2);
    expect(html).toContain('data-more-kind="toggle"');
    expect(html).toContain('data-more-initial="3"');
    expect(html).toContain('>Show More</button>');
    expect(html).toContain('data-label-less="Show Less"');
    expect(widgets.has('editorial-more')).toBe(true);
  });

  it("toggle: 'Show More' shows all, then 'Show Less' goes back to 3", () => {
    const mode = { kind: 'toggle', initial: 3 } as const;
    expect(nextShown(mode, 3, 5)).toBe(5);
    expect(buttonState(mode, 5, 5)).toEqual({ visible: true, less: true });
    expect(nextShown(mode, 5, 5)).toBe(3);
    expect(buttonState(mode, 3, 5)).toEqual({ visible: true, less: false });
    expect(buttonState(mode, 3, 3).visible).toBe(false);
  });

  it('3 or fewer: no button, no widget; Arabic labels', () => {
    const block = { ...newsFixtureAr, rows: newsFixtureAr.rows.slice(0, 3) };
    const { html, widgets } = renderBlock(<NewsAndUpdateBlock block={block} ctx={arCtx} />, arCtx);
    expect(html).not.toContain('<button');
    expect(widgets.size).toBe(0);
    expect(renderBlock(<NewsAndUpdateBlock block={newsFixtureAr} ctx={arCtx} />, arCtx).html).toContain(
      '>عرض المزيد</button>',
    );
  });
});
