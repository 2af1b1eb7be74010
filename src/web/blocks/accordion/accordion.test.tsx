import { describe, it, expect } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { ZBlock, type TBlockOf } from '../../../shared/contracts/blocks';
import { I18nProvider } from '../../i18n/provider';
import type { LangCode } from '../../../shared/domain/locales';
import type { BlockContext } from '../types';
import { AccordionBlock } from './accordion';
import { accordionFixture } from './accordion.fixture';

const ctx: BlockContext = {
  lang: 'en',
  dir: 'ltr',
  isMobile: false,
  productId: 1,
  pageTypeId: 0,
  path: '/car-insurance/',
};

function render(node: ReactNode, lang: LangCode = 'en'): string {
  return renderToStaticMarkup(<I18nProvider lang={lang}>{node}</I18nProvider>);
}

describe('AccordionBlock', () => {
  it('fixture is a valid ACCORDION block', () => {
    expect(ZBlock.parse(accordionFixture)).toEqual(accordionFixture);
  });

  it('renders one <details> per row with only the first open', () => {
    const html = render(<AccordionBlock block={accordionFixture} ctx={ctx} />);
    const details = html.match(/<details[^>]*>/g) ?? [];
    expect(details).toHaveLength(3);
    expect(details[0]).toMatch(/\bopen=""/);
    expect(details.slice(1).every((d) => !/\bopen/.test(d))).toBe(true);
    expect(html.match(/<summary/g)).toHaveLength(3);
    expect(html).toContain('<h2 class="faq__title">Car insurance FAQs</h2>');
    expect(html).toContain('<strong>agency repair</strong>');
  });

  it('ships no island and no script', () => {
    const html = render(<AccordionBlock block={accordionFixture} ctx={ctx} />);
    expect(html).not.toContain('data-island');
    expect(html).not.toContain('<script');
  });

  it('falls back to a translated heading without a title', () => {
    const block: TBlockOf<'ACCORDION'> = { ...accordionFixture, title: undefined };
    expect(render(<AccordionBlock block={block} ctx={ctx} />)).toContain('>Frequently asked questions</h2>');
    expect(render(<AccordionBlock block={block} ctx={{ ...ctx, lang: 'ar', dir: 'rtl' }} />, 'ar')).toContain(
      '>الأسئلة الشائعة</h2>',
    );
  });

  it('sanitises answers', () => {
    const block: TBlockOf<'ACCORDION'> = {
      ...accordionFixture,
      rows: [
        {
          title: 'Q',
          content: '<p>A</p><script>alert(1)</script><a href="javascript:alert(1)" onmouseover="x()">l</a>',
        },
      ],
    };
    const html = render(<AccordionBlock block={block} ctx={ctx} />);
    expect(html).toContain('<p>A</p>');
    expect(html).not.toMatch(/<script|javascript:|onmouseover/i);
  });
});
