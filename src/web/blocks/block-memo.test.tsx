import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { TBlock } from '../../shared/contracts/blocks';
import type { TBlockData } from '../../shared/contracts/block-data';
import { I18nProvider } from '../i18n/provider';
import { FragmentSlotsContext, fillFragments, type FragmentSlots } from '../islands/memo-fragment';
import { IslandCollector } from '../islands/collector';
import { WidgetCollector } from '../widgets/collector';
import type { BlockContext } from './types';
import { BlockPlaces, BlockRenderer, blockPlaces } from './registry';
import { multiQuotesDataFixture, multiQuotesFixture } from './multi-quotes/multi-quotes.fixture';
import { navGallery } from './gallery-nav';
import { editorialGallery } from './gallery-editorial';
import { commerceGallery } from './gallery-commerce';
import { companyGallery } from './gallery-company';
import { leadsGallery } from './gallery-leads';
import { ctxEn } from './nav-common/render.test-utils';

/**
 * A page's blocks render once per stored block object and context (decisions 0026 and 0032): the memoised
 * markup must be what rendering in place gives, with ids that stay unique on the page.
 */
const ctx = ctxEn;

type Rendered = { html: string; slots: FragmentSlots; islands: Set<string>; widgets: Set<string> };

function page(blocks: readonly TBlock[], c: BlockContext, memo: boolean, placed = false): Rendered {
  const slots: FragmentSlots = [];
  const islands = new Set<string>();
  const widgets = new Set<string>();
  const tree = (
    <I18nProvider lang={c.lang}>
      <IslandCollector.Provider value={islands}>
        <WidgetCollector.Provider value={widgets as Set<never>}>
          <main>
            <BlockPlaces value={placed ? blockPlaces(blocks) : null}>
              <BlockRenderer blocks={blocks} ctx={c} />
            </BlockPlaces>
          </main>
        </WidgetCollector.Provider>
      </IslandCollector.Provider>
    </I18nProvider>
  );
  const html = memo
    ? Buffer.concat(
        fillFragments(
          renderToString(<FragmentSlotsContext value={slots}>{tree}</FragmentSlotsContext>),
          slots,
        ),
      ).toString()
    : renderToString(tree);
  return { html, slots, islands, widgets };
}

/** useId values differ with the place of the render (and the memo's prefix); everything else must not. */
const withoutIds = (html: string) => html.replace(/_(?:[A-Za-z0-9]+-)?R_[A-Za-z0-9]+_/g, 'ID');
const idsOf = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);

const gallery = [navGallery, editorialGallery, commerceGallery, companyGallery, leadsGallery].flatMap((g) =>
  g.map((e) => e.en),
);

describe('memoised block markup', () => {
  it('is the markup of rendering in place, for every block of the gallery, with the same islands and widgets', () => {
    for (const blocks of gallery) {
      const inPlace = page(blocks, ctx, false);
      const memo = page(blocks, ctx, true);
      const again = page(blocks, ctx, true);
      expect(withoutIds(memo.html)).toBe(withoutIds(inPlace.html));
      expect(again.html).toBe(memo.html);
      expect([...memo.islands].sort()).toEqual([...inPlace.islands].sort());
      expect([...again.widgets].sort()).toEqual([...inPlace.widgets].sort());
    }
  });

  it('keeps ids unique on a page when blocks are rendered apart', () => {
    const blocks = gallery.flat();
    const { html } = page(blocks, ctx, true);
    const ids = idsOf(html);
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives a page the same bytes in every process: ids follow the blocks' places on the page", () => {
    const blocks = gallery.flat();
    const here = page(blocks, ctx, true, true);
    // Another process parses the same stored document into other objects.
    const elsewhere = page(structuredClone(blocks), ctx, true, true);
    expect(elsewhere.html).toBe(here.html);
    const ids = idsOf(here.html);
    expect(new Set(ids).size).toBe(ids.length);
    expect(here.html).toMatch(/_b\d+-R_/);
  });

  it('renders once per block object and context, and again for another context, data or stored version', () => {
    const data: TBlockData = { multiQuotes: { [multiQuotesFixture.key]: multiQuotesDataFixture } };
    const c = { ...ctx, data };
    const first = page([multiQuotesFixture], c, true);
    // The same part (the same bytes object): rendered once, reused.
    expect(page([multiQuotesFixture], c, true).slots[0]).toBe(first.slots[0]);
    // Data equal in value (a new request's resolver result) is the same input.
    const sameData: TBlockData = structuredClone(data);
    expect(page([multiQuotesFixture], { ...ctx, data: sameData }, true).slots[0]).toBe(first.slots[0]);
    // Another context, other prices, or a new stored version of the block: rendered again.
    expect(page([multiQuotesFixture], { ...c, isMobile: true }, true).slots[0]).not.toBe(first.slots[0]);
    const cheaper = structuredClone(data);
    const plan = cheaper.multiQuotes[multiQuotesFixture.key]?.tabs[0]?.plans[0];
    if (!plan) throw new Error('fixture without a plan');
    plan.totalFils -= 100;
    const repriced = page([multiQuotesFixture], { ...ctx, data: cheaper }, true);
    expect(repriced.slots[0]).not.toBe(first.slots[0]);
    expect(repriced.html).not.toBe(first.html);
    const edited = { ...multiQuotesFixture, title: 'Edited title' };
    const afterEdit = page([edited], c, true);
    expect(afterEdit.html).toContain('Edited title');
    expect(afterEdit.html).not.toContain(multiQuotesFixture.title);
  });
});
