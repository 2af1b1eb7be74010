import { useRef, type Dispatch, type FormEvent, type RefObject } from 'react';
import type { TEnquirySubmit, TForm } from '../../shared/contracts/journey';
import type { Env } from './controller';
import { controlsPending, lazyControls } from './fields/lazy-control';
import { fieldsAt, forValidation, isLastScreenOfForm, validateScreen } from './navigation';
import { tj, type JourneyStrings } from './strings';
import type { FieldErrorState, JourneyAction, JourneyState } from './types';

/**
 * Sending a form and acting on its answer (`submit-flow.ts`): a chunk of its own (decision 0108), loaded with the
 * other controls at the journey's first touch, focus or key, and awaited by Next like them.
 */
const flow = lazyControls([], () => import('./submit-flow'));
async function submitFlow() {
  await flow.load();
  const m = flow.loaded();
  if (!m) throw new Error('submit-flow not loaded');
  return m;
}

function focusField(fieldId: string): void {
  const host = document.querySelector(`[data-field="${CSS.escape(fieldId)}"]`);
  const target =
    host?.querySelector<HTMLElement>('input, select, textarea, button') ?? (host as HTMLElement | null);
  target?.focus();
}

/**
 * Next and the code popup's Submit (docs/product/journeys.md): Next validates the screen with the shared rule
 * engine and the last screen of a form submits it; a form that asked for the code is sent again with it.
 */
export function useJourneySubmit(
  env: Env,
  stateRef: RefObject<JourneyState>,
  dispatch: Dispatch<JourneyAction>,
  strings: JourneyStrings,
) {
  /** A Next waiting for the next screen's control chunks: a second press does not skip a screen. */
  const advancing = useRef(false);
  const pending = useRef<{ form: TForm; payload: TEnquirySubmit } | null>(null);

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
      const { submitForm, applyOutcome } = await submitFlow();
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

  const onNext = (e: FormEvent) => {
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
  /** POST /api/enquiry/:enquiryId/otp: a new code after the cooldown (the popup's Resend). */
  const onResend = () =>
    void submitFlow().then(
      (m) => m.resendOtp(env),
      () => undefined,
    );
  return [onNext, onOtpSubmit, onResend] as const;
}
