import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  CARD_FILTER_DEBOUNCE_MS,
  CARD_INCOME,
  CARD_MOBILE_QUERY,
  CARD_PAGE_SIZE,
  type CardType,
  type TCardFilters,
  type TCreditCardsResponse,
} from '../../shared/contracts/credit-cards-api-constants';
import type { LangCode } from '../../shared/domain/locales';
import type { Catalogue } from '../../shared/i18n/translator';
import { salaryFilterIncome, sanitizeSalaryInput } from '../../shared/rules/inputs';
import { MSG } from '../../shared/rules/messages';
import { Dialog } from '../ui/dialog/react';
import type { TUserForm } from '../../shared/contracts/journey';
import type { CalendarDate } from '../../shared/rules/dates';
import type { JourneyStrings, RulesCatalogue } from '../journeys/strings';
import { fetchCards } from './api';
import { CardTile } from './card-tile';
import {
  MobileFilters,
  SidePanel,
  type FilterCategory,
  type FilterControls,
  type FilterLists,
} from './filter-panel';
import {
  debounceChange,
  debounceFlush,
  debounceTick,
  hasMore,
  initialListingState,
  listingReducer,
  needsReload,
  nextPage,
  showsNoResults,
  type DebounceState,
  type FilterKind,
  type ListingAction,
  type ListingState,
  type RequestMode,
} from './listing';
import { NoResultCard } from './no-result';
import { CardsUiContext, Money, makeCardsUi, rich } from './ui';

export type CreditCardsProps = {
  lang: LangCode;
  /** The `cards` catalogue of the page language. */
  strings: Catalogue;
  /** The rule engine's messages the island shows ('Invalid value', the mobile number's), by message key. */
  ruleMessages: Record<string, string>;
  /** id of the list's title (the block's h2): the page scrolls to it after a filter reload. */
  titleId: string;
  /** Spec 001 §7: method and url from the block's action. */
  action: { method: 'POST'; url: string };
  /** The page's preset banking model, sent with every request. */
  cardType: CardType | null;
  /** The page type's default filters (spec 001 §9: income 5000, 50000 on BU). */
  defaults: TCardFilters;
  /** The first page the server rendered for the defaults (decision 0019); null: the island loads it. */
  initial: { filters: TCardFilters; response: TCreditCardsResponse } | null;
  /** Spec 001 §2: the full-screen filter dialog on mobile, on '/credit-cards/' only. */
  mobileFilters: boolean;
  /** The application page in the page language ('Apply Now' adds `?planid=`). */
  applyPath: string;
  /** The application popup's journey (issue 10 §3): its `journey` and `rules` catalogues and today (GST). */
  apply?: { strings: JourneyStrings; rules: RulesCatalogue; today: CalendarDate };
};

type Applying = {
  userForm: TUserForm;
  Popup: (typeof import('./apply-popup'))['ApplyPopup'];
};

