import type { z } from 'zod';
import type { TCmsListData } from '../../../shared/contracts/block-data';
import { CEO_BLOG_FIRST, CEO_BLOG_STEP, type TCmsPageItem } from '../../../shared/contracts/cms';
import type { ZBlogItem } from '../../../shared/contracts/blocks-editorial';
import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import { CmsPager } from '../cms-list/server-list';
import { ContentImage, DateText, MaybeWidget } from '../editorial-common/common';
import { contentHref } from '../links/links';
import type { BlockContext, BlockProps } from '../types';
import { SubscribeBox } from './subscribe-box';

type TBlogItem = z.infer<typeof ZBlogItem>;

/** docs/product/content.md 'the first tab is limited to 6 items'; docs/product/content.md 'blog 5 per load'. */
export { CEO_BLOG_FIRST, CEO_BLOG_STEP };

/** A page data item as the blog's story (decision 0100). */
const asStory = (i: TCmsPageItem): TBlogItem => ({
  pageTag: i.pageTag,
  title: i.title,
  description: i.description || undefined,
  pageImageUrl: i.pageImageUrl ?? undefined,
  pageImageAltText: i.pageImageAltText,
  updatedOn: i.updatedOn,
  refUrl: i.refUrl,
});

/** The featured post: the first item whose pageTag includes 'featured' (docs/product/content.md). */
export function featuredPost<T extends { pageTag: string[] }>(rows: readonly T[]): T | undefined {
  return rows.find((r) => r.pageTag.some((tag) => tag.trim().toLowerCase() === 'featured'));
}

