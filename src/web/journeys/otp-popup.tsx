import { useEffect, useRef, useState, type RefObject } from 'react';
import { Dialog } from '../ui/dialog/react';
import { tj, type JourneyStrings } from './strings';
import type { OtpPopupState } from './types';

/** Digits only (native digits read as ASCII), at most the configured length. */
export function sanitizeOtp(raw: string, length: number): string {
  return raw
    .replace(/[\u0660-\u0669]/g, (c) => String(c.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (c) => String(c.charCodeAt(0) - 0x06f0))
    .replace(/[^0-9]/g, '')
    .slice(0, length);
}

/** Seconds until a resend is allowed. */
export function resendRemaining(otp: Pick<OtpPopupState, 'resendAfter' | 'sentAt'>, now: number): number {
  return Math.max(0, Math.ceil((otp.sentAt + otp.resendAfter * 1000 - now) / 1000));
}

type Props = {
  otp: OtpPopupState;
  strings: JourneyStrings;
  onChange(otp: string): void;
  onSubmit(): void;
  onResend(): void;
  onClose(): void;
  /** The button that sent the form: it may have lost focus while disabled during the call. */
  returnFocus?: RefObject<HTMLElement | null>;
};

/**
 * The OTP popup (docs/product/journeys.md 'Enquiry journey': open, otp, invalid flag, message) on the one dialog
 * (src/web/ui/dialog): focus starts in the code box, Tab stays inside, Escape closes and focus returns to the
 * button that sent the form; the masked number shows where the code went.
 */
export function OtpPopup({ otp, strings, onChange, onSubmit, onResend, onClose, returnFocus }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [now, setNow] = useState(() => Date.now());
  const remaining = resendRemaining(otp, now);

  // A refused code puts the visitor back in the box to correct it.
  useEffect(() => {
    if (!otp.open) return;
    inputRef.current?.focus();
  }, [otp.open, otp.invalid, otp.message]);

  useEffect(() => {
    if (!otp.open || remaining <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [otp.open, remaining]);

  if (!otp.open) return null;
  // The masked number stays left to right inside an Arabic sentence. A code is said to be sent only when the
  // answer sent one (decision 0062).
  const [before = '', after = ''] = tj(strings, otp.sent === false ? 'otp.alreadySent' : 'otp.sentTo', {
    length: otp.otpLength,
    mobile: '\u0000',
  }).split('\u0000');

  return (
    <Dialog
      open
      onClose={onClose}
      closeLabel={tj(strings, 'otp.close')}
      returnFocus={returnFocus}
      className="journey__modal"
      labelledBy="journey-otp-title"
      describedBy="journey-otp-sent"
    >
      <h2 id="journey-otp-title" className="journey__modal-title">
        {tj(strings, 'otp.title')}
      </h2>
      <p id="journey-otp-sent">
        {before}
        <bdi dir="ltr">{otp.maskedMobile}</bdi>
        {after}
      </p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <label className="jf__label" htmlFor="journey-otp-input">
          {tj(strings, 'otp.label')}
        </label>
        <input
          ref={inputRef}
          id="journey-otp-input"
          className="jf__control journey__otp-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          data-autofocus
          maxLength={otp.otpLength}
          value={otp.otp}
          aria-invalid={otp.invalid || undefined}
          aria-describedby={otp.message ? 'journey-otp-message' : undefined}
          onChange={(e) => onChange(sanitizeOtp(e.target.value, otp.otpLength))}
        />
        <p id="journey-otp-message" className={otp.invalid ? 'jf__error' : 'jf__hint'} role="alert">
          {otp.message}
        </p>
        <div className="journey__actions">
          <button type="submit" className="journey__next">
            {tj(strings, 'otp.verify')}
          </button>
          <button type="button" className="journey__back" disabled={remaining > 0} onClick={onResend}>
            {tj(strings, 'otp.resend')}
          </button>
        </div>
        {remaining > 0 ? (
          <p className="jf__hint">{tj(strings, 'otp.resendIn', { seconds: remaining, count: remaining })}</p>
        ) : null}
      </form>
    </Dialog>
  );
}
