import { describe, expect, it } from 'vitest';
import { initialState, journeyReducer, CLOSED_OTP } from './reducer';
import { isLastScreenOfForm, validateScreen } from './navigation';
import { contactForm, TODAY, vehicleForm } from './testing/fixture';
import type { JourneyAction, JourneyState } from './types';

const start = (): JourneyState => initialState({ forms: [vehicleForm], today: TODAY });
const run = (s: JourneyState, ...actions: JourneyAction[]) => actions.reduce(journeyReducer, s);

describe('journey reducer (docs/product/journeys.md form actions)', () => {
  it('starts on the first screen with the definition defaults', () => {
    const s = start();
    expect(s.pos).toEqual({ formIndex: 0, screenIndex: 0 });
    expect(s.values).toEqual({ carValue: 40000 });
    expect(s.loading).toBe(false);
    expect(s.otp).toEqual(CLOSED_OTP);
  });

  it('setValue stores the answer and marks it not yet validated; unsetValue forgets answer, error and state', () => {
    let s = run(start(), {
      type: 'setError',
      errors: { carMake: { messageKey: 'rules:required', params: {} } },
    });
    s = run(s, { type: 'setValue', fieldId: 'carMake', value: 'toyota' });
    expect(s.values.carMake).toBe('toyota');
    expect(s.dirty.carMake).toBe(false);
    expect(s.errors.carMake).toBeDefined(); // shown until rechecked
    s = run(s, { type: 'unsetValue', fieldId: 'carMake' });
    expect(s.values).not.toHaveProperty('carMake');
    expect(s.errors).not.toHaveProperty('carMake');
    expect(s.dirty).not.toHaveProperty('carMake');
  });

  it('setError records each result and marks the field validated (valid-dirty when without error)', () => {
    const s = run(start(), {
      type: 'setError',
      errors: { carMake: { messageKey: 'rules:required', params: {} }, carModel: null },
    });
    expect(s.errors).toEqual({ carMake: { messageKey: 'rules:required', params: {} } });
    expect(s.dirty).toEqual({ carMake: true, carModel: true });
  });

  it('incrementScreen and decrementScreen skip a screen whose fields all fail their constraint, both ways', () => {
    let s = run(start(), { type: 'incrementScreen' });
    expect(s.pos.screenIndex).toBe(1);
    s = run(s, { type: 'setValue', fieldId: 'noClaimYears', value: '0' }, { type: 'incrementScreen' });
    expect(s.pos.screenIndex).toBe(3); // proof screen skipped forward
    s = run(s, { type: 'decrementScreen' });
    expect(s.pos.screenIndex).toBe(1); // and backward
    s = run(s, { type: 'setValue', fieldId: 'noClaimYears', value: '2' }, { type: 'incrementScreen' });
    expect(s.pos.screenIndex).toBe(2); // shown when there are claim-free years
    expect(s.values.noClaimYears).toBe('2'); // back navigation keeps answers
  });

  it('decrementScreen stays on the first screen; incrementScreen stays on the last', () => {
    expect(run(start(), { type: 'decrementScreen' }).pos.screenIndex).toBe(0);
    const last = run(start(), { type: 'setScreen', pos: { formIndex: 0, screenIndex: 3 } });
    expect(run(last, { type: 'incrementScreen' }).pos).toEqual(last.pos);
    expect(isLastScreenOfForm(last)).toBe(true);
  });

  it('setScreen moves and hides the banner', () => {
    const s = run(
      start(),
      { type: 'setFormError', message: 'X' },
      { type: 'setScreen', pos: { formIndex: 0, screenIndex: 1 } },
    );
    expect(s.pos).toEqual({ formIndex: 0, screenIndex: 1 });
    expect(s.formError).toBeNull();
  });

  it('appendForm adds the next form (STEP moves into it) and replaces a form fetched again', () => {
    let s = run(start(), { type: 'appendForm', forms: [contactForm] });
    expect(s.forms.map((f) => f.formKey)).toEqual(['car.vehicle', 'car.contact']);
    s = run(s, { type: 'setScreen', pos: { formIndex: 0, screenIndex: 3 } }, { type: 'incrementScreen' });
    expect(s.pos).toEqual({ formIndex: 1, screenIndex: 0 });
    s = run(s, { type: 'appendForm', forms: [contactForm] });
    expect(s.forms).toHaveLength(2);
  });

  it('setForm replaces the forms (client retry) and resets the position and errors', () => {
    const s = run(
      initialState({ forms: [], today: TODAY }),
      { type: 'setError', errors: { x: { messageKey: 'rules:required', params: {} } } },
      { type: 'setForm', forms: [vehicleForm] },
    );
    expect(s.forms).toHaveLength(1);
    expect(s.pos).toEqual({ formIndex: 0, screenIndex: 0 });
    expect(s.errors).toEqual({});
    expect(s.values.carValue).toBe(40000);
  });

  it('setOptions stores a field’s loaded options', () => {
    const s = run(start(), {
      type: 'setOptions',
      fieldId: 'carMake',
      options: [{ id: 'audi', label: 'Audi' }],
    });
    expect(s.options.carMake).toEqual([{ id: 'audi', label: 'Audi' }]);
  });

  it('setLoading, setFormError, setModal, setLeadSource set their flags', () => {
    const s = run(
      start(),
      { type: 'setLoading', loading: true },
      { type: 'setFormError', message: 'Something went wrong!' },
      { type: 'setModal', modal: 'uploadRules' },
      { type: 'setLeadSource', source: 'exit_intent' },
    );
    expect([s.loading, s.formError, s.modal, s.leadSource]).toEqual([
      true,
      'Something went wrong!',
      'uploadRules',
      'exit_intent',
    ]);
  });

  it('setOtpPopup merges into the popup state (open, otp, invalid flag, message)', () => {
    let s = run(start(), {
      type: 'setOtpPopup',
      otp: { open: true, maskedMobile: '*****4567', otpLength: 6 },
    });
    s = run(s, { type: 'setOtpPopup', otp: { invalid: true, message: 'Incorrect OTP' } });
    expect(s.otp).toMatchObject({
      open: true,
      invalid: true,
      message: 'Incorrect OTP',
      maskedMobile: '*****4567',
      otpLength: 6,
      otp: '',
    });
  });

  it('retrieveCacheData prefills answers, keeps the masked source enquiry, and leaves switched-off screens', () => {
    const s = run(start(), {
      type: 'retrieveCacheData',
      values: { carMake: 'audi', noClaimYears: '0', mobileNumber: '*****4567' },
      cachedEnquiryId: 'A'.repeat(24),
    });
    expect(s.values).toMatchObject({ carMake: 'audi', noClaimYears: '0', carValue: 40000 });
    expect(s.cachedEnquiryId).toBe('A'.repeat(24));
  });

  it('validates a screen with the shared engine, skipping fields valid since their last edit', () => {
    let s = start();
    expect(validateScreen(s).errors.map((e) => e.fieldId)).toEqual(['carMake', 'carModel']);
    s = run(
      s,
      { type: 'setValue', fieldId: 'carMake', value: 'audi' },
      { type: 'setError', errors: { carMake: null } },
    );
    expect(validateScreen(s).errors.map((e) => e.fieldId)).toEqual(['carModel']);
  });
});
