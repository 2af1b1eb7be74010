import { useState } from 'react';
import type {
  TCatalogueItemDetail,
  TCatalogueItemPublication,
} from '../../../shared/contracts/console-catalogue-items';
import { diffJson, type JsonChange } from '../../../shared/domain/json-diff';
import type { ConsoleSectionProps } from '../types';
import { DiffList } from './diff-list';
import { catalogueLabels } from './item-form';
import { errorText, when } from './format';

/** Text kept as one run inside a translated sentence (a Latin name or a date in the Arabic console). */
const isolate = (s: string) => `\u2068${s}\u2069`;

type Shown = { auditId: number; by: string | null; changes: JsonChange[] };

/**
 * An item's publications from the console, newest first (the audit log keeps each one's documents before and
 * after): what each changed, field by field, and restore either as the next publication, through the same contract
 * check.
 */
export function ItemHistory(
  props: ConsoleSectionProps & {
    item: TCatalogueItemDetail;
    busy: boolean;
    restore: (auditId: number, side: 'before' | 'after') => void;
  },
) {
  const { t, api, lang, item, busy, restore } = props;
  const k = (key: string, vars?: Record<string, string | number>) => t(`consoleCatalogue:${key}`, vars);
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState('');
  const toggle = (auditId: number) => {
    setError('');
    if (shown?.auditId === auditId) return setShown(null);
    api<TCatalogueItemPublication>(`catalogue/${item.kind}/${item.id}/publications/${auditId}`).then(
      (p) => setShown({ auditId, by: p.by?.name ?? null, changes: diffJson(p.before ?? {}, p.after) }),
      (e: unknown) => setError(errorText(t, e)),
    );
  };
  return (
    <section aria-labelledby="catalogue-history-title">
      <h2 id="catalogue-history-title">{k('items.history')}</h2>
      {item.history.length === 0 ? <p className="cs-muted">{k('items.noHistory')}</p> : null}
      <p className="cs-error" role="alert">
        {error}
      </p>
      <ol id="catalogue-history-list" className="cc-history">
        {item.history.map((h) => (
          <li key={h.auditId} data-audit={h.auditId}>
            <span>
              {when(lang, h.at)} —{' '}
              {k(h.action.endsWith('.restored') ? 'items.wasRestored' : 'items.wasPublished')}
            </span>
            <span className="cs-actions">
              <button
                type="button"
                className="cs-secondary"
                data-show-changes
                aria-expanded={shown?.auditId === h.auditId}
                onClick={() => toggle(h.auditId)}
              >
                {k(shown?.auditId === h.auditId ? 'diff.hide' : 'diff.show')}
              </button>
              {(['before', 'after'] as const).map((side) => (
                <button
                  key={side}
                  type="button"
                  className="cs-secondary"
                  data-side={side}
                  disabled={busy}
                  onClick={() => restore(h.auditId, side)}
                >
                  {k(`items.restore.${side}`)}
                </button>
              ))}
            </span>
            {shown?.auditId === h.auditId ? (
              <div className="cc-history-diff">
                <DiffList
                  t={catalogueLabels(t)}
                  changes={shown.changes}
                  id={`catalogue-diff-${h.auditId}`}
                  caption={
                    shown.by
                      ? k('diff.publishedBy', { name: isolate(shown.by), time: isolate(when(lang, h.at)) })
                      : k('diff.publishedAt', { time: isolate(when(lang, h.at)) })
                  }
                />
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
