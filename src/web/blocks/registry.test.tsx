import { describe, it, expect, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { BLOCK_TYPES, ZBlock, type TBlock } from '../../shared/contracts/blocks';
import { I18nProvider } from '../i18n/provider';
import type { BlockContext } from './types';
import { blockRegistry, BlockRenderer } from './registry';
import { bannerFixtures } from './banner/banner.fixture';
import { titleParagraphFixtures } from './title-paragraph/title-paragraph.fixture';
import { textFixtures } from './text/text.fixture';
import { accordionFixtures } from './accordion/accordion.fixture';
import { tableFixtures } from './table/table.fixture';
import { linksFixtures } from './links/links.fixture';
import { multiQuotesFixtures } from './multi-quotes/multi-quotes.fixture';
import { calculatorFixtures } from './calculator/calculator.fixture';
import { creditCardsFixtures } from './credit-cards/credit-cards.fixture';
import { navGallery } from './gallery-nav';
import { editorialGallery } from './gallery-editorial';
import { commerceGallery } from './gallery-commerce';
import { companyGallery } from './gallery-company';
import { leadsGallery } from './gallery-leads';
import { hasEnhancer } from '../widget-registry/enhancers';

const ctx: BlockContext = {
  lang: 'en',
  dir: 'ltr',
  isMobile: false,
  productId: 1,
  pageTypeId: 0,
  path: '/car-insurance/',
};

const allFixtures: TBlock[] = [
  ...bannerFixtures,
  ...titleParagraphFixtures,
  ...textFixtures,
  ...accordionFixtures,
  ...tableFixtures,
  ...linksFixtures,
  ...multiQuotesFixtures,
  ...calculatorFixtures,
  ...creditCardsFixtures,
  // docs/product/pages.md's groups: every gallery story, in English and in Arabic.
  ...[navGallery, editorialGallery, commerceGallery, companyGallery, leadsGallery].flatMap((g) =>
    g.flatMap((e) => [...e.en, ...e.ar]),
  ),
];

/** Blocks that show only on some pages get one of those pages (RECENT_SEARCHES: home only). */
const ctxFor = (f: TBlock): BlockContext =>
  f.type === 'RECENT_SEARCHES' ? { ...ctx, productId: 17, path: '/', isMobile: true } : ctx;

function render(node: ReactNode): string {
  return renderToStaticMarkup(<I18nProvider lang={'en'}>{node}</I18nProvider>);
}

describe('blockRegistry', () => {
  it('has a component for every block type of the contract, and nothing else', () => {
    expect(BLOCK_TYPES.length).toBeGreaterThan(0);
    for (const type of BLOCK_TYPES) expect(typeof blockRegistry[type]).toBe('function');
    expect(Object.keys(blockRegistry).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it('has at least one fixture for every block type', () => {
    const covered = new Set(allFixtures.map((f) => f.type));
    for (const type of BLOCK_TYPES) expect(covered.has(type), `fixture for ${type}`).toBe(true);
  });

  it.each(allFixtures.map((f) => [`${f.type} ${f.key}`, f] as const))(
    '%s parses with ZBlock and renders non-empty HTML',
    (_name, fixture) => {
      const parsed = ZBlock.safeParse(fixture);
      expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true);
      const html = render(<BlockRenderer blocks={[fixture]} ctx={ctxFor(fixture)} />);
      expect(html).toMatch(
        new RegExp(`^<div class="block block--[a-z-]+" data-block-type="${fixture.type}"><[a-z]`),
      );
      expect(html.replace(/<[^>]+>/g, '').trim().length).toBeGreaterThan(0);
    },
  );
});

describe('widgets of blocks', () => {
  it('every widget a block renders has a browser enhancer', () => {
    for (const fixture of allFixtures) {
      const html = render(<BlockRenderer blocks={[fixture]} ctx={ctxFor(fixture)} />);
      for (const m of html.matchAll(/data-widget="([a-z0-9-]+)"/g))
        expect(hasEnhancer(m[1]!), `${fixture.type}: ${m[1]}`).toBe(true);
    }
  });
});

describe('BlockRenderer', () => {
  it('renders blocks in document order, each in its own wrapper', () => {
    const html = render(<BlockRenderer blocks={allFixtures} ctx={ctx} />);
    const types = [...html.matchAll(/data-block-type="([A-Z_]+)"/g)].map((m) => m[1]);
    expect(types).toEqual(allFixtures.map((f) => f.type));
    expect(types.length).toBeGreaterThan(100);
  });

  it('reports and skips blocks of unknown type without crashing', () => {
    const onUnknown = vi.fn();
    const forged = [
      { type: 'CAROUSEL_3D', key: 'old' },
      { type: 'constructor', key: 'proto' },
      { key: 'no-type' },
    ] as unknown as TBlock[];
    const first = textFixtures[0];
    if (!first) throw new Error('text fixture missing');
    const html = render(
      <BlockRenderer blocks={[forged[0]!, first, forged[1]!, forged[2]!]} ctx={ctx} onUnknown={onUnknown} />,
    );
    expect(onUnknown.mock.calls).toEqual([['CAROUSEL_3D'], ['constructor'], ['undefined']]);
    expect(html.match(/data-block-type=/g)).toHaveLength(1);
    expect(html).toContain('data-block-type="TEXT"');
  });

  it('logs unknown blocks when no callback is given', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const html = render(
        <BlockRenderer blocks={[{ type: 'GONE', key: 'x' } as unknown as TBlock]} ctx={ctx} />,
      );
      expect(html).toBe('');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('GONE');
    } finally {
      warn.mockRestore();
    }
  });
});
