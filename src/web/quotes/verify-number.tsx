import { useEffect, useMemo, useRef, useState } from 'react';
import { createTranslator, type Catalogue } from '../../shared/i18n/translator';
import { MOBILE_PREFIX, sanitizeMobileInput, validateMobile } from '../../shared/rules/inputs';

/** The longest way of writing a UAE mobile number the box accepts as typed or pasted ('+971 50 123 4567'). */
const MOBILE_PASTE_MAX = 20;
import { sanitizeOtp } from '../journeys/otp-popup';
import type { ApiResult } from '../session/request';
import { serverMessage } from './api';
import type { CodeSent, NumberApi } from './number-api';
import { Ltr, rich, useUi } from './ui';

type Phase =
  | { kind: 'number'; busy: boolean; error: string | null }
  | {
      kind: 'code';
      sent: CodeSent;
      sentAt: number;
      busy: boolean;
      error: string | null;
      notice: string | null;
    };

/** The message of a refused number: the field's own (RULE_FAILED) first, else the server's, else the generic. */
export function numberErrorText(res: Extract<ApiResult<unknown>, { ok: false }>, generic: string): string {
  const body = res.body as { fieldErrors?: { fieldId?: unknown; message?: unknown }[] } | undefined;
  const own = body?.fieldErrors?.find((e) => e.fieldId === 'mobileNumber')?.message;
  return typeof own === 'string' && own !== '' ? own : serverMessage(res, generic);
}

/** Seconds left before another code may be asked for. */
export function secondsLeft(sentAt: number, resendAfter: number, now: number): number {
  return Math.max(0, Math.ceil((sentAt + resendAfter * 1000 - now) / 1000));
}

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
  const { t, lang } = useUi();
  const rulesT = useMemo(
    () => createTranslator(lang, { [lang]: { rules: props.rules } }, { defaultNs: 'rules' }).t,
    [lang, props.rules],
  );
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'number', busy: false, error: null });
  const [now, setNow] = useState(() => Date.now());
  const mobileRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const wait = phase.kind === 'code' ? secondsLeft(phase.sentAt, phase.sent.resendAfter, now) : 0;
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [wait]);
  // Each step starts in its box; a refusal puts the visitor back there.
  useEffect(() => {
    (phase.kind === 'code' ? codeRef : mobileRef).current?.focus();
  }, [phase.kind, phase.error]);

  const codeSent = (sent: CodeSent, notice: string | null = null) => {
    setCode('');
    setNow(Date.now());
    setPhase({ kind: 'code', sent, sentAt: Date.now(), busy: false, error: null, notice });
  };

  const submitNumber = async () => {
    const check = validateMobile(mobile, 'journey');
    if (!check.valid) {
      setPhase({ kind: 'number', busy: false, error: rulesT(check.messageKey, check.params) });
      return;
    }
    setPhase({ kind: 'number', busy: true, error: null });
    const res = await props.api.send(mobile);
    if (!res.ok) setPhase({ kind: 'number', busy: false, error: numberErrorText(res, t('number.error')) });
    else if (res.data === 'verified') props.onVerified(`*****${mobile.slice(-4)}`);
    else codeSent(res.data);
  };

  const submitCode = async () => {
    if (phase.kind !== 'code' || phase.busy) return;
    if (code.length !== phase.sent.otpLength) {
      setPhase({
        ...phase,
        error: t('number.codeIncomplete', { length: phase.sent.otpLength }),
        notice: null,
      });
      return;
    }
    setPhase({ ...phase, busy: true, error: null, notice: null });
    const res = await props.api.confirm(mobile, code);
    if (res.ok) props.onVerified(phase.sent.maskedMobile);
    else {
      setCode('');
      setPhase({ ...phase, busy: false, error: serverMessage(res, t('number.error')), notice: null });
    }
  };

  const resend = async () => {
    if (phase.kind !== 'code') return;
    setPhase({ ...phase, busy: true, error: null, notice: null });
    const res = await props.api.resend(mobile);
    if (res.ok) codeSent(res.data, t('number.resent'));
    else setPhase({ ...phase, busy: false, error: serverMessage(res, t('number.error')), notice: null });
  };

  if (phase.kind === 'number') {
    return (
      <form
        className="verify-number"
        noValidate
        data-testid="verify-number"
        data-state="number"
        onSubmit={(e) => {
          e.preventDefault();
          if (!phase.busy) void submitNumber();
        }}
      >
        <h2 id="verify-number-title" className="dialog__title">
          {t('number.title')}
        </h2>
        <p>{props.intro}</p>
        <label className="verify-number__label" htmlFor="verify-number-mobile">
          {t('number.label')}
        </label>
        <div className="verify-number__mobile" dir="ltr">
          <span className="verify-number__prefix" aria-hidden="true">
            {MOBILE_PREFIX}
          </span>
          <input
            ref={mobileRef}
            id="verify-number-mobile"
            className="verify-number__control"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            // Room for '+971 50 123 4567' or '050 123 4567' as pasted: the box keeps the nine digits.
            maxLength={MOBILE_PASTE_MAX}
            placeholder="5XXXXXXXX"
            value={mobile}
            aria-invalid={phase.error ? true : undefined}
            aria-describedby={phase.error ? 'verify-number-error' : undefined}
            aria-required
            data-autofocus
            onChange={(e) => setMobile(sanitizeMobileInput(e.target.value))}
          />
        </div>
        {phase.error ? (
          <p id="verify-number-error" className="lead__error" role="alert">
            {phase.error}
          </p>
        ) : null}
        <div className="lead__actions">
          <button type="submit" className="button" disabled={phase.busy} data-testid="verify-number-send">
            {phase.busy ? t('number.sending') : t('number.send')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form
      className="verify-number"
      noValidate
      data-testid="verify-number"
      data-state="code"
      onSubmit={(e) => {
        e.preventDefault();
        void submitCode();
      }}
    >
      <h2 id="verify-number-title" className="dialog__title">
        {t('number.title')}
      </h2>
      <p id="verify-number-sent">
        {rich(t('number.sentTo', { length: phase.sent.otpLength }), {
          mobile: <Ltr>{phase.sent.maskedMobile}</Ltr>,
        })}
      </p>
      <label className="verify-number__label" htmlFor="verify-number-code">
        {t('number.codeLabel')}
      </label>
      <input
        ref={codeRef}
        id="verify-number-code"
        className="verify-number__control verify-number__code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        maxLength={phase.sent.otpLength}
        value={code}
        aria-invalid={phase.error ? true : undefined}
        aria-describedby="verify-number-sent verify-number-message"
        data-testid="verify-number-code"
        onChange={(e) => setCode(sanitizeOtp(e.target.value, phase.sent.otpLength))}
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
          {phase.busy ? t('number.verifying') : t('number.verify')}
        </button>
        <button
          type="button"
          className="button button--outline"
          disabled={phase.busy || wait > 0}
          onClick={() => void resend()}
        >
          {t('number.resend')}
        </button>
        <button
          type="button"
          className="button button--outline"
          onClick={() => setPhase({ kind: 'number', busy: false, error: null })}
        >
          {t('number.change')}
        </button>
      </div>
    </form>
  );
}
