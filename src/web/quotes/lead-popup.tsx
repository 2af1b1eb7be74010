import type { TLeadResponse } from '../../shared/contracts/quotes-api';
import type { Catalogue } from '../../shared/i18n/translator';
import type { ApiResult } from '../session/request';
import { Dialog } from '../ui/dialog/react';
import { leadConfirmation, leadForm } from './lead-sections';
import type { NumberApi } from './number-api';
import { useUi } from './ui';
import { useLeadChoice, type LeadChoice } from './use-lead-choice';
import { VerifyNumber } from './verify-number-lazy';

export { leadErrorText, type LeadChoice } from './use-lead-choice';

/**
 * Choosing a plan (docs/product/leads.md: a quote's click opens the lead popup with its planId and providerId):
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
  const askNumber = maskedMobile === null && numberStep !== null;
  const lead = useLeadChoice(choice, send, askNumber);
  const [phase, , , , , doneButton] = lead;
  const asking = askNumber && phase.kind !== 'done';
  return (
    <Dialog
      open
      onClose={onClose}
      closeLabel={t('lead.close')}
      labelledBy={asking ? 'verify-number-title' : phase.kind === 'done' ? 'lead-done-title' : 'lead-title'}
      className="lead"
      data-testid="lead-popup"
    >
      {asking ? (
        <VerifyNumber
          api={numberStep.api}
          rules={numberStep.rules}
          intro={t('number.chooseIntro')}
          onVerified={onVerified}
        />
      ) : phase.kind === 'done' ? (
        leadConfirmation(t, phase.lead, choice.quote, doneButton, onClose)
      ) : (
        leadForm(t, choice.quote, maskedMobile, lead, onClose)
      )}
    </Dialog>
  );
}
