import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { TEnquirySubmit, TField, TFieldValue, TForm } from '../../shared/contracts/journey';
import { isFieldActive } from '../../shared/rules/constraints/evaluate';
import { validateField } from '../../shared/rules/engine';
import { pageQuery } from '../session/context';
import { START_NEW_SEARCH_EVENT, type StartNewSearchDetail } from '../recent-searches/actions';
import { resetLeadDetails, saveAnswers } from './cache';
import { apiGet } from './api';
import {
  applyOutcome,
  currentEnquiryId,
  fetchUserForm,
  inFrame,
  optionsOf,
  prefill,
  rangeOf,
  resendOtp,
  submitForm,
  type Env,
} from './controller';
import { ErrorBanner } from './error-banner';
import { fieldIds } from './fields/common';
import { Field } from './fields/field';
import { DOCUMENT_SUGGESTIONS_EVENT, type DocumentSuggestion } from './fields/upload';
import { LoadingOverlay } from './loading-overlay';
import {
  fieldsAt,
  forValidation,
  isLastScreenOfForm,
  isMaskedContact,
  prevPos,
  samePos,
  screenContext,
  validateScreen,
} from './navigation';
import { OtpPopup } from './otp-popup';
import { controlsPending } from './fields/lazy-control';
import { ContactNotice } from './contact-notice';
import { isContactEntry } from './submit';
import { fillPlaceholders } from './placeholders';
import { latestOnly } from './latest-only';
import { historyEntryOf, JourneyProgress, readProgress, saveProgress } from './progress';
import { initialState, journeyReducer } from './reducer';
import { bindJourneyCatalogues, errorText, tj, type JourneyStrings } from './strings';
import type { FieldErrorState, JourneyProps, JourneyState } from './types';

/** Spec 000 §4 'Retry on client': content (or the error image) shows no sooner than 400 ms after the loader. */
export const RETRY_REVEAL_MS = 400;

type Retry = 'idle' | 'loading' | 'failed';

function focusField(fieldId: string): void {
  const host = document.querySelector(`[data-field="${CSS.escape(fieldId)}"]`);
  const target =
    host?.querySelector<HTMLElement>('input, select, textarea, button') ?? (host as HTMLElement | null);
  target?.focus();
}

/**
 * 'Are you sure?' for an answer outside the suggested range (a car value far below its catalogue range): shown
 * under the field, never blocking (issue 13 §1). Real contradictions are rules of the form and do block.
 */
export function plausibilityWarning(
  range: { min: number; max: number } | undefined,
  value: unknown,
  lang: string,
  strings: JourneyStrings,
): string | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!range || !Number.isFinite(n) || (n >= range.min && n <= range.max)) return null;
  const fmt = new Intl.NumberFormat(`${lang}-AE`);
  return tj(strings, 'plausibility', { min: fmt.format(range.min), max: fmt.format(range.max) });
}

/**
 * The journey island (spec 000 §2 screen 10, §4 'Enquiry journey'): forms → screens → fields, one screen at
 * a time, Next validates the screen with the shared rule engine, the last screen of a form submits it.
 * The server renders the first screen from the same props, so it paints before any script runs.
 */
