import { useEffect, useMemo, useRef, useState } from 'react';
import { createTranslator, type Catalogue } from '../../shared/i18n/translator';
import { validateMobile } from '../../shared/rules/inputs';
import { failureKind } from '../session/failure-kind';
import type { ApiResult } from '../session/request';
import { serverMessage } from './api';
import type { CodeSent, NumberApi } from './number-api';
import { useUi } from './ui';

/** The call that failed without an answer (no connection, no answer in time, unknown): its button reads Retry. */
export type RetryOf = 'send' | 'confirm' | 'resend' | null;

export type VerifyPhase =
  | { kind: 'number'; busy: boolean; error: string | null; retry?: RetryOf }
  | {
      kind: 'code';
      sent: CodeSent;
      sentAt: number;
      busy: boolean;
      error: string | null;
      notice: string | null;
      retry?: RetryOf;
    };

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

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
 * The number step's state (decision 0017): the number checked with the journey's rule, then sent; the code
 * confirmed or sent again once the wait is over (`wait`, in seconds, ticks every second); each step starts in
 * its box and a refusal puts the visitor back there.
 */
export function useVerifyNumber(props: {
  api: NumberApi;
  rules: Catalogue;
  onVerified: (maskedMobile: string) => void;
}) {
  const { t, lang } = useUi();
  const rulesT = useMemo(
    () => createTranslator(lang, { [lang]: { rules: props.rules } }, { defaultNs: 'rules' }).t,
    [lang, props.rules],
  );
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [phase, setPhase] = useState<VerifyPhase>({ kind: 'number', busy: false, error: null });
  const [now, setNow] = useState(() => Date.now());
  const mobileRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const wait = phase.kind === 'code' ? secondsLeft(phase.sentAt, phase.sent.resendAfter, now) : 0;
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [wait]);
  useEffect(() => {
    (phase.kind === 'code' ? codeRef : mobileRef).current?.focus();
  }, [phase.kind, phase.error]);

  /**
   * What a failed call says (decision 0062): no connection and no answer in time in their own words, with Retry on
   * the button; a server's refusal in its words (a 4xx would only be refused again: no Retry).
   */
  const failure = (
    res: Failure,
    retry: RetryOf,
    own: (r: Failure, generic: string) => string = serverMessage,
  ) => {
    const kind = failureKind(res);
    const error =
      kind === 'offline'
        ? t('number.offline')
        : kind === 'timeout'
          ? t('number.timeout')
          : own(res, t('number.error'));
    return { error, retry: kind === 'server' && res.status < 500 ? null : retry };
  };

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
    if (!res.ok) setPhase({ kind: 'number', busy: false, ...failure(res, 'send', numberErrorText) });
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
        retry: null,
      });
      return;
    }
    setPhase({ ...phase, busy: true, error: null, notice: null, retry: null });
    const res = await props.api.confirm(mobile, code);
    if (res.ok) props.onVerified(phase.sent.maskedMobile);
    else {
      const f = failure(res, 'confirm');
      // A refused code is cleared for the next try; one that could not be checked is kept for Retry.
      if (!f.retry) setCode('');
      setPhase({ ...phase, busy: false, ...f, notice: null });
    }
  };

  const resend = async () => {
    if (phase.kind !== 'code') return;
    setPhase({ ...phase, busy: true, error: null, notice: null, retry: null });
    const res = await props.api.resend(mobile);
    // Said only when a code went out (the cooldown sends none: the code step then says so).
    if (res.ok) codeSent(res.data, res.data.sent === false ? null : t('number.resent'));
    else setPhase({ ...phase, busy: false, ...failure(res, 'resend'), notice: null });
  };

  const changeNumber = () => setPhase({ kind: 'number', busy: false, error: null });

  return {
    phase,
    mobile,
    setMobile,
    code,
    setCode,
    wait,
    mobileRef,
    codeRef,
    submitNumber,
    submitCode,
    resend,
    changeNumber,
  };
}
