import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { TQuote } from '../../shared/contracts/quotes-api';
import { KEEP_MY_DOCTOR_PRODUCT_ID } from '../../shared/contracts/quotes-api-constants';
import { PRODUCT } from '../../shared/domain/products';
import { pendingPlaces, placesOfQuotes } from '../widgets/hospital-picker/pending';
import type { Place } from '../widgets/hospital-picker/state';
import { CompareBar } from './compare-bar';
import { QuoteFilterPanel } from './filter-panel';
import { applyTextFilter } from './filters';
import type { LeadChoice } from './lead-popup';
import { GROUPED_PRODUCTS, listView } from './list';
import { pageStateOf, QuotesMain } from './quotes-main';
import type { QuotesProps } from './quotes-props';
import { makeUi, UiContext } from './ui';
import { useAddressState } from './use-address-state';
import { useCompare } from './use-compare';
import { useInfiniteScroll } from './use-infinite-scroll';
import { useFilterValues, useQuoteFilters } from './use-quote-filters';
import { useQuotesList } from './use-quotes-list';
import { useSaveNumber } from './use-save-number';

export type { QuotesProps };

/**
 * Not on the first screen, so their own chunks (decision 0065): the compare dialog, and the number and choice
 * dialogs, each loaded when first opened; so is the phone's filter sheet with the dialog controller (decision 0075).
 */
const CompareDialog = lazy(() => import('./compare-dialog'));
const FilterDialog = lazy(() => import('./quotes-dialogs').then((m) => ({ default: m.FilterDialog })));
const access = () => import('./quotes-access');
const ResultsLinkGate = lazy(() => access().then((m) => ({ default: m.ResultsLinkGate })));
const ClaimDialog = lazy(() => access().then((m) => ({ default: m.ClaimDialog })));
const SaveDialog = lazy(() => access().then((m) => ({ default: m.SaveDialog })));
const ChoicePopup = lazy(() => access().then((m) => ({ default: m.ChoicePopup })));
/** Keep my doctor's trigger (health, decision 0099): not in the list's chunk, which every product's quotes page loads. */
const KeepDoctor = lazy(() =>
  import('../widgets/hospital-picker/trigger').then((m) => ({ default: m.KeepDoctor })),
);
/** 'Buy online' (decision 0087): the dialog and its catalogue load on the first Buy, not with the list. */
const BuyDialog = lazy(() => import('./buy-dialog').then((m) => ({ default: m.BuyDialog })));

/**
 * The quotes page island (docs/product/quotes.md: paging, sorting, de-duplication, grouping, text filter,
 * comparison). The server renders the shell with 4 skeleton cards; the island reads the enquiry from the address
 * (or this tab's stored one), fetches with the session headers once the session is ready, and polls while insurers
 * are being priced. The hooks hold the state (use-quotes-list, use-quote-filters, use-compare, use-save-number),
 * the sections the markup.
 */
