import type { JsonChange } from '../../../shared/domain/json-diff';
import { fieldLabel } from '../pages/block-form';

type T = (key: string, vars?: Record<string, string | number>) => string;

/** A value as the list shows it: texts as they are, other values as JSON, nothing as a dash. */
function text(v: unknown): string {
  if (v === undefined || v === null) return '—';
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/**
 * A path's field labelled as the form labels it: its last key that is not a list index, after the key holding it
 * ('planName.en': 'Plan name · English'), so a language or an amount says which field it belongs to.
 */
function pathLabel(t: T, path: string): string {
  const names = path.split('.').filter((s) => s !== '' && !/^\d+$/.test(s));
  if (names.length === 0) return t('consoleCatalogue:diff.document');
  return names
    .slice(-2)
    .map((n) => fieldLabel(t, n))
    .join(' · ');
}

/**
 * What changed between two documents (decision 0127), one row per changed, added or removed field: its label (the
 * form's), its path, and the values before and after. `t` is the catalogue's label translator.
 */
export function DiffList(props: { t: T; changes: readonly JsonChange[]; id?: string; caption: string }) {
  const { t, changes, id, caption } = props;
  if (changes.length === 0)
    return (
      <p className="cs-muted" id={id}>
        {t('consoleCatalogue:diff.none')}
      </p>
    );
  return (
    <div className="cs-table-wrap cc-diff-wrap">
      <table className="cs-table cc-diff" id={id}>
        <caption className="cc-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('consoleCatalogue:diff.field')}</th>
            <th scope="col">{t('consoleCatalogue:diff.before')}</th>
            <th scope="col">{t('consoleCatalogue:diff.after')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={`${c.kind}:${c.path}`} data-path={c.path} data-change={c.kind}>
              <th scope="row">
                {pathLabel(t, c.path)}{' '}
                <span className="cc-diff-kind">{t(`consoleCatalogue:diff.${c.kind}`)}</span>
                <code dir="ltr" className="cc-code cc-diff-path">
                  {c.path}
                </code>
              </th>
              <td data-label={t('consoleCatalogue:diff.before')}>
                {c.kind === 'added' ? '—' : <del dir="auto">{text(c.before)}</del>}
              </td>
              <td data-label={t('consoleCatalogue:diff.after')}>
                {c.kind === 'removed' ? '—' : <ins dir="auto">{text(c.after)}</ins>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
