import { createContext, useContext, type ReactNode } from 'react';
import type { TBlock, TBlockOf, TBlockType } from '../../shared/contracts/blocks';
import type { BlockContext, BlockProps } from './types';
import { BannerBlock } from './banner/banner';
import { TitleParagraphBlock } from './title-paragraph/title-paragraph';
import { TextBlock } from './text/text';
import { AccordionBlock } from './accordion/accordion';
import { TableBlock } from './table/table';
import { LinksBlock } from './links/links';
import { MultiQuotesBlock } from './multi-quotes/multi-quotes';
import { CalculatorBlock } from './calculator/calculator';
import { CreditCardsBlock } from './credit-cards/credit-cards';
import { navBlockComponents } from './registry-nav';
import { editorialBlockComponents } from './registry-editorial';
import { commerceBlockComponents } from './registry-commerce';
import { companyBlockComponents } from './registry-company';
import { leadsBlockComponents } from './registry-leads';
import { MemoFragment, idPrefixOf } from '../islands/memo-fragment';

type BlockComponent<K extends TBlockType> = (p: BlockProps<K>) => ReactNode;
type BlockRegistry = { [K in TBlockType]: BlockComponent<K> };

/** docs/ARCHITECTURE.md#principle-4: a block type without a component fails to compile here. */
export const blockRegistry = {
  BANNER: BannerBlock,
  TITLE_PARAGRAPH: TitleParagraphBlock,
  TEXT: TextBlock,
  ACCORDION: AccordionBlock,
  TABLE: TableBlock,
  LINKS: LinksBlock,
  MULTIPLE_QUOTES: MultiQuotesBlock,
  CALCULATOR: CalculatorBlock,
  CREDIT_CARDS: CreditCardsBlock,
  ...navBlockComponents,
  ...editorialBlockComponents,
  ...commerceBlockComponents,
  ...companyBlockComponents,
  ...leadsBlockComponents,
} satisfies BlockRegistry;

const registry: BlockRegistry = blockRegistry;

/** Own keys only: a forged type such as 'constructor' must not reach Object.prototype. */
function isKnownType(type: unknown): type is TBlockType {
  return typeof type === 'string' && Object.hasOwn(registry, type);
}

function componentFor<K extends TBlockType>(type: K): BlockComponent<K> {
  return registry[type];
}

function RenderBlock<K extends TBlockType>({
  type,
  block,
  ctx,
}: {
  type: K;
  block: TBlockOf<K>;
  ctx: BlockContext;
}) {
  const Component = componentFor(type);
  return <Component block={block} ctx={ctx} />;
}

function warnUnknown(type: string): void {
  console.warn(`[blocks] skipped a block of unknown type ${JSON.stringify(type)}`);
}

export type BlockRendererProps = {
  blocks: readonly TBlock[];
  ctx: BlockContext;
  /** Called once per skipped block; unknown types only come from old documents forced through a cast. */
  onUnknown?: (type: string) => void;
};

/**
 * Every input of a block's markup besides the block itself (decisions 0026 and 0032): the context and the block's
 * own server data (its entry in each part of `ctx.data`, by block key). A stored block is one object per stored
 * version of its page, so the block renders once per version and context, not on every page render.
 */
const CTX_IN_KEY = {
  lang: true,
  dir: true,
  isMobile: true,
  productId: true,
  pageTypeId: true,
  path: true,
  marketing: true,
} satisfies Record<Exclude<keyof BlockContext, 'data'>, true>; // a new context field fails here until it is keyed
const CTX_FIELDS = Object.keys(CTX_IN_KEY) as (keyof typeof CTX_IN_KEY)[];

/**
 * A page's blocks by their place in its block list (provided by the page render): each block's ids (useId) start
 * with `b<place>-`, so they are unique on the page and the same on every node and after a restart (ETags agree).
 * Blocks rendered outside a page (the gallery, tests) get a per-process prefix instead.
 */
export const BlockPlaces = createContext<ReadonlyMap<TBlock, number> | null>(null);
const placesOf = new WeakMap<readonly TBlock[], Map<TBlock, number>>();
/** Once per block list (one array per stored version and page, see page-rules and keyword-links). */
export function blockPlaces(blocks: readonly TBlock[]): ReadonlyMap<TBlock, number> {
  let places = placesOf.get(blocks);
  if (!places) {
    places = new Map(blocks.map((b, i) => [b, i]));
    placesOf.set(blocks, places);
  }
  return places;
}

function blockMemoKey(block: TBlock, ctx: BlockContext, idPrefix: string): string {
  let key = `b|${idPrefix}`;
  for (const f of CTX_FIELDS) key += `|${String(ctx[f])}`;
  if (ctx.data)
    for (const [part, byKey] of Object.entries(ctx.data) as [string, Record<string, unknown> | undefined][]) {
      const own = byKey?.[block.key];
      if (own !== undefined) key += `|${part}:${JSON.stringify(own)}`;
    }
  return key;
}

/** Renders a page's block list in order, each block in its own wrapper. Unknown types are reported and skipped. */
export function BlockRenderer({ blocks, ctx, onUnknown = warnUnknown }: BlockRendererProps) {
  const places = useContext(BlockPlaces);
  const idPrefixFor = (block: TBlock) => {
    const place = places?.get(block);
    return place === undefined ? idPrefixOf(block) : `b${place}-`;
  };
  return (
    <>
      {blocks.map((block, index) => {
        const type: unknown = (block as { type?: unknown }).type;
        if (!isKnownType(type)) {
          onUnknown(String(type));
          return null;
        }
        return (
          <div
            key={`${index}:${block.key}`}
            className={`block block--${type.toLowerCase().replace(/_/g, '-')}`}
            data-block-type={type}
          >
            <MemoFragment
              data={block}
              memoKey={blockMemoKey(block, ctx, idPrefixFor(block))}
              lang={ctx.lang}
              idPrefix={idPrefixFor(block)}
            >
              <RenderBlock type={type} block={block} ctx={ctx} />
            </MemoFragment>
          </div>
        );
      })}
    </>
  );
}
