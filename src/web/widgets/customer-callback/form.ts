import { cleanMobile } from '../../leads-form/validate';
import {
  consentTicked,
  readConsent,
  resetConsent,
  showConsentError,
  wireConsent,
} from '../../leads-form/consent';
import { setBusy, setFieldError, setFormMessage, widgetJson } from '../../leads-form/dom';
import { leadBody, leadFacts, leadFailureMessage, postLead } from '../../leads-form/post';
import type { CustomerCallbackData } from './data';
import { callbackErrors } from './rules';

const reducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function mountCustomerCallback(root: HTMLElement): void {
  const data = widgetJson<CustomerCallbackData>(root, 'customer-callback');
  const form = root.querySelector<HTMLFormElement>('form');
  const submit = root.querySelector<HTMLButtonElement>('.lead-form__submit');
  const name = root.querySelector<HTMLInputElement>('input[name="name"]');
  const phone = root.querySelector<HTMLInputElement>('input[name="mobileNumber"]');
  const error = root.querySelector<HTMLElement>('.lead-form__error');
  const status = root.querySelector<HTMLElement>('.lead-form__status');
  if (!data || !form || !submit || !name || !phone) return;
  const s = data.strings;
  let busy = false;
  let shown = false;

  const check = () => {
    const errs = callbackErrors(name.value, phone.value, s.callback);
    setFieldError(name, shown ? errs.name : null);
    setFieldError(phone, shown ? errs.phone : null);
    return errs;
  };
  // Decision 0030: submit stays disabled until the consent box is ticked.
  const gate = () => {
    if (!busy) submit.disabled = !consentTicked(form);
  };
  gate();
  name.addEventListener('input', () => {
    setFormMessage(status, null);
    check();
  });
  phone.addEventListener('input', () => {
    // docs/product/leads.md 'non-digits stripped'.
    const clean = cleanMobile(phone.value);
    if (clean !== phone.value) phone.value = clean;
    setFormMessage(status, null);
    check();
  });
  wireConsent(form, gate);

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (busy) return;
    shown = true;
    const errs = check();
    if (errs.name || errs.phone) {
      (errs.name ? name : phone).focus();
      return;
    }
    const consent = readConsent(form);
    if (!consent.ok) {
      if (consent.reason === 'unticked') setFormMessage(error, s.consent.required);
      else showConsentError(form, s.consent[consent.reason]);
      return;
    }
    setFormMessage(error, null);
    busy = true;
    root.dataset.state = 'loading';
    setBusy(submit, true, s.callback.sending);
    const body = leadBody(
      { source: 'customer_callback', name: name.value.trim(), mobileNumber: phone.value },
      leadFacts(data.productId),
      consent.terms,
    );
    void postLead(data.productId, body).then((res) => {
      busy = false;
      setBusy(submit, false, '');
      if (res.ok) {
        // docs/product/leads.md 'Callback card': on success the page scrolls to top and fields reset.
        form.reset();
        resetConsent(form);
        shown = false;
        check();
        gate();
        root.dataset.state = 'success';
        setFormMessage(status, s.callback.success);
        // Smooth only over a short way and when motion is welcome; a long page jumps (a smooth scroll of
        // tens of thousands of pixels takes seconds and is easily interrupted).
        const smooth = !reducedMotion() && window.scrollY < 2000;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        return;
      }
      root.dataset.state = 'error';
      gate();
      // docs/product/leads.md 'Lead creation failure (callback) | logged only' (the request helper logs it); a refusal the
      // visitor can act on (4xx: consent, limits, validation) is shown.
      if (res.status >= 400 && res.status < 500) setFormMessage(error, leadFailureMessage(res, s.errors));
    });
  });
}
