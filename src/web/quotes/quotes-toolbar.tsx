import type { QuoteSort } from '../../shared/contracts/quotes-api';
import { sortsFor } from '../../shared/contracts/quotes-api-constants';
import { totalOf } from './list';
import { sortWordsOf } from './loan-words';
import { useUi } from './ui';
import type { QuotesList } from './use-quotes-list';

/**
 * The line above the list: the plan count, the sort, the filter button (phones: the filters open in a dialog) and
 * 'Save your results' while the enquiry's number is not proved (decision 0017).
 */
export function QuotesToolbar(props: {
  list: QuotesList;
  /** Decision 0064: each product sorts by what it has (no cover for a loan). */
  productId: number;
  /** Keep my doctor (decision 0099): the visitor has chosen hospitals, so 'Most of my hospitals' is offered. */
  hospitals?: boolean;
  hasFilters: boolean;
  onOpenFilters(): void;
  /** Null: no save button. */
  onSave: (() => void) | null;
}) {
  const { t } = useUi();
  const { state } = props.list;
  const { phase, meta } = state;
  return (
    <div className="quotes-app__toolbar">
      <p className="quotes-app__count" aria-live="polite" data-testid="quotes-count">
        {meta && phase !== 'processing' ? t('planCount', { count: totalOf(state) }) : null}
      </p>
      <div className="quotes-app__sort">
        <label htmlFor="quotes-sort">{t('sort.label')}</label>
        <select
          id="quotes-sort"
          value={state.sort}
          disabled={phase === 'init'}
          onChange={(e) => props.list.sortBy(e.target.value as QuoteSort)}
        >
          {sortsFor(props.productId, { hospitals: props.hospitals === true }).map((s) => (
            <option key={s} value={s}>
              {t(`${sortWordsOf(props.productId)}.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {props.hasFilters ? (
        <button
          type="button"
          className="button button--outline quotes-app__filter-button"
          onClick={props.onOpenFilters}
          data-testid="filter-open"
        >
          {t('filters.open')}
        </button>
      ) : null}
      {props.onSave ? (
        <button
          type="button"
          className="button button--outline"
          onClick={props.onSave}
          data-testid="save-results"
        >
          {t('save.button')}
        </button>
      ) : null}
    </div>
  );
}
