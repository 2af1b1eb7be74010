import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { CARD_MOBILE_QUERY } from '../../shared/contracts/credit-cards-api-constants';
import { SidePanel, type FilterCategory } from './filter-panel';
import { showsNoResults } from './listing';
import { CompareBar } from './compare-bar';
import { SalaryBar, SortSelect } from './list-top';
import { CardsResults, CardsToolbar } from './listing-sections';
import { CardsUiContext, makeCardsUi } from './ui';
import { useApplyPopup } from './use-apply-popup';
import { useCardFilters } from './use-card-filters';
import { scrollToTitle, useCardListing } from './use-card-listing';
import { useCompare } from './use-compare';
import { useListTop } from './use-list-top';
import type { CreditCardsProps } from './props';

export type { CreditCardsProps } from './props';

/** The phone's filter dialog and the dialog controller: their own chunk, loaded when first opened (decision 0075). */
const FilterDialog = lazy(() => import('./filter-dialog').then((m) => ({ default: m.FilterDialog })));

/**
 * The credit cards listing island (docs/product/cards.md, decision 0019). The server renders the first page for
 * the page's default filters and hydration does not fetch it again; any filter change waits 500 ms, then reloads
 * from skip 0 with 10 cards (mode FILTERS) and replaces the list; 'Load More' appends the next 10; reset restores
 * the defaults. The requests live in `useCardListing`, the filters' controls in `useCardFilters`.
 */
export function CreditCards(props: CreditCardsProps) {
  const { lang, strings, defaults, titleId } = props;
  const ui = useMemo(() => makeCardsUi(lang, strings), [lang, strings]);
  const { t } = ui;
  const [dialogOpen, setDialogOpen] = useState(false);
  const [category, setCategory] = useState<FilterCategory>('income');
  const { applying, openApply, closeApply } = useApplyPopup(lang);
  const listing = useCardListing(props, t('list.error'), dialogOpen);
  const { state, send, changed, flush, scrollPending } = listing;
  const { controls, reset } = useCardFilters(listing, changed, {
    defaults,
    initialIncome: props.initial?.filters.income ?? defaults.income,
    ruleMessages: props.ruleMessages,
  });
  const top = useListTop(listing, controls, changed, defaults);
  const compare = useCompare();

  // Leaving the mobile view closes the dialog (the side panel takes over).
  useEffect(() => {
    if (!props.mobileFilters || typeof window.matchMedia !== 'function') return;
    const mq = window.matchMedia(CARD_MOBILE_QUERY);
    const onChange = () => {
      if (!mq.matches) setDialogOpen(false);
    };
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [props.mobileFilters]);

  const closeDialog = () => {
    setDialogOpen(false);
    if (scrollPending.current) {
      scrollPending.current = false;
      // After the dialog has given the page back its scrolling.
      requestAnimationFrame(() => scrollToTitle(titleId));
    }
  };

  const busy = state.phase === 'loading' || state.reloading;
  const noResults = showsNoResults(state);

  return (
    <CardsUiContext.Provider value={ui}>
      <div
        className={props.mobileFilters ? 'cc-app cc-app--mobile-filters' : 'cc-app'}
        data-testid="credit-cards"
        data-state={noResults ? 'no-results' : state.phase}
        aria-busy={busy}
      >
        <aside className="cc-app__filters" aria-labelledby="cc-filters-title">
          <h3 id="cc-filters-title" className="cc-app__filters-title">
            {t('filters.title')}
          </h3>
          <SidePanel c={controls} onReset={reset} />
        </aside>

        <div className="cc-app__main">
          <div className="cc-top">
            <SalaryBar
              income={state.filters.income}
              incomeError={controls.incomeError}
              onDraft={top.setDraft}
              onApply={top.applySalary}
            />
            <SortSelect sort={top.sort} onSort={top.onSort} />
          </div>
          <CardsToolbar
            state={state}
            busy={busy}
            onOpenFilters={
              props.mobileFilters
                ? () => {
                    setCategory('income');
                    setDialogOpen(true);
                  }
                : undefined
            }
          />
          <CardsResults
            state={state}
            busy={busy}
            ruleMessages={props.ruleMessages}
            salary={top.salary}
            compareOf={(id) => ({
              checked: compare.ids.includes(id),
              disabled: !compare.ids.includes(id) && compare.ids.length >= compare.limit,
              onToggle: () => compare.toggle(id),
            })}
            applyPath={props.applyPath}
            onApply={props.apply ? (id) => void openApply(id) : undefined}
            send={send}
          />
        </div>

        {props.mobileFilters && dialogOpen ? (
          <Suspense fallback={null}>
            <FilterDialog
              open={dialogOpen}
              onClose={closeDialog}
              controls={controls}
              category={category}
              onCategory={setCategory}
              onSearch={() => {
                flush();
                closeDialog();
              }}
              onClear={reset}
            />
          </Suspense>
        ) : null}

        <CompareBar compare={compare} quotes={state.quotes} applyPath={props.applyPath} />

        {applying && props.apply ? (
          <applying.Popup
            lang={lang}
            userForm={applying.userForm}
            strings={props.apply.strings}
            rules={props.apply.rules}
            today={props.apply.today}
            title={t('apply.title')}
            closeLabel={t('close')}
            onClose={closeApply}
          />
        ) : null}
      </div>
    </CardsUiContext.Provider>
  );
}
