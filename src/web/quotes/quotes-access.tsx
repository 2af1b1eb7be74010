import { lazy, Suspense } from 'react';
import type { Catalogue } from '../../shared/i18n/translator';
import { Dialog } from '../ui/dialog/react';
import { postLead } from './api';
import type { LeadChoice } from './lead-popup';
import { accessNumberApi, formNumberApi, type NumberForm } from './number-api';
import { Ltr, rich, useUi } from './ui';
import type { SaveNumber } from './use-save-number';
import { VerifyNumber } from './verify-number-lazy';

/**
 * The number on the quotes page (decisions 0017 and 0028): the results link's gate, the claim of results named by
 * the address, 'Save your results', and the lead popup with its number step.
 */

/** A results link this device may not read yet: the number and its code before anything of it shows. */
export function ResultsLinkGate(props: { linkRef: string; rules: Catalogue; onVerified(): void }) {
  const { t } = useUi();
  return (
    <section
      className="quotes-app__message quotes-app__link-gate"
      aria-label={t('link.title')}
      data-testid="results-link-gate"
    >
      <VerifyNumber
        api={accessNumberApi(props.linkRef)}
        rules={props.rules}
        intro={t('link.intro')}
        onVerified={props.onVerified}
      />
    </section>
  );
}

/** 'These are mine': results named by the address, from another device. */
export function ClaimDialog(props: { number: SaveNumber; rules: Catalogue; onVerified(): void }) {
  const { t } = useUi();
  const { claimOpen, claimId, setClaimOpen, setClaimId } = props.number;
  if (!claimOpen || !claimId) return null;
  return (
    <Dialog
      open
      onClose={() => setClaimOpen(false)}
      closeLabel={t('save.close')}
      labelledBy="verify-number-title"
      className="lead"
      data-testid="claim-dialog"
    >
      <VerifyNumber
        api={accessNumberApi(claimId)}
        rules={props.rules}
        intro={t('access.intro')}
        onVerified={() => {
          // This device may read the results now: fetch them.
          setClaimOpen(false);
          setClaimId(null);
          props.onVerified();
        }}
      />
    </Dialog>
  );
}

/** 'Save your results': the number and its code, then where the results were sent. */
export function SaveDialog(props: {
  number: SaveNumber;
  numberForm: NumberForm | null | undefined;
  productId: number;
  enquiryId: string | null;
  rules: Catalogue;
}) {
  const { t } = useUi();
  const { saveOpen, setSaveOpen, maskedMobile, setMaskedMobile } = props.number;
  if (!saveOpen || !props.numberForm || !props.enquiryId) return null;
  return (
    <Dialog
      open
      onClose={() => setSaveOpen(false)}
      closeLabel={t('save.close')}
      labelledBy={maskedMobile ? 'save-done-title' : 'verify-number-title'}
      className="lead"
      data-testid="save-dialog"
    >
      {maskedMobile ? (
        <div data-testid="save-done">
          <h2 id="save-done-title" className="dialog__title">
            {t('save.title')}
          </h2>
          <p role="status">{rich(t('save.done'), { mobile: <Ltr>{maskedMobile}</Ltr> })}</p>
          <div className="lead__actions">
            <button type="button" className="button" data-autofocus onClick={() => setSaveOpen(false)}>
              {t('save.close')}
            </button>
          </div>
        </div>
      ) : (
        <VerifyNumber
          api={formNumberApi(props.numberForm, props.productId, props.enquiryId)}
          rules={props.rules}
          intro={t('number.saveIntro')}
          onVerified={setMaskedMobile}
        />
      )}
    </Dialog>
  );
}

/** Its own chunk, loaded on the first choice: no plan is chosen on the first screen (decision 0065). */
const LeadPopup = lazy(() => import('./lead-popup').then((m) => ({ default: m.LeadPopup })));

/** The chosen plan's lead popup; its number step when the enquiry's number is not proved yet. */
export function ChoicePopup(props: {
  choice: LeadChoice;
  number: SaveNumber;
  numberForm: NumberForm | null | undefined;
  rules: Catalogue;
  onClose(): void;
}) {
  const { choice, number } = props;
  return (
    <Suspense fallback={null}>
      <LeadPopup
        choice={choice}
        maskedMobile={number.maskedMobile}
        numberStep={
          props.numberForm
            ? { api: formNumberApi(props.numberForm, choice.productId, choice.enquiryId), rules: props.rules }
            : null
        }
        onVerified={number.setMaskedMobile}
        onClose={props.onClose}
        send={(c) =>
          postLead({
            planId: c.quote.planId,
            providerId: c.quote.providerId,
            quoteId: c.quote.quoteId,
            enquiryId: c.enquiryId,
            productId: c.productId,
          })
        }
      />
    </Suspense>
  );
}
