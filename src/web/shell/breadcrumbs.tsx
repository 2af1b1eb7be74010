import { SOURCE, withSourceId } from '../../shared/domain/sources';
import { useT } from '../i18n/use-t';
import type { Crumb } from './model';

/** Desktop breadcrumb links carry sourceId for source 4 (docs/product/pages.md 'Breadcrumb trail'). */
export function Breadcrumbs({ crumbs, sourceId }: { crumbs: Crumb[]; sourceId: number }) {
  const { t } = useT('common');
  if (crumbs.length < 2) return null;
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.url}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{c.name}</span>
            ) : (
              <a href={sourceId === SOURCE.ADCB ? withSourceId(c.url, sourceId) : c.url}>{c.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
