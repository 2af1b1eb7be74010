import { QUOTE_OPTIONS_FORM_KEYS } from '../../../shared/contracts/journey-constants';
import { CAR_ADD_ONS, type CarAddOn } from '../../../shared/contracts/quotes';
import { PRODUCT } from '../../../shared/domain/products';
import { CAR_DEFAULTS, CAR_STANDARD_EXCESS } from '../../../shared/quotes/car';
import { carRatesSeed } from '../quotes/rates/car';
import { amount, REQUIRED, type Ctx, type FieldInput, type FormInput, type JourneyDef } from './build';
import { carJourney } from './car';

/**
 * Hidden forms (decision 0014 'Edit without starting over'): the choices the quotes page lets a visitor change
 * on a finished enquiry, checked by the same server-side rules as the journey (`enquiryService.submit`). They
 * are not steps of any journey (`hidden: true`), so they live apart from JOURNEYS; their stage is one past the
 * journey's last form, so the enquiry service accepts them only once the journey is complete.
 */

/** The quotes page of a product finds its options form by this key. */
export const CAR_QUOTE_OPTIONS_FORM_KEY =
  QUOTE_OPTIONS_FORM_KEYS[PRODUCT.CAR_INSURANCE] ?? 'car.quoteOptions';

/** Every excess amount some car rate table offers, ascending (a rate table picks its nearest option not above). */
export const CAR_EXCESS_OPTIONS_AED: readonly number[] = [
  ...new Set(carRatesSeed.flatMap((t) => t.comprehensive.excess.options.map((o) => o.amountAed))),
].sort((a, b) => a - b);

/**
 * The oldest car (whole years since first registration) any insurer repairs at the agency: the agency choice
 * is offered up to it; an insurer with a lower limit declines its agency plans with its reason.
 */
export const CAR_AGENCY_MAX_AGE_YEARS: number = Math.max(
  ...carRatesSeed.flatMap((t) =>
    t.rules.flatMap((r) => (r.id === 'agencyRepairVehicleAge' && r.max !== undefined ? [r.max] : [])),
  ),
);

/** The car journey's forms in the context's language (its own texts file). */
const carForms = (c: Ctx) => carJourney.forms(c.for(carJourney.name));
const vehicleForm = (c: Ctx) => carForms(c)[0];

/** The vehicle form's car value field (its range rule, length and suggestion are reused as they are). */
function vehicleValueField(c: Ctx): FieldInput {
  const field = vehicleForm(c)
    ?.screens.flatMap((s) => s.fields)
    .find((f) => f.fieldId === 'carValue');
  if (!field) throw new Error('the car journey has no carValue field');
  return field;
}

function carQuoteOptionsForm(c: Ctx): FormInput {
  const value = vehicleValueField(c);
  const stage = carForms(c).length + 1;
  const addOns: FieldInput = {
    fieldId: 'addOns',
    label: c.tr('addOns.label'),
    fieldType: 'multiSelect',
    validations: [],
    value: [...CAR_DEFAULTS.addOns],
    hint: c.tr('addOns.hint'),
    options: CAR_ADD_ONS.map((id: CarAddOn) => ({ id, label: c.tr(`addOns.option.${id}`) })),
  };
  return {
    formKey: CAR_QUOTE_OPTIONS_FORM_KEY,
    stage,
    hidden: true,
    title: c.tr('quoteOptions.title'),
    screens: [
      {
        stepNo: 1,
        fields: [
          {
            fieldId: 'coverType',
            label: c.tr('coverType.label'),
            fieldType: 'radio',
            validations: [REQUIRED],
            value: CAR_DEFAULTS.coverType,
            hint: c.tr('coverType.hint'),
            options: [
              { id: 'comprehensive', label: c.tr('coverType.option.comprehensive') },
              { id: 'thirdParty', label: c.tr('coverType.option.thirdParty') },
            ],
          },
          {
            fieldId: 'agencyRepair',
            label: c.tr('agencyRepair.label'),
            fieldType: 'radio',
            validations: [REQUIRED],
            value: CAR_DEFAULTS.agencyRepair ? 'yes' : 'no',
            // docs/product/quotes.md: an inactive field's stored answer is removed, so an older car falls back to garage repair.
            constraints: `firstRegistrationDate > CURRENT_DATE - ${CAR_AGENCY_MAX_AGE_YEARS + 1}y`,
            hint: c.tr('agencyRepair.hint', { years: CAR_AGENCY_MAX_AGE_YEARS }),
            options: [
              { id: 'no', label: c.tr('agencyRepair.option.no') },
              { id: 'yes', label: c.tr('agencyRepair.option.yes') },
            ],
          },
          {
            // The vehicle form's range rule, and the catalogue's range for the model and year on top.
            ...amount(
              'carValue',
              value.label,
              { min: 5_000, max: 5_000_000 },
              {
                width: 50,
                maxLength: value.maxLength ?? 7,
                hint: c.tr('carValue.hint'),
              },
            ),
            rangeSource: value.suggestion,
          },
          {
            fieldId: 'excess',
            label: c.tr('excess.label'),
            fieldType: 'select',
            width: 50,
            validations: [REQUIRED],
            value: CAR_STANDARD_EXCESS,
            hint: c.tr('excess.hint'),
            options: [
              {
                id: CAR_STANDARD_EXCESS,
                label: c.tr('excess.option.standard'),
              },
              ...CAR_EXCESS_OPTIONS_AED.map((aed) => ({
                id: String(aed),
                label: c.tr('excess.option.amount', { amount: aed.toLocaleString('en') }),
              })),
            ],
          },
          addOns,
        ],
      },
    ],
    nextButton: {
      label: c.tr('quoteOptions.next'),
      action: { url: `/api/prequote_enquiry/${stage}`, method: 'PUT' },
    },
  };
}

/** Hidden forms by product, seeded with the journeys in every language. */
export const HIDDEN_FORMS: readonly JourneyDef[] = [
  {
    name: 'carQuoteOptions',
    productId: carJourney.productId,
    journeyType: carJourney.journeyType,
    pageTypeId: carJourney.pageTypeId,
    forms: (c) => [carQuoteOptionsForm(c)],
  },
];
