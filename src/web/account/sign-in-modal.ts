import { MOBILE_PATTERN, sanitizeMobileInput } from '../../shared/rules/inputs';
import { SIGN_IN_REDIRECT_MS, type TSendOtpResponse } from '../../shared/contracts/account-constants';
import { failureKind } from '../session/failure-kind';
import { apiPost, type ApiFailure } from '../session/request';
import { createDialog, type DialogController } from '../ui/dialog/dialog';
import { buildSignIn, sentence, type SignInStrings, type failureBox } from './sign-in-view';

const MOBILE = new RegExp(MOBILE_PATTERN);
/** docs/product/otp.md: a new code may be asked for 30 s after the last one (the server's answer wins). */
const DEFAULT_RESEND_S = 30;
/** docs/product/journeys.md 'OTP': more than 3 digits; the longest code the server may be configured for. */
const MIN_OTP = 4;
const MAX_OTP = 8;

let controller: DialogController | undefined;
let prompt: HTMLElement | undefined;

type Failure = ReturnType<typeof failureBox>;

/** m:ss, as a countdown reads. */
const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * The sign-in modal (docs/product/account.md 'Sign-in dialog'; decision 0062): step 1 the number (+971 inside the
 * field, 'Mobile number is required' / 'is invalid'), step 2 the code with Edit number, Resend OTP and its
 * countdown. It says a code was sent only when the server sent one; a refused code keeps the dialog open with
 * the server's message beside the box; a failed call says what happened beside its button, with Retry. A correct
 * code shows a tick, then after 900 ms the account. A plain module on the one dialog (decision 0011), loaded only
 * when the button is pressed (decision 0026). Text is set as text only.
 */
