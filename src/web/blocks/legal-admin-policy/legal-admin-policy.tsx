import { useT } from '../../i18n/use-t';
import { SafeHtml } from '../../safe/safe-html';
import { contentHref } from '../links/links';
import type { BlockProps } from '../types';

const DAY = new Map<string, Intl.DateTimeFormat>();

/** '2026-03-01' as '01 Mar 2026' in the page's language (Latin digits, as the site's figures). */
export function formatDay(day: string, lang: string): string {
  let f = DAY.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(`${lang}-AE`, {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
      numberingSystem: 'latn',
    });
    DAY.set(lang, f);
  }
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : f.format(d);
}

/** LEGALADMINPOLICY: the policy documents, grouped by category in the document's order, each with its last update. */
export function LegalAdminPolicyBlock({ block, ctx }: BlockProps<'LEGALADMINPOLICY'>) {
  const { t } = useT('blocksCompany');
  const groups = new Map<string, typeof block.fieldValues.policies>();
  for (const p of block.fieldValues.policies) {
    const key = p.category ?? '';
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return (
    <section className="legal-block">
      <h2 className="legal-block__title">{block.title}</h2>
      {block.content ? <SafeHtml html={block.content} className="prose legal-block__intro" /> : null}
      {[...groups].map(([category, policies]) => (
        <div key={category} className="legal-block__group">
          {category ? <h3>{category}</h3> : null}
          <ul className="legal-block__list" role="list">
            {policies.map((p, i) => {
              const href = contentHref(p.url, ctx.lang);
              return (
                <li key={i} className="legal-block__item">
                  {href ? <a href={href}>{p.title}</a> : <span>{p.title}</span>}
                  {p.description ? <p className="legal-block__description">{p.description}</p> : null}
                  {p.updatedOn ? (
                    <p className="legal-block__updated">
                      {t('legal.updated')} <bdi>{formatDay(p.updatedOn, ctx.lang)}</bdi>
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
