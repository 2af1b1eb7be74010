import { TOC_INITIAL } from '../../../shared/contracts/blocks-nav';
import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import { blockDomId } from '../nav-common/common';
import type { BlockProps } from '../types';

/**
 * Table of contents (docs/product/pages.md): the first 4 entries, then the rest inside a native <details> whose summary
 * reads 'Read More' closed and 'Read Less' open (CSS swaps the two labels), so it needs no script and never
 * shifts the page on load. Collapsing keeps the summary where it is, so the list stays in view. Entries link to
 * in-page anchors.
 */
export function TableOfContentBlock({ block, ctx }: BlockProps<'TABLE_OF_CONTENT'>) {
  const { t } = useT('blocksNav');
  const headingId = `${blockDomId('toc', block.key)}-title`;
  const first = block.entries.slice(0, TOC_INITIAL);
  const rest = block.entries.slice(TOC_INITIAL);
  const entry = (e: { id: string; title: string }) => (
    <li key={e.id} className="toc-block__entry">
      <a href={`#${e.id}`}>
        <Bidi text={e.title} dir={ctx.dir} />
      </a>
    </li>
  );
  return (
    <nav className="toc-block" aria-labelledby={headingId}>
      <h2 className="toc-block__title" id={headingId}>
        {block.title ?? t('toc.title')}
      </h2>
      <ol className="toc-block__list">{first.map(entry)}</ol>
      {rest.length > 0 ? (
        <details className="toc-block__more">
          <summary className="toc-block__toggle">
            <span className="toc-block__label-more">{t('toc.readMore')}</span>
            <span className="toc-block__label-less">{t('toc.readLess')}</span>
          </summary>
          <ol className="toc-block__list" start={TOC_INITIAL + 1}>
            {rest.map(entry)}
          </ol>
        </details>
      ) : null}
    </nav>
  );
}