export function Quotes(props: QuotesProps) {
  const { lang, productId, strings, defaultSort } = props;
  const ui = useMemo(() => makeUi(lang, strings), [lang, strings]);
  const { t } = ui;
  const number = useSaveNumber();
  const form = useFilterValues();
  const list = useQuotesList({ productId, defaultSort, t, number, seedFilters: form.seed });
  const compare = useCompare(props.comparePath, list.enquiryRef);
  const filters = useQuoteFilters(form, list, t);
  const [choice, setChoice] = useState<LeadChoice | null>(null);
  const [buying, setBuying] = useState<LeadChoice | null>(null);
  const { state } = list;
  const moreButtonRef = useInfiniteScroll(
    list.showMore,
    props.infiniteScroll === true && !state.appending && !state.errorMessage,
  );

  // Typing filters the loaded plans at once; Search asks the server with the same text.
  const displayed = applyTextFilter(state.quotes, filters.liveText);
  const view = listView(state, displayed);
  const grouped = GROUPED_PRODUCTS.has(productId) || state.meta?.fieldValues.groupBy === 'providerId';
  const page = pageStateOf(state, displayed, filters.filtersOn);
  const hasFilters = filters.fields.length > 0;
  const choose = (q: TQuote) => {
    if (list.enquiryRef.current) setChoice({ quote: q, enquiryId: list.enquiryRef.current, productId });
  };
  const buy = (q: TQuote) => {
    if (list.enquiryRef.current) setBuying({ quote: q, enquiryId: list.enquiryRef.current, productId });
  };
  useAddressState({ defaultSort, list, form, filters, compare, onChoose: choose });
  const summaryQuote = productId === PRODUCT.HEALTH_INSURANCE ? (choice?.quote ?? displayed[0]) : undefined;

  // Keep my doctor (decision 0099): the places chosen here (or on the journey), else the saved choice as the answer
  // names it on every health quote (reload, the results link).
  const doctorOn = productId === KEEP_MY_DOCTOR_PRODUCT_ID;
  const [places, setPlaces] = useState<Place[] | null>(null);
  // The journey's pick (session storage) after the first render, which must match the server's (no storage there).
  useEffect(() => {
    const pending = doctorOn ? pendingPlaces(productId) : undefined;
    if (pending) setPlaces(pending);
  }, [doctorOn, productId]);
  const answered = useMemo(() => placesOfQuotes(state.quotes), [state.quotes]);
  const chosen = places ?? answered ?? [];
  const choosePlaces = (next: Place[]) => {
    setPlaces(next);
    // The first place puts the best match first; none left goes back from that order to the product's own.
    const sort =
      chosen.length === 0 && next.length > 0
        ? 'NETWORK_MATCH_DESC'
        : next.length === 0 && state.sort === 'NETWORK_MATCH_DESC'
          ? defaultSort
          : undefined;
    list.chooseHospitals(
      next.map((p) => p.providerId),
      sort,
    );
  };
  const doctor = doctorOn
    ? {
        chosen: chosen.length > 0,
        node: (
          <Suspense fallback={null}>
            <KeepDoctor
              lang={lang}
              idPrefix="kmd-quotes"
              compact
              t={(key, params) => t(`keepDoctor.${key}`, params)}
              chosen={chosen}
              onChange={choosePlaces}
            />
          </Suspense>
        ),
      }
    : undefined;

  return (
    <UiContext.Provider value={ui}>
      <div
        className="quotes-app"
        data-state={page.dataState}
        data-testid="quotes"
        aria-busy={page.busy || list.reprice === 'updating'}
      >
        {state.phase === 'none' && number.linkRef ? (
          <Suspense fallback={null}>
            <ResultsLinkGate
              linkRef={number.linkRef}
              rules={props.rules}
              onVerified={() => {
                // This device may read the results now: find them by the reference again, then fetch them.
                number.setLinkRef(null);
                list.retry();
              }}
            />
          </Suspense>
        ) : (
          <div
            className={hasFilters ? 'quotes-app__layout quotes-app__layout--filters' : 'quotes-app__layout'}
          >
            {hasFilters ? (
              <aside className="quotes-app__filters" aria-labelledby="quotes-filters-title">
                <h2 id="quotes-filters-title" className="quotes-app__filters-title">
                  {t('filters.title')}
                </h2>
                <QuoteFilterPanel filters={filters} idPrefix="qfd" />
              </aside>
            ) : null}
            <QuotesMain
              p={props}
              list={list}
              filters={filters}
              compare={compare}
              number={number}
              page={page}
              view={view}
              grouped={grouped}
              summaryQuote={summaryQuote}
              doctor={doctor}
              moreButtonRef={moreButtonRef}
              onChoose={choose}
              onBuy={buy}
            />
          </div>
        )}

        <CompareBar
          items={compare.items}
          limit={compare.limit}
          expanded={compare.barExpanded}
          onExpand={compare.setBarExpanded}
          onRemove={compare.remove}
          onCompareNow={compare.compareNow}
        />
        <Suspense fallback={null}>
          {filters.filterOpen && hasFilters ? <FilterDialog filters={filters} /> : null}
          {compare.dialogOpen ? (
            <CompareDialog compare={compare} loaded={state.quotes} onChoose={choose} />
          ) : null}
          {number.claimOpen ? (
            <ClaimDialog number={number} rules={props.rules} onVerified={list.retry} />
          ) : null}
          {number.saveOpen ? (
            <SaveDialog
              number={number}
              numberForm={props.numberForm}
              productId={productId}
              enquiryId={state.enquiryId}
              rules={props.rules}
            />
          ) : null}
          {choice ? (
            <ChoicePopup
              choice={choice}
              number={number}
              numberForm={props.numberForm}
              rules={props.rules}
              onClose={() => setChoice(null)}
            />
          ) : null}
          {buying ? (
            <BuyDialog
              choice={buying}
              maskedMobile={number.maskedMobile}
              numberForm={props.numberForm}
              rules={props.rules}
              onVerified={number.setMaskedMobile}
              onClose={() => setBuying(null)}
            />
          ) : null}
        </Suspense>
      </div>
    </UiContext.Provider>
  );
}
