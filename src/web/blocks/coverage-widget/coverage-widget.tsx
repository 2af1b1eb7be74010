import { useT } from '../../i18n/use-t';
import { useWidget } from '../../widgets/collector';
import { moreView } from '../../widgets/cm-more/view';
import { contentHref } from '../links/links';
import { Bidi } from '../bidi';
import type { BlockProps } from '../types';

/**
 * COVERAGE_WIDGET (docs/product/pages.md 'Health cover widget'): tiles linking to plan pages; the first `visibleCount` show,
 * 'View More Plan' reveals the rest (the `cm-more` widget). Tiles whose link
 * is refused are left out; no tiles, no block.
 */
export function CoverageWidgetBlock({ block, ctx }: BlockProps<'COVERAGE_WIDGET'>) {
  const { t } = useT('blocksCommerce');
  const widget = useWidget('cm-more');
  const tiles = block.rows
    .map((tile) => ({ tile, href: contentHref(tile.pageUrl, ctx.lang) }))
    .filter((x): x is { tile: (typeof block.rows)[number]; href: string } => x.href !== undefined);
  if (tiles.length === 0) return null;
  const view = moreView(tiles.length, block.visibleCount, false);
  return (
    <section className="coverage-widget" {...widget} data-limit={block.visibleCount}>
      <h2 className="coverage-widget__title">{block.title || t('coverage.title')}</h2>
      <ul className="coverage-widget__list">
        {tiles.map(({ tile, href }, i) => (
          <li
            key={i}
            data-more-item=""
            hidden={!view.shown(i)}
            className={`coverage-widget__tile${tile.itemClass ? ` coverage-widget__tile--${tile.itemClass}` : ''}`}
          >
            <a href={href} className="coverage-widget__link">
              <span className="coverage-widget__row1">
                <Bidi text={tile.row1} dir={ctx.dir} />
              </span>
              {tile.row2 ? (
                <span className="coverage-widget__row2">
                  <Bidi text={tile.row2} dir={ctx.dir} />
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
      {view.toggle ? (
        <button
          type="button"
          className="cm-more__toggle coverage-widget__more"
          data-more-toggle=""
          data-label-more={t('coverage.viewMore')}
          aria-expanded="false"
        >
          {t('coverage.viewMore')}
        </button>
      ) : null}
      <p className="coverage-widget__note">{t('coverage.note')}</p>
    </section>
  );
}
