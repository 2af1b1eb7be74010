import { lazy, Suspense, useMemo, useReducer, useRef } from 'react';
import { isFieldActive } from '../../shared/rules/constraints/evaluate';
import type { Env } from './controller';
import { ErrorBanner } from './error-banner';
import { LoadingOverlay } from './loading-overlay';
import { fieldsAt, isLastScreenOfForm, prevPos, screenContext } from './navigation';
import { OtpPopup } from './otp-popup';
import { ContactNotice } from './contact-notice';
import { isContactEntry } from './submit';
import { JourneyProgress } from './progress';
import { initialState, journeyReducer } from './reducer';
import { bindJourneyCatalogues, errorText, tj } from './strings';
import type { JourneyProps } from './types';
import { JourneyFields, JourneyPlaceholder } from './journey-sections';
import { useJourneyAnswers, useStartNewSearch } from './use-journey-answers';
import { useJourneyHistory } from './use-journey-history';
import { useDocumentSuggestions, useJourneyOptions } from './use-journey-options';
import { useJourneyRetry } from './use-journey-retry';
import { useJourneySubmit } from './use-journey-submit';

// The island's module (island-loaders.ts): the preloads come in its chunk, not one of their own (decision 0048).
export { preloadControlsIn, preloadControlsOnInteraction } from './fields/lazy-control';

/** Keep my doctor (health's contact screen, decision 0099): its own chunk, never in a journey page's first load. */
const JourneyDoctor = lazy(() => import('../widgets/hospital-picker/journey-doctor'));

/**
 * The journey island (docs/product/journeys.md): forms → screens → fields, one screen at a time, Next validates
 * the screen with the shared rule engine, the last screen of a form submits it. The server renders the first
 * screen from the same props, so it paints before any script runs. Its effects live in the use-journey-* hooks.
 */
export function Journey(props: JourneyProps) {
  const { strings, rules, productId, journeyType, lang } = props;
  bindJourneyCatalogues(lang, strings, rules);
  const [state, dispatch] = useReducer(journeyReducer, props, (p) =>
    initialState({ forms: p.userForm?.forms ?? [], today: p.today }),
  );
  const stateRef = useRef(state);
  stateRef.current = state;
  // The OTP popup hands focus back here: the button is disabled (and blurred) while the form is sent.
  const nextRef = useRef<HTMLButtonElement>(null);
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

  const fromDocument = useDocumentSuggestions();
  const [retry, loadForm] = useJourneyRetry(props, dispatch);
  const [headingRef, goBack] = useJourneyHistory(env, state, stateRef, dispatch, lang);
  useStartNewSearch(productId, journeyType, stateRef, dispatch);
  const fields = fieldsAt(state.forms, state.pos);
  const options = useJourneyOptions(fields, state, stateRef, dispatch, strings, lang);
  const [onChange, onBlur] = useJourneyAnswers(stateRef, dispatch);
  const [onNext, onOtpSubmit, onResend] = useJourneySubmit(env, stateRef, dispatch, strings);

  if (state.forms.length === 0)
    return <JourneyPlaceholder retry={retry} strings={strings} onRetry={loadForm} />;

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
      <form className="journey__form" noValidate onSubmit={onNext} aria-busy={state.loading}>
        <JourneyProgress state={state} sections={props.userForm?.sections} strings={strings} />
        <h2 id="journey-heading" className="journey__title" tabIndex={-1} ref={headingRef}>
          {screen?.title ?? form?.title ?? tj(strings, 'regionLabel')}
        </h2>
        <JourneyFields
          fields={activeFields}
          state={state}
          strings={strings}
          rules={rules}
          lang={lang}
          options={options}
          fromDocument={fromDocument}
          onChange={onChange}
          onBlur={onBlur}
        />
        {props.contactNotice && activeFields.some(isContactEntry) ? (
          <ContactNotice
            strings={props.contactNotice}
            lang={lang}
            checked={state.marketingConsent === true}
            onChange={(value) => dispatch({ type: 'setMarketingConsent', value })}
          />
        ) : null}
        {props.keepDoctor && form?.formKey === props.keepDoctor.formKey ? (
          <Suspense fallback={null}>
            <JourneyDoctor lang={lang} productId={productId} strings={props.keepDoctor.strings} />
          </Suspense>
        ) : null}
        <p className="visually-hidden" aria-live="polite">
          {firstError ? errorText(rules, strings, firstError) : ''}
        </p>
        <ErrorBanner
          message={state.formError}
          strings={strings}
          onDismiss={() => dispatch({ type: 'setFormError', message: null })}
          onRetry={state.formErrorRetry ? () => nextRef.current?.form?.requestSubmit() : undefined}
        />
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
        onResend={onResend}
        onClose={() => dispatch({ type: 'setOtpPopup', otp: { open: false } })}
        returnFocus={nextRef}
      />
    </section>
  );
}
