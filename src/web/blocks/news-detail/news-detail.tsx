import { SafeHtml } from '../../safe/safe-html';
import { Bidi } from '../bidi';
import { DateText, PageNav } from '../editorial-common/common';
import type { BlockProps } from '../types';

/** NEWS_AND_UPDATE_DETAIL_PAGE: one news item (title, date, HTML body) with previous / next links (docs/product/content.md). */
export function NewsDetailBlock({ block, ctx }: BlockProps<'NEWS_AND_UPDATE_DETAIL_PAGE'>) {
  return (
    <article className="news-detail">
      <h2 className="news-detail__title">
        <Bidi text={block.title} dir={ctx.dir} />
      </h2>
      <p className="news-detail__date">
        <DateText iso={block.date} lang={ctx.lang} />
      </p>
      <SafeHtml html={block.content} className="prose news-detail__body" />
      <PageNav previous={block.previous} next={block.next} ctx={ctx} kind="news" />
    </article>
  );
}
