import { describe, it, expect } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { arCtx, enCtx, renderBlock } from '../editorial-common/test-utils';
import { buttonState, nextShown } from '../../widgets/editorial-more/more';
import { CeoBlogBlock, featuredPost } from './ceo-blog';
import { ceoBlogFixture, ceoBlogFixtureAr } from './ceo-blog.fixture';

describe('CeoBlogBlock', () => {
  it('fixtures are valid; a subscribe box or an item without date is refused', () => {
    expect(ZBlock.parse(ceoBlogFixture)).toEqual(ceoBlogFixture);
    expect(ZBlock.parse(ceoBlogFixtureAr)).toEqual(ceoBlogFixtureAr);
    const { updatedOn: _u, ...noDate } = ceoBlogFixture.rows[0]!;
    expect(ZBlock.safeParse({ ...ceoBlogFixture, rows: [noDate] }).success).toBe(false);
  });

  it("featured post, 'All the Latest Stories' with 6 shown, 'Load More Stories', 'Popular Stories'", () => {
    const { html, widgets } = renderBlock(<CeoBlogBlock block={ceoBlogFixture} ctx={enCtx} />);
    expect(featuredPost(ceoBlogFixture.rows)?.title).toBe('Why we show every plan, not just the cheapest');
    expect(html).toContain('ceo-blog__story--featured');
    expect(html).toContain('All the Latest Stories');
    expect(html).toContain('Popular Stories');
    const items = html.match(/<li data-more-item=""[^>]*>/g) ?? [];
    expect(items).toHaveLength(7);
    expect(items.filter((i) => i.includes('hidden'))).toHaveLength(1);
    expect(html).toContain('>Load More Stories</button>');
    expect(html).toContain('data-more-step="5"');
    expect(html).toContain('Published <time dateTime="2026-01-10"><bdi>10 Jan 2026</bdi></time>');
    expect(html).toContain('Read Stories');
    expect(html).toContain('href="/ceo-blog/story-2/"');
    // Decision 0106: the subscribe box, a plain form post without JavaScript, the widget with it.
    expect(html).toContain('<form class="subscribe-box__form" action="/subscribe/" method="post">');
    expect(html).toMatch(/<input[^>]+type="email"/);
    expect(html).toContain('>Subscribe Now</button>');
    expect(widgets.has('editorial-more')).toBe(true);
    expect(widgets.has('subscribe-box')).toBe(true);
  });

  it('load more: +5 each time, the button shows while total exceeds loaded', () => {
    const mode = { kind: 'step', initial: 6, step: 5 } as const;
    expect(nextShown(mode, 6, 14)).toBe(11);
    expect(buttonState(mode, 11, 14).visible).toBe(true);
    expect(nextShown(mode, 11, 14)).toBe(14);
    expect(buttonState(mode, 14, 14).visible).toBe(false);
  });

  it('Arabic; no featured tag: no featured post', () => {
    const { html } = renderBlock(<CeoBlogBlock block={ceoBlogFixtureAr} ctx={arCtx} />, arCtx);
    expect(html).toContain('أحدث القصص');
    expect(html).toContain('تحميل المزيد من القصص');
    const plain = { ...ceoBlogFixture, rows: ceoBlogFixture.rows.slice(1, 4) };
    const out = renderBlock(<CeoBlogBlock block={plain} ctx={enCtx} />);
    expect(out.html).not.toContain('ceo-blog__story--featured');
    expect(out.html).not.toContain('Load More Stories');
    expect(html).toContain('action="/ar-ae/subscribe/"');
  });
});
