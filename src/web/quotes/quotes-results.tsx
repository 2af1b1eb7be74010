import type { TQuote } from '../../shared/contracts/quotes-api';
import { buyOnlineOffered } from './card-rules';
import { groupByProvider, quoteKey, type ListView } from './list';
import { QuoteCard } from './quote-card';
import { useUi } from './ui';
import type { Compare } from './use-compare';
import type { QuotesList } from './use-quotes-list';

/** The plans shown: one list, or one section per provider (health, travel, bank accounts). */
export function QuotesResults(props: {
  quotes: TQuote[];
  grouped: boolean;
  productId: number;
  certificatePath: string;
  compare: Compare;
  onChoose(q: TQuote): void;
  /** 'Buy online' (decision 0087); absent: every card offers the advisor path only. */
  onBuy?: ((q: TQuote) => void) | undefined;
}) {
  const { t } = useUi();
  const { compare, onBuy } = props;
  const card = (q: TQuote, headingLevel: 3 | 4) => {
    const key = quoteKey(q);
    return (
      <li key={key} className="quotes-list__item">
        <QuoteCard
          quote={q}
          productId={props.productId}
          certificateHref={`${props.certificatePath}?quoteId=${encodeURIComponent(q.quoteId)}`}
          compared={compare.isCompared(key)}
          compareDisabled={!compare.canToggle(key)}
          onCompare={() => compare.toggle(q)}
          onChoose={() => props.onChoose(q)}
          onBuy={onBuy && buyOnlineOffered(q, props.productId) ? () => onBuy(q) : null}
          headingLevel={headingLevel}
        />
      </li>
    );
  };
  if (props.quotes.length === 0) return null;
  if (!props.grouped)
    return (
      <ul className="quotes-list" data-testid="quotes-list">
        {props.quotes.map((q) => card(q, 3))}
      </ul>
    );
  return (
    <div className="quotes-groups">
      {groupByProvider(props.quotes).map((g) => (
        <section
          key={g.providerId}
          className="quotes-group"
          aria-labelledby={`quotes-group-${g.providerId}`}
          data-testid="quotes-group"
        >
          <h3 id={`quotes-group-${g.providerId}`} className="quotes-group__title">
            {g.providerName}{' '}
            <span className="quotes-group__count">{t('planCount', { count: g.quotes.length })}</span>
          </h3>
          <ul className="quotes-list">{g.quotes.map((q) => card(q, 4))}</ul>
        </section>
      ))}
    </div>
  );
}

/** 'See More Plans' / 'See Less Plans', 'Show More' (also the infinite scroll's target) / 'Show Less'. */
export function QuotesPaging(props: {
  list: QuotesList;
  view: ListView;
  moreButtonRef(button: HTMLButtonElement | null): void;
}) {
  const { t } = useUi();
  const { state, dispatch } = props.list;
  const { view } = props;
  return (
    <div className="quotes-app__more">
      {view.seeMore ? (
        <button
          type="button"
          className="button button--outline"
          aria-expanded={view.seeMore === 'less'}
          onClick={() => dispatch({ type: 'toggleExpanded' })}
        >
          {view.seeMore === 'more' ? t('list.seeMore') : t('list.seeLess')}
        </button>
      ) : null}
      {view.paging === 'more' ? (
        <button
          type="button"
          className="button"
          ref={props.moreButtonRef}
          disabled={state.appending}
          onClick={() => void props.list.showMore()}
          data-testid="show-more"
        >
          {state.appending ? t('list.loadingMore') : t('list.showMore')}
        </button>
      ) : null}
      {view.paging === 'less' ? (
        <button
          type="button"
          className="button button--outline"
          onClick={() => dispatch({ type: 'showLess' })}
        >
          {t('list.showLess')}
        </button>
      ) : null}
      {state.errorMessage && state.phase === 'loaded' ? (
        <p className="quotes-app__inline-error" role="alert">
          {state.errorMessage}
        </p>
      ) : null}
    </div>
  );
}
