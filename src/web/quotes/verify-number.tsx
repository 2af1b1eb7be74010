import type { Catalogue } from '../../shared/i18n/translator';
import { MOBILE_PREFIX, sanitizeMobileInput } from '../../shared/rules/inputs';
import { sanitizeOtp } from '../journeys/otp-popup';
import type { NumberApi } from './number-api';
import { Ltr, rich, useUi } from './ui';
import { useVerifyNumber, type VerifyPhase } from './use-verify-number';

export { numberErrorText, secondsLeft } from './use-verify-number';

/** The longest way of writing a UAE mobile number the box accepts as typed or pasted ('+971 50 123 4567'). */
const MOBILE_PASTE_MAX = 20;

type Step = ReturnType<typeof useVerifyNumber>;
type T = ReturnType<typeof useUi>['t'];

/**
 * 'Confirm your mobile number' (decision 0017): the quotes-first journey asks for the number only when the
 * visitor chooses a plan or saves the results. The number box has the journey's rule (checked again by the
 * server through the product's hidden number form), then the one-time code goes to that number; once the
 * server accepts the code the enquiry's number is proved and `onVerified` receives it masked.
 */
export function VerifyNumber(props: {
  /** Where the number and its code go: the enquiry's number form, or the access of saved results. */
  api: NumberApi;
  /** The `rules` catalogue of the page language (the rule engine's messages). */
  rules: Catalogue;
  intro: string;
  onVerified: (maskedMobile: string) => void;
}) {
  const { t } = useUi();
  const step = useVerifyNumber(props);
  const { phase } = step;
  // Render functions, not components: the two steps' form stays one element (focus is not dropped between them).
  return phase.kind === 'number' ? numberStep(t, step, phase, props.intro) : codeStep(t, step, phase);
}

/** The number box with the UAE prefix, and Send. */
function numberStep(t: T, step: Step, phase: Extract<VerifyPhase, { kind: 'number' }>, intro: string) {
  return (
    <form
      className="verify-number"
      noValidate
      data-testid="verify-number"
      data-state="number"
      onSubmit={(e) => {
        e.preventDefault();
        if (!phase.busy) void step.submitNumber();
      }}
    >
      <h2 id="verify-number-title" className="dialog__title">
        {t('number.title')}
      </h2>
      <p>{intro}</p>
      <label className="verify-number__label" htmlFor="verify-number-mobile">
        {t('number.label')}
      </label>
      <div className="verify-number__mobile" dir="ltr">
        <span className="verify-number__prefix" aria-hidden="true">
          {MOBILE_PREFIX}
        </span>
        <input
          ref={step.mobileRef}
          id="verify-number-mobile"
          className="verify-number__control"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          // Room for '+971 50 123 4567' or '050 123 4567' as pasted: the box keeps the nine digits.
          maxLength={MOBILE_PASTE_MAX}
          placeholder="5XXXXXXXX"
          value={step.mobile}
          aria-invalid={phase.error ? true : undefined}
          aria-describedby={phase.error ? 'verify-number-error' : undefined}
          aria-required
          data-autofocus
          onChange={(e) => step.setMobile(sanitizeMobileInput(e.target.value))}
        />
      </div>
      {phase.error ? (
        <p id="verify-number-error" className="lead__error" role="alert">
          {phase.error}
        </p>
      ) : null}
      <div className="lead__actions">
        <button type="submit" className="button" disabled={phase.busy} data-testid="verify-number-send">
          {phase.busy ? t('number.sending') : t(phase.retry === 'send' ? 'number.retry' : 'number.send')}
        </button>
      </div>
    </form>
  );
}

/**
 * The code box, its message (refusal, notice or the resend countdown), Verify, Resend and Change number. A call that
 * got no answer says so under the box, and its own button reads Retry (decision 0062).
 */
function codeStep(t: T, step: Step, phase: Extract<VerifyPhase, { kind: 'code' }>) {
  const { wait } = step;
  return (
    <form
      className="verify-number"
      noValidate
      data-testid="verify-number"
      data-state="code"
      onSubmit={(e) => {
        e.preventDefault();
        void step.submitCode();
      }}
    >
      <h2 id="verify-number-title" className="dialog__title">
        {t('number.title')}
      </h2>
      <p id="verify-number-sent">
        {/* A code is said to be sent only when this answer sent one (decision 0062). */}
        {rich(
          t(phase.sent.sent === false ? 'number.alreadySent' : 'number.sentTo', {
            length: phase.sent.otpLength,
          }),
          {
            mobile: <Ltr>{phase.sent.maskedMobile}</Ltr>,
          },
        )}
      </p>
      <label className="verify-number__label" htmlFor="verify-number-code">
        {t('number.codeLabel')}
      </label>
      <input
        ref={step.codeRef}
        id="verify-number-code"
        className="verify-number__control verify-number__code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        maxLength={phase.sent.otpLength}
        value={step.code}
        aria-invalid={phase.error ? true : undefined}
        aria-describedby="verify-number-sent verify-number-message"
        data-testid="verify-number-code"
        onChange={(e) => step.setCode(sanitizeOtp(e.target.value, phase.sent.otpLength))}
      />
      <p
        id="verify-number-message"
        className={phase.error ? 'lead__error' : 'verify-number__hint'}
        role={phase.error ? 'alert' : 'status'}
      >
        {phase.error ?? phase.notice ?? (wait > 0 ? t('number.resendIn', { count: wait }) : '')}
      </p>
      <div className="lead__actions">
        <button type="submit" className="button" disabled={phase.busy} data-testid="verify-number-confirm">
          {phase.busy
            ? t('number.verifying')
            : t(phase.retry === 'confirm' ? 'number.retry' : 'number.verify')}
        </button>
        <button
          type="button"
          className="button button--outline"
          disabled={phase.busy || wait > 0}
          onClick={() => void step.resend()}
        >
          {t(phase.retry === 'resend' ? 'number.retry' : 'number.resend')}
        </button>
        <button type="button" className="button button--outline" onClick={step.changeNumber}>
          {t('number.change')}
        </button>
      </div>
    </form>
  );
}
