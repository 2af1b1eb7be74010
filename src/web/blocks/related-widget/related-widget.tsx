import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import { ContentImage } from '../editorial-common/common';
import { contentHref } from '../links/links';
import type { BlockProps } from '../types';

/**
 * RELATED_WIDGET, the related news widget (docs/product/content.md 'Related links'): ordered by pageRanking (lowest first,
 * unranked last, document order otherwise); each links to refUrl, else url, else canonicalUrl. An item without a
 * usable link is left out; with none left the block renders nothing.
 */
export function RelatedWidgetBlock({ block, ctx }: BlockProps<'RELATED_WIDGET'>) {
  const { t } = useT('blocksEditorial');
  const items = block.rows
    .map((row, i) => ({
      row,
      i,
      href: contentHref(row.refUrl ?? row.url ?? row.canonicalUrl ?? '', ctx.lang),
    }))
    .filter((x): x is typeof x & { href: string } => x.href !== undefined)
    .sort((a, b) => (a.row.pageRanking ?? Infinity) - (b.row.pageRanking ?? Infinity) || a.i - b.i);
  if (items.length === 0) return null;
  const title = block.title || t('related.title');
  return (
    <aside className="related-widget" aria-label={title}>
      <h2 className="related-widget__title">
        <Bidi text={title} dir={ctx.dir} />
      </h2>
      <ul className="related-widget__list" role="list">
        {items.map(({ row, href }, i) => (
          <li key={i} className="related-widget__item">
            <ContentImage
              className="related-widget__image"
              src={row.pageImageUrl}
              alt={row.imageAltText}
              width={96}
              height={64}
            />
            <a href={href}>
              <Bidi text={row.name} dir={ctx.dir} />
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
