import { useT } from '../../i18n/use-t';
import { SafeHtml } from '../../safe/safe-html';
import { Bidi } from '../bidi';
import { DateText, PageNav } from '../editorial-common/common';
import type { BlockProps } from '../types';

/** ARTICLE_DETAILS: the article (title, date, author, HTML body) and its previous / next links (docs/product/content.md). */
export function ArticleDetailsBlock({ block, ctx }: BlockProps<'ARTICLE_DETAILS'>) {
  const { t } = useT('blocksEditorial');
  return (
    <article className="article-details">
      <header className="article-details__header">
        <h2 className="article-details__title">
          <Bidi text={block.title} dir={ctx.dir} />
        </h2>
        {block.updatedOn || block.authorData ? (
          <p className="article-details__meta">
            {block.authorData ? <span>{t('articleDetails.by', { name: block.authorData.name })}</span> : null}
            {block.updatedOn ? (
              <span>
                {t('articleDetails.updated')} <DateText iso={block.updatedOn} lang={ctx.lang} />
              </span>
            ) : null}
          </p>
        ) : null}
      </header>
      <SafeHtml html={block.content} className="prose article-details__body" />
      <PageNav previous={block.previous} next={block.next} ctx={ctx} kind="articles" />
    </article>
  );
}
