import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import { ContentImage } from '../editorial-common/common';
import { clickAttrs } from '../../analytics/click-attrs';
import { contentHref } from '../links/links';
import type { BlockProps } from '../types';

/** docs/product/pages.md 'label split into bold first word and rest'. */
export function splitLabel(label: string): { first: string; rest: string } {
  const trimmed = label.trim();
  const cut = trimmed.search(/\s/);
  return cut === -1
    ? { first: trimmed, rest: '' }
    : { first: trimmed.slice(0, cut), rest: trimmed.slice(cut).trim() };
}

/**
 * PRODUCTS_LIST: product box tiles (docs/product/pages.md 'Product box tile'): the label's first word bold, the rest plain, an
 * optional message and image; target _blank opens a new tab (rel=noopener). Plain links, no script: a click is the
 * spec's `iconClick`, from the `data-ev` attributes (decision 0108).
 */
export function ProductsListBlock({ block, ctx }: BlockProps<'PRODUCTS_LIST'>) {
  const { t } = useT('blocksEditorial');
  const tiles = block.rows
    .map((row) => ({ row, href: contentHref(row.url, ctx.lang) }))
    .filter((x): x is typeof x & { href: string } => x.href !== undefined);
  if (tiles.length === 0) return null;
  return (
    <section className="products-list" aria-label={block.title || t('products.title')}>
      {block.title ? (
        <h2 className="products-list__title">
          <Bidi text={block.title} dir={ctx.dir} />
        </h2>
      ) : null}
      <ul className="products-list__grid" role="list">
        {tiles.map(({ row, href }, i) => {
          const { first, rest } = splitLabel(row.label);
          const blank = row.target === '_blank';
          return (
            <li key={i}>
              <a
                className="products-list__tile"
                {...(row.url.startsWith('/') ? clickAttrs('iconClick', row.url, i + 1) : {})}
                href={href}
                {...(blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <ContentImage
                  className="products-list__image"
                  src={row.imageUrl}
                  alt={row.imageAltText}
                  width={48}
                  height={48}
                />
                <span className="products-list__label">
                  <strong>
                    <Bidi text={first} dir={ctx.dir} />
                  </strong>
                  {rest ? (
                    <>
                      {' '}
                      <Bidi text={rest} dir={ctx.dir} />
                    </>
                  ) : null}
                </span>
                {row.message ? (
                  <span className="products-list__message">
                    <Bidi text={row.message} dir={ctx.dir} />
                  </span>
                ) : null}
                {blank ? <span className="visually-hidden"> {t('opensNewTab')}</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
