import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { QuoteSort, TFilterField } from '../../shared/contracts/quotes-api';
import { KEEP_MY_DOCTOR_PRODUCT_ID } from '../../shared/contracts/quotes-api-constants';
import type { TFunction } from '../../shared/i18n/translator';
import { pageQuery } from '../session/context';
import { stored } from '../session/storage';
import { deviceIsNew, ENQUIRY_ID, fetchQuotes, serverMessage, type QuotesQuery } from './api';
import type { RepriceState } from './edit-cover-section';
import type { FilterValue, TextFilter } from './filters';
import { initialListState, listReducer, nextSkip } from './list';
import { nextPoll } from './poll';
import { clearPendingPlaces, pendingPlaces } from '../widgets/hospital-picker/pending';
import { enquiryOfReference, referenceOfAddress } from './results-link-api';
import type { SaveNumber } from './use-save-number';

export type Query = {
  sort: QuoteSort;
  filters: Record<string, FilterValue>;
  textFilter: TextFilter | undefined;
  /** Bumped by Retry. */
  attempt: number;
  /** Re-pricing after 'Edit your cover': the list stays on screen until the new prices replace it. */
  refresh?: boolean;
  /**
   * Keep my doctor (health, decision 0099): the chosen places' ids sent with every request; absent: the enquiry's
   * saved choice applies (reload, the results link). From the journey's pick (session storage) at first.
   */
  hospitalIds?: readonly number[];
};

export type QuotesList = ReturnType<typeof useQuotesList>;

/**
 * The quotes list (docs/product/quotes.md): reads the enquiry from the address (or this tab's stored one, or a
 * results link's reference), fetches the first page with the session headers for the current sort, filters and
 * retry, polls while insurers are being priced, and appends the next page on Show More.
 */
export function useQuotesList(opts: {
  productId: number;
  defaultSort: QuoteSort;
  t: TFunction;
  number: Pick<SaveNumber, 'setMaskedMobile' | 'setClaimId' | 'setLinkRef'>;
  /** The first answer's filter fields: the filter form's defaults. */
  seedFilters(fields: readonly TFilterField[]): void;
}) {
  const { productId, defaultSort, t, seedFilters } = opts;
  const { setMaskedMobile, setClaimId, setLinkRef } = opts.number;
  const [state, dispatch] = useReducer(listReducer, defaultSort, initialListState);
  const [query, setQuery] = useState<Query>(() => {
    const pending = productId === KEEP_MY_DOCTOR_PRODUCT_ID ? pendingPlaces(productId) : undefined;
    return {
      sort: defaultSort,
      filters: {},
      textFilter: undefined,
      attempt: 0,
      ...(pending ? { hospitalIds: pending.map((p) => p.providerId) } : {}),
    };
  });
  /** A changed choice of hospitals keeps the loaded list on screen until the new order replaces it (once). */
  const keepRef = useRef(false);
  // Places picked on the journey put the best match first, as a first pick here does; after the first render, which
  // must match the server's (no session storage there).
  const pickedOnJourney = useRef((query.hospitalIds?.length ?? 0) > 0);
  useEffect(() => {
    if (!pickedOnJourney.current) return;
    pickedOnJourney.current = false;
    dispatch({ type: 'sort', sort: 'NETWORK_MATCH_DESC' });
    setQuery((q) => ({ ...q, sort: 'NETWORK_MATCH_DESC' }));
  }, []);
  const [reprice, setReprice] = useState<RepriceState>('idle');
  const actionRef = useRef<QuotesQuery['action']>(undefined);
  const appendCtrl = useRef<AbortController | null>(null);
  const enquiryRef = useRef<string | null>(null);

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
    const keep = keepRef.current;
    keepRef.current = false;
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
      dispatch({ type: 'request', enquiryId: id, append: false, refresh: query.refresh === true || keep });
      // A first visit (a device made by this page load) cannot read any enquiry: answered without a round trip
      // and without a 404 in the console. After the number's code (a new attempt) the list is asked.
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
          hospitalIds: query.hospitalIds,
          action: actionRef.current,
        },
        ctrl.signal,
      );
      if (ctrl.signal.aborted) return;
      // The journey's pick is now saved with the enquiry (decision 0095).
      if (res.ok && query.hospitalIds) clearPendingPlaces(productId);
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
      seedFilters(res.data.fields);
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
  }, [productId, query, t, seedFilters, setClaimId, setLinkRef, setMaskedMobile]);

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
        hospitalIds: query.hospitalIds,
        action: actionRef.current,
      },
      ctrl.signal,
    );
    if (ctrl.signal.aborted) return;
    if (res.ok) dispatch({ type: 'answer', response: res.data, append: true });
    else dispatch({ type: 'failed', message: serverMessage(res, t('error.load')), append: true });
  }, [productId, query, state, t]);

  /** Retry, and the fetch after the number's code: a new attempt of the same query. */
  const retry = () => setQuery((q) => ({ ...q, attempt: q.attempt + 1, refresh: false }));
  const sortBy = (sort: QuoteSort) => {
    dispatch({ type: 'sort', sort });
    setQuery((q) => ({ ...q, sort, refresh: false }));
  };

  /** Keep my doctor (decision 0099): a new choice asks the list again, with `sort` when the choice changes it. */
  const chooseHospitals = (hospitalIds: readonly number[], sort?: QuoteSort) => {
    if (sort) dispatch({ type: 'sort', sort });
    keepRef.current = true;
    setQuery((q) => ({ ...q, hospitalIds, ...(sort ? { sort } : {}), refresh: false }));
  };

  return {
    state,
    dispatch,
    query,
    setQuery,
    retry,
    sortBy,
    showMore,
    chooseHospitals,
    enquiryRef,
    reprice,
    setReprice,
  };
}
