import { MOBILE_INPUT_MAX_LENGTH, MOBILE_PATTERN, sanitizeMobileInput } from '../../shared/rules/inputs';
import { SIGN_IN_REDIRECT_MS, type TSendOtpResponse } from '../../shared/contracts/account-constants';
import { apiPost } from '../session/request';
import { createDialog, type DialogController } from '../ui/dialog/dialog';
import { el } from '../ui/el';

type Strings = Record<
  | 'title'
  | 'mobileLabel'
  | 'continue'
  | 'otpLabel'
  | 'verify'
  | 'edit'
  | 'resend'
  | 'success'
  | 'close'
  | 'failed',
  string
>;

const MOBILE = new RegExp(MOBILE_PATTERN);

let controller: DialogController | undefined;

/**
 * The sign-in modal (docs/product/account.md): step 1 the number, step 2 the code (edit returns to step 1; resend shows the
 * server's message); a correct code shows a tick, then after 900 ms the account. A plain module on the
 * one dialog (decision 0011), loaded only when the header button is pressed (decision 0026).
 * Text is set with textContent only.
 */
export function openSignIn(opener: HTMLElement): void {
  if (controller?.element.isConnected) {
    controller.open();
    return;
  }
  const s = JSON.parse(opener.dataset.strings ?? '{}') as Strings;
  const href = opener.dataset.accountHref ?? '/account/';
  let mobile = '';

  const error = el('p', { class: 'sign-in__error', role: 'alert', 'data-testid': 'sign-in-error' });
  const title = el('h2', { id: 'sign-in-title', class: 'sign-in__title' }, s.title);
  const close = el(
    'button',
    { type: 'button', class: 'icon-button sign-in__close', 'aria-label': s.close },
    '×',
  );

  // Step 1: the number (+971 shown; 9 digits; submit disabled while empty or invalid, docs/product/account.md).
  const mobileInput = el('input', {
    id: 'sign-in-mobile',
    type: 'tel',
    inputmode: 'numeric',
    autocomplete: 'tel',
    // A whole pasted +971 number fits; the nine digits are kept (decision 0029).
    maxlength: String(MOBILE_INPUT_MAX_LENGTH),
    'data-testid': 'sign-in-mobile',
    dir: 'ltr',
  });
  const send = el('button', { type: 'submit', class: 'button', 'data-testid': 'sign-in-send' }, s.continue);
  send.disabled = true;
  const step1 = el(
    'form',
    { class: 'sign-in__step', novalidate: '' },
    el('label', { for: 'sign-in-mobile' }, s.mobileLabel),
    el('div', { class: 'sign-in__mobile', dir: 'ltr' }, el('span', {}, '+971'), mobileInput),
    send,
  );

  // Step 2: the code.
  const otpLabel = el('label', { for: 'sign-in-otp' });
  const otpInput = el('input', {
    id: 'sign-in-otp',
    inputmode: 'numeric',
    autocomplete: 'one-time-code',
    'data-testid': 'sign-in-otp',
    dir: 'ltr',
  });
  const verify = el('button', { type: 'submit', class: 'button', 'data-testid': 'sign-in-verify' }, s.verify);
  const edit = el('button', { type: 'button', class: 'link-button', 'data-testid': 'sign-in-edit' }, s.edit);
  const resend = el(
    'button',
    { type: 'button', class: 'link-button', 'data-testid': 'sign-in-resend' },
    s.resend,
  );
  const info = el('p', { class: 'sign-in__info', role: 'status', 'data-testid': 'sign-in-info' });
  const step2 = el(
    'form',
    { class: 'sign-in__step', novalidate: '' },
    otpLabel,
    otpInput,
    verify,
    edit,
    resend,
    info,
  );
  step2.hidden = true;

  const done = el(
    'p',
    { class: 'sign-in__done', role: 'status', 'data-testid': 'sign-in-success' },
    el('span', { 'aria-hidden': 'true', class: 'sign-in__tick' }, '✓'),
    ` ${s.success}`,
  );
  done.hidden = true;

  const d = el(
    'dialog',
    { class: 'dialog sign-in', 'aria-labelledby': 'sign-in-title', 'data-testid': 'sign-in-dialog' },
    el('div', { class: 'dialog__head' }, title, close),
    step1,
    step2,
    done,
    error,
  );
  document.body.append(d);
  // The one dialog (decision 0011): focus kept inside and returned to the button, Escape, scroll lock.
  const c = createDialog(d, { labelledBy: 'sign-in-title', returnFocus: opener });
  controller = c;
  close.addEventListener('click', () => c.close());

  const showError = (message: string) => {
    error.textContent = message;
  };
  mobileInput.addEventListener('input', () => {
    mobileInput.value = sanitizeMobileInput(mobileInput.value);
    send.disabled = !MOBILE.test(mobileInput.value);
  });

  const requestCode = async (): Promise<boolean> => {
    showError('');
    const r = await apiPost<TSendOtpResponse>('/api/auth/sendOtp', { mobileNumber: mobile });
    if (r.ok) {
      otpLabel.textContent = s.otpLabel.replace('{{mobile}}', r.data.maskedMobile);
      otpInput.maxLength = r.data.length;
      info.textContent = r.data.message;
      return true;
    }
    // The server's message (docs/product/account.md 'resend shows the server's message').
    showError(r.message || s.failed);
    return r.code === 'OTP_RESEND_COOLDOWN';
  };

  step1.addEventListener('submit', (e) => {
    e.preventDefault();
    if (!MOBILE.test(mobileInput.value)) return;
    mobile = mobileInput.value;
    send.disabled = true;
    void requestCode().then((ok) => {
      send.disabled = false;
      if (!ok) return;
      step1.hidden = true;
      step2.hidden = false;
      otpInput.value = '';
      otpInput.focus();
    });
  });
  edit.addEventListener('click', () => {
    step2.hidden = true;
    step1.hidden = false;
    showError('');
    mobileInput.focus();
  });
  resend.addEventListener('click', () => {
    info.textContent = '';
    void requestCode();
  });
  otpInput.addEventListener('input', () => {
    otpInput.value = otpInput.value.replace(/\D/g, '');
  });
  step2.addEventListener('submit', (e) => {
    e.preventDefault();
    showError('');
    verify.disabled = true;
    void apiPost<{ redirect: string }>('/api/auth/verifyOtp', {
      mobileNumber: mobile,
      otp: otpInput.value,
    }).then((r) => {
      verify.disabled = false;
      if (!r.ok) {
        showError(r.message || s.failed);
        return;
      }
      step2.hidden = true;
      done.hidden = false;
      setTimeout(() => window.location.assign(href), SIGN_IN_REDIRECT_MS);
    });
  });

  c.open();
  mobileInput.focus();
}
