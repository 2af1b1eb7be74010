import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxAr, ctxEn, renderBlock } from '../nav-common/render.test-utils';
import { TableOfContentBlock } from './table-of-content';
import { tableOfContentFixtureAr, tableOfContentFixtureEn } from './table-of-content.fixture';

describe('TABLE_OF_CONTENT', () => {
  it('accepts the fixtures and refuses ids that are not anchors', () => {
    expect(ZBlock.parse(tableOfContentFixtureEn)).toEqual(tableOfContentFixtureEn);
    expect(ZBlock.parse(tableOfContentFixtureAr)).toEqual(tableOfContentFixtureAr);
    const bad = { ...tableOfContentFixtureEn, entries: [{ id: '"><script>', title: 'x' }] };
    expect(ZBlock.safeParse(bad).success).toBe(false);
  });

  it("shows the first 4 entries and the rest behind 'Read More' / 'Read Less', all as in-page anchors", () => {
    const { html, widgets } = renderBlock(
      <TableOfContentBlock block={tableOfContentFixtureEn} ctx={ctxEn} />,
    );
    expect(widgets.size).toBe(0);
    const [shown, more] = html.split('<details');
    expect(shown!.match(/<li class="toc-block__entry">/g)).toHaveLength(4);
    expect(more!.match(/<li class="toc-block__entry">/g)).toHaveLength(2);
    expect(html).toContain('<details class="toc-block__more">');
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html).toContain('<span class="toc-block__label-more">Read More</span>');
    expect(html).toContain('<span class="toc-block__label-less">Read Less</span>');
    expect(html).toContain('<ol class="toc-block__list" start="5">');
    expect(html).toContain('<a href="#what-is-car-insurance">What is car insurance?</a>');
    expect(html).toContain('>Table of contents</h2>');
  });

  it('has no toggle with 4 entries or fewer', () => {
    const block = { ...tableOfContentFixtureEn, entries: tableOfContentFixtureEn.entries.slice(0, 4) };
    expect(renderBlock(<TableOfContentBlock block={block} ctx={ctxEn} />).html).not.toContain('<details');
  });

  it('renders in Arabic', () => {
    const { html } = renderBlock(<TableOfContentBlock block={tableOfContentFixtureAr} ctx={ctxAr} />, 'ar');
    expect(html).toContain('>جدول المحتويات</h2>');
    expect(html).toContain('>اقرأ المزيد</span>');
  });
});
