import { useId, type ReactNode } from 'react';
import type { TBlockOf } from '../../../shared/contracts/blocks';
import type { TCmsListData } from '../../../shared/contracts/block-data';
import { CMS_LIST_PAGE_SIZE, type TCmsPageItem } from '../../../shared/contracts/cms';
import type { TArticleItem } from '../../../shared/contracts/blocks-editorial';
import { useT } from '../../i18n/use-t';
import { Tabs } from '../../widgets/tabs/tabs';
import { Bidi } from '../bidi';
import { ServerPagedList } from '../cms-list/server-list';
import { articlesTabKey } from '../../../shared/contracts/cms-list';
import { ArticleCard } from '../editorial-common/common';
import { contentHref } from '../links/links';
import type { BlockContext, BlockProps } from '../types';

/** docs/product/content.md 'fixed page types 24 and 53': news-and-update and CEO blog pages show no 'More From' heading. */
export const NO_ARTICLES_HEADING_PAGE_TYPES: readonly number[] = [24, 53];

type Tab = TBlockOf<'ARTICLES'>['tabs'][number];

function TabContent({
  tab,
  ctx,
  emptyText,
  level,
  server,
}: {
  tab: Tab;
  ctx: BlockContext;
  emptyText: string;
  level: 3 | 4;
  /** The tab's pages from page data (decisions 0107, 0112), when it (or, for the first, the block) has a `list`. */
  server?: NonNullable<TCmsListData> | undefined;
}): ReactNode {
  if (server) return <ServerArticles data={server} ctx={ctx} level={level} emptyText={emptyText} />;
  if (tab.data.length === 0) return <p className="articles-block__empty">{emptyText}</p>;
  return (
    <ul className="ed-row" role="list">
      {tab.data.map((item, j) => (
        <li key={j} className="ed-row__item">
          <ArticleCard item={item} ctx={ctx} headingLevel={level} />
        </li>
      ))}
    </ul>
  );
}

/**
 * ARTICLES, the blog section (docs/product/content.md 'Blog section'): tabs of article cards in a scroll-snap row, heading
 * 'More From {product name}' (not on page types 24 and 53), 'No Article Found!' in an empty tab, and 'Read More
 * Articles' to the product's article page except on the Arabic page. Several tabs use the shared tabs widget
 * (decision 0036: without JavaScript every tab's cards show under its heading); one tab is shown as it is.
 */
export function ArticlesBlock({ block, ctx }: BlockProps<'ARTICLES'>) {
  const { t } = useT('blocksEditorial');
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const showHeading = !NO_ARTICLES_HEADING_PAGE_TYPES.includes(ctx.pageTypeId);
  const moreHref =
    ctx.lang !== 'ar' && block.articlesUrl ? contentHref(block.articlesUrl, ctx.lang) : undefined;
  const heading = t('articles.heading', { product: block.productName });
  const empty = t('articles.empty');
  const first = block.tabs[0];
  // Each tab with a list (the first may take the block's) is paged by the server (decisions 0107, 0112).
  const serverOf = (i: number) =>
    (block.tabs[i]?.list || (i === 0 && block.list)
      ? ctx.data?.cmsLists?.[articlesTabKey(block.key, i)]
      : undefined) ?? undefined;
  const server = serverOf(0);
  return (
    <section className="articles-block" aria-label={showHeading ? heading : first?.tabTitle}>
      {showHeading ? (
        <h2 className="articles-block__title">
          <Bidi text={heading} dir={ctx.dir} />
        </h2>
      ) : null}
      {block.tabs.length > 1 ? (
        <Tabs
          label={showHeading ? heading : block.tabs.map((tab) => tab.tabTitle).join(', ')}
          headingLevel={3}
          className="articles-block__tabs"
          tabs={block.tabs.map((tab, i) => ({
            id: `articles-${block.key}-${id}-${i}`,
            title: <Bidi text={tab.tabTitle} dir={ctx.dir} />,
            content: <TabContent tab={tab} ctx={ctx} emptyText={empty} level={4} server={serverOf(i)} />,
          }))}
        />
      ) : first ? (
        <TabContent tab={first} ctx={ctx} emptyText={empty} level={3} server={server} />
      ) : null}
      {moreHref ? (
        <p className="articles-block__more">
          <a href={moreHref}>{t('articles.readMore')}</a>
        </p>
      ) : null}
    </section>
  );
}

/** A page data item as an article card (decision 0107). */
const asArticle = (i: TCmsPageItem): TArticleItem => ({
  refUrl: i.refUrl,
  title: i.title,
  description: i.description || undefined,
  pageImageUrl: i.pageImageUrl ?? undefined,
  pageImageAltText: i.pageImageAltText,
  updatedOn: i.updatedOn,
});

/**
 * A tab's articles paged by the server (decisions 0107, 0112): CMS_LIST_PAGE_SIZE cards a `?page=`, 'Load More
 * Articles' adding as many from GET /api/page_data, the pager links without JavaScript.
 */
function ServerArticles({
  data,
  ctx,
  level,
  emptyText,
}: {
  data: NonNullable<TCmsListData>;
  ctx: BlockContext;
  level: 3 | 4;
  emptyText: string;
}) {
  const { t } = useT('cmsLists');
  return (
    <ServerPagedList
      data={data}
      step={CMS_LIST_PAGE_SIZE}
      lang={ctx.lang}
      className="articles-block__server"
      listClassName="ed-grid"
      itemClassName="ed-grid__item"
      renderItem={(item) => <ArticleCard item={asArticle(item)} ctx={ctx} headingLevel={level} />}
      labels={{
        more: t('articles.more'),
        loading: t('more.loading'),
        loaded: t('more.loaded'),
        failed: t('more.failed'),
        // An empty tab (or one whose pages end before the asked `?page=`) says 'No Article Found!'.
        empty: emptyText,
        pager: t('articles.pager'),
      }}
    />
  );
}
