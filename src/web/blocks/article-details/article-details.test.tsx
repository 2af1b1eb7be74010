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

  it('a CEO story (subscribeBox) ends with the subscribe box in its language; other articles do not (decision 0106)', () => {
    const story = ZBlock.parse({ ...articleDetailsFixtureAr, subscribeBox: true });
    expect(story).toMatchObject({ subscribeBox: true });
    const { html, widgets } = renderBlock(
      <ArticleDetailsBlock block={{ ...articleDetailsFixtureAr, subscribeBox: true }} ctx={arCtx} />,
      arCtx,
    );
    expect(html).toContain('<form class="subscribe-box__form" action="/ar-ae/subscribe/" method="post">');
    expect(html).toMatch(/<input[^>]+type="email"/);
    expect(widgets.has('subscribe-box')).toBe(true);
    // after the article, before previous / next
    expect(html.indexOf('subscribe-box')).toBeLessThan(html.indexOf('ed-pagenav'));
    const plain = renderBlock(<ArticleDetailsBlock block={articleDetailsFixture} ctx={enCtx} />);
    expect(plain.html).not.toContain('subscribe-box');
    expect(plain.widgets.has('subscribe-box')).toBe(false);
  });

  it('no previous and no next: no nav at all', () => {
    const block = { ...articleDetailsFixture, previous: undefined, next: undefined };
    expect(renderBlock(<ArticleDetailsBlock block={block} ctx={enCtx} />).html).not.toContain('ed-pagenav');
  });

  it('generated article (decision 0104): a table of contents whose links reach the sections, dates, related, previous / next', () => {
    const block = {
      ...articleDetailsFixture,
      datePublished: '2025-10-14',
      authorData: {
        name: 'Layla Haddad',
        designation: 'Motor insurance editor',
        profileUrl: '/author/layla-haddad/',
      },
      sections: [
        { id: 'what-it-means', heading: 'What each option means', body: '<p>One.</p>' },
        { id: 'price', heading: 'How much more it costs', body: '<p>Two.</p>' },
      ],
      related: [{ pageName: 'Car insurance', refUrl: '/car-insurance/' }],
    };
    expect(ZBlock.parse(block)).toEqual(block);
    const { html } = renderBlock(<ArticleDetailsBlock block={block} ctx={arCtx} />, arCtx);
    const toc = /<nav class="article-toc"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    const anchors = [...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(anchors).toEqual(['what-it-means', 'price']);
    for (const id of anchors) expect(html).toContain(`<h2 id="${id}"`);
    expect(html).toMatch(/<nav class="article-toc" aria-labelledby="[^"]+">/);
    expect(html).toContain('href="/ar-ae/author/layla-haddad/" rel="author"');
    expect(html).toContain('<time dateTime="2025-10-14">');
    expect(html).toContain('<time dateTime="2026-03-05">');
    expect(html).toMatch(/<aside class="article-related"[\s\S]*href="\/ar-ae\/car-insurance\/"/);
    expect(html).toMatch(/rel="prev"/);
    expect(html).toMatch(/rel="next"/);
    // one section: no table of contents; a duplicate section id is refused
    const one = { ...block, sections: block.sections.slice(0, 1) };
    expect(renderBlock(<ArticleDetailsBlock block={one} ctx={enCtx} />).html).not.toContain('article-toc');
    expect(ZBlock.safeParse({ ...block, sections: [block.sections[0], block.sections[0]] }).success).toBe(
      false,
    );
  });
});
