import { CardTile } from './card-tile';
import { hasMore, showsNoResults, type ListingState, type RequestMode } from './listing';
import { NoResultCard } from './no-result';
import { Money, rich, useCardsUi } from './ui';

/**
 * The count ('66 cards', 'Updating…') and, on the mobile layout, the button that opens the filters. The salary
 * the list is for is the salary bar's, just above (decision 0070), so the count does not repeat it (decision
 * 0076); `income` stays a parameter for catalogues that still name it.
 */
export function CardsToolbar(props: { state: ListingState; busy: boolean; onOpenFilters?: () => void }) {
  const { t } = useCardsUi();
  const { meta } = props.state;
  return (
    <div className="cc-app__toolbar">
      <p className="cc-app__count" aria-live="polite" data-testid="cards-count">
        {meta && !props.busy
          ? rich(t('count', { count: meta.totalCount }), { income: <Money value={meta.income} /> })
          : props.busy
            ? t('list.updating')
            : null}
      </p>
      {props.onOpenFilters ? (
        <button
          type="button"
          className="button button--outline cc-app__filter-button"
          onClick={props.onOpenFilters}
          data-testid="filter-open"
        >
          {t('filters.open')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The list and what stands in for it: the popular plans' notice, loading, the error with Retry, the no-result
 * card, the cards, and 'Load More' with its count.
 */
export function CardsResults(props: {
  state: ListingState;
  busy: boolean;
  ruleMessages: Record<string, string>;
  /** The salary cards are compared with: a card needing more is marked (decision 0070). */
  salary: number;
  compareOf?: (planId: number) => { checked: boolean; disabled: boolean; onToggle: () => void };
  applyPath: string;
  onApply?: (planId: number) => void;
  send: (mode: RequestMode) => Promise<void>;
}) {
  const { t } = useCardsUi();
  const { state, busy } = props;
  const meta = state.meta;
  return (
    <>
      {meta?.isProviderPopularPlans ? (
        <div className="cc-app__popular" role="status" data-testid="popular-substitution">
          <p>{t('popular.line1')}</p>
          <p className="cc-app__popular-strong">{t('popular.line2')}</p>
        </div>
      ) : null}

      {state.phase === 'loading' ? (
        <p className="cc-app__message" role="status">
          {t('list.loading')}
        </p>
      ) : null}

      {state.phase === 'error' ? (
        <div className="cc-app__message cc-app__message--error" role="alert" data-testid="cards-error">
          <p>{state.errorMessage ?? t('list.error')}</p>
          <button type="button" className="button" onClick={() => void props.send('FILTERS')}>
            {t('list.retry')}
          </button>
        </div>
      ) : null}

      {showsNoResults(state) ? <NoResultCard ruleMessages={props.ruleMessages} /> : null}

      {state.quotes.length > 0 ? (
        <ul className="cc-list" data-testid="cards-list">
          {state.quotes.map((q) => (
            <li key={q.planId} className="cc-list__item">
              <CardTile
                quote={q}
                salary={props.salary}
                compare={props.compareOf?.(q.planId)}
                applyPath={props.applyPath}
                onApply={props.onApply}
              />
            </li>
          ))}
        </ul>
      ) : null}

      {state.phase === 'loaded' ? (
        <div className="cc-app__more">
          {meta && state.quotes.length > 0 ? (
            <p className="cc-app__shown">
              {t('list.shown', { shown: state.quotes.length, total: meta.totalCount })}
            </p>
          ) : null}
          {hasMore(state) ? (
            <button
              type="button"
              className="button"
              disabled={state.appending || busy}
              onClick={() => void props.send('LOAD_MORE')}
              data-testid="load-more"
            >
              {state.appending ? t('list.loadingMore') : t('list.loadMore')}
            </button>
          ) : null}
          {state.errorMessage ? (
            <p className="ccfilter__error" role="alert">
              {state.errorMessage}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
