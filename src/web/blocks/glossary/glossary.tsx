import { useId } from 'react';
import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import { contentHref } from '../links/links';
import type { BlockProps } from '../types';
import { alphabetsFor, groupEntries, OTHER_GROUP } from './letters';

/** Base path plus refUrl ('/glossary/' + 'emi' → '/glossary/emi/'); contentHref adds the trailing slash. */
export function glossaryHref(
  basePath: string,
  refUrl: string,
  lang: Parameters<typeof contentHref>[1],
): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(refUrl)) return contentHref(refUrl, lang);
  const joined = `${basePath.replace(/\/+$/, '')}/${refUrl.replace(/^\/+/, '')}`;
  return contentHref(joined, lang);
}

/**
 * GLOSSARY (docs/product/content.md 'Glossary page'): heading 'Glossary', a 'Jump to letter' bar (letters without entries are
 * shown disabled, not linked), then the entries grouped by first letter, sorted, linking to the base path plus the
 * entry's refUrl. No JavaScript: the bar's links are in-page anchors. Arabic pages: decision 0037.
 */
export function GlossaryBlock({ block, ctx }: BlockProps<'GLOSSARY'>) {
  const { t } = useT('blocksEditorial');
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const groups = groupEntries(block.rows, ctx.lang);
  const present = new Set(groups.map((g) => g.letter));
  const basePath = block.basePath ?? ctx.path;
  const anchor = (letter: string) =>
    `glossary-${id}-${letter === OTHER_GROUP ? 'other' : letter.codePointAt(0)?.toString(16)}`;
  const bars = alphabetsFor(ctx.lang);
  if (present.has(OTHER_GROUP)) bars.push([OTHER_GROUP]);
  return (
    <div className="glossary-block">
      <h2 className="glossary-block__title" id={`${id}-title`}>
        {block.title || t('glossary.title')}
      </h2>
      <nav className="glossary-block__jump" aria-label={t('glossary.jump')}>
        <p className="glossary-block__jump-label">{t('glossary.jump')}</p>
        {bars.map((letters, b) => (
          <ul key={b} className="glossary-block__letters" role="list">
            {letters.map((letter) => (
              <li key={letter}>
                {present.has(letter) ? (
                  <a className="glossary-block__letter" href={`#${anchor(letter)}`}>
                    {letter}
                  </a>
                ) : (
                  <span className="glossary-block__letter glossary-block__letter--off" aria-disabled="true">
                    {letter}
                  </span>
                )}
              </li>
            ))}
          </ul>
        ))}
      </nav>
      {groups.map((group) => (
        <section key={group.letter} className="glossary-block__group" aria-labelledby={anchor(group.letter)}>
          <h3 className="glossary-block__group-letter" id={anchor(group.letter)} tabIndex={-1}>
            {group.letter}
          </h3>
          <ul className="glossary-block__entries" role="list">
            {group.entries.map((entry, i) => {
              const href = glossaryHref(basePath, entry.refUrl, ctx.lang);
              const label = <Bidi text={entry.pageName} dir={ctx.dir} />;
              return <li key={i}>{href ? <a href={href}>{label}</a> : label}</li>;
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
