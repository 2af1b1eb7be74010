import { describe, it, expect } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { arCtx, enCtx, renderBlock } from '../editorial-common/test-utils';
import { ArticleDetailsBlock } from './article-details';
import { articleDetailsFixture, articleDetailsFixtureAr } from './article-details.fixture';

describe('ArticleDetailsBlock', () => {
  it('fixtures are valid; a nav link without refUrl is refused', () => {
    expect(ZBlock.parse(articleDetailsFixture)).toEqual(articleDetailsFixture);
    expect(ZBlock.parse(articleDetailsFixtureAr)).toEqual(articleDetailsFixtureAr);
    expect(ZBlock.safeParse({ ...articleDetailsFixture, next: { pageName: 'x' } }).success).toBe(false);
  });

  it('renders the article with previous / next links (pageName, refUrl with trailing slash)', () => {
    const { html } = renderBlock(<ArticleDetailsBlock block={articleDetailsFixture} ctx={enCtx} />);
    expect(html).toContain('<h2 class="article-details__title">');
    expect(html).toContain('By Layla Haddad');
    expect(html).toContain('<strong>agency repair</strong>');
    expect(html).toMatch(/href="\/car-insurance\/articles\/third-party-or-comprehensive\/" rel="prev"/);
    expect(html).toMatch(/href="\/car-insurance\/articles\/renewing-with-a-claim\/" rel="next"/);
    expect(html).toContain('>Previous<');
    expect(html).toContain('>Next<');
  });

  it('Arabic: only the link the document gives; sanitised body', () => {
    const { html } = renderBlock(<ArticleDetailsBlock block={articleDetailsFixtureAr} ctx={arCtx} />, arCtx);
    expect(html).toContain('>السابق<');
    expect(html).not.toContain('rel="next"');
    expect(html).toContain('href="/ar-ae/car-insurance/articles/third-party-or-comprehensive/"');
    const xss = {
      ...articleDetailsFixture,
      content: '<p>a</p><script>alert(1)</script><img src=x onerror="y()">',
    };
    const out = renderBlock(<ArticleDetailsBlock block={xss} ctx={enCtx} />).html;
    expect(out).not.toMatch(/<script|onerror/);
  });

  it('no previous and no next: no nav at all', () => {
    const block = { ...articleDetailsFixture, previous: undefined, next: undefined };
    expect(renderBlock(<ArticleDetailsBlock block={block} ctx={enCtx} />).html).not.toContain('ed-pagenav');
  });
});
