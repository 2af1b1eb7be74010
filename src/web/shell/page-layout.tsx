import type { TBlock, TBlockType } from '../../shared/contracts/blocks';
import type { ShellModel } from '../../shared/contracts/render';
import { PAGE_TYPE, PRODUCT } from '../../shared/domain/products';
import { BlockRenderer } from '../blocks/registry';
import type { BlockContext } from '../blocks/types';
import { PageNav } from '../blocks/editorial-common/common';
import { Bidi } from '../blocks/bidi';
import { useT } from '../i18n/use-t';

/**
 * Page layout rules of docs/product/pages.md 'Page layout' (decision 0040): a sidebar on some pages, except the page types
 * listed as having none; the sections below the main content in the spec's order (news, author, review tab, article
 * tab); the page document's previous / next links; the title heading of page types 24 and 54.
 */

/** What the sidebar holds: the right-hand offer banner and the related links widget. */
export const SIDEBAR_TYPES: readonly TBlockType[] = ['OFFER_BANNER_RIGHT', 'RELATED_WIDGET'];

/** 'Below the main content come news, author, review tab and article tab sections', in this order. */
export const BELOW_ORDER: readonly TBlockType[] = [
  'NEWS_AND_UPDATE',
  'AUTHOR',
  'AUTHOR_BIO',
  'REVIEWS_PREVIEW',
  'ARTICLES',
];

/**
 * Page types with no sidebar, per product ('*' for every product). The spec names the rule, not the list: landings
 * and journey pages are full width (0, 1), like the calculator (23), the news list (24), the CEO blog (53) and the
 * glossary (54, its A-Z bar is the page's navigation); the home product (17) has no sidebar at all.
 */
export const NO_SIDEBAR_PAGE_TYPES: Readonly<Record<number | '*', readonly number[] | 'all'>> = {
  '*': [PAGE_TYPE.LANDING, PAGE_TYPE.BU, 23, PAGE_TYPE.NEWS_AND_UPDATE, 53, PAGE_TYPE.GLOSSARY],
  [PRODUCT.HOME]: 'all',
};

export function hasSidebarLayout(productId: number, pageTypeId: number): boolean {
  const own = NO_SIDEBAR_PAGE_TYPES[productId];
  if (own === 'all') return false;
  const common = NO_SIDEBAR_PAGE_TYPES['*'];
  if (common === 'all' || common.includes(pageTypeId)) return false;
  return !own?.includes(pageTypeId);
}

export type PageLayout = { main: TBlock[]; side: TBlock[]; below: TBlock[] };

/** Splits the blocks: pages without a sidebar layout keep the stored order whole. */
export function layoutOf(blocks: readonly TBlock[], productId: number, pageTypeId: number): PageLayout {
  if (!hasSidebarLayout(productId, pageTypeId)) return { main: [...blocks], side: [], below: [] };
  const main: TBlock[] = [];
  const side: TBlock[] = [];
  const below: TBlock[] = [];
  for (const b of blocks) {
    if (SIDEBAR_TYPES.includes(b.type)) side.push(b);
    else if (BELOW_ORDER.includes(b.type)) below.push(b);
    else main.push(b);
  }
  // Stable: blocks of one type keep their stored order.
  below.sort((a, b) => BELOW_ORDER.indexOf(a.type) - BELOW_ORDER.indexOf(b.type));
  return { main, side, below };
}

/** The detail blocks that already show previous / next links themselves. */
const blockHasPageNav = (blocks: readonly TBlock[]) =>
  blocks.some(
    (b) =>
      (b.type === 'ARTICLE_DETAILS' || b.type === 'NEWS_AND_UPDATE_DETAIL_PAGE') &&
      (b.previous !== undefined || b.next !== undefined),
  );

/** The page document's previous / next links, unless an article or news detail block shows its own. */
export function PageLevelNav({
  m,
  blocks,
  ctx,
}: {
  m: ShellModel;
  blocks: readonly TBlock[];
  ctx: BlockContext;
}) {
  if (!m.pageNav || blockHasPageNav(blocks)) return null;
  return (
    <PageNav
      previous={m.pageNav.previous ?? undefined}
      next={m.pageNav.next ?? undefined}
      ctx={ctx}
      kind={m.pageTypeId === PAGE_TYPE.NEWS_AND_UPDATE ? 'news' : 'articles'}
    />
  );
}

/** Page types 24 and 54: the title heading that stands in for the first fold. */
export function PageTitleHeading({ m }: { m: ShellModel }) {
  if (!m.titleHeading) return null;
  return (
    <h1 className="page-title-heading">
      <Bidi text={m.titleHeading} dir={m.dir} />
    </h1>
  );
}

/** The page's blocks in the page layout: main column and sidebar, then the sections below. */
export function PageBlocks({
  blocks,
  m,
  ctx,
  onUnknown,
}: {
  blocks: TBlock[];
  m: ShellModel;
  ctx: BlockContext;
  onUnknown?: ((type: string) => void) | undefined;
}) {
  const { t } = useT('common');
  const { main, side, below } = layoutOf(blocks, m.productId, m.pageTypeId);
  if (side.length === 0 && below.length === 0)
    return <BlockRenderer blocks={main} ctx={ctx} onUnknown={onUnknown} />;
  return (
    <>
      {side.length === 0 ? (
        <BlockRenderer blocks={main} ctx={ctx} onUnknown={onUnknown} />
      ) : (
        <div className="page-columns">
          <div className="page-columns__main">
            <BlockRenderer blocks={main} ctx={ctx} onUnknown={onUnknown} />
          </div>
          <aside className="page-columns__side" aria-label={t('pageRules.sidebar')}>
            <BlockRenderer blocks={side} ctx={ctx} onUnknown={onUnknown} />
          </aside>
        </div>
      )}
      {below.length > 0 ? (
        <div className="page-below">
          <BlockRenderer blocks={below} ctx={ctx} onUnknown={onUnknown} />
        </div>
      ) : null}
    </>
  );
}
