import { describe, it, expect } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ZBlock } from '../../../shared/contracts/blocks';
import type { BlockContext } from '../types';
import { TitleParagraphBlock } from './title-paragraph';
import { titleParagraphFixture } from './title-paragraph.fixture';

const ctx: BlockContext = {
  lang: 'en',
  dir: 'ltr',
  isMobile: false,
  productId: 1,
  pageTypeId: 0,
  path: '/car-insurance/',
};

describe('TitleParagraphBlock', () => {
  it('fixture is a valid TITLE_PARAGRAPH block', () => {
    expect(ZBlock.parse(titleParagraphFixture)).toEqual(titleParagraphFixture);
  });

  it('renders the title as h2 and the content HTML', () => {
    const html = renderToStaticMarkup(<TitleParagraphBlock block={titleParagraphFixture} ctx={ctx} />);
    expect(html).toContain('<h2 class="title-paragraph__title">Why compare car insurance in the UAE?</h2>');
    expect(html).toContain('<strong>AED 1,000</strong>');
    expect(html.match(/<li>/g)).toHaveLength(3);
  });

  it('escapes the title and sanitises the content', () => {
    const block = {
      ...titleParagraphFixture,
      title: '<img src=x onerror=alert(1)>',
      content: '<p onclick="steal()">Hello<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
    };
    const html = renderToStaticMarkup(<TitleParagraphBlock block={block} ctx={ctx} />);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('<p>Hello</p>');
    expect(html).not.toMatch(/<script|onclick|javascript:/i);
  });
});
