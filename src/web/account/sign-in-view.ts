import { MOBILE_INPUT_MAX_LENGTH, MOBILE_PREFIX } from '../../shared/rules/inputs';
import { el } from '../ui/el';

/** The sign-in dialog's strings; they travel with the button that opens it (account-button.tsx). */
export type SignInStrings = Record<
  | 'title'
  | 'mobileLabel'
  | 'continue'
  | 'mobileRequired'
  | 'mobileInvalid'
  | 'codeLabel'
  | 'sentTo'
  | 'alreadySent'
  | 'resent'
  | 'resendIn'
  | 'verify'
  | 'edit'
  | 'resend'
  | 'otpRequired'
  | 'otpShort'
  | 'success'
  | 'close'
  | 'failed'
  | 'offline'
  | 'timeout'
  | 'retry'
  | 'prompt',
  string
>;

/**
 * A sentence with `{{name}}` parameters whose values (a masked number, a countdown) are kept left to right and
 * apart from the words around them, so Arabic never reorders them (docs/product/pages.md: numbers isolated).
 */
export function sentence(template: string, params: Record<string, string>): Node[] {
  return template.split(/\{\{(\w+)\}\}/).map((part, i) => {
    if (i % 2 === 0) return document.createTextNode(part);
    return el('bdi', { dir: 'ltr' }, params[part] ?? '');
  });
}

/** A field's message: empty (and taking no room) until there is something to say. */
function fieldMessage(id: string, testId: string): HTMLParagraphElement {
  return el('p', { id, class: 'jf__error sign-in__message', 'data-testid': testId });
}

/**
 * A failed call's message beside the button that made it, saying what happened, with Retry (decision 0062).
 * `role=alert` so a screen reader hears it without moving focus.
 */
export function failureBox(testId: string, retryLabel: string) {
  const text = el('span', { class: 'sign-in__failure-text' });
  const retry = el(
    'button',
    { type: 'button', class: 'button button--outline sign-in__retry', 'data-testid': `${testId}-retry` },
    retryLabel,
  );
  const box = el('div', { class: 'sign-in__failure', role: 'alert', 'data-testid': testId }, text, retry);
  box.hidden = true;
  return { box, text, retry };
}

/** The dialog's elements: the header row (title and ×), the number step, the code step and the tick. */
export function buildSignIn(s: SignInStrings) {
  const title = el('h2', { id: 'sign-in-title', class: 'dialog__title sign-in__title' }, s.title);
  const close = el(
    'button',
    {
      type: 'button',
      class: 'icon-button sign-in__close',
      'aria-label': s.close,
      'data-testid': 'sign-in-close',
    },
    '×',
  );

  // Step 1: the number, with +971 inside the field's frame (left to right in every language).
  const mobileInput = el('input', {
    id: 'sign-in-mobile',
    class: 'jf__control sign-in__input',
    type: 'tel',
    inputmode: 'numeric',
    autocomplete: 'tel-national',
    // A whole pasted +971 number fits; the nine digits are kept (decision 0029).
    maxlength: String(MOBILE_INPUT_MAX_LENGTH),
    placeholder: '5XXXXXXXX',
    'aria-describedby': 'sign-in-mobile-error',
    'data-testid': 'sign-in-mobile',
    dir: 'ltr',
  });
  const mobileError = fieldMessage('sign-in-mobile-error', 'sign-in-mobile-error');
  const send = el(
    'button',
    { type: 'submit', class: 'button sign-in__submit', 'data-testid': 'sign-in-send' },
    s.continue,
  );
  const sendFailure = failureBox('sign-in-send-failure', s.retry);
  const step1 = el(
    'form',
    { class: 'sign-in__step', novalidate: '', 'data-testid': 'sign-in-step-number' },
    el('label', { class: 'jf__label', for: 'sign-in-mobile' }, s.mobileLabel),
    el(
      'div',
      { class: 'jf__mobile sign-in__mobile', dir: 'ltr' },
      el('span', { class: 'jf__prefix sign-in__prefix', 'data-testid': 'sign-in-prefix' }, MOBILE_PREFIX),
      mobileInput,
    ),
    mobileError,
    send,
    sendFailure.box,
  );

  // Step 2: where the code went (or that none was sent), the code, Verify, then Edit number and Resend OTP.
  const sentTo = el('p', { id: 'sign-in-sent', class: 'sign-in__sent', 'data-testid': 'sign-in-info' });
  const otpInput = el('input', {
    id: 'sign-in-otp',
    class: 'jf__control sign-in__input sign-in__code',
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'one-time-code',
    'aria-describedby': 'sign-in-sent sign-in-otp-error',
    'data-testid': 'sign-in-otp',
    dir: 'ltr',
  });
  const otpError = fieldMessage('sign-in-otp-error', 'sign-in-error');
  const verify = el(
    'button',
    { type: 'submit', class: 'button sign-in__submit', 'data-testid': 'sign-in-verify' },
    s.verify,
  );
  const verifyFailure = failureBox('sign-in-verify-failure', s.retry);
  const edit = el(
    'button',
    { type: 'button', class: 'button button--outline', 'data-testid': 'sign-in-edit' },
    s.edit,
  );
  const resend = el(
    'button',
    { type: 'button', class: 'button button--outline', 'data-testid': 'sign-in-resend' },
    s.resend,
  );
  const countdown = el('p', { class: 'jf__hint sign-in__countdown', 'data-testid': 'sign-in-countdown' });
  const resendFailure = failureBox('sign-in-resend-failure', s.retry);
  const step2 = el(
    'form',
    { class: 'sign-in__step', novalidate: '', 'data-testid': 'sign-in-step-code' },
    sentTo,
    el('label', { class: 'jf__label', for: 'sign-in-otp' }, s.codeLabel),
    otpInput,
    otpError,
    verify,
    verifyFailure.box,
    el('div', { class: 'sign-in__more' }, edit, resend),
    countdown,
    resendFailure.box,
  );
  step2.hidden = true;

  const done = el(
    'p',
    { class: 'sign-in__done', role: 'status', 'data-testid': 'sign-in-success' },
    el('span', { 'aria-hidden': 'true', class: 'sign-in__tick' }, '✓'),
    ` ${s.success}`,
  );
  done.hidden = true;

  // Why the dialog opened by itself (INTERNAL_RATE_LIMIT_EXCEED, decision 0088); hidden when the visitor opened it.
  const prompt = el('p', { class: 'sign-in__prompt', 'data-testid': 'sign-in-prompt' }, s.prompt);
  prompt.hidden = true;

  const dialog = el(
    'dialog',
    { class: 'dialog sign-in', 'aria-labelledby': 'sign-in-title', 'data-testid': 'sign-in-dialog' },
    el('div', { class: 'dialog__head sign-in__head' }, title, close),
    prompt,
    step1,
    step2,
    done,
  );
  return {
    dialog,
    close,
    prompt,
    step1: { form: step1, input: mobileInput, error: mobileError, send, failure: sendFailure },
    step2: {
      form: step2,
      sentTo,
      input: otpInput,
      error: otpError,
      verify,
      verifyFailure,
      edit,
      resend,
      countdown,
      resendFailure,
    },
    done,
  };
}