const EMPTY_LISTS: FilterLists = { bankIds: [], featureIds: [], rewardTypeIds: [] };

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Spec 001 §4 'page scrolls smoothly to the quote title' — only when the title is out of view, and never with motion off. */
function scrollToTitle(titleId: string): void {
  const title = document.getElementById(titleId);
  if (!title) return;
  const top = title.getBoundingClientRect().top;
  if (top >= 0 && top < window.innerHeight * 0.5) return;
  title.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

/**
 * The credit cards listing island (spec 001 §2 'Credit card quotes landing list', §4 'Credit cards listing', §5
 * salary filter; issue 10 §2). The server renders the first page for the page's default filters and hydration does
 * not fetch it again (decision 0019); any filter change waits 500 ms, then reloads from skip 0 with 10 cards (mode
 * FILTERS) and replaces the list; 'Load More' appends the next 10; reset restores the defaults.
 */
export function CreditCards(props: CreditCardsProps) {
  const { lang, strings, defaults, titleId } = props;
  const ui = useMemo(() => makeCardsUi(lang, strings), [lang, strings]);
  const { t } = ui;
  const [state, dispatch] = useReducer(listingReducer, null, () =>
    initialListingState(defaults, props.initial),
  );
  const [incomeText, setIncomeText] = useState(String(props.initial?.filters.income ?? defaults.income));
  const [incomeError, setIncomeError] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [category, setCategory] = useState<FilterCategory>('income');
  const [applying, setApplying] = useState<Applying | null>(null);
  const openApply = useCallback(
    async (planId: number) => {
      // Spec 000 §4: the form definition first; nothing opens when it cannot be loaded.
      const mod = await import('./apply-popup');
      const userForm = await mod.loadApplyForm(lang, planId);
      if (userForm) setApplying({ userForm, Popup: mod.ApplyPopup });
    },
    [lang],
  );

  // The latest state for timers and callbacks (the debounce fires after renders it cannot see).
  const stateRef = useRef<ListingState>(state);
  stateRef.current = state;
  const dialogRef = useRef(dialogOpen);
  dialogRef.current = dialogOpen;
  const debounce = useRef<DebounceState>({ dueAt: null });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reloadCtrl = useRef<AbortController | null>(null);
  const moreCtrl = useRef<AbortController | null>(null);
  const requestIds = useRef(0);
  const scrollPending = useRef(false);

  const send = useCallback(
    async (mode: RequestMode) => {
      const s = stateRef.current;
      const filters = mode === 'LOAD_MORE' ? s.applied : s.filters;
      const page = mode === 'LOAD_MORE' ? nextPage(s) : { skip: 0, limit: CARD_PAGE_SIZE };
      // A filter reload supersedes whatever is running; a 'load more' only the previous 'load more'.
      if (mode === 'FILTERS') reloadCtrl.current?.abort();
      moreCtrl.current?.abort();
      const ctrl = new AbortController();
      if (mode === 'FILTERS') reloadCtrl.current = ctrl;
      else moreCtrl.current = ctrl;
      const id = ++requestIds.current;
      dispatch({ type: 'request', mode, id });
      const res = await fetchCards(props.action, filters, props.cardType, page, ctrl.signal);
      if (ctrl.signal.aborted) return;
      const action: ListingAction = res.ok
        ? { type: 'answer', mode, id, filters, response: res.data }
        : { type: 'failed', mode, id, message: t('list.error') };
      dispatch(action);
      if (res.ok && mode === 'FILTERS') {
        if (dialogRef.current) scrollPending.current = true;
        else scrollToTitle(titleId);
      }
    },
    [props.action, props.cardType, t, titleId],
  );

  const fire = useCallback(() => {
    if (needsReload(stateRef.current)) void send('FILTERS');
  }, [send]);

  /** Spec 001 §4: any filter change waits 500 ms (a newer change restarts the wait), then one reload. */
  const changed = useCallback(() => {
    debounce.current = debounceChange(debounce.current, Date.now(), CARD_FILTER_DEBOUNCE_MS);
    clearTimeout(timer.current);
    const wait = () => {
      const tick = debounceTick(debounce.current, Date.now());
      debounce.current = tick.state;
      if (tick.fire) fire();
      else if (debounce.current.dueAt !== null)
        timer.current = setTimeout(wait, Math.max(0, debounce.current.dueAt - Date.now()));
    };
    timer.current = setTimeout(wait, CARD_FILTER_DEBOUNCE_MS);
  }, [fire]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const f = debounceFlush(debounce.current);
    debounce.current = f.state;
    if (f.fire) fire();
  }, [fire]);

  // The first render loads nothing (spec 001 §4): the server rendered the first page. Only when it could not
  // (its data is missing) does the island load it, like the other islands' retry on the client (spec 001 §4).
  useEffect(() => {
    if (stateRef.current.phase === 'empty') void send('FILTERS');
    return () => {
      clearTimeout(timer.current);
      reloadCtrl.current?.abort();
      moreCtrl.current?.abort();
    };
  }, [send]);

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

  const setIncome = (income: number) => {
    dispatch({ type: 'setIncome', income });
    changed();
  };
  const controls: FilterControls = {
    filters: state.filters,
    lists: state.meta
      ? {
          bankIds: state.meta.filters.banks,
          featureIds: state.meta.filters.features,
          rewardTypeIds: state.meta.filters.rewardTypes,
        }
      : EMPTY_LISTS,
    incomeText,
    incomeError,
    onIncomeText: (raw) => {
      const text = sanitizeSalaryInput(raw);
      setIncomeText(text);
      // Spec 001 §5: empty falls back to 5000; digits only and greater than 0, else 'Invalid value'.
      const income = salaryFilterIncome(text, CARD_INCOME.default);
      if (income === null) {
        setIncomeError(props.ruleMessages[MSG.invalidValue] ?? 'Invalid value');
        return;
      }
      setIncomeError(null);
      if (income !== stateRef.current.filters.income) setIncome(income);
    },
    onIncomeSlide: (value) => {
      setIncomeText(String(value));
      setIncomeError(null);
      setIncome(value);
    },
    onToggle: (kind: FilterKind, id: number) => {
      dispatch({ type: 'toggle', kind, id });
      changed();
    },
  };

  const reset = () => {
    setIncomeText(String(defaults.income));
    setIncomeError(null);
    dispatch({ type: 'reset' });
    changed();
  };

  const closeDialog = () => {
    setDialogOpen(false);
    if (scrollPending.current) {
      scrollPending.current = false;
      // After the dialog has given the page back its scrolling.
      requestAnimationFrame(() => scrollToTitle(titleId));
    }
  };

  const meta = state.meta;
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
          <div className="cc-app__toolbar">
            <p className="cc-app__count" aria-live="polite" data-testid="cards-count">
              {meta && !busy
                ? rich(t('count', { count: meta.totalCount }), { income: <Money value={meta.income} /> })
                : busy
                  ? t('list.updating')
                  : null}
            </p>
            {props.mobileFilters ? (
              <button
                type="button"
                className="button button--outline cc-app__filter-button"
                onClick={() => {
                  setCategory('income');
                  setDialogOpen(true);
                }}
                data-testid="filter-open"
              >
                {t('filters.open')}
              </button>
            ) : null}
          </div>

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
              <button type="button" className="button" onClick={() => void send('FILTERS')}>
                {t('list.retry')}
              </button>
            </div>
          ) : null}

          {noResults ? <NoResultCard ruleMessages={props.ruleMessages} /> : null}

          {state.quotes.length > 0 ? (
            <ul className="cc-list" data-testid="cards-list">
              {state.quotes.map((q) => (
                <li key={q.planId} className="cc-list__item">
                  <CardTile
                    quote={q}
                    applyPath={props.applyPath}
                    onApply={props.apply ? (id) => void openApply(id) : undefined}
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
                  onClick={() => void send('LOAD_MORE')}
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
        </div>

        {props.mobileFilters ? (
          <Dialog
            open={dialogOpen}
            onClose={closeDialog}
            labelledBy="cc-dialog-title"
            className="dialog--full ccfilter-dialog"
            data-testid="filter-dialog"
          >
            <h2 id="cc-dialog-title" className="dialog__title">
              {t('filters.title')}
            </h2>
            <MobileFilters
              c={controls}
              active={category}
              onActive={setCategory}
              onSearch={() => {
                flush();
                closeDialog();
              }}
              onClear={reset}
            />
          </Dialog>
        ) : null}

        {applying && props.apply ? (
          <applying.Popup
            lang={lang}
            userForm={applying.userForm}
            strings={props.apply.strings}
            rules={props.apply.rules}
            today={props.apply.today}
            title={t('apply.title')}
            onClose={() => setApplying(null)}
          />
        ) : null}
      </div>
    </CardsUiContext.Provider>
  );
}
