import type { TCmsListData } from '../../../shared/contracts/block-data';
import { CMS_LIST_PAGE_SIZE, type TCmsPageItem } from '../../../shared/contracts/cms';
import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import { ServerPagedList } from '../cms-list/server-list';
import { DateText, MaybeWidget } from '../editorial-common/common';
import { contentHref } from '../links/links';
import type { BlockContext, BlockProps } from '../types';

/** docs/product/content.md 'News shows 3'. */
export const NEWS_SHOWN = 3;

/**
 * NEWS_AND_UPDATE (docs/product/content.md): the first 3 news items, 'Show More' shows all, then 'Show Less'. The server renders
 * every item, those past the third `hidden`; the `editorial-more` widget toggles them. A title links to its detail
 * page only when the document gives that page's refUrl.
 */
export function NewsAndUpdateBlock({ block, ctx }: BlockProps<'NEWS_AND_UPDATE'>) {
  const { t } = useT('blocksEditorial');
  const toggle = block.rows.length > NEWS_SHOWN;
  const title = block.title || t('news.title');
  const server = block.list ? ctx.data?.cmsLists?.[block.key] : undefined;
  if (server) return <ServerNews title={title} data={server} ctx={ctx} />;
  return (
    <MaybeWidget
      name="editorial-more"
      enabled={toggle}
      tag="section"
      props={{
        className: 'news-block',
        'aria-label': title,
        ...(toggle ? { 'data-more-kind': 'toggle', 'data-more-initial': NEWS_SHOWN } : {}),
      }}
    >
      <h2 className="news-block__title">
        <Bidi text={title} dir={ctx.dir} />
      </h2>
      <ul className="news-block__list" role="list">
        {block.rows.map((item, i) => {
          const href = item.refUrl ? contentHref(item.refUrl, ctx.lang) : undefined;
          const name = <Bidi text={item.title} dir={ctx.dir} />;
          return (
            <li key={i} className="news-block__item" data-more-item="" hidden={i >= NEWS_SHOWN}>
              <p className="news-block__date">
                <DateText iso={item.date} lang={ctx.lang} />
              </p>
              <h3 className="news-block__name">{href ? <a href={href}>{name}</a> : name}</h3>
              {item.description ? (
                <p className="news-block__text">
                  <Bidi text={item.description} dir={ctx.dir} />
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {toggle ? (
        <button
          type="button"
          className="ed-more"
          data-more-button=""
          data-label-more={t('news.showMore')}
          data-label-less={t('news.showLess')}
          aria-expanded="false"
        >
          {t('news.showMore')}
        </button>
      ) : null}
    </MaybeWidget>
  );
}

/** One news item from page data (decision 0107): date, linked title, description. */
function NewsItem({ item, ctx }: { item: TCmsPageItem; ctx: BlockContext }) {
  const href = contentHref(item.refUrl, ctx.lang);
  const name = <Bidi text={item.title} dir={ctx.dir} />;
  return (
    <>
      <p className="news-block__date">
        <DateText iso={item.updatedOn} lang={ctx.lang} />
      </p>
      <h3 className="news-block__name" data-cms-title="">
        {href ? <a href={href}>{name}</a> : name}
      </h3>
      {item.description ? (
        <p className="news-block__text" data-cms-text="">
          <Bidi text={item.description} dir={ctx.dir} />
        </p>
      ) : null}
    </>
  );
}

/**
 * The news list paged by the server (decision 0107): CMS_LIST_PAGE_SIZE items a `?page=`, 'Load More News' adding
 * as many from GET /api/page_data, the pager links without JavaScript.
 */
function ServerNews({
  title,
  data,
  ctx,
}: {
  title: string;
  data: NonNullable<TCmsListData>;
  ctx: BlockContext;
}) {
  const { t } = useT('cmsLists');
  return (
    <section className="news-block" aria-label={title}>
      <ServerPagedList
        data={data}
        step={CMS_LIST_PAGE_SIZE}
        lang={ctx.lang}
        className="news-block__server"
        listClassName="news-block__list"
        itemClassName="news-block__item"
        heading={
          <h2 className="news-block__title">
            <Bidi text={title} dir={ctx.dir} />
          </h2>
        }
        renderItem={(item) => <NewsItem item={item} ctx={ctx} />}
        labels={{
          more: t('news.more'),
          loading: t('more.loading'),
          loaded: t('more.loaded'),
          failed: t('more.failed'),
          empty: t('empty'),
          pager: t('news.pager'),
        }}
      />
    </section>
  );
}
