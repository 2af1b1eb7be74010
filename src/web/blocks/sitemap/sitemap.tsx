import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import { contentHref } from '../links/links';
import type { BlockProps } from '../types';

/**
 * SITEMAP (docs/product/seo.md 'Sitemap page': 'Sitemap' title, lists per heading with links, trailing slash added, some
 * flagged view-all). Links get their trailing slash and the page's language prefix (contentHref); an entry flagged
 * `isArticlePageLink` is the heading's view-all link, shown after the list.
 */
export function SitemapBlock({ block, ctx }: BlockProps<'SITEMAP'>) {
  const { t } = useT('blocksEditorial');
  return (
    <div className="sitemap-block">
      <h2 className="sitemap-block__title" id={`${block.key}-title`}>
        {block.title || t('sitemap.title')}
      </h2>
      <div className="sitemap-block__grid">
        {block.rows.map((row, r) => {
          const links = row.allUrl.filter((u) => !u.isArticlePageLink);
          const viewAll = row.allUrl.filter((u) => u.isArticlePageLink);
          return (
            <section key={r} className="sitemap-block__section" aria-label={row.heading}>
              <h3 className="sitemap-block__heading">
                <Bidi text={row.heading} dir={ctx.dir} />
              </h3>
              {links.length > 0 ? (
                <ul className="sitemap-block__list" role="list">
                  {links.map((u, i) => {
                    const href = contentHref(u.url, ctx.lang);
                    const label = <Bidi text={u.pageName} dir={ctx.dir} />;
                    return <li key={i}>{href ? <a href={href}>{label}</a> : label}</li>;
                  })}
                </ul>
              ) : null}
              {viewAll.map((u, i) => {
                const href = contentHref(u.url, ctx.lang);
                return href ? (
                  <p key={i} className="sitemap-block__view-all">
                    <a href={href}>
                      <Bidi text={u.pageName} dir={ctx.dir} />
                    </a>
                  </p>
                ) : null;
              })}
            </section>
          );
        })}
      </div>
    </div>
  );
}
