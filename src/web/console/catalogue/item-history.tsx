import type { TCatalogueItemDetail } from '../../../shared/contracts/console-catalogue-items';
import type { ConsoleSectionProps } from '../types';
import { when } from './format';

/**
 * An item's publications from the console, newest first (the audit log keeps each one's documents before and
 * after): restore either as the next publication, through the same contract check.
 */
export function ItemHistory(
  props: ConsoleSectionProps & {
    item: TCatalogueItemDetail;
    busy: boolean;
    restore: (auditId: number, side: 'before' | 'after') => void;
  },
) {
  const { t, lang, item, busy, restore } = props;
  const k = (key: string, vars?: Record<string, string | number>) => t(`consoleCatalogue:${key}`, vars);
  return (
    <section aria-labelledby="catalogue-history-title">
      <h2 id="catalogue-history-title">{k('items.history')}</h2>
      {item.history.length === 0 ? <p className="cs-muted">{k('items.noHistory')}</p> : null}
      <ol id="catalogue-history-list" className="cc-history">
        {item.history.map((h) => (
          <li key={h.auditId} data-audit={h.auditId}>
            <span>
              {when(lang, h.at)} —{' '}
              {k(h.action.endsWith('.restored') ? 'items.wasRestored' : 'items.wasPublished')}
            </span>
            <span className="cs-actions">
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
          </li>
        ))}
      </ol>
    </section>
  );
}
