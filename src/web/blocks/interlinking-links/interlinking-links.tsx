import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import { contentHref } from '../links/links';
import type { BlockProps } from '../types';

/** INTERLINKING_LINKS: groups of links to related pages (`interlinkingLinksData`), as the document gives them. */
export function InterlinkingLinksBlock({ block, ctx }: BlockProps<'INTERLINKING_LINKS'>) {
  const { t } = useT('blocksEditorial');
  const title = block.title || t('interlinking.title');
  return (
    <nav className="interlinking" aria-label={title}>
      <h2 className="interlinking__title">
        <Bidi text={title} dir={ctx.dir} />
      </h2>
      {block.interlinkingLinksData.map((group, g) => (
        <div key={g} className="interlinking__group">
          {group.heading ? (
            <h3 className="interlinking__heading">
              <Bidi text={group.heading} dir={ctx.dir} />
            </h3>
          ) : null}
          <ul className="interlinking__list" role="list">
            {group.links.map((link, i) => {
              const href = contentHref(link.url, ctx.lang);
              const label = <Bidi text={link.label} dir={ctx.dir} />;
              return (
                <li key={i} className="interlinking__item">
                  {href ? <a href={href}>{label}</a> : <span>{label}</span>}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
