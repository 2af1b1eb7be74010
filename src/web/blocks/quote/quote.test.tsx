import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxFor, render } from '../commerce-common/render';
import { QuoteBlock } from './quote';
import { quoteAr, quoteEn } from './quote.fixture';

describe('QuoteBlock', () => {
  it('accepts the fixtures and refuses a missing content', () => {
    expect(ZBlock.parse(quoteEn)).toEqual(quoteEn);
    expect(ZBlock.parse(quoteAr)).toEqual(quoteAr);
    expect(ZBlock.safeParse({ type: 'QUOTE', key: 'q' }).success).toBe(false);
  });

  it('renders a blockquote with its author in en and ar', () => {
    const en = render(<QuoteBlock block={quoteEn} ctx={ctxFor('en')} />);
    expect(en).toContain('<blockquote');
    expect(en).toContain('Layla Haddad');
    expect(render(<QuoteBlock block={quoteAr} ctx={ctxFor('ar')} />, 'ar')).toContain('ليلى حداد');
  });

  it('sanitises the content', () => {
    const html = render(
      <QuoteBlock
        block={{ ...quoteEn, content: '<p>ok</p><script>alert(1)</script><img src=x onerror=y()>' }}
        ctx={ctxFor('en')}
      />,
    );
    expect(html).toContain('<p>ok</p>');
    expect(html).not.toMatch(/<script|onerror/);
  });
});
