import { useEffect, type Dispatch, type RefObject } from 'react';
import type { TField, TFieldValue } from '../../shared/contracts/journey';
import { validateField } from '../../shared/rules/engine';
import { sendEvent } from '../analytics/sender';
import { START_NEW_SEARCH_EVENT, type StartNewSearchDetail } from '../recent-searches/actions';
import { resetLeadDetails } from './cache';
import { inFrame } from './controller';
import { isMaskedContact, screenContext } from './navigation';
import type { JourneyAction, JourneyState } from './types';

/** Fields whose first answer on this page was counted (`journeyTracking`), and contacts counted as captured. */
const answered = new Set<string>();

/**
 * The spec's journey events for our own table (decision 0108), the field's id only, never its value:
 * `journeyTracking` at a field's first answer on the page, `phoneNumberCaptured` / `emailCaptured` when a mobile or
 * e-mail field is left valid (once each).
 */
function countAnswer(field: TField): void {
  if (answered.has(field.fieldId)) return;
  answered.add(field.fieldId);
  sendEvent('journeyTracking', { fieldId: field.fieldId });
}
function countCaptured(field: TField): void {
  const name =
    field.fieldType === 'mobile' ||
    field.trackingId === 'mobileNumber' ||
    field.trackingId === 'altMobileNumber'
      ? 'phoneNumberCaptured'
      : field.trackingId === 'email'
        ? 'emailCaptured'
        : undefined;
  if (!name || answered.has(`${name}:${field.fieldId}`)) return;
  answered.add(`${name}:${field.fieldId}`);
  sendEvent(name, { fieldId: field.fieldId });
}

/** A field's answer and its check: a shown error is rechecked as the visitor corrects it, and on leaving it. */
export function useJourneyAnswers(stateRef: RefObject<JourneyState>, dispatch: Dispatch<JourneyAction>) {
  const validateOne = (field: TField, value: TFieldValue | undefined): boolean => {
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
    return result.valid && !masked;
  };
  const onChange = (field: TField, value: TFieldValue | undefined) => {
    if (value === undefined) dispatch({ type: 'unsetValue', fieldId: field.fieldId });
    else dispatch({ type: 'setValue', fieldId: field.fieldId, value });
    if (value !== undefined) countAnswer(field);
    if (stateRef.current.errors[field.fieldId]) validateOne(field, value);
  };
  const onBlur = (field: TField) => {
    const s = stateRef.current;
    if (
      (s.values[field.fieldId] !== undefined || s.errors[field.fieldId]) &&
      validateOne(field, s.values[field.fieldId]) &&
      s.values[field.fieldId] !== undefined
    )
      countCaptured(field);
  };
  return [onChange, onBlur] as const;
}

/**
 * 'Start New Search' in the continue-journey popup (docs/product/journeys.md, 'reset lead details'): forget the
 * enquiry and the contact values, and start again from the journey's first form.
 */
export function useStartNewSearch(
  productId: number,
  journeyType: number,
  stateRef: RefObject<JourneyState>,
  dispatch: Dispatch<JourneyAction>,
): void {
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
  }, [productId, journeyType, stateRef, dispatch]);
}
