import type { TFieldValue, TForm } from '../../shared/contracts/journey';
import type { CalendarDate } from '../../shared/rules/dates';
import { firstPosFrom, nextPos, prevPos } from './navigation';
import type { JourneyAction, JourneyState, OtpPopupState } from './types';

/**
 * The journey reducer. Its actions are exactly the 'Form actions' vocabulary of docs/product/journeys.md: appendForm,
 * setValue, unsetValue, setError, setScreen, setForm, setOptions, incrementScreen, decrementScreen,
 * setLoading, retrieveCacheData, setFormError, setModal, setOtpPopup, setLeadSource.
 */

export const CLOSED_OTP: OtpPopupState = {
  open: false,
  otp: '',
  invalid: false,
  message: '',
  maskedMobile: '',
  otpLength: 6,
  resendAfter: 0,
  sentAt: 0,
};

/** Definition defaults (a field's `value`) for answers not given yet. */
function withDefaults(
  values: Record<string, TFieldValue>,
  forms: readonly TForm[],
): Record<string, TFieldValue> {
  const out = { ...values };
  for (const form of forms)
    for (const screen of form.screens)
      for (const f of screen.fields)
        if (out[f.fieldId] === undefined && f.value !== undefined) out[f.fieldId] = f.value;
  return out;
}

export function initialState(opts: {
  forms: TForm[];
  today: CalendarDate;
  utmSource?: string | null;
  values?: Record<string, TFieldValue>;
}): JourneyState {
  const base: JourneyState = {
    forms: opts.forms,
    pos: { formIndex: 0, screenIndex: 0 },
    values: withDefaults(opts.values ?? {}, opts.forms),
    errors: {},
    dirty: {},
    options: {},
    loading: false,
    formError: null,
    modal: null,
    otp: CLOSED_OTP,
    leadSource: null,
    cachedEnquiryId: null,
    today: opts.today,
    utmSource: opts.utmSource ?? null,
  };
  return opts.forms.length ? { ...base, pos: firstPosFrom(base, 0) } : base;
}

function omit<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!Object.hasOwn(record, key)) return record;
  const out = { ...record };
  delete out[key];
  return out;
}

export function journeyReducer(state: JourneyState, action: JourneyAction): JourneyState {
  switch (action.type) {
    case 'appendForm': {
      // A form fetched again (the visitor went back and resubmitted) replaces its old copy and what followed it.
      let forms = state.forms;
      for (const form of action.forms) {
        const at = forms.findIndex((f) => f.formKey === form.formKey);
        forms = at === -1 ? [...forms, form] : [...forms.slice(0, at), form];
      }
      return { ...state, forms, values: withDefaults(state.values, action.forms) };
    }
    case 'setValue':
      // Edited: not validated since (docs/product/journeys.md 'not already valid-dirty'); the shown error stays until rechecked.
      return {
        ...state,
        values: { ...state.values, [action.fieldId]: action.value },
        dirty: { ...state.dirty, [action.fieldId]: false },
      };
    case 'unsetValue':
      return {
        ...state,
        values: omit(state.values, action.fieldId),
        errors: omit(state.errors, action.fieldId),
        dirty: omit(state.dirty, action.fieldId),
      };
    case 'setError': {
      // Validation results: each named field is now checked (dirty) with its error, or without one (null).
      const errors = { ...state.errors };
      const dirty = { ...state.dirty };
      for (const [fieldId, error] of Object.entries(action.errors)) {
        if (error) errors[fieldId] = error;
        else delete errors[fieldId];
        dirty[fieldId] = true;
      }
      return { ...state, errors, dirty };
    }
    case 'setScreen':
      return { ...state, pos: action.pos, formError: null };
    case 'setForm': {
      const next: JourneyState = {
        ...state,
        forms: action.forms,
        values: withDefaults(state.values, action.forms),
        errors: {},
        dirty: {},
        pos: { formIndex: 0, screenIndex: 0 },
      };
      return action.forms.length ? { ...next, pos: firstPosFrom(next, 0) } : next;
    }
    case 'setOptions':
      return { ...state, options: { ...state.options, [action.fieldId]: action.options } };
    case 'incrementScreen': {
      const pos = nextPos(state);
      return pos ? { ...state, pos, formError: null } : state;
    }
    case 'decrementScreen': {
      const pos = prevPos(state);
      return pos ? { ...state, pos, formError: null } : state;
    }
    case 'setLoading':
      return { ...state, loading: action.loading };
    case 'retrieveCacheData': {
      const next: JourneyState = {
        ...state,
        values: { ...state.values, ...action.values },
        cachedEnquiryId:
          action.cachedEnquiryId === undefined ? state.cachedEnquiryId : action.cachedEnquiryId,
      };
      // Prefilled answers may switch screens off: stay on a screen that is still shown.
      return state.forms.length ? { ...next, pos: firstPosFrom(next, state.pos.formIndex) } : next;
    }
    case 'setFormError':
      return { ...state, formError: action.message, formErrorRetry: action.retry === true };
    case 'setModal':
      return { ...state, modal: action.modal };
    case 'setOtpPopup':
      return { ...state, otp: { ...state.otp, ...action.otp } };
    case 'setLeadSource':
      return { ...state, leadSource: action.source };
    case 'setMarketingConsent':
      return { ...state, marketingConsent: action.value };
    default:
      return state;
  }
}
