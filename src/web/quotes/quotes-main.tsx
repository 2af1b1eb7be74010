import type { ReactNode } from 'react';
import type { TQuote } from '../../shared/contracts/quotes-api';
import { LOAN_OFFER_PRODUCT_IDS, QUOTE_SKELETONS } from '../../shared/contracts/quotes-api-constants';
import { EditCover } from './edit-cover-section';
import type { ListState, ListView } from './list';
import { QuoteSkeletons } from './quote-card';
import { QuotesEmpty, QuotesLoadProblem, QuotesStatusLine, DeclinedMore } from './quotes-states';
import { QuotesPaging, QuotesResults } from './quotes-results';
import { QuotesToolbar } from './quotes-toolbar';
import type { QuotesProps } from './quotes-props';
import { ResultsReference } from './results-link';
import { useUi } from './ui';
import type { Compare } from './use-compare';
import type { QuoteFilters } from './use-quote-filters';
import type { QuotesList } from './use-quotes-list';
import type { SaveNumber } from './use-save-number';
import { PlanSummary, WhyThisOrder } from './why-order';

export type PageState = {
  /** Skeletons instead of the list: nothing answered yet, or insurers are still being priced. */
  busy: boolean;
  emptyKind: 'not-found' | 'no-plans' | null;
  /** The app's data-state: the kind of empty answer, else the phase. */
  dataState: string;
};

/** An empty list reads 'no plans match' only when filters are on and some insurer quoted at all. */
export function pageStateOf(state: ListState, displayed: readonly TQuote[], filtersOn: boolean): PageState {
  const { phase, meta } = state;
  const busy = phase === 'init' || phase === 'loading' || phase === 'processing';
  const allDeclined = !meta || meta.insurerCount === 0 || meta.declined.length >= meta.insurerCount;
  const empty = (phase === 'loaded' || phase === 'timeout') && displayed.length === 0;
  const emptyKind = empty ? (filtersOn && !allDeclined ? 'no-plans' : 'not-found') : null;
  return { busy, emptyKind, dataState: emptyKind ?? phase };
}

/** The list column: what the enquiry is, the toolbar, re-pricing, the list's states, the list and its paging. */
export function QuotesMain(props: {
  /** The island's own props. */
  p: QuotesProps;
  list: QuotesList;
  filters: QuoteFilters;
  compare: Compare;
  number: SaveNumber;
  page: PageState;
  view: ListView;
  grouped: boolean;
  summaryQuote: TQuote | undefined;
  /** Keep my doctor (health, decision 0099): its trigger above the list, and whether places are chosen. */
  doctor?: { node: ReactNode; chosen: boolean } | undefined;
  moreButtonRef(button: HTMLButtonElement | null): void;
  onChoose(q: TQuote): void;
  onBuy(q: TQuote): void;
}) {
  const { t } = useUi();
  const { p, list, number, page } = props;
  const { state } = list;
  const { phase, meta } = state;
  const { busy, emptyKind } = page;
  const summary = props.summaryQuote;
  // A refused loan has no list: no offers to describe or count, no sort, filter or order (decision 0064).
  const noList = emptyKind === 'not-found' && LOAN_OFFER_PRODUCT_IDS.includes(p.productId);
  return (
    <div className="quotes-app__main">
      {meta?.description && phase !== 'processing' && !noList ? (
        <p className="quotes-app__description">{meta.description}</p>
      ) : null}
      {phase === 'none' || noList ? null : (
        <QuotesToolbar
          list={list}
          productId={p.productId}
          hospitals={props.doctor?.chosen}
          hasFilters={props.filters.fields.length > 0}
          onOpenFilters={() => props.filters.setFilterOpen(true)}
          onSave={
            p.numberForm && meta && number.maskedMobile === null ? () => number.setSaveOpen(true) : null
          }
        />
      )}
      {/* Once the list answered: the enquiry is this device's own (a 404 reads as none). Compact controls, each
          collapsed, so the first plan's price is on the first screen of a phone (decision 0065). */}
      {state.enquiryId && meta ? (
        <div className="quotes-app__extras" data-testid="quotes-extras">
          {props.doctor?.node}
          {p.editCover ? (
            <EditCover
              lang={p.lang}
              productId={p.productId}
              enquiryId={state.enquiryId}
              formKey={p.editCover.formKey}
              rules={p.rules}
              state={list.reprice}
              onState={list.setReprice}
              onSaved={props.filters.repriced}
            />
          ) : null}
          <ResultsReference enquiryId={state.enquiryId} numberProved={number.maskedMobile !== null} />
          {noList ? null : <WhyThisOrder ranking={meta.ranking} />}
          {summary && !busy ? <PlanSummary quote={summary} onApply={() => props.onChoose(summary)} /> : null}
        </div>
      ) : null}

      {phase === 'processing' && meta ? (
        <div className="quotes-app__progress" role="status" data-testid="quotes-progress">
          <progress max={Math.max(1, meta.insurerCount)} value={meta.pricedCount} />
          <span>{t('progress', { count: meta.insurerCount, priced: meta.pricedCount })}</span>
        </div>
      ) : null}
      <QuotesStatusLine
        phase={phase}
        productPath={p.productPath}
        claimId={number.claimId}
        onClaim={() => number.setClaimOpen(true)}
      />

      {busy ? <QuoteSkeletons count={QUOTE_SKELETONS} /> : null}

      <QuotesLoadProblem phase={phase} errorMessage={state.errorMessage} onRetry={list.retry} />
      <QuotesEmpty
        kind={emptyKind}
        declined={meta?.declined}
        refusal={meta?.refusal}
        productPath={p.productPath}
        onClear={props.filters.clear}
      />

      {!busy ? (
        <QuotesResults
          quotes={props.view.visible}
          grouped={props.grouped}
          productId={p.productId}
          certificatePath={p.certificatePath}
          compare={props.compare}
          onChoose={props.onChoose}
          onBuy={props.onBuy}
        />
      ) : null}

      {!busy ? <QuotesPaging list={list} view={props.view} moreButtonRef={props.moreButtonRef} /> : null}

      {!busy && !emptyKind && meta && meta.declined.length > 0 ? (
        <DeclinedMore declined={meta.declined} />
      ) : null}

      {meta?.disclaimer ? <p className="quotes-app__disclaimer">{meta.disclaimer}</p> : null}
    </div>
  );
}
