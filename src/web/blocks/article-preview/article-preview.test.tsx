import { describe, it, expect } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { arCtx, enCtx, renderBlock } from '../editorial-common/test-utils';
import { ArticlePreviewBlock } from './article-preview';
import { articlePreviewFixture, articlePreviewFixtureAr } from './article-preview.fixture';

describe('ArticlePreviewBlock', () => {
  it('fixtures are valid; an empty list or a javascript: image is handled', () => {
    expect(ZBlock.parse(articlePreviewFixture)).toEqual(articlePreviewFixture);
    expect(ZBlock.parse(articlePreviewFixtureAr)).toEqual(articlePreviewFixtureAr);
    expect(ZBlock.safeParse({ ...articlePreviewFixture, rows: [] }).success).toBe(false);
  });

  it('renders cards in a scroll-snap row, en and ar', () => {
    const en = renderBlock(<ArticlePreviewBlock block={articlePreviewFixture} ctx={enCtx} />).html;
    expect(en.match(/class="ed-row__item"/g)).toHaveLength(2);
    expect(en).toContain('<h2 class="article-preview__title">Latest from our guides</h2>');
    expect(en).toContain('<bdi>02 Apr 2026</bdi>');
    const ar = renderBlock(<ArticlePreviewBlock block={articlePreviewFixtureAr} ctx={arCtx} />, arCtx).html;
    expect(ar).toContain('أحدث أدلتنا');
    expect(ar).toContain('href="/ar-ae/travel-insurance/articles/schengen-visa-cover/"');
  });

  it('an image with a javascript: URL is not rendered', () => {
    const block = {
      ...articlePreviewFixture,
      rows: [
        { ...articlePreviewFixture.rows[0]!, pageImageUrl: 'javascript:alert(1)', pageImageAltText: 'x' },
      ],
    };
    const { html } = renderBlock(<ArticlePreviewBlock block={block} ctx={enCtx} />);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('javascript:');
  });
});