function Story({
  item,
  ctx,
  variant,
  level = 'h3',
}: {
  item: TBlogItem;
  ctx: BlockContext;
  variant: 'featured' | 'list';
  level?: 'h2' | 'h3';
}) {
  const H = level;
  const { t } = useT('blocksEditorial');
  const href = contentHref(item.refUrl, ctx.lang);
  const title = <Bidi text={item.title} dir={ctx.dir} />;
  return (
    <article className={`ceo-blog__story ceo-blog__story--${variant}`}>
      <ContentImage
        className="ceo-blog__image"
        src={item.pageImageUrl}
        alt={item.pageImageAltText}
        width={variant === 'featured' ? 640 : 320}
        height={variant === 'featured' ? 360 : 180}
      />
      <div className="ceo-blog__story-body">
        <H className="ceo-blog__story-title">{title}</H>
        <p className="ceo-blog__date">
          {t('ceoBlog.published')} <DateText iso={item.updatedOn} lang={ctx.lang} />
        </p>
        {item.description ? (
          <p className="ceo-blog__text">
            <Bidi text={item.description} dir={ctx.dir} />
          </p>
        ) : null}
        {href ? (
          <a className="ceo-blog__read" href={href}>
            {t('ceoBlog.read')}
            <span className="visually-hidden">: {item.title}</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}

/**
 * CEO_BLOG (docs/product/content.md 'CEO blog page', docs/product/content.md): the featured post, 'All the Latest Stories' (6 first, each 'Load More
 * Stories' shows 5 more, the button shows while more remain: the `editorial-more` widget over items the server
 * rendered from the document), the 'Popular Stories' side list and the subscribe box (decision 0106).
 */
export function CeoBlogBlock({ block, ctx }: BlockProps<'CEO_BLOG'>) {
  const { t } = useT('blocksEditorial');
  const featured = featuredPost(block.rows);
  const server = block.list ? ctx.data?.cmsLists?.[block.key] : undefined;
  if (server) return <ServerListed block={block} ctx={ctx} data={server} featured={featured} />;
  const list = block.rows.filter((r) => r !== featured);
  const paged = list.length > CEO_BLOG_FIRST;
  return (
    <section className="ceo-blog" aria-label={block.title || t('ceoBlog.latest')}>
      {block.title ? (
        <h2 className="ceo-blog__heading">
          <Bidi text={block.title} dir={ctx.dir} />
        </h2>
      ) : null}
      {featured ? (
        <div className="ceo-blog__featured">
          <Story item={featured} ctx={ctx} variant="featured" level={block.title ? 'h3' : 'h2'} />
        </div>
      ) : null}
      <div className="ceo-blog__columns">
        {list.length > 0 ? (
          <MaybeWidget
            name="editorial-more"
            enabled={paged}
            tag="div"
            props={{
              className: 'ceo-blog__latest',
              ...(paged
                ? {
                    'data-more-kind': 'step',
                    'data-more-initial': CEO_BLOG_FIRST,
                    'data-more-step': CEO_BLOG_STEP,
                  }
                : {}),
            }}
          >
            <h2 className="ceo-blog__title">{t('ceoBlog.latest')}</h2>
            <ul className="ceo-blog__list" role="list">
              {list.map((item, i) => (
                <li key={i} data-more-item="" hidden={i >= CEO_BLOG_FIRST}>
                  <Story item={item} ctx={ctx} variant="list" />
                </li>
              ))}
            </ul>
            {paged ? (
              <button
                type="button"
                className="ed-more"
                data-more-button=""
                data-label-more={t('ceoBlog.loadMore')}
                data-label-less={t('ceoBlog.loadMore')}
                aria-expanded="false"
              >
                {t('ceoBlog.loadMore')}
              </button>
            ) : null}
          </MaybeWidget>
        ) : null}
        <Popular rows={block.popular} ctx={ctx} id={`${block.key}-popular`} />
      </div>
      <SubscribeBox ctx={ctx} id={`${block.key}-subscribe`} />
    </section>
  );
}

function Popular({ rows, ctx, id }: { rows: readonly TBlogItem[]; ctx: BlockContext; id: string }) {
  const { t } = useT('blocksEditorial');
  return (
    <>
      {rows.length > 0 ? (
        <aside className="ceo-blog__popular" aria-labelledby={id}>
          <h2 className="ceo-blog__title" id={id}>
            {t('ceoBlog.popular')}
          </h2>
          <ul className="ceo-blog__popular-list" role="list">
            {rows.map((item, i) => {
              const href = contentHref(item.refUrl, ctx.lang);
              const title = <Bidi text={item.title} dir={ctx.dir} />;
              return (
                <li key={i} className="ceo-blog__popular-item">
                  <ContentImage
                    className="ceo-blog__popular-image"
                    src={item.pageImageUrl}
                    alt={item.pageImageAltText}
                    width={96}
                    height={64}
                  />
                  <div>
                    <h3 className="ceo-blog__popular-title">{href ? <a href={href}>{title}</a> : title}</h3>
                    <p className="ceo-blog__date">
                      <DateText iso={item.updatedOn} lang={ctx.lang} />
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </aside>
      ) : null}
    </>
  );
}

/**
 * The list from page data (decision 0100): the stories of this `?page=`, plain links to the previous and next
 * pages (every story reachable without JavaScript), and 'Load More Stories', which the `cms-more` widget shows and
 * drives: it asks GET /api/page_data for the next 5 (skip = stories shown), appends them from the template, hides
 * the 'next page' link, and on a failure keeps what is shown and says so.
 */
function ServerListed({
  block,
  ctx,
  data,
  featured,
}: {
  block: BlockProps<'CEO_BLOG'>['block'];
  ctx: BlockContext;
  data: NonNullable<TCmsListData>;
  featured: TBlogItem | undefined;
}) {
  const { t } = useT('blocksEditorial');
  const { t: tc } = useT('cms');
  const stories = data.items.map(asStory);
  const popular = data.popular.length > 0 ? data.popular.map(asStory) : block.popular;
  const loaded = data.skip + stories.length;
  const template: TBlogItem = {
    pageTag: [],
    title: '-',
    description: '-',
    pageImageUrl: '/assets/demo/ceo-our-story.svg',
    pageImageAltText: '',
    updatedOn: '2000-01-01',
    refUrl: '/',
  };
  return (
    <section className="ceo-blog" aria-label={block.title || t('ceoBlog.latest')}>
      {block.title ? (
        <h2 className="ceo-blog__heading">
          <Bidi text={block.title} dir={ctx.dir} />
        </h2>
      ) : null}
      {featured && data.page === 1 ? (
        <div className="ceo-blog__featured">
          <Story item={featured} ctx={ctx} variant="featured" level={block.title ? 'h3' : 'h2'} />
        </div>
      ) : null}
      <div className="ceo-blog__columns">
        <MaybeWidget
          name="cms-more"
          enabled={loaded < data.totalCount}
          tag="div"
          props={{
            className: 'ceo-blog__latest',
            'data-cms-query': data.query,
            'data-cms-loaded': loaded,
            'data-cms-total': data.totalCount,
            'data-cms-step': CEO_BLOG_STEP,
            'data-cms-lang': ctx.lang,
          }}
        >
          <h2 className="ceo-blog__title">{t('ceoBlog.latest')}</h2>
          {stories.length > 0 ? (
            <ul className="ceo-blog__list" role="list" data-cms-list="">
              {stories.map((item, i) => (
                <li key={i}>
                  <Story item={item} ctx={ctx} variant="list" />
                </li>
              ))}
            </ul>
          ) : (
            <p className="ceo-blog__text">{tc('empty')}</p>
          )}
          <template data-cms-template="">
            <li>
              <Story item={template} ctx={ctx} variant="list" />
            </li>
          </template>
          <p className="cms-more__status" role="status" data-cms-status="" hidden />
          <button
            type="button"
            className="ed-more"
            data-cms-button=""
            data-label-loading={tc('more.loading')}
            data-label-loaded={tc('more.loaded')}
            data-label-failed={tc('more.failed')}
            hidden
          >
            {t('ceoBlog.loadMore')}
          </button>
          <CmsPager page={data.page} pages={data.pages} label={tc('pager.label')} />
        </MaybeWidget>
        <Popular rows={popular} ctx={ctx} id={`${block.key}-popular`} />
      </div>
      <SubscribeBox ctx={ctx} id={`${block.key}-subscribe`} />
    </section>
  );
}