export function openSignIn(opener: HTMLElement, opts: { prompted?: boolean } = {}): void {
  if (controller?.element.isConnected) {
    if (prompt) prompt.hidden = opts.prompted !== true;
    if (!controller.element.open) controller.open();
    return;
  }
  const s = JSON.parse(opener.dataset.strings ?? '{}') as SignInStrings;
  const href = opener.dataset.accountHref ?? '/account/';
  const v = buildSignIn(s);
  const { step1, step2 } = v;
  let mobile = '';
  let resendAt = 0;
  /** The code's length, once an answer told it. */
  let codeLength: number | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;

  prompt = v.prompt;
  prompt.hidden = opts.prompted !== true;
  document.body.append(v.dialog);
  // The one dialog (decision 0011): focus kept inside and returned to the button, Escape, scroll lock.
  const c = createDialog(v.dialog, { labelledBy: 'sign-in-title', returnFocus: opener });
  controller = c;
  v.close.addEventListener('click', () => c.close());

  const setField = (input: HTMLInputElement, box: HTMLElement, message: string) => {
    box.textContent = message;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  const hideFailure = (f: Failure) => {
    f.box.hidden = true;
    f.text.textContent = '';
  };
  /** A failed call: a field's own refusal goes under its box; anything else beside the button, with Retry. */
  const showFailure = (f: Failure, r: ApiFailure) => {
    const kind = failureKind(r);
    const text =
      kind === 'offline'
        ? s.offline
        : kind === 'timeout'
          ? s.timeout
          : kind === 'server'
            ? r.message
            : s.failed;
    f.text.textContent = text;
    // Retrying a refusal (a limit, a wrong number) would only be refused again.
    f.retry.hidden = kind === 'server' && r.status < 500;
    f.box.hidden = false;
  };

  const mobileMessage = () => {
    const value = step1.input.value;
    if (value === '') return s.mobileRequired;
    return MOBILE.test(value) ? '' : s.mobileInvalid;
  };
  let touched = false;
  step1.send.disabled = true;
  step1.input.addEventListener('input', () => {
    step1.input.value = sanitizeMobileInput(step1.input.value);
    step1.send.disabled = !MOBILE.test(step1.input.value);
    // Said once the visitor left the box or typed nine digits; then kept up to date while typing.
    if (step1.input.value.length >= 9) touched = true;
    setField(step1.input, step1.error, touched ? mobileMessage() : '');
    hideFailure(step1.failure);
  });
  step1.input.addEventListener('blur', () => {
    // Leaving for the dialog's own × is not a wrong answer.
    if (!v.dialog.open) return;
    touched = true;
    setField(step1.input, step1.error, mobileMessage());
  });

  const tick = () => {
    const left = Math.max(0, Math.ceil((resendAt - Date.now()) / 1000));
    step2.resend.disabled = left > 0;
    step2.countdown.replaceChildren(...(left > 0 ? sentence(s.resendIn, { time: clock(left) }) : []));
    step2.countdown.hidden = left === 0;
    if (left === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  const startCountdown = (seconds: number) => {
    resendAt = Date.now() + seconds * 1000;
    if (!timer) timer = setInterval(tick, 1000);
    tick();
  };
  const masked = () => `*****${mobile.slice(-4)}`;
  const showCodeStep = (message: string, maskedMobile: string) => {
    step2.sentTo.replaceChildren(...sentence(message, { mobile: maskedMobile }));
    step2.input.maxLength = codeLength ?? MAX_OTP;
    step1.form.hidden = true;
    step2.form.hidden = false;
  };

  /** POST /api/auth/sendOtp. A cooldown sends nothing: the code step then says so, with the wait. */
  const requestCode = async (f: Failure, resent: boolean) => {
    hideFailure(f);
    const r = await apiPost<TSendOtpResponse>('/api/auth/sendOtp', { mobileNumber: mobile });
    if (r.ok) {
      codeLength = r.data.length;
      showCodeStep(resent ? s.resent : s.sentTo, r.data.maskedMobile);
      setField(step2.input, step2.error, '');
      startCountdown(r.data.resendAfter || DEFAULT_RESEND_S);
      return true;
    }
    if (r.code === 'OTP_RESEND_COOLDOWN') {
      showCodeStep(s.alreadySent, masked());
      startCountdown(r.retryAfter ?? DEFAULT_RESEND_S);
      return true;
    }
    if (!resent && (r.code === 'INVALID_MOBILE' || r.code === 'MOBILE_REQUIRED'))
      setField(step1.input, step1.error, r.message || s.mobileInvalid);
    else showFailure(f, r);
    return false;
  };

  const sendNumber = async () => {
    if (!MOBILE.test(step1.input.value)) {
      touched = true;
      setField(step1.input, step1.error, mobileMessage());
      return;
    }
    mobile = step1.input.value;
    step1.send.disabled = true;
    const ok = await requestCode(step1.failure, false);
    step1.send.disabled = false;
    if (!ok) return;
    step2.input.value = '';
    step2.input.focus();
  };
  step1.form.addEventListener('submit', (e) => {
    e.preventDefault();
    void sendNumber();
  });
  step1.failure.retry.addEventListener('click', () => void sendNumber());

  step2.edit.addEventListener('click', () => {
    step2.form.hidden = true;
    step1.form.hidden = false;
    for (const f of [step2.verifyFailure, step2.resendFailure]) hideFailure(f);
    step1.input.focus();
  });
  const resend = async () => {
    hideFailure(step2.verifyFailure);
    step2.resend.disabled = true;
    if (await requestCode(step2.resendFailure, true)) step2.input.focus();
    else tick();
  };
  step2.resend.addEventListener('click', () => void resend());
  step2.resendFailure.retry.addEventListener('click', () => void resend());
  step2.input.addEventListener('input', () => {
    step2.input.value = step2.input.value.replace(/\D/g, '');
    setField(step2.input, step2.error, '');
  });

  /** POST /api/auth/verifyOtp: any refusal or failure keeps the dialog open and says why. */
  const verify = async () => {
    hideFailure(step2.verifyFailure);
    const code = step2.input.value;
    const length = codeLength ?? MIN_OTP;
    if (code.length < length) {
      const message = code === '' ? s.otpRequired : s.otpShort.replace('{{length}}', String(length));
      setField(step2.input, step2.error, message);
      step2.input.focus();
      return;
    }
    step2.verify.disabled = true;
    const r = await apiPost<{ redirect: string }>('/api/auth/verifyOtp', { mobileNumber: mobile, otp: code });
    step2.verify.disabled = false;
    if (r.ok) {
      if (timer) clearInterval(timer);
      step2.form.hidden = true;
      v.done.hidden = false;
      setTimeout(() => window.location.assign(href), SIGN_IN_REDIRECT_MS);
      return;
    }
    if (failureKind(r) === 'server' && r.status < 500) {
      // 'Incorrect OTP', an expired code or too many tries: the server's words, under the box.
      setField(step2.input, step2.error, r.message);
      step2.input.select();
      step2.input.focus();
    } else showFailure(step2.verifyFailure, r);
  };
  step2.form.addEventListener('submit', (e) => {
    e.preventDefault();
    void verify();
  });
  step2.verifyFailure.retry.addEventListener('click', () => void verify());

  c.open();
  step1.input.focus();
}

/**
 * INTERNAL_RATE_LIMIT_EXCEED (docs/product/errors-and-limits.md; decision 0088): the spec's 'login popup', the same
 * sign-in dialog, saying why it opened. It takes its texts from the header's button (or the account page's); a page
 * without either (the app's source hides the header) has nothing to open. Answers whether it opened.
 */
export function openSignInPrompt(): boolean {
  const opener = document.querySelector<HTMLElement>(
    '[data-testid="sign-in"][data-strings], [data-testid="account-sign-in"][data-strings]',
  );
  if (!opener) return false;
  openSignIn(opener, { prompted: true });
  return true;
}
