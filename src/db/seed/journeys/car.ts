import { DOCUMENT_MAX_BYTES, DOCUMENT_MIMES } from '../../../shared/contracts/documents';
import { OCR_FETCH_URL } from '../../../shared/contracts/ocr-constants';
import { PRODUCT } from '../../../shared/domain/products';
import {
  amount,
  contactScreen,
  date,
  dob,
  nextButton,
  radio,
  screens,
  select,
  type JourneyDef,
} from './build';

/**
 * Car insurance (product 1, decision 0008): three forms. The vehicle lists cascade through ':param' urls (models of
 * the make, years and trims of the model); the value field suggests a range from the catalogue. Driver age: at
 * least 18 and below 76, so a 75-year-old passes (docs/product/journeys.md 'at least min and below max').
 */
export const carJourney: JourneyDef = {
  name: 'car',
  productId: PRODUCT.CAR_INSURANCE,
  journeyType: 1,
  pageTypeId: 0,
  forms: (c) => [
    {
      formKey: 'car.vehicle',
      stage: 1,
      title: c.tr('Your car', 'سيارتك'),
      screens: screens(
        {
          title: c.tr('Which car would you like to insure?', 'ما السيارة التي تريد تأمينها؟'),
          fields: [
            // Decision 0027: an optional photo of the Mulkiya is read, and its make, model, year and
            // registration date are offered for the fields that ask for them (filled only when the visitor agrees).
            {
              fieldId: 'mulkiyaFront',
              label: c.tr(
                'Vehicle registration card (Mulkiya), optional',
                'بطاقة تسجيل المركبة (الملكية)، اختياري',
              ),
              fieldType: 'upload',
              hint: c.tr(
                'Add a photo and we read the make, model and year for you to confirm, or choose them below.',
                'أضف صورة لنقرأ الشركة المصنّعة والطراز والسنة لتؤكدها، أو اخترها أدناه.',
              ),
              upload: {
                accept: [...DOCUMENT_MIMES],
                maxBytes: DOCUMENT_MAX_BYTES,
                url: '/api/documents',
                ocrData: {
                  url: OCR_FETCH_URL,
                  docIdFields: ['mulkiyaFront'],
                  docType: 'mulkiya',
                  fill: {
                    make: 'carMake',
                    model: 'carModel',
                    modelYear: 'carYear',
                    registrationDate: 'firstRegistrationDate',
                  },
                },
              },
              validations: [],
            },
            select(
              'carMake',
              c.tr('Make', 'الشركة المصنّعة'),
              { url: '/api/options/vehicle-makes', params: [] },
              {
                width: 50,
              },
            ),
            select(
              'carModel',
              c.tr('Model', 'الطراز'),
              { url: '/api/options/vehicle-models/:carMake', params: ['carMake'] },
              { width: 50 },
            ),
            select(
              'carYear',
              c.tr('Model year', 'سنة الصنع'),
              { url: '/api/options/vehicle-years/:carModel', params: ['carModel'] },
              { width: 50 },
            ),
            select(
              'carTrim',
              c.tr('Trim', 'الفئة'),
              { url: '/api/options/vehicle-trims/:carModel', params: ['carModel'] },
              { width: 50 },
            ),
          ],
        },
        {
          title: c.tr('Registration and value', 'التسجيل والقيمة'),
          fields: [
            date(
              'firstRegistrationDate',
              c.tr('First registration date', 'تاريخ التسجيل الأول'),
              'CURRENT_DATE-26y',
              'CURRENT_DATE',
              {
                width: 50,
                // A contradiction that blocks (decision 0029): registered before the year before its model year.
                rules: [
                  {
                    type: 'range',
                    subType: 'date',
                    minDate: 'START_DATE-1y',
                    minDateType: 'START_DATE',
                    startField: 'carYear',
                    format: 'DD/MM/YYYY',
                    errorMessage: 'rules:car.registrationBeforeModelYear',
                  },
                ],
                hint: c.tr(
                  'Shown on your vehicle registration card (Mulkiya).',
                  'يظهر في بطاقة تسجيل المركبة (الملكية).',
                ),
              },
            ),
            amount(
              'carValue',
              c.tr('Car value (AED)', 'قيمة السيارة (درهم)'),
              { min: 5_000, max: 5_000_000 },
              {
                width: 50,
                maxLength: 7,
                hint: c.tr(
                  "We suggest a range from your car's make, model and year; insurers may adjust it.",
                  'نقترح نطاقاً بحسب الشركة المصنّعة والطراز وسنة الصنع، وقد تعدّله شركات التأمين.',
                ),
                suggestion: {
                  url: '/api/options/vehicle-value/:carModel/:carYear',
                  params: ['carModel', 'carYear'],
                },
              },
            ),
            select('registrationEmirate', c.tr('Emirate of registration', 'إمارة التسجيل'), 'emirates'),
          ],
        },
      ),
      nextButton: nextButton(c.tr('Continue', 'متابعة'), 1),
    },
    {
      formKey: 'car.driver',
      stage: 2,
      title: c.tr('About the driver', 'عن السائق'),
      screens: screens(
        {
          title: c.tr('Tell us about the main driver', 'أخبرنا عن السائق الرئيسي'),
          fields: [
            dob('driverDob', c.tr('Date of birth', 'تاريخ الميلاد'), 18, 76, { width: 50 }),
            select('nationality', c.tr('Nationality', 'الجنسية'), 'nationalities', { width: 50 }),
            select(
              'uaeDrivingExperience',
              c.tr('UAE driving licence held for', 'مدة حيازة رخصة القيادة الإماراتية'),
              'drivingExperience',
              { width: 50 },
            ),
            select('noClaimYears', c.tr('Years without a claim', 'سنوات بدون مطالبات'), 'noClaimYears', {
              width: 50,
              hint: c.tr(
                'Consecutive years with no at-fault claim on your previous policy.',
                'السنوات المتتالية دون مطالبة بسبب خطأ منك في وثيقتك السابقة.',
              ),
            }),
          ],
        },
        {
          // Skipped unless there are claim-free years to prove (docs/product/journeys.md: screens whose fields all fail their
          // constraint are skipped).
          title: c.tr('Proof of your claim-free years', 'إثبات سنوات عدم المطالبة'),
          fields: [
            radio(c, 'noClaimProof', c.tr('How will you prove it?', 'كيف ستثبت ذلك؟'), 'proofTypes', {
              constraints: 'noClaimYears > 0',
              hint: c.tr(
                'Ask your current insurer for a No-Claim letter, or sign a self declaration form.',
                'اطلب رسالة عدم وجود مطالبات من شركة التأمين الحالية، أو وقّع نموذج الإقرار الذاتي.',
              ),
            }),
          ],
        },
        {
          title: c.tr('Your current policy', 'وثيقتك الحالية'),
          fields: [
            date(
              'policyExpiryDate',
              c.tr('Current policy expiry date', 'تاريخ انتهاء الوثيقة الحالية'),
              'CURRENT_DATE-30d',
              'CURRENT_DATE+90d',
              {
                hint: c.tr(
                  'For a new car, choose the date you want your cover to start.',
                  'للسيارة الجديدة، اختر التاريخ الذي تريد أن تبدأ فيه التغطية.',
                ),
              },
            ),
          ],
        },
      ),
      nextButton: nextButton(c.tr('Continue', 'متابعة'), 2),
    },
    {
      formKey: 'car.contact',
      stage: 3,
      screens: screens(contactScreen(c)),
      nextButton: nextButton(c.tr('Get my quotes', 'احصل على عروض الأسعار'), 3),
    },
  ],
};
