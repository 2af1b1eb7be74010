import { describe, it, expect } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { ZBlock, type TBlockOf } from '../../../shared/contracts/blocks';
import { I18nProvider } from '../../i18n/provider';
import type { LangCode } from '../../../shared/domain/locales';
import type { BlockContext } from '../types';
import { TableBlock } from './table';
import { tableFixture } from './table.fixture';

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

describe('TableBlock', () => {
  it('fixture is a valid TABLE block', () => {
    expect(ZBlock.parse(tableFixture)).toEqual(tableFixture);
  });

  it('renders a captioned table with column headers and row headers', () => {
    const html = render(<TableBlock block={tableFixture} ctx={ctx} />);
    expect(html).toContain(`<caption>${tableFixture.title}</caption>`);
    expect(html.match(/<th scope="col">/g)).toHaveLength(tableFixture.tableHeaders.length);
    expect(html.match(/<th scope="row">/g)).toHaveLength(tableFixture.tableData.length);
    expect(html.match(/<tr>/g)).toHaveLength(tableFixture.tableData.length + 1);
    expect(html).toContain('<td>AED 1,420</td>');
  });

  it('wraps the table in a focusable, labelled scroll region described by the hint', () => {
    const html = render(<TableBlock block={tableFixture} ctx={ctx} />);
    const region =
      /<div class="data-table__scroll" role="region" aria-label="([^"]+)" aria-describedby="([^"]+)" tabindex="0">/.exec(
        html,
      );
    expect(region).not.toBeNull();
    expect(region?.[1]).toBe(tableFixture.title);
    expect(html).toContain(
      `<p id="${region?.[2]}" class="data-table__hint">Scroll sideways to see the whole table</p>`,
    );
  });

  it('uses a translated label when there is no title, and no caption', () => {
    const block: TBlockOf<'TABLE'> = { ...tableFixture, title: undefined };
    const html = render(<TableBlock block={block} ctx={{ ...ctx, lang: 'ar', dir: 'rtl' }} />, 'ar');
    expect(html).toContain('aria-label="جدول المقارنة"');
    expect(html).not.toContain('<caption');
  });

  it('pads short rows to the header count and escapes cell text', () => {
    const block: TBlockOf<'TABLE'> = {
      ...tableFixture,
      tableHeaders: ['A', 'B', 'C'],
      tableData: [['<b>x</b>']],
    };
    const html = render(<TableBlock block={block} ctx={ctx} />);
    expect(html).toContain('<tr><th scope="row">&lt;b&gt;x&lt;/b&gt;</th><td></td><td></td></tr>');
  });
});
