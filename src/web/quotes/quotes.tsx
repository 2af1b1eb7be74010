import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { QuoteSort, TQuote } from '../../shared/contracts/quotes-api';
import {
  QUOTE_INFINITE_SCROLL_MARGIN_PX,
  QUOTE_SKELETONS,
  QUOTE_SORTS,
} from '../../shared/contracts/quotes-api-constants';
import type { LangCode } from '../../shared/domain/locales';
import { PRODUCT } from '../../shared/domain/products';
import { pageQuery } from '../session/context';
import { stored } from '../session/storage';
import { Dialog } from '../ui/dialog/react';
import type { Catalogue } from '../../shared/i18n/translator';
import { deviceIsNew, ENQUIRY_ID, fetchQuotes, postLead, serverMessage, type QuotesQuery } from './api';
import {
  canToggle,
  compareItemOf,
  compareLimitFor,
  comparisonHref,
  removeCompare,
  toggleCompare,
  trimToLimit,
  type CompareItem,
} from './compare';
import { CompareBar } from './compare-bar';
import { CompareTable, tableFromQuotes } from './compare-table';
import { followAnswers } from './edit-cover';
import type { SavedOptions } from './edit-cover-panel';
import { EditCover, type RepriceState } from './edit-cover-section';
import { FilterPanel } from './filter-panel';
import {
  applyTextFilter,
  filterBody,
  hasActiveFilter,
  initialValues,
  textFilterOf,
  withAnswer,
  withTextSearch,
  type FilterValue,
} from './filters';
import { LeadPopup, type LeadChoice } from './lead-popup';
import { accessNumberApi, formNumberApi, type NumberForm } from './number-api';
import { VerifyNumber } from './verify-number-lazy';
import { ResultsReference } from './results-link';
import { enquiryOfReference, referenceOfAddress } from './results-link-api';
import {
  GROUPED_PRODUCTS,
  groupByProvider,
  initialListState,
  listReducer,
  listView,
  nextSkip,
  quoteKey,
  totalOf,
} from './list';
import { nextPoll } from './poll';
import { QuoteCard, QuoteSkeletons } from './quote-card';
import { Ltr, makeUi, rich, UiContext, type QuotesStrings } from './ui';
import { PlanSummary, WhyThisOrder } from './why-order';

export type QuotesProps = {
  lang: LangCode;
  productId: number;
  /** The `quotesUi` catalogue of the page language. */
  strings: QuotesStrings;
  /** The product's landing page in this language, for 'Start a new search'. */
  productPath: string;
  /** The quote certificate page in this language. */
  certificatePath: string;
  /** The car comparison page in this language; null: other products compare in a dialog. */
  comparePath: string | null;
  /** Spec 001 §9: health defaults to COVER_DESC, the rest to the recommended order. */
  defaultSort: QuoteSort;
  /** The `rules` catalogue of the page language: the rule engine's messages for the hidden forms. */
  rules: Catalogue;
  /** 'Edit your cover' (decision 0014): the product's hidden options form; null: none. */
  editCover?: { formKey: string } | null;
  /** Decision 0017: the product's hidden number form, asked when the enquiry's number is not proved yet. */
  numberForm?: NumberForm | null;
  /**
   * Spec 001 §4: on page type BU (the quotes page of a non-credit-card product) the next page loads by itself
   * when the 'Show More' button comes within 400 px of the viewport; the button stays for keyboards.
   */
  infiniteScroll?: boolean;
};

type Query = {
  sort: QuoteSort;
  filters: Record<string, FilterValue>;
  textFilter: ReturnType<typeof textFilterOf>;
  /** Bumped by Retry. */
  attempt: number;
  /** Re-pricing after 'Edit your cover': the list stays on screen until the new prices replace it. */
  refresh?: boolean;
};

/** The mobile view (spec 001 §4 'View: widths of 992 px or less switch to mobile view'): the filter dialog. */
const COMPARE_MOBILE_QUERY = '(max-width: 767px)';

