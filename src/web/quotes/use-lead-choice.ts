import { useEffect, useRef, useState, type RefObject } from 'react';
import type { TLeadResponse, TQuote } from '../../shared/contracts/quotes-api';
import { IDEMPOTENCY_ERROR_CODES } from '../../shared/domain/idempotency';
import type { ApiResult } from '../session/request';
import { serverMessage } from './api';
import { useUi } from './ui';

export type LeadChoice = { quote: TQuote; enquiryId: string; productId: number };

export type LeadPhase =
  | { kind: 'form'; error: string | null; consentError: boolean }
  | { kind: 'sending' }
  | { kind: 'done'; lead: TLeadResponse };

/**
 * The message a failed lead shows: the server's own (422 CONSENT_REQUIRED and other coded answers arrive
 * translated), else the generic one; a request still running under the same key asks to wait.
 */
export function leadErrorText(
  res: Extract<ApiResult<unknown>, { ok: false }>,
  texts: { generic: string; stillWorking: string },
): string {
  if (res.code === IDEMPOTENCY_ERROR_CODES.IDEMPOTENCY_IN_PROGRESS) return texts.stillWorking;
  return serverMessage(res, texts.generic);
}

/** The hook's answer as a tuple: an object's names would stay in the quotes chunk (its 120 KB budget). */
export type LeadChoiceState = readonly [
  phase: LeadPhase,
  setPhase: (phase: LeadPhase) => void,
  consent: boolean,
  setConsent: (consent: boolean) => void,
  confirm: () => Promise<void>,
  doneButton: RefObject<HTMLButtonElement | null>,
  consentBox: RefObject<HTMLInputElement | null>,
];

/**
 * The choice's state (docs/product/leads.md): the required consent, then Confirm sends the lead; focus moves to
 * the confirmation's Close once it is there, and to the consent box once the number (when asked) is proved.
 */
export function useLeadChoice(
  choice: LeadChoice,
  send: (choice: LeadChoice) => Promise<ApiResult<TLeadResponse>>,
  askNumber: boolean,
): LeadChoiceState {
  const { t } = useUi();
  const [consent, setConsent] = useState(false);
  const [phase, setPhase] = useState<LeadPhase>({ kind: 'form', error: null, consentError: false });
  const doneButton = useRef<HTMLButtonElement>(null);
  const consentBox = useRef<HTMLInputElement>(null);
  const askedNumber = useRef(askNumber);
  // The confirm button goes away with the form: focus moves to the confirmation's Close, without scrolling the
  // dialog past its 'Thank you' heading; the confirmation is read from its top.
  useEffect(() => {
    if (phase.kind !== 'done') return;
    doneButton.current?.focus({ preventScroll: true });
    doneButton.current?.closest('dialog')?.scrollTo({ top: 0 });
  }, [phase.kind]);
  useEffect(() => {
    if (askedNumber.current && !askNumber) consentBox.current?.focus();
    askedNumber.current = askNumber;
  }, [askNumber]);

  const confirm = async () => {
    if (!consent) {
      setPhase({ kind: 'form', error: null, consentError: true });
      return;
    }
    setPhase({ kind: 'sending' });
    const res = await send(choice);
    if (res.ok) setPhase({ kind: 'done', lead: res.data });
    else
      setPhase({
        kind: 'form',
        consentError: false,
        error: leadErrorText(res, { generic: t('lead.error'), stillWorking: t('lead.stillWorking') }),
      });
  };
  return [phase, setPhase, consent, setConsent, confirm, doneButton, consentBox];
}
