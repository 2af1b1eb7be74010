import { describe, it, expect } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ZBlock } from '../../../shared/contracts/blocks';
import type { BlockContext } from '../types';
import { TextBlock } from './text';
import { textFixture, textWithoutTitleFixture } from './text.fixture';

const ctx: BlockContext = {
  lang: 'en',
  dir: 'ltr',
  isMobile: true,
  productId: 3,
  pageTypeId: 0,
  path: '/health-insurance/',
};

describe('TextBlock', () => {
  it('fixtures are valid TEXT blocks', () => {
    expect(ZBlock.parse(textFixture)).toEqual(textFixture);
    expect(ZBlock.parse(textWithoutTitleFixture)).toEqual(textWithoutTitleFixture);
  });

  it('renders an h2 when there is a title', () => {
    const html = renderToStaticMarkup(<TextBlock block={textFixture} ctx={ctx} />);
    expect(html).toContain('<h2 class="text-block__title">Health insurance rules in Dubai</h2>');
    expect(html).toContain('href="/health-insurance/articles/dubai-health-insurance-law/"');
    expect(html).toContain('<em>20% up to AED 500 per visit</em>');
  });

  it('renders no heading without a title', () => {
    const html = renderToStaticMarkup(<TextBlock block={textWithoutTitleFixture} ctx={ctx} />);
    expect(html).not.toContain('<h2');
    expect(html).toContain('<strong>AED 45</strong>');
  });

  it('sanitises the content', () => {
    const block = {
      ...textFixture,
      content: '<p>ok</p><iframe src="https://evil.example"></iframe><img src=x onerror="alert(1)">',
    };
    const html = renderToStaticMarkup(<TextBlock block={block} ctx={ctx} />);
    expect(html).toContain('<p>ok</p>');
    expect(html).not.toMatch(/<iframe|onerror/i);
  });
});
