import type { TCmsListData } from '../../../shared/contracts/block-data';
import type { TArticleItem } from '../../../shared/contracts/blocks-editorial';
import { CMS_LIMIT_MOBILE, CMS_LIMIT_WEB, type TCmsPageItem } from '../../../shared/contracts/cms';
import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import { ServerPagedList } from '../cms-list/server-list';
import { ArticleCard, AuthorCard } from '../editorial-common/common';
import type { BlockContext, BlockProps } from '../types';

/** A page data item as an article card. */
const asArticle = (i: TCmsPageItem): TArticleItem => ({
  refUrl: i.refUrl,
  title: i.title,
  description: i.description || undefined,
  pageImageUrl: i.pageImageUrl ?? undefined,
  pageImageAltText: i.pageImageAltText,
  updatedOn: i.updatedOn,
});

/**
 * AUTHOR_BIO: an author: photo (or initials), name, designation, biography, how many articles they wrote, then
 * their articles. With a `list` (an author's page, decision 0112) the articles come from page data, newest first,
 * 12 a page (6 on a phone), 'Load More Articles' and `?page=N` links; else the document's rows.
 */
export function AuthorBioBlock({ block, ctx }: BlockProps<'AUTHOR_BIO'>) {
  const { t } = useT('blocksEditorial');
  const { t: tp } = useT('pagedLists');
  const server = (block.list ? ctx.data?.cmsLists?.[block.key] : undefined) ?? undefined;
  const name = block.authorData.name;
  return (
    <section className="author-bio">
      <AuthorCard author={block.authorData} ctx={ctx} withBio heading="h2" />
      {block.articleCount !== undefined ? (
        <p className="author-bio__count">{tp('author.count', { count: block.articleCount })}</p>
      ) : null}
      {server ? (
        <AuthorArticles data={server} ctx={ctx} heading={tp('author.articles', { name })} />
      ) : block.rows.length > 0 ? (
        <>
          <h3 className="author-bio__articles">
            <Bidi text={t('authorBio.articles', { name })} dir={ctx.dir} />
          </h3>
          <ul className="ed-row" role="list">
            {block.rows.map((item, i) => (
              <li key={i} className="ed-row__item">
                <ArticleCard item={item} ctx={ctx} headingLevel={4} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function AuthorArticles({
  data,
  ctx,
  heading,
}: {
  data: NonNullable<TCmsListData>;
  ctx: BlockContext;
  heading: string;
}) {
  const { t } = useT('cmsLists');
  const { t: tp } = useT('pagedLists');
  return (
    <ServerPagedList
      data={data}
      step={ctx.isMobile ? CMS_LIMIT_MOBILE : CMS_LIMIT_WEB}
      lang={ctx.lang}
      className="author-bio__server"
      listClassName="ed-grid"
      itemClassName="ed-grid__item"
      heading={
        <h2 className="author-bio__articles">
          <Bidi text={heading} dir={ctx.dir} />
        </h2>
      }
      renderItem={(item) => <ArticleCard item={asArticle(item)} ctx={ctx} headingLevel={3} />}
      labels={{
        more: t('articles.more'),
        loading: t('more.loading'),
        loaded: t('more.loaded'),
        failed: t('more.failed'),
        empty: t('empty'),
        pager: tp('author.pager'),
      }}
    />
  );
}
