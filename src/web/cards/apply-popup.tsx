import type { TForm, TUserForm } from '../../shared/contracts/journey';
import type { LangCode } from '../../shared/domain/locales';
import { PRODUCT } from '../../shared/domain/products';
import type { CalendarDate } from '../../shared/rules/dates';
import { sessionReady } from '../journeys/api';
import { fetchUserForm } from '../journeys/controller';
// the island's module: the journey page then loads one chunk, not a re-export beside it (decision 0048)
import { Journey } from '../journeys/journey';
import type { JourneyStrings, RulesCatalogue } from '../journeys/strings';
import { Dialog } from '../ui/dialog/react';

/**
 * 'Apply Now' on the listing (docs/product/cards.md 'Credit card apply'), its own chunk: the application form
 * is fetched first (nothing opens when that fails), then the one journey island runs it in the one dialog (the
 * page's scroll locked), the chosen card preselected. Submitting shows the journey's loading overlay, its OTP popup
 * and error banner; its REDIRECT leaves for the application's result page.
 */

const APPLY = { productId: PRODUCT.CREDIT_CARDS, journeyType: 1, pageTypeId: 0 } as const;

/** The chosen card as the form's initial answer (the field that takes `?planid=`). */
export function withCard(forms: readonly TForm[], planId: number): TForm[] {
  return forms.map((form) => ({
    ...form,
    screens: form.screens.map((s) => ({
      ...s,
      fields: s.fields.map((f) => (f.prefillFromQuery === 'planid' ? { ...f, value: String(planId) } : f)),
    })),
  }));
}

/** The application form for a card, or undefined when it cannot be loaded. */
export async function loadApplyForm(lang: LangCode, planId: number): Promise<TUserForm | undefined> {
  await sessionReady();
  const forms = await fetchUserForm(APPLY);
  if (!forms || forms.length === 0) return undefined;
  return { ...APPLY, language: lang, forms: withCard(forms, planId) };
}

export function ApplyPopup(props: {
  lang: LangCode;
  userForm: TUserForm;
  strings: JourneyStrings;
  rules: RulesCatalogue;
  today: CalendarDate;
  title: string;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onClose={props.onClose}
      closeLabel={props.closeLabel}
      title={props.title}
      className="dialog--sheet cc-apply"
      data-testid="apply-popup"
    >
      <Journey
        lang={props.lang}
        productId={APPLY.productId}
        journeyType={APPLY.journeyType}
        pageTypeId={APPLY.pageTypeId}
        userForm={props.userForm}
        strings={props.strings}
        rules={props.rules}
        today={props.today}
      />
    </Dialog>
  );
}
