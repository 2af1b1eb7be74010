import type { ReactNode, RefObject } from 'react';
import type { TLeadResponse, TQuote } from '../../shared/contracts/quotes-api';
import { shownPrice } from './card-rules';
import { loanTotals } from './loan-words';
import { BreakdownTable, Ltr, Money, type useUi } from './ui';
import type { LeadChoiceState } from './use-lead-choice';

type T = ReturnType<typeof useUi>['t'];

/**
 * After the lead: the plan, the insurer, the reference, the breakdown and the next steps, with Close. The two
 * sections are render functions with plain arguments: props' names would stay in the quotes chunk.
 */
export function leadConfirmation(
  t: T,
  lead: TLeadResponse,
  q: TQuote,
  doneButton: RefObject<HTMLButtonElement | null>,
  onClose: () => void,
): ReactNode {
  return (
    <div data-state="done" data-testid="lead-confirmation">
      <h2 id="lead-done-title" className="dialog__title">
        {t('lead.doneTitle')}
      </h2>
      <dl className="lead__facts">
        <div>
          <dt>{t(q.loan ? 'loan.product' : q.account ? 'account.product' : 'lead.plan')}</dt>
          <dd>{lead.planName ?? q.planName}</dd>
        </div>
        <div>
          <dt>{t(q.loan ? 'loan.lender' : q.account ? 'account.bank' : 'lead.insurer')}</dt>
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
          caption={t(q.loan ? 'loan.breakdown' : 'lead.breakdown')}
          totals={
            q.loan
              ? loanTotals(t, q.loan, lead.total ?? undefined)
              : lead.total !== null
                ? [{ label: t('card.total'), amount: lead.total }]
                : []
          }
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
}

/** The plan, its price and the proved number, the required consent box, Confirm and Cancel. */
export function leadForm(
  t: T,
  q: TQuote,
  maskedMobile: string | null,
  lead: LeadChoiceState,
  onClose: () => void,
): ReactNode {
  const [phase, setPhase, consent, setConsent, confirm, , consentBox] = lead;
  const price = shownPrice(q);
  const loan = q.loan;
  const account = q.account;
  // Banking products (loans, accounts) speak of the bank and the offer, never of an insurer or a plan.
  const banking = loan !== undefined || account !== undefined;
  const sending = phase.kind === 'sending';
  const consentError = phase.kind === 'form' && phase.consentError;
  const error = phase.kind === 'form' ? phase.error : null;
  return (
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
      <dl className="lead__facts" data-testid="lead-facts">
        <div>
          <dt>{t(loan ? 'loan.product' : account ? 'account.product' : 'lead.plan')}</dt>
          <dd>{q.planName}</dd>
        </div>
        <div>
          <dt>{t(loan ? 'loan.lender' : account ? 'account.bank' : 'lead.insurer')}</dt>
          <dd>{q.insurerName || q.providerName}</dd>
        </div>
        {account ? (
          <div>
            <dt>{t('account.minBalance')}</dt>
            <dd>{account.minBalance > 0 ? <Money value={account.minBalance} /> : t('account.none')}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t(loan ? 'loan.instalment' : account ? 'account.fee' : 'lead.premium')}</dt>
          <dd>{price ? <Money value={price.amount} /> : t('card.checkPremium')}</dd>
        </div>
        {account && account.ratePct !== null ? (
          <div>
            <dt>{account.rateLabel}</dt>
            <dd>
              <Ltr>{`${account.ratePct.toFixed(2)}%`}</Ltr>
            </dd>
          </div>
        ) : null}
        {loan ? (
          <>
            <div>
              <dt>{t('loan.apr')}</dt>
              <dd>
                <Ltr>{`${loan.aprPct.toFixed(2)}%`}</Ltr>
              </dd>
            </div>
            <div>
              <dt>{t('loan.totalRepayable')}</dt>
              <dd>
                <Money value={loan.totalCost} />
              </dd>
            </div>
          </>
        ) : null}
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
        {t(banking ? 'bankLead.consent' : 'lead.consent')}
      </label>
      {consentError ? (
        <p id="lead-consent-error" className="lead__error" role="alert">
          {t(banking ? 'bankLead.consentRequired' : 'lead.consentRequired')}
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
