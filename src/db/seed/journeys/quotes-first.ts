import { QUOTES_FIRST_JOURNEY_TYPE, SAVE_QUOTES_FORMS } from '../../../shared/contracts/journey-constants';
import { mobileRules } from '../../../shared/rules/inputs';
import { nextButton, type Ctx, type FormInput, type JourneyDef } from './build';
import { carJourney } from './car';
import { healthJourney } from './health';
import { travelJourney } from './travel';

/**
 * 'Quotes before the phone number' (decision 0017): for car, travel and health, journey type 2 asks
 * the same questions as the default journey without its contact screen, so the last form's submission prices
 * at once and lands on the quotes list. The number (with its one-time code) is asked on the quotes page only
 * when the visitor chooses a plan or saves the results, through the product's hidden `saveQuotes` form.
 */

/** A screen that asks for contact details (any field with a contact tracking id). */
const isContactScreen = (s: FormInput['screens'][number]) => s.fields.some((f) => f.trackingId !== undefined);

function quotesFirst(j: JourneyDef): JourneyDef {
  return {
    name: `${j.name}QuotesFirst`,
    texts: j.texts ?? j.name,
    productId: j.productId,
    journeyType: QUOTES_FIRST_JOURNEY_TYPE,
    pageTypeId: j.pageTypeId,
    forms: (c) => {
      const kept = j
        .forms(c)
        .map((f) => ({ ...f, screens: f.screens.filter((s) => !isContactScreen(s)) }))
        .filter((f) => f.screens.length > 0);
      return kept.map((f, i) => {
        const stage = i + 1;
        const last = i === kept.length - 1;
        return {
          ...f,
          formKey: `${f.formKey}.quotesFirst`,
          stage,
          screens: f.screens.map((s, n) => ({ ...s, stepNo: n + 1 })),
          nextButton: {
            ...nextButton(last ? c.common('button.seePrices') : f.nextButton.label, stage),
            events: f.nextButton.events ?? [],
          },
        };
      });
    },
  };
}

/** The number form of the quotes page: one mobile box with the journey's own rules, checked by the server. */
function saveQuotesForm(c: Ctx, formKey: string, stage: number): FormInput {
  return {
    formKey,
    stage,
    hidden: true,
    title: c.common('saveQuotes.title'),
    screens: [
      {
        stepNo: 1,
        fields: [
          {
            fieldId: 'mobileNumber',
            label: c.common('contact.mobileNumber.label'),
            fieldType: 'mobile',
            trackingId: 'mobileNumber',
            placeholder: '5XXXXXXXX',
            hint: c.common('contact.mobileNumber.hint'),
            validations: mobileRules('journey'),
          },
        ],
      },
    ],
    nextButton: nextButton(c.common('button.sendCode'), stage),
  };
}

const BASE: readonly JourneyDef[] = [carJourney, travelJourney, healthJourney];

/** Journey type 2 of car, travel and health. */
export const QUOTES_FIRST_JOURNEYS: readonly JourneyDef[] = BASE.map(quotesFirst);

/** The hidden number forms of those products' quotes pages. */
export const SAVE_QUOTES_HIDDEN_FORMS: readonly JourneyDef[] = BASE.map((j) => {
  const spec = SAVE_QUOTES_FORMS[j.productId];
  if (!spec) throw new Error(`no saveQuotes form for product ${j.productId}`);
  return {
    name: `${j.name}SaveQuotes`,
    texts: j.texts ?? j.name,
    productId: j.productId,
    journeyType: QUOTES_FIRST_JOURNEY_TYPE,
    pageTypeId: j.pageTypeId,
    forms: (c) => [saveQuotesForm(c, spec.formKey, spec.stage)],
  };
});
