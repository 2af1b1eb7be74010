import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TLeadResponse, TQuote } from '../../shared/contracts/quotes-api';
import { IDEMPOTENCY_ERROR_CODES } from '../../shared/domain/idempotency';
import type { ApiResult } from '../session/request';
import { Dialog } from '../ui/dialog/react';
import { serverMessage } from './api';
import { BreakdownTable } from './breakdown-table';
import { shownPrice } from './card-rules';
import type { Catalogue } from '../../shared/i18n/translator';
import type { NumberApi } from './number-api';
import { Ltr, Money, useUi } from './ui';
import { VerifyNumber } from './verify-number-lazy';

export type LeadChoice = { quote: TQuote; enquiryId: string; productId: number };

type Phase =
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

/**
 * Choosing a plan (issue 9 §6; spec 001 §4 'A quote click opens the lead popup with planId and providerId'):
 * the plan, the verified number when known, an unticked required consent box, Confirm → POST /api/lead_details
 * (one Idempotency-Key per choice, re-sent on retry), then a confirmation with the breakdown and next steps.
 */
export function LeadPopup({
  choice,
  maskedMobile,
  numberStep,
  onVerified,
  onClose,
  send,
}: {
  choice: LeadChoice;
  maskedMobile: string | null;
  /** Decision 0017: without a proved number, the number and its code come first (the product's number form). */
  numberStep: { api: NumberApi; rules: Catalogue } | null;
  onVerified: (maskedMobile: string) => void;
  onClose: () => void;
  send: (choice: LeadChoice) => Promise<ApiResult<TLeadResponse>>;
}) {
  const { t } = useUi();
  const q = choice.quote;
  const [consent, setConsent] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'form', error: null, consentError: false });
  const price = shownPrice(q);
  const doneButton = useRef<HTMLButtonElement>(null);
  const consentBox = useRef<HTMLInputElement>(null);
  const askNumber = maskedMobile === null && numberStep !== null;
  const askedNumber = useRef(askNumber);
  // The confirm button goes away with the form: focus moves to the confirmation's Close.
  useEffect(() => {
    if (phase.kind === 'done') doneButton.current?.focus();
  }, [phase.kind]);
  // Once the number is proved the choice continues: focus moves to the consent box.
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

  let body: ReactNode;
  if (askNumber && phase.kind !== 'done') {
    body = (
      <VerifyNumber
        api={numberStep.api}
        rules={numberStep.rules}
        intro={t('number.chooseIntro')}
        onVerified={onVerified}
      />
    );
  } else if (phase.kind === 'done') {
    const lead = phase.lead;
    body = (
      <div data-state="done" data-testid="lead-confirmation">
        <h2 id="lead-done-title" className="dialog__title">
          {t('lead.doneTitle')}
        </h2>
        <dl className="lead__facts">
          <div>
            <dt>{t('lead.plan')}</dt>
            <dd>{lead.planName ?? q.planName}</dd>
          </div>
          <div>
            <dt>{t('lead.insurer')}</dt>
            <dd>{lead.providerName ?? (q.insurerName || q.providerName)}</dd>
          </div>
          <div>
            <dt>{t('lead.reference')}</dt>
            <dd>
              <Ltr>{lead.leadId}</Ltr>
            </dd>
          </div>
        </dl>
        {lead.breakdown.length > 0 ? (
          <BreakdownTable
            lines={lead}
            caption={t('lead.breakdown')}
            totals={lead.total !== null ? [{ label: t('card.total'), amount: lead.total }] : []}
          />
        ) : null}
        {lead.nextSteps.length > 0 ? (
          <>
            <h3 className="lead__next-title">{t('lead.next')}</h3>
            <ol className="lead__next">
              {lead.nextSteps.map((s, i) => (
                <li key={i}>{s}</li>
              ))}
            </ol>
          </>
        ) : null}
        <div className="lead__actions">
          <button type="button" className="button" ref={doneButton} onClick={onClose}>
            {t('lead.close')}
          </button>
        </div>
      </div>
    );
  } else {
    const sending = phase.kind === 'sending';
    const consentError = phase.kind === 'form' && phase.consentError;
    const error = phase.kind === 'form' ? phase.error : null;
    body = (
      <form
        noValidate
        data-state={phase.kind}
        onSubmit={(e) => {
          e.preventDefault();
          if (!sending) void confirm();
        }}
      >
        <h2 id="lead-title" className="dialog__title">
          {t('lead.title')}
        </h2>
        <dl className="lead__facts">
          <div>
            <dt>{t('lead.plan')}</dt>
            <dd>{q.planName}</dd>
          </div>
          <div>
            <dt>{t('lead.insurer')}</dt>
            <dd>{q.insurerName || q.providerName}</dd>
          </div>
          <div>
            <dt>{t('lead.premium')}</dt>
            <dd>{price ? <Money value={price.amount} /> : t('card.checkPremium')}</dd>
          </div>
          {maskedMobile ? (
            <div>
              <dt>{t('lead.mobile')}</dt>
              <dd>
                <Ltr>{maskedMobile}</Ltr>
              </dd>
            </div>
          ) : null}
        </dl>
        <label className="lead__consent">
          <input
            ref={consentBox}
            type="checkbox"
            required
            checked={consent}
            onChange={(e) => {
              setConsent(e.target.checked);
              if (e.target.checked && consentError) setPhase({ kind: 'form', error, consentError: false });
            }}
            aria-invalid={consentError || undefined}
            aria-describedby={consentError ? 'lead-consent-error' : undefined}
            data-testid="lead-consent"
          />{' '}
          {t('lead.consent')}
        </label>
        {consentError ? (
          <p id="lead-consent-error" className="lead__error" role="alert">
            {t('lead.consentRequired')}
          </p>
        ) : null}
        {error ? (
          <p className="lead__error" role="alert" data-testid="lead-error">
            {error}
          </p>
        ) : null}
        <div className="lead__actions">
          <button type="submit" className="button" disabled={sending} data-testid="lead-confirm">
            {sending ? t('lead.sending') : t('lead.confirm')}
          </button>
          <button type="button" className="button button--outline" onClick={onClose}>
            {t('lead.cancel')}
          </button>
        </div>
      </form>
    );
  }
  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={
        askNumber && phase.kind !== 'done'
          ? 'verify-number-title'
          : phase.kind === 'done'
            ? 'lead-done-title'
            : 'lead-title'
      }
      className="lead"
      data-testid="lead-popup"
    >
      {body}
    </Dialog>
  );
}
