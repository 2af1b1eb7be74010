import { describe, it, expect } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { arCtx, enCtx, renderBlock } from '../editorial-common/test-utils';
import { SitemapBlock } from './sitemap';
import { sitemapFixture, sitemapFixtureAr } from './sitemap.fixture';

describe('SitemapBlock', () => {
  it('fixtures are valid; a heading without links is refused', () => {
    expect(ZBlock.parse(sitemapFixture)).toEqual(sitemapFixture);
    expect(ZBlock.parse(sitemapFixtureAr)).toEqual(sitemapFixtureAr);
    expect(ZBlock.safeParse({ ...sitemapFixture, rows: [{ heading: 'x', allUrl: [] }] }).success).toBe(false);
  });

  it("'Sitemap' title, lists per heading, trailing slash added, the view-all link after the list", () => {
    const { html } = renderBlock(<SitemapBlock block={sitemapFixture} ctx={enCtx} />);
    expect(html).toMatch(/<h2 class="sitemap-block__title"[^>]*>Sitemap<\/h2>/);
    expect(html).toContain('href="/car-insurance/"');
    expect(html).toContain('href="/health-insurance/"');
    expect(html).not.toContain('href="/health-insurance//"');
    expect(html).toContain('<p class="sitemap-block__view-all"><a href="/car-insurance/articles/">');
    expect(html.match(/<h3 class="sitemap-block__heading">/g)).toHaveLength(2);
  });

  it('Arabic: خريطة الموقع and Arabic paths', () => {
    const { html } = renderBlock(<SitemapBlock block={sitemapFixtureAr} ctx={arCtx} />, arCtx);
    expect(html).toContain('خريطة الموقع');
    expect(html).toContain('href="/ar-ae/credit-cards/"');
  });
});
