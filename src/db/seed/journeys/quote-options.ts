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

const ADD_ON_LABELS: Record<CarAddOn, [string, string]> = {
  roadsideAssistance: ['Roadside assistance', 'المساعدة على الطريق'],
  paDriver: ['Personal accident cover for the driver', 'تغطية الحوادث الشخصية للسائق'],
  paPassengers: ['Personal accident cover for passengers', 'تغطية الحوادث الشخصية للركاب'],
  rentACar: ['A replacement car', 'سيارة بديلة'],
  omanCover: ['Oman cover', 'التغطية في سلطنة عُمان'],
};

const vehicleForm = (c: Ctx) => carJourney.forms(c)[0];

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
  const stage = carJourney.forms(c).length + 1;
  const addOns: FieldInput = {
    fieldId: 'addOns',
    label: c.tr('Add-ons', 'الإضافات'),
    fieldType: 'multiSelect',
    validations: [],
    value: [...CAR_DEFAULTS.addOns],
    hint: c.tr(
      'Priced by each insurer that offers them; some plans include them already.',
      'تسعّرها كل شركة تأمين تقدّمها؛ وبعض الخطط تتضمنها أصلاً.',
    ),
    options: CAR_ADD_ONS.map((id) => ({ id, label: c.tr(...ADD_ON_LABELS[id]) })),
  };
  return {
    formKey: CAR_QUOTE_OPTIONS_FORM_KEY,
    stage,
    hidden: true,
    title: c.tr('Edit your cover', 'عدّل تغطيتك'),
    screens: [
      {
        stepNo: 1,
        fields: [
          {
            fieldId: 'coverType',
            label: c.tr('Cover type', 'نوع التغطية'),
            fieldType: 'radio',
            validations: [REQUIRED],
            value: CAR_DEFAULTS.coverType,
            hint: c.tr(
              'Each plan is priced for its own cover; after a change, the list shows plans of the cover you choose.',
              'تُسعَّر كل خطة حسب تغطيتها؛ وبعد التغيير تعرض القائمة خطط التغطية التي تختارها.',
            ),
            options: [
              { id: 'comprehensive', label: c.tr('Comprehensive', 'شامل') },
              { id: 'thirdParty', label: c.tr('Third party', 'ضد الغير') },
            ],
          },
          {
            fieldId: 'agencyRepair',
            label: c.tr('Repairs', 'الإصلاح'),
            fieldType: 'radio',
            validations: [REQUIRED],
            value: CAR_DEFAULTS.agencyRepair ? 'yes' : 'no',
            // docs/product/quotes.md: an inactive field's stored answer is removed, so an older car falls back to garage repair.
            constraints: `firstRegistrationDate > CURRENT_DATE - ${CAR_AGENCY_MAX_AGE_YEARS + 1}y`,
            hint: c.tr(
              `Agency repair is offered for cars up to ${CAR_AGENCY_MAX_AGE_YEARS} years old; some insurers offer it only for newer cars.`,
              `يتوفر الإصلاح لدى الوكالة للسيارات حتى ${CAR_AGENCY_MAX_AGE_YEARS} سنوات من عمرها، وبعض شركات التأمين تقدمه للسيارات الأحدث فقط.`,
            ),
            options: [
              { id: 'no', label: c.tr('At an approved garage', 'في ورشة معتمدة') },
              { id: 'yes', label: c.tr('At the agency (dealer)', 'لدى الوكالة') },
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
                hint: c.tr(
                  'What your car is worth today, within the range for its model and year.',
                  'قيمة سيارتك اليوم، ضمن النطاق المحدد لطرازها وسنة صنعها.',
                ),
              },
            ),
            rangeSource: value.suggestion,
          },
          {
            fieldId: 'excess',
            label: c.tr('Excess', 'مبلغ التحمل'),
            fieldType: 'select',
            width: 50,
            validations: [REQUIRED],
            value: CAR_STANDARD_EXCESS,
            hint: c.tr(
              'What you pay towards each claim on comprehensive plans; a higher excess lowers the premium.',
              'ما تدفعه من كل مطالبة في الخطط الشاملة؛ كلما ارتفع مبلغ التحمل انخفض القسط.',
            ),
            options: [
              {
                id: CAR_STANDARD_EXCESS,
                label: c.tr("The insurer's standard excess", 'مبلغ التحمل القياسي لشركة التأمين'),
              },
              ...CAR_EXCESS_OPTIONS_AED.map((aed) => ({
                id: String(aed),
                label: c.tr(`AED ${aed.toLocaleString('en')}`, `${aed.toLocaleString('en')} درهم`),
              })),
            ],
          },
          addOns,
        ],
      },
    ],
    nextButton: {
      label: c.tr('Update prices', 'حدّث الأسعار'),
      action: { url: `/api/prequote_enquiry/${stage}`, method: 'PUT' },
    },
  };
}

/** Hidden forms by product, seeded with the journeys (en and ar; hi and ml read English). */
export const HIDDEN_FORMS: readonly JourneyDef[] = [
  {
    name: 'carQuoteOptions',
    productId: carJourney.productId,
    journeyType: carJourney.journeyType,
    pageTypeId: carJourney.pageTypeId,
    forms: (c) => [carQuoteOptionsForm(c)],
  },
];
