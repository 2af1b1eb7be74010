import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import { ArticleCard } from '../editorial-common/common';
import type { BlockProps } from '../types';

/** ARTICLE_PREVIEW: the latest articles as cards in a scroll-snap row (keyboard: each card's link is a tab stop). */
export function ArticlePreviewBlock({ block, ctx }: BlockProps<'ARTICLE_PREVIEW'>) {
  const { t } = useT('blocksEditorial');
  return (
    <section className="article-preview" aria-label={block.title || t('articlePreview.title')}>
      <h2 className="article-preview__title">
        <Bidi text={block.title || t('articlePreview.title')} dir={ctx.dir} />
      </h2>
      <ul className="ed-row" role="list">
        {block.rows.map((item, i) => (
          <li key={i} className="ed-row__item">
            <ArticleCard item={item} ctx={ctx} />
          </li>
        ))}
      </ul>
    </section>
  );
}