/**
 * The quotes page island (spec 001 §2 'Quotes section', §4 paging, sorting, de-duplication, grouping, text
 * filter, comparison; issue 9 §4–§6, §8). The server renders the shell with 4 skeleton cards; the island reads
 * the enquiry from the address (or this tab's stored one), fetches with the session headers once the session is
 * ready, and polls while insurers are being priced.
 */
export function Quotes(props: QuotesProps) {
  const { lang, productId, strings, defaultSort } = props;
  const ui = useMemo(() => makeUi(lang, strings), [lang, strings]);
  const { t } = ui;
  const [state, dispatch] = useReducer(listReducer, defaultSort, initialListState);
  const [query, setQuery] = useState<Query>({
    sort: defaultSort,
    filters: {},
    textFilter: undefined,
    attempt: 0,
  });
  const [values, setValues] = useState<Record<string, FilterValue>>({});
  const [formChanged, setFormChanged] = useState(false);
  const defaults = useRef<Record<string, FilterValue> | null>(null);
  const [filterOpen, setFilterOpen] = useState(false);
  const [compare, setCompare] = useState<CompareItem[]>([]);
  const compared = useRef(new Map<string, TQuote>());
  const [limit, setLimit] = useState(3);
  const [barExpanded, setBarExpanded] = useState(true);
  const [compareOpen, setCompareOpen] = useState(false);
  const [choice, setChoice] = useState<LeadChoice | null>(null);
  const [saveOpen, setSaveOpen] = useState(false);
  const [claimId, setClaimId] = useState<string | null>(null);
  const [claimOpen, setClaimOpen] = useState(false);
  const [maskedMobile, setMaskedMobile] = useState<string | null>(null);
  const actionRef = useRef<QuotesQuery['action']>(undefined);
  const appendCtrl = useRef<AbortController | null>(null);
  const enquiryRef = useRef<string | null>(null);
  const [reprice, setReprice] = useState<RepriceState>('idle');
  // Decision 0028: a results link's reference this device may not read yet: the number and its code first.
  const [linkRef, setLinkRef] = useState<string | null>(null);

  // The first page (and the poll while insurers are priced) for the current sort, filters and retry.
  useEffect(() => {
    const named = pageQuery().enquiryId;
    const linked = named ? null : referenceOfAddress(location.search);
    const local = named ?? (linked ? null : stored.enquiryId(productId).get());
    if (!linked && (!local || !ENQUIRY_ID.test(local))) {
      dispatch({ type: 'none' });
      return;
    }
    appendCtrl.current?.abort();
    const ctrl = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    const started = Date.now();
    let id = local ?? enquiryRef.current ?? '';
    const run = async () => {
      if (!id && linked) {
        // A results link names the reference only: the enquiry is found for a device that may read it, else the
        // page shows nothing of it and asks for the number and its code (decision 0028).
        const found = await enquiryOfReference(linked);
        if (ctrl.signal.aborted) return;
        if (!found || !ENQUIRY_ID.test(found)) {
          dispatch({ type: 'none' });
          setLinkRef(linked);
          return;
        }
        id = found;
      }
      enquiryRef.current = id;
      dispatch({ type: 'request', enquiryId: id, append: false, refresh: query.refresh === true });
      // A first visit (a device made by this page load) cannot read any enquiry: answered without a round trip
      // and without a 404 in the console (issue 12). After the number's code (a new attempt) the list is asked.
      if (!linked && query.attempt === 0 && (await deviceIsNew())) {
        if (ctrl.signal.aborted) return;
        dispatch({ type: 'none' });
        setClaimId(pageQuery().enquiryId === id ? id : null);
        return;
      }
      const res = await fetchQuotes(
        {
          productId,
          enquiryId: id,
          skip: 0,
          sortBy: query.sort,
          filters: query.filters,
          textFilter: query.textFilter,
          action: actionRef.current,
        },
        ctrl.signal,
      );
      if (ctrl.signal.aborted) return;
      if (query.refresh) setReprice(res.ok ? 'updated' : 'listFailed');
      if (!res.ok) {
        // Another device's enquiry (or none) answers 404: the same as no enquiry from this browser.
        if (res.status === 404) {
          dispatch({ type: 'none' });
          // Results named by the address may be this visitor's from another device (decision 0017).
          setClaimId(pageQuery().enquiryId === id ? id : null);
        } else dispatch({ type: 'failed', message: serverMessage(res, t('error.load')), append: false });
        return;
      }
      actionRef.current = res.data.action;
      // The enquiry's proved number (masked) as the server holds it; null: not proved yet (decision 0017).
      setMaskedMobile(res.data.maskedMobile);
      if (defaults.current === null) {
        defaults.current = initialValues(res.data.fields);
        setValues(defaults.current);
      }
      dispatch({ type: 'answer', response: res.data, append: false });
      const delay = nextPoll(res.data.status, polls, Date.now() - started);
      if (res.data.status !== 'processing') return;
      if (delay === null) {
        dispatch({ type: 'timeout' });
        return;
      }
      polls += 1;
      timer = setTimeout(() => void run(), delay);
    };
    void run();
    return () => {
      ctrl.abort();
      clearTimeout(timer);
    };
  }, [productId, query, t]);

  // Compare limit 2 on phones, 3 on wider screens (spec 001 §9); a narrower screen keeps the first chosen.
  useEffect(() => {
    const mq = window.matchMedia(COMPARE_MOBILE_QUERY);
    const apply = () => {
      const next = compareLimitFor(mq.matches ? 0 : window.innerWidth);
      setLimit(next);
      setCompare((list) => trimToLimit(list, next));
    };
    apply();
    mq.addEventListener('change', apply);
    return () => mq.removeEventListener('change', apply);
  }, []);

  const showMore = useCallback(async () => {
    const id = enquiryRef.current;
    if (!id) return;
    appendCtrl.current?.abort();
    const ctrl = new AbortController();
    appendCtrl.current = ctrl;
    dispatch({ type: 'request', enquiryId: id, append: true });
    const res = await fetchQuotes(
      {
        productId,
        enquiryId: id,
        skip: nextSkip(state),
        sortBy: query.sort,
        filters: query.filters,
        textFilter: query.textFilter,
        action: actionRef.current,
      },
      ctrl.signal,
    );
    if (ctrl.signal.aborted) return;
    if (res.ok) dispatch({ type: 'answer', response: res.data, append: true });
    else dispatch({ type: 'failed', message: serverMessage(res, t('error.load')), append: true });
  }, [productId, query, state, t]);

  // Infinite scroll (spec 001 §4, §9 margin 400 px): the latest showMore, called when its button nears the view.
  const showMoreRef = useRef(showMore);
  showMoreRef.current = showMore;
  const [moreButton, setMoreButton] = useState<HTMLButtonElement | null>(null);
  const canAutoLoad = props.infiniteScroll === true && !state.appending && !state.errorMessage;
  useEffect(() => {
    if (!moreButton || !canAutoLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void showMoreRef.current();
      },
      { rootMargin: `${QUOTE_INFINITE_SCROLL_MARGIN_PX}px` },
    );
    observer.observe(moreButton);
    return () => observer.disconnect();
  }, [moreButton, canAutoLoad]);

  const fields = state.meta
    ? withTextSearch(state.meta.fields, state.meta.keysToFilter, t('filters.planName'))
    : [];
  const liveText = textFilterOf(fields, values);
  // Typing filters the loaded plans at once; Search asks the server with the same text (spec 001 §4).
  const displayed = applyTextFilter(state.quotes, liveText);
  const view = listView(state, displayed);
  const grouped = GROUPED_PRODUCTS.has(productId) || state.meta?.fieldValues.groupBy === 'providerId';

  const onFilterChange = (id: string, value: FilterValue | undefined) => {
    setValues((v) => withAnswer(fields, v, id, value));
    setFormChanged(true);
  };
  const search = (next: Record<string, FilterValue> = values) => {
    setQuery((q) => ({
      ...q,
      filters: filterBody(fields, next),
      textFilter: textFilterOf(fields, next),
      refresh: false,
    }));
    setFormChanged(false);
    setFilterOpen(false);
  };
  const clearFilters = () => {
    const d = defaults.current ?? {};
    setValues(d);
    search(d);
  };

  // 'Edit your cover' saved new answers: re-price in place (a changed cover type also narrows the list to it).
  const repriced = (saved: SavedOptions) => {
    const follow = followAnswers(fields, values, query.filters, saved.answers, saved.changed);
    if (follow) setValues(follow.values);
    setReprice('updating');
    setQuery((q) => ({
      ...q,
      ...(follow ? { filters: follow.filters } : {}),
      attempt: q.attempt + 1,
      refresh: true,
    }));
  };

  const toggle = (q: TQuote) => {
    compared.current.set(quoteKey(q), q);
    setCompare((list) => toggleCompare(list, compareItemOf(q), limit));
    setBarExpanded(true);
  };
  const compareNow = () => {
    if (props.comparePath)
      window.location.assign(comparisonHref(props.comparePath, compare, enquiryRef.current));
    else setCompareOpen(true);
  };
  const choose = (q: TQuote) => {
    if (enquiryRef.current) setChoice({ quote: q, enquiryId: enquiryRef.current, productId });
  };

  const phase = state.phase;
  const meta = state.meta;
  const busy = phase === 'init' || phase === 'loading' || phase === 'processing';
  const filtersOn = hasActiveFilter(fields, query.filters) || !!query.textFilter || !!liveText;
  const allDeclined = !meta || meta.insurerCount === 0 || meta.declined.length >= meta.insurerCount;
  const empty = (phase === 'loaded' || phase === 'timeout') && displayed.length === 0;
  const emptyKind = empty ? (filtersOn && !allDeclined ? 'no-plans' : 'not-found') : null;
  const dataState = emptyKind ?? phase;

  const certificateHref = (q: TQuote) => `${props.certificatePath}?quoteId=${encodeURIComponent(q.quoteId)}`;
  const card = (q: TQuote, headingLevel: 3 | 4) => {
    const key = quoteKey(q);
    const isCompared = compare.some((c) => c.key === key);
    return (
      <li key={key} className="quotes-list__item">
        <QuoteCard
          quote={q}
          productId={productId}
          certificateHref={certificateHref(q)}
          compared={isCompared}
          compareDisabled={!canToggle(compare, key, limit)}
          onCompare={() => toggle(q)}
          onChoose={() => choose(q)}
          headingLevel={headingLevel}
        />
      </li>
    );
  };

  const compareQuotes = compare
    .map((c) => state.quotes.find((q) => quoteKey(q) === c.key) ?? compared.current.get(c.key))
    .filter((q): q is TQuote => q !== undefined);
  const summaryQuote = productId === PRODUCT.HEALTH_INSURANCE ? (choice?.quote ?? displayed[0]) : undefined;

  const panel = (idPrefix: string) => (
    <FilterPanel
      fields={fields}
      values={values}
      idPrefix={idPrefix}
      changed={formChanged}
      onChange={onFilterChange}
      onSearch={() => search()}
      onClear={clearFilters}
    />
  );

  return (
    <UiContext.Provider value={ui}>
      <div
        className="quotes-app"
        data-state={dataState}
        data-testid="quotes"
        aria-busy={busy || reprice === 'updating'}
      >
        {phase === 'none' && linkRef ? (
          <section
            className="quotes-app__message quotes-app__link-gate"
            aria-label={t('link.title')}
            data-testid="results-link-gate"
          >
            <VerifyNumber
              api={accessNumberApi(linkRef)}
              rules={props.rules}
              intro={t('link.intro')}
              onVerified={() => {
                // This device may read the results now: find them by the reference again, then fetch them.
                setLinkRef(null);
                setQuery((q) => ({ ...q, attempt: q.attempt + 1, refresh: false }));
              }}
            />
          </section>
        ) : (
          <div
            className={
              fields.length > 0 ? 'quotes-app__layout quotes-app__layout--filters' : 'quotes-app__layout'
            }
          >
            {fields.length > 0 ? (
              <aside className="quotes-app__filters" aria-labelledby="quotes-filters-title">
                <h2 id="quotes-filters-title" className="quotes-app__filters-title">
                  {t('filters.title')}
                </h2>
                {panel('qfd')}
              </aside>
            ) : null}
            <div className="quotes-app__main">
              {meta?.description && phase !== 'processing' ? (
                <p className="quotes-app__description">{meta.description}</p>
              ) : null}
              {phase === 'none' ? null : (
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
                      onChange={(e) => {
                        const sort = e.target.value as QuoteSort;
                        dispatch({ type: 'sort', sort });
                        setQuery((q) => ({ ...q, sort, refresh: false }));
                      }}
                    >
                      {QUOTE_SORTS.map((s) => (
                        <option key={s} value={s}>
                          {t(`sort.${s}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                  {fields.length > 0 ? (
                    <button
                      type="button"
                      className="button button--outline quotes-app__filter-button"
                      onClick={() => setFilterOpen(true)}
                      data-testid="filter-open"
                    >
                      {t('filters.open')}
                    </button>
                  ) : null}
                  {props.numberForm && meta && maskedMobile === null ? (
                    <button
                      type="button"
                      className="button button--outline"
                      onClick={() => setSaveOpen(true)}
                      data-testid="save-results"
                    >
                      {t('save.button')}
                    </button>
                  ) : null}
                </div>
              )}
              {/* Once the list answered: the enquiry is this device's own (a 404 reads as none). */}
              {props.editCover && state.enquiryId && meta ? (
                <EditCover
                  lang={lang}
                  productId={productId}
                  enquiryId={state.enquiryId}
                  formKey={props.editCover.formKey}
                  rules={props.rules}
                  state={reprice}
                  onState={setReprice}
                  onSaved={repriced}
                />
              ) : null}
              {state.enquiryId && meta ? (
                <ResultsReference enquiryId={state.enquiryId} numberProved={maskedMobile !== null} />
              ) : null}
              {meta ? <WhyThisOrder ranking={meta.ranking} /> : null}

              {phase === 'processing' && meta ? (
                <div className="quotes-app__progress" role="status" data-testid="quotes-progress">
                  <progress max={Math.max(1, meta.insurerCount)} value={meta.pricedCount} />
                  <span>{t('progress', { count: meta.insurerCount, priced: meta.pricedCount })}</span>
                </div>
              ) : null}
              {/*
                The status line the server paints with the shell ('Loading your quotes…') is the same element that
                says 'no enquiry from this browser' once the list answers 404: the answer replaces its text in place
                (no new, larger paragraph after the fetch, so the largest paint stays the server's; issue 12), and
                the area keeps the shell's height (quotes.css) so nothing below it moves.
              */}
              {phase === 'init' || phase === 'loading' || phase === 'none' ? (
                <div
                  className={
                    phase === 'none' ? 'quotes-app__status quotes-app__message' : 'quotes-app__status'
                  }
                  data-testid={phase === 'none' ? 'quotes-none' : undefined}
                >
                  <p role="status">
                    {phase === 'none' ? (
                      <>
                        {t('none.text')}
                        {claimId ? (
                          <>
                            <br />
                            {t('access.prompt')}
                          </>
                        ) : null}
                      </>
                    ) : (
                      t('loading')
                    )}
                  </p>
                  {phase === 'none' ? (
                    <div className="quotes-app__none-actions">
                      <a className="button" href={props.productPath}>
                        {t('none.link')}
                      </a>
                      {/* Results named by the address may be this visitor's from another device (decision 0017). */}
                      {claimId ? (
                        <button
                          type="button"
                          className="button button--outline"
                          onClick={() => setClaimOpen(true)}
                          data-testid="open-saved"
                        >
                          {t('access.button')}
                        </button>
                      ) : null}
                    </div>
                  ) : null}
                </div>
              ) : null}

              {busy ? <QuoteSkeletons count={QUOTE_SKELETONS} /> : null}

              {phase === 'error' ? (
                <div
                  className="quotes-app__message quotes-app__message--error"
                  role="alert"
                  data-testid="quotes-error"
                >
                  <p>{state.errorMessage ?? t('error.load')}</p>
                  <button
                    type="button"
                    className="button"
                    onClick={() => setQuery((q) => ({ ...q, attempt: q.attempt + 1, refresh: false }))}
                  >
                    {t('error.retry')}
                  </button>
                </div>
              ) : null}
              {phase === 'timeout' ? (
                <div className="quotes-app__message" role="status">
                  <p>{t('error.timeout')}</p>
                  <button
                    type="button"
                    className="button"
                    onClick={() => setQuery((q) => ({ ...q, attempt: q.attempt + 1, refresh: false }))}
                  >
                    {t('error.retry')}
                  </button>
                </div>
              ) : null}

              {emptyKind === 'not-found' ? (
                <div className="quotes-app__message" data-testid="quotes-empty">
                  <p className="quotes-app__empty-title">{t('empty.notFound')}</p>
                  {meta && meta.declined.length > 0 ? (
                    <>
                      <p>{t('empty.declinedIntro')}</p>
                      <ul className="quotes-app__declined" data-testid="declined">
                        {meta.declined.map((d) => (
                          <li key={d.providerId}>
                            <strong>{d.providerName}</strong>: {d.reason}
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </div>
              ) : null}
              {emptyKind === 'no-plans' ? (
                <div className="quotes-app__message" data-testid="quotes-empty">
                  <p className="quotes-app__empty-title">{t('empty.noPlans')}</p>
                  <button type="button" className="button button--outline" onClick={clearFilters}>
                    {t('filters.clear')}
                  </button>
                </div>
              ) : null}

              {summaryQuote && !busy ? (
                <PlanSummary quote={summaryQuote} onApply={() => choose(summaryQuote)} />
              ) : null}

              {!busy && view.visible.length > 0 ? (
                grouped ? (
                  <div className="quotes-groups">
                    {groupByProvider(view.visible).map((g) => (
                      <section
                        key={g.providerId}
                        className="quotes-group"
                        aria-labelledby={`quotes-group-${g.providerId}`}
                        data-testid="quotes-group"
                      >
                        <h3 id={`quotes-group-${g.providerId}`} className="quotes-group__title">
                          {g.providerName}{' '}
                          <span className="quotes-group__count">
                            {t('planCount', { count: g.quotes.length })}
                          </span>
                        </h3>
                        <ul className="quotes-list">{g.quotes.map((q) => card(q, 4))}</ul>
                      </section>
                    ))}
                  </div>
                ) : (
                  <ul className="quotes-list" data-testid="quotes-list">
                    {view.visible.map((q) => card(q, 3))}
                  </ul>
                )
              ) : null}

              {!busy ? (
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
                      ref={setMoreButton}
                      disabled={state.appending}
                      onClick={() => void showMore()}
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
                  {state.errorMessage && phase === 'loaded' ? (
                    <p className="quotes-app__inline-error" role="alert">
                      {state.errorMessage}
                    </p>
                  ) : null}
                </div>
              ) : null}

              {/* Who did not quote, and why (loans: each bank's eligibility reasons, decision 0018). */}
              {!busy && !emptyKind && meta && meta.declined.length > 0 ? (
                <details className="quotes-app__declined-more" data-testid="declined-more">
                  <summary>{t('declinedMore', { count: meta.declined.length })}</summary>
                  <ul className="quotes-app__declined">
                    {meta.declined.map((d) => (
                      <li key={d.providerId}>
                        <strong>{d.providerName}</strong>: {d.reason}
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}

              {meta?.disclaimer ? <p className="quotes-app__disclaimer">{meta.disclaimer}</p> : null}
            </div>
          </div>
        )}

        <CompareBar
          items={compare}
          limit={limit}
          expanded={barExpanded}
          onExpand={setBarExpanded}
          onRemove={(key) => setCompare((list) => removeCompare(list, key))}
          onCompareNow={compareNow}
        />

        {fields.length > 0 ? (
          <Dialog
            open={filterOpen}
            onClose={() => setFilterOpen(false)}
            title={t('filters.title')}
            className="dialog--sheet qfilter-dialog"
            data-testid="filter-dialog"
          >
            {panel('qfm')}
            <button
              type="button"
              className="button button--outline qfilter-dialog__close"
              onClick={() => setFilterOpen(false)}
            >
              {t('filters.close')}
            </button>
          </Dialog>
        ) : null}

        {compareOpen ? (
          <Dialog
            open
            onClose={() => setCompareOpen(false)}
            title={t('compare.dialogTitle')}
            className="compare-dialog"
            data-testid="compare-dialog"
          >
            <CompareTable
              caption={t('compare.dialogTitle')}
              {...tableFromQuotes(compareQuotes, {
                cover: t('comparison.cover'),
                features: t('comparison.features'),
              })}
            />
            <button type="button" className="button" onClick={() => setCompareOpen(false)}>
              {t('compare.close')}
            </button>
          </Dialog>
        ) : null}

        {claimOpen && claimId ? (
          <Dialog
            open
            onClose={() => setClaimOpen(false)}
            labelledBy="verify-number-title"
            className="lead"
            data-testid="claim-dialog"
          >
            <VerifyNumber
              api={accessNumberApi(claimId)}
              rules={props.rules}
              intro={t('access.intro')}
              onVerified={() => {
                // This device may read the results now: fetch them.
                setClaimOpen(false);
                setClaimId(null);
                setQuery((q) => ({ ...q, attempt: q.attempt + 1, refresh: false }));
              }}
            />
          </Dialog>
        ) : null}

        {saveOpen && props.numberForm && state.enquiryId ? (
          <Dialog
            open
            onClose={() => setSaveOpen(false)}
            labelledBy={maskedMobile ? 'save-done-title' : 'verify-number-title'}
            className="lead"
            data-testid="save-dialog"
          >
            {maskedMobile ? (
              <div data-testid="save-done">
                <h2 id="save-done-title" className="dialog__title">
                  {t('save.title')}
                </h2>
                <p role="status">{rich(t('save.done'), { mobile: <Ltr>{maskedMobile}</Ltr> })}</p>
                <div className="lead__actions">
                  <button type="button" className="button" data-autofocus onClick={() => setSaveOpen(false)}>
                    {t('save.close')}
                  </button>
                </div>
              </div>
            ) : (
              <VerifyNumber
                api={formNumberApi(props.numberForm, productId, state.enquiryId)}
                rules={props.rules}
                intro={t('number.saveIntro')}
                onVerified={setMaskedMobile}
              />
            )}
          </Dialog>
        ) : null}

        {choice ? (
          <LeadPopup
            choice={choice}
            maskedMobile={maskedMobile}
            numberStep={
              props.numberForm
                ? {
                    api: formNumberApi(props.numberForm, productId, choice.enquiryId),
                    rules: props.rules,
                  }
                : null
            }
            onVerified={setMaskedMobile}
            onClose={() => setChoice(null)}
            send={(c) =>
              postLead({
                planId: c.quote.planId,
                providerId: c.quote.providerId,
                quoteId: c.quote.quoteId,
                enquiryId: c.enquiryId,
                productId: c.productId,
              })
            }
          />
        ) : null}
      </div>
    </UiContext.Provider>
  );
}
