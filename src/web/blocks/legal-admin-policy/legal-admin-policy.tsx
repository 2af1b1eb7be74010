import { formatDayMonthYear } from '../../../shared/i18n/date-format';
import { useT } from '../../i18n/use-t';
import { SafeHtml } from '../../safe/safe-html';
import { contentHref } from '../links/links';
import type { BlockProps } from '../types';

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
                      {t('legal.updated')}{' '}
                      <bdi>{formatDayMonthYear(p.updatedOn, ctx.lang) ?? p.updatedOn}</bdi>
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
