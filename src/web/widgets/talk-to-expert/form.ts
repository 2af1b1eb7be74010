import { cleanMobile, cleanSalary } from '../../leads-form/validate';
import { consentTicked, readConsent, showConsentError, wireConsent } from '../../leads-form/consent';
import { setBusy, setFieldError, setFormMessage, widgetJson } from '../../leads-form/dom';
import { leadBody, leadFacts, leadFailureMessage, postLead, sameOriginUrl } from '../../leads-form/post';
import type { TalkToExpertData } from './data';
import { talkToExpertErrors } from './rules';

/** The widget's states (docs/product/leads.md 'Talk-to-expert'). */
export type TalkToExpertState = 'closed' | 'open' | 'fetching' | 'success' | 'error';

export function mountTalkToExpert(root: HTMLElement): void {
  const data = widgetJson<TalkToExpertData>(root, 'talk-to-expert');
  const form = root.querySelector<HTMLFormElement>('form');
  const open = root.querySelector<HTMLButtonElement>('.tte__open');
  const close = root.querySelector<HTMLButtonElement>('.tte__close');
  const submit = root.querySelector<HTMLButtonElement>('.lead-form__submit');
  const mobile = root.querySelector<HTMLInputElement>('input[name="mobileNumber"]');
  const income = root.querySelector<HTMLInputElement>('input[name="income"]');
  const error = root.querySelector<HTMLElement>('.lead-form__error');
  const status = root.querySelector<HTMLElement>('.lead-form__status');
  if (!data || !form || !open || !submit || !mobile || !income) return;
  const s = data.strings;
  // shown or hidden by enhance.ts, which loads this module at the first touch, focus or key in the card
  const touched = { mobile: false, income: false };

  const setState = (state: TalkToExpertState) => {
    root.dataset.state = state;
    const shown = state !== 'closed';
    form.hidden = !shown;
    open.setAttribute('aria-expanded', String(shown));
  };
  setState('closed');

  const check = (showAll: boolean) => {
    const errs = talkToExpertErrors(mobile.value, income.value, s.talkToExpert);
    setFieldError(mobile, showAll || touched.mobile ? errs.mobile : null);
    setFieldError(income, showAll || touched.income ? errs.income : null);
    // docs/product/leads.md 'Submit is disabled while empty or invalid'; decision 0030: and until the consent box is ticked.
    if (root.dataset.state !== 'fetching')
      submit.disabled = errs.mobile !== null || errs.income !== null || !consentTicked(form);
    return errs;
  };

  open.addEventListener('click', () => {
    if (root.dataset.state === 'closed') {
      setState('open');
      mobile.focus();
    } else if (root.dataset.state !== 'fetching') setState('closed');
  });
  close?.addEventListener('click', () => {
    if (root.dataset.state === 'fetching') return;
    setState('closed');
    open.focus();
  });
  mobile.addEventListener('input', () => {
    const clean = cleanMobile(mobile.value);
    if (clean !== mobile.value) mobile.value = clean;
    check(false);
  });
  income.addEventListener('input', () => {
    const clean = cleanSalary(income.value);
    if (clean !== income.value) income.value = clean;
    check(false);
  });
  mobile.addEventListener('blur', () => {
    touched.mobile = true;
    check(false);
  });
  income.addEventListener('blur', () => {
    touched.income = true;
    check(false);
  });
  wireConsent(form, () => check(false));

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (root.dataset.state === 'fetching') return;
    const errs = check(true);
    if (errs.mobile || errs.income) return;
    const consent = readConsent(form);
    if (!consent.ok) {
      if (consent.reason === 'unticked') setFormMessage(error, s.consent.required);
      else showConsentError(form, s.consent[consent.reason]);
      return;
    }
    setFormMessage(error, null);
    setState('fetching');
    setBusy(submit, true, s.talkToExpert.sending);
    const body = leadBody(
      { source: 'talk_to_expert', mobileNumber: mobile.value, income: income.value },
      leadFacts(data.productId),
      consent.terms,
    );
    void postLead(data.productId, body).then((res) => {
      setBusy(submit, false, '');
      if (res.ok) {
        // docs/product/leads.md: success → redirect to next.config.url and close.
        const url = sameOriginUrl(res.data.next?.config?.url, window.location.origin);
        setFormMessage(status, s.talkToExpert.success);
        setState('closed');
        root.dataset.state = 'success';
        if (url) window.location.assign(url);
        return;
      }
      setState('error');
      setFormMessage(error, leadFailureMessage(res, s.errors));
      check(true);
    });
  });
}