export function Journey(props: JourneyProps) {
  const { strings, rules, productId, journeyType, pageTypeId } = props;
  bindJourneyCatalogues(props.lang, strings, rules);
  const [state, dispatch] = useReducer(journeyReducer, props, (p) =>
    initialState({ forms: p.userForm?.forms ?? [], today: p.today }),
  );
  const [retry, setRetry] = useState<Retry>(props.userForm ? 'idle' : 'loading');
  const [suggestions, setSuggestions] = useState<Record<string, string>>({});
  // The suggested ranges themselves: an answer outside one asks 'Are you sure?' without blocking (issue 13 §1).
  const [ranges, setRanges] = useState<Record<string, { min: number; max: number } | undefined>>({});
  const [loadingOptions, setLoadingOptions] = useState<Record<string, boolean>>({});
  // Values read from an uploaded card for fields on later screens (issue 13 §4), offered there.
  const [fromDocument, setFromDocument] = useState<Record<string, string>>({});
  useEffect(() => {
    const onRead = (e: Event) => {
      const list = (e as CustomEvent<DocumentSuggestion[]>).detail;
      if (!Array.isArray(list)) return;
      setFromDocument((m) => ({ ...m, ...Object.fromEntries(list.map((d) => [d.fieldId, d.value])) }));
    };
    window.addEventListener(DOCUMENT_SUGGESTIONS_EVENT, onRead);
    return () => window.removeEventListener(DOCUMENT_SUGGESTIONS_EVENT, onRead);
  }, []);
  const stateRef = useRef(state);
  /** A Next waiting for the next screen's control chunks: a second press does not skip a screen. */
  const advancing = useRef(false);
  stateRef.current = state;
  const pending = useRef<{ form: TForm; payload: TEnquirySubmit } | null>(null);
  const optionUrls = useRef<Record<string, string>>({});
  const latestSuggestion = useRef(latestOnly<Awaited<ReturnType<typeof apiGet>>>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The OTP popup hands focus back here: the button is disabled (and blurred) while the form is sent.
  const nextRef = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  const quietMove = useRef(false);
  const restored = useRef(false);

  const env: Env = useMemo(
    () => ({
      productId,
      journeyType,
      strings,
      dispatch,
      navigate: (url: string) => window.location.assign(url),
      origin: typeof window === 'undefined' ? '' : window.location.origin,
    }),
    [productId, journeyType, strings],
  );

  // Retry on client (spec 000 §4): the server had no user form; skipped with ?retryOnClient=false.
  const loadForm = useCallback(() => {
    if (pageQuery().skipClientRetry) return setRetry('failed');
    setRetry('loading');
    const started = Date.now();
    void fetchUserForm({ productId, journeyType, pageTypeId }).then((forms) => {
      setTimeout(
        () => {
          if (forms) {
            dispatch({ type: 'setForm', forms });
            setRetry('idle');
          } else setRetry('failed');
        },
        Math.max(0, RETRY_REVEAL_MS - (Date.now() - started)),
      );
    });
  }, [productId, journeyType, pageTypeId]);

  useEffect(() => {
    if (!props.userForm) loadForm();
  }, [props.userForm, loadForm]);

  // Prefill once the forms are known; then the screen the visitor was on (issue 13 §2: a reload returns there).
  const [progressReady, setProgressReady] = useState(false);
  useEffect(() => {
    if (restored.current || state.forms.length === 0) return;
    restored.current = true;
    void prefill(env, state.forms)
      .catch(() => undefined)
      .then(() => {
        const saved = readProgress(productId, props.lang, {
          firstFormKey: stateRef.current.forms[0]?.formKey,
          enquiryId: currentEnquiryId(productId) ?? null,
        });
        if (saved && saved.forms.length > 1) dispatch({ type: 'appendForm', forms: saved.forms.slice(1) });
        // The browser's own entry (Back, Forward, reload) wins over the tab's last screen.
        const entry = historyEntryOf(window.history.state, productId);
        const forms = saved?.forms ?? stateRef.current.forms;
        const pos = [entry?.pos, saved?.pos].find((p) => p && forms[p.formIndex]?.screens[p.screenIndex]);
        if (pos) {
          quietMove.current = true;
          dispatch({ type: 'setScreen', pos });
        }
        setProgressReady(true);
      });
  }, [env, state.forms, productId, props.lang]);

  // 'Start New Search' in the continue-journey popup (spec 000 §4 'reset lead details'): forget the enquiry and
  // the contact values, and start again from the journey's first form.
  useEffect(() => {
    const onStartNew = (e: Event) => {
      if ((e as CustomEvent<StartNewSearchDetail>).detail?.countryProductId !== productId) return;
      resetLeadDetails(productId, { journeyType, inFrame: inFrame() });
      const { forms } = stateRef.current;
      for (const f of forms.flatMap((form) => form.screens.flatMap((sc) => sc.fields))) {
        if (f.trackingId) dispatch({ type: 'unsetValue', fieldId: f.fieldId });
      }
      dispatch({ type: 'retrieveCacheData', values: {}, cachedEnquiryId: null });
      if (forms[0]) dispatch({ type: 'setForm', forms: [forms[0]] });
    };
    window.addEventListener(START_NEW_SEARCH_EVENT, onStartNew);
    return () => window.removeEventListener(START_NEW_SEARCH_EVENT, onStartNew);
  }, [productId, journeyType]);

  // Keep the answers in the tab's session cache.
  useEffect(() => {
    if (restored.current) saveAnswers(productId, state.forms, state.values, state.cachedEnquiryId);
  }, [productId, state.forms, state.values, state.cachedEnquiryId]);

  const fields = fieldsAt(state.forms, state.pos);

  // Options and suggestions of the current screen; a url whose ':param' answers change is fetched again.
  useEffect(() => {
    for (const field of fields) {
      const src = field.optionsSource;
      if (src) {
        const url = fillPlaceholders(src.url, state.values);
        if (url && optionUrls.current[field.fieldId] !== url) {
          const firstLoad = optionUrls.current[field.fieldId] === undefined;
          optionUrls.current[field.fieldId] = url;
          setLoadingOptions((s) => ({ ...s, [field.fieldId]: true }));
          void apiGet(url).then((r) => {
            if (optionUrls.current[field.fieldId] !== url) return;
            const options = (r.ok ? optionsOf(r.data) : undefined) ?? [];
            dispatch({ type: 'setOptions', fieldId: field.fieldId, options });
            setLoadingOptions((s) => ({ ...s, [field.fieldId]: false }));
            // An answer that is not among the new options (another make's model) is dropped.
            const current = stateRef.current.values[field.fieldId];
            if (!firstLoad && current !== undefined && !options.some((o) => o.id === String(current)))
              dispatch({ type: 'unsetValue', fieldId: field.fieldId });
          });
        }
      }
      const sug = field.suggestion;
      if (sug) {
        const url = fillPlaceholders(sug.url, state.values);
        const key = `s:${field.fieldId}`;
        if (url && optionUrls.current[key] !== url) {
          optionUrls.current[key] = url;
          // Answers to older urls (the previous model's range) are dropped when they arrive late.
          void latestSuggestion.current(
            key,
            () => apiGet(url),
            (r) => {
              const range = r.ok ? rangeOf(r.data) : undefined;
              const fmt = new Intl.NumberFormat(`${props.lang}-AE`);
              setRanges((s) => ({ ...s, [field.fieldId]: range }));
              setSuggestions((s) => ({
                ...s,
                [field.fieldId]: range
                  ? tj(strings, 'suggestion', { min: fmt.format(range.min), max: fmt.format(range.max) })
                  : '',
              }));
            },
          );
        }
      }
    }
  }, [fields, state.values, strings, props.lang]);

  // Focus moves to the new screen's heading (not on the first render, nor when a reload puts the visitor back:
  // the page owns focus then).
  const posKey = `${state.pos.formIndex}:${state.pos.screenIndex}`;
  useEffect(() => {
    if (!moved.current || quietMove.current) {
      moved.current = true;
      quietMove.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [posKey]);

  // Each screen is an entry in the browser's history (issue 13 §2): a move made here pushes one, Back and
  // Forward (popstate) move between them; the tab keeps the forms and the screen for a reload.
  const historyIndex = useRef(0);
  const fromHistory = useRef(false);
  useEffect(() => {
    if (!progressReady) return;
    const s = stateRef.current;
    saveProgress(productId, props.lang, {
      enquiryId: currentEnquiryId(productId) ?? null,
      forms: s.forms,
      pos: s.pos,
    });
    const here = historyEntryOf(window.history.state, productId);
    if (here && samePos(here.pos, s.pos)) {
      historyIndex.current = here.index;
      fromHistory.current = false;
      return;
    }
    if (!here || fromHistory.current) {
      // The page's first screen (or one the browser moved to): this entry names it.
      window.history.replaceState(
        {
          ...(window.history.state as object | null),
          journey: { productId, pos: s.pos, index: historyIndex.current },
        },
        '',
      );
      fromHistory.current = false;
      return;
    }
    historyIndex.current = here.index + 1;
    window.history.pushState({ journey: { productId, pos: s.pos, index: historyIndex.current } }, '');
  }, [posKey, progressReady, productId, props.lang, state.forms]);
  useEffect(() => {
    const onPop = (e: PopStateEvent) => {
      const entry = historyEntryOf(e.state, productId);
      const s = stateRef.current;
      if (!entry || !s.forms[entry.pos.formIndex]?.screens[entry.pos.screenIndex]) return;
      historyIndex.current = entry.index;
      if (samePos(entry.pos, s.pos)) return;
      fromHistory.current = true;
      dispatch({ type: 'setScreen', pos: entry.pos });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [productId]);

  /** The journey's Back: the browser's Back when the previous entry is this journey's previous screen. */
  const goBack = () => {
    const here = historyEntryOf(window.history.state, productId);
    if (here && here.index > 0) window.history.back();
    else dispatch({ type: 'decrementScreen' });
  };

  const validateOne = (field: TField, value: TFieldValue | undefined) => {
    const s = stateRef.current;
    const masked = isMaskedContact(field, value, s.cachedEnquiryId);
    const result = validateField(value, masked ? [] : field.validations, {
      ...screenContext(s),
      values: { ...s.values, [field.fieldId]: value },
    });
    dispatch({
      type: 'setError',
      errors: {
        [field.fieldId]: result.valid ? null : { messageKey: result.messageKey, params: result.params },
      },
    });
  };

  const onChange = (field: TField, value: TFieldValue | undefined) => {
    if (value === undefined) dispatch({ type: 'unsetValue', fieldId: field.fieldId });
    else dispatch({ type: 'setValue', fieldId: field.fieldId, value });
    // A shown error is rechecked as the visitor corrects it.
    if (stateRef.current.errors[field.fieldId]) validateOne(field, value);
  };

  const submit = async (
    s: JourneyState,
    form: TForm,
    extra: Pick<TEnquirySubmit, 'otp' | 'verifyBy'> = {},
  ) => {
    dispatch({ type: 'setLoading', loading: true });
    dispatch({ type: 'setFormError', message: null });
    let leaving = false;
    try {
      const previous =
        extra.otp && pending.current?.form.formKey === form.formKey ? pending.current.payload : undefined;
      const { outcome, payload } = await submitForm(env, s, form, extra, previous);
      if (payload && outcome.kind === 'otp')
        pending.current = { form, payload: { ...payload, otp: undefined, verifyBy: undefined } };
      leaving = await applyOutcome(env, s, form, outcome);
    } catch {
      dispatch({ type: 'setFormError', message: tj(strings, 'errors.generic') });
    } finally {
      if (!leaving) dispatch({ type: 'setLoading', loading: false });
    }
  };

  const onNext = (e: React.FormEvent) => {
    e.preventDefault();
    const s = stateRef.current;
    if (s.loading) return;
    const result = validateScreen(s);
    const errors: Record<string, FieldErrorState | null> = {};
    for (const f of forValidation(s, fieldsAt(s.forms, s.pos)))
      if (!result.inactive.includes(f.fieldId)) errors[f.fieldId] = null;
    for (const err of result.errors)
      errors[err.fieldId] = { messageKey: err.failure.messageKey, params: err.failure.params };
    dispatch({ type: 'setError', errors });
    const first = result.errors[0];
    if (first) return focusField(first.fieldId);
    const form = s.forms[s.pos.formIndex];
    if (!form) return;
    if (isLastScreenOfForm(s)) void submit(s, form);
    else {
      // decision 0048: the next screen's field controls may be chunks still on their way
      const controls = controlsPending();
      if (!controls) return dispatch({ type: 'incrementScreen' });
      if (advancing.current) return;
      advancing.current = true;
      void controls.then(() => {
        advancing.current = false;
        dispatch({ type: 'incrementScreen' });
      });
    }
  };

  const onOtpSubmit = () => {
    const s = stateRef.current;
    const form = pending.current?.form;
    if (!form) return;
    if (s.otp.otp === '') {
      return dispatch({ type: 'setOtpPopup', otp: { invalid: true, message: tj(strings, 'otp.required') } });
    }
    void submit(s, form, { otp: s.otp.otp, verifyBy: 'mobileNumber' });
  };

  if (state.forms.length === 0) {
    return (
      <section className="journey" aria-label={tj(strings, 'regionLabel')} aria-busy={retry === 'loading'}>
        {retry === 'loading' ? (
          <div className="journey__placeholder" role="status">
            <span className="journey__spinner" aria-hidden="true" />
            <span>{tj(strings, 'loadingForm')}</span>
          </div>
        ) : (
          <div className="journey__placeholder journey__placeholder--error" role="alert">
            <svg className="journey__error-image" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
              <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
              <path d="M24 12v15M24 33v3" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            </svg>
            <p>{tj(strings, 'errors.loadForm')}</p>
            <button type="button" className="journey__back" onClick={loadForm}>
              {tj(strings, 'errors.retry')}
            </button>
          </div>
        )}
      </section>
    );
  }

  const form = state.forms[state.pos.formIndex];
  const screen = form?.screens[state.pos.screenIndex];
  const last = isLastScreenOfForm(state);
  const canGoBack = prevPos(state) !== null;
  const ctx = screenContext(state);
  // Fields switched off by their constraint are hidden (and not submitted).
  const activeFields = fields.filter((f) => isFieldActive(f.constraints, ctx));
  // Only shown fields speak: a field hidden by its constraint keeps its old error in state, unannounced.
  const firstError = activeFields.map((f) => state.errors[f.fieldId]).find(Boolean);

  return (
    <section
      className="journey"
      aria-labelledby="journey-heading"
      data-form={form?.formKey}
      data-step={`${state.pos.formIndex + 1}.${state.pos.screenIndex + 1}`}
    >
      <ErrorBanner
        message={state.formError}
        strings={strings}
        onDismiss={() => dispatch({ type: 'setFormError', message: null })}
      />
      <form className="journey__form" noValidate onSubmit={onNext} aria-busy={state.loading}>
        <JourneyProgress state={state} sections={props.userForm?.sections} strings={strings} />
        <h2 id="journey-heading" className="journey__title" tabIndex={-1} ref={headingRef}>
          {screen?.title ?? form?.title ?? tj(strings, 'regionLabel')}
        </h2>
        <div className="journey__fields">
          {activeFields.map((field) => {
            const err = state.errors[field.fieldId];
            const value = state.values[field.fieldId];
            return (
              <Field
                key={field.fieldId}
                field={field}
                value={value}
                error={err ? errorText(rules, strings, err) : null}
                options={field.options ?? state.options[field.fieldId]}
                optionsLoading={loadingOptions[field.fieldId] === true}
                onChange={(v) => onChange(field, v)}
                onBlur={() => {
                  const s = stateRef.current;
                  if (s.values[field.fieldId] !== undefined || s.errors[field.fieldId])
                    validateOne(field, s.values[field.fieldId]);
                }}
                strings={strings}
                lang={props.lang}
                today={state.today}
                ids={fieldIds(field.fieldId)}
                masked={isMaskedContact(field, value, state.cachedEnquiryId)}
                suggestion={suggestions[field.fieldId] ?? null}
                warning={plausibilityWarning(ranges[field.fieldId], value, props.lang, strings)}
                fromDocument={value === undefined ? (fromDocument[field.fieldId] ?? null) : null}
              />
            );
          })}
        </div>
        {props.contactNotice && activeFields.some(isContactEntry) ? (
          <ContactNotice
            strings={props.contactNotice}
            lang={props.lang}
            checked={state.marketingConsent === true}
            onChange={(value) => dispatch({ type: 'setMarketingConsent', value })}
          />
        ) : null}
        <p className="visually-hidden" aria-live="polite">
          {firstError ? errorText(rules, strings, firstError) : ''}
        </p>
        <div className="journey__actions">
          {canGoBack ? (
            <button type="button" className="journey__back" onClick={goBack} disabled={state.loading}>
              {tj(strings, 'back')}
            </button>
          ) : null}
          <button type="submit" className="journey__next" disabled={state.loading} ref={nextRef}>
            {last ? (form?.nextButton.label ?? tj(strings, 'next')) : tj(strings, 'next')}
          </button>
        </div>
        <LoadingOverlay show={state.loading} strings={strings} />
      </form>
      <OtpPopup
        otp={state.otp}
        strings={strings}
        onChange={(otp) => dispatch({ type: 'setOtpPopup', otp: { otp } })}
        onSubmit={onOtpSubmit}
        onResend={() => void resendOtp(env)}
        onClose={() => dispatch({ type: 'setOtpPopup', otp: { open: false } })}
        returnFocus={nextRef}
      />
    </section>
  );
}
