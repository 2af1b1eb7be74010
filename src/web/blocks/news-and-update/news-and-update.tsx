import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import { DateText, MaybeWidget } from '../editorial-common/common';
import { contentHref } from '../links/links';
import type { BlockProps } from '../types';

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
