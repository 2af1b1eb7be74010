import { describe, it, expect } from 'vitest';
import { ZBlock, type TBlockOf } from '../../../shared/contracts/blocks';
import { arCtx, enCtx, renderBlock } from '../editorial-common/test-utils';
import { formatDayMonthYear } from '../editorial-common/common';
import { ArticlesBlock } from './articles';
import { articlesFixture, articlesFixtureAr } from './articles.fixture';

describe('ArticlesBlock', () => {
  it('fixtures are valid; bad data is refused', () => {
    expect(ZBlock.parse(articlesFixture)).toEqual(articlesFixture);
    expect(ZBlock.parse(articlesFixtureAr)).toEqual(articlesFixtureAr);
    expect(ZBlock.safeParse({ ...articlesFixture, tabs: [] }).success).toBe(false);
    expect(ZBlock.safeParse({ ...articlesFixture, productName: '' }).success).toBe(false);
    const tooMany = Array.from({ length: 21 }, () => articlesFixture.tabs[0]!.data[0]!);
    expect(ZBlock.safeParse({ ...articlesFixture, tabs: [{ tabTitle: 'x', data: tooMany }] }).success).toBe(
      false,
    );
    const badDate = { ...articlesFixture.tabs[0]!.data[0]!, updatedOn: '5 March' };
    expect(ZBlock.safeParse({ ...articlesFixture, tabs: [{ tabTitle: 'x', data: [badDate] }] }).success).toBe(
      false,
    );
  });

  it("renders 'More From {product}', tabs, cards with DD MMM YYYY dates and 'No Article Found!' for the empty tab", () => {
    const { html, widgets } = renderBlock(<ArticlesBlock block={articlesFixture} ctx={enCtx} />);
    expect(html).toContain('More From Car Insurance</h2>');
    expect(html.match(/class="tabs__tab"/g)).toHaveLength(2);
    expect(html.match(/<section class="tabs__panel"/g)).toHaveLength(2);
    expect(html).toContain('<bdi>05 Mar 2026</bdi>');
    expect(html).toContain('No Article Found!');
    expect(html).toContain('href="/car-insurance/articles/agency-or-garage-repair/"');
    expect(html).toContain('>Read More Articles</a>');
    expect(html).toContain('href="/car-insurance/articles/"');
    expect(widgets.has('tabs')).toBe(true);
  });

  it('hides the heading on page types 24 and 53', () => {
    for (const pageTypeId of [24, 53]) {
      const { html } = renderBlock(<ArticlesBlock block={articlesFixture} ctx={{ ...enCtx, pageTypeId }} />);
      expect(html).not.toContain('More From');
    }
  });

  it("Arabic page: Arabic heading and date, no 'Read More Articles' link", () => {
    const { html } = renderBlock(<ArticlesBlock block={articlesFixtureAr} ctx={arCtx} />, arCtx);
    expect(html).toContain('المزيد من تأمين السيارات');
    expect(html).toContain('لم يتم العثور على أي مقال!');
    expect(html).not.toContain('اقرأ المزيد من المقالات');
    expect(html).not.toContain('articles-block__more');
    expect(html).toContain('href="/ar-ae/car-insurance/articles/agency-or-garage-repair/"');
    expect(formatDayMonthYear('2026-03-05', 'ar')).toMatch(/^05 \S+ 2026$/);
  });

  it('one tab: no tab list and no widget', () => {
    const block: TBlockOf<'ARTICLES'> = { ...articlesFixture, tabs: [articlesFixture.tabs[0]!] };
    const { html, widgets } = renderBlock(<ArticlesBlock block={block} ctx={enCtx} />);
    expect(html).not.toContain('tabs__tab');
    expect(widgets.size).toBe(0);
  });
});

describe('ArticlesBlock with every tab paged by the server (decision 0112)', () => {
  const item = (n: number) => ({
    refUrl: `/car-insurance/articles/a${n}/`,
    url: `/ar-ae/car-insurance/articles/a${n}/`,
    title: `مقال ${n}`,
    description: '',
    pageImageUrl: null,
    pageImageAltText: '',
    updatedOn: '2026-05-01',
    createdOn: '2026-05-01',
    pageViews: 0,
    pageTag: [],
    productId: 1,
    pageTypeId: 2,
  });
  const list = (items: ReturnType<typeof item>[], total: number) => ({
    items,
    totalCount: total,
    skip: 0,
    page: 1,
    pages: Math.max(1, Math.ceil(total / 12)),
    popular: [],
    query: 'pageTypeId=2',
  });
  const block: TBlockOf<'ARTICLES'> = {
    ...articlesFixtureAr,
    tabs: [
      { tabTitle: 'الكل', data: [], list: { pageTypeId: 2, urlPattern: '/car-insurance/' } },
      { tabTitle: 'الصحة', data: [], list: { pageTypeId: 2, urlPattern: '/health-insurance/' } },
      { tabTitle: 'فارغ', data: [], list: { pageTypeId: 2, urlPattern: '/none/' } },
    ],
  };

  it("each tab shows its own server page with its 'Load More' and pager; an empty tab says 'No Article Found!'", () => {
    const data = {
      multiQuotes: {},
      cmsLists: {
        [block.key]: list([item(1), item(2)], 14),
        [`${block.key}#1`]: list([item(3)], 1),
        [`${block.key}#2`]: list([], 0),
      },
    };
    const ctx = { ...arCtx, data };
    const html = renderBlock(<ArticlesBlock block={block} ctx={ctx} />, ctx).html;
    expect(html).toContain('href="/ar-ae/car-insurance/articles/a1/"');
    expect(html).toContain('href="/ar-ae/car-insurance/articles/a3/"');
    // Only the first tab has more than one page: one widget, one pager.
    expect(html.match(/data-widget="cms-more"/g)).toHaveLength(1);
    expect(html.match(/href="\?page=2"/g)).toHaveLength(1);
    expect(html).toContain('لم يتم العثور على أي مقال');
    expect(html).not.toContain('Read More Articles');
  });
});
