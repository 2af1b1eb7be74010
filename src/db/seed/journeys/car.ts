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
      title: c.tr('vehicle.title'),
      screens: screens(
        {
          title: c.tr('vehicle.step1'),
          fields: [
            // Decision 0027: an optional photo of the Mulkiya is read, and its make, model, year and
            // registration date are offered for the fields that ask for them (filled only when the visitor agrees).
            {
              fieldId: 'mulkiyaFront',
              label: c.tr('mulkiyaFront.label'),
              fieldType: 'upload',
              hint: c.tr('mulkiyaFront.hint'),
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
              c.tr('carMake.label'),
              { url: '/api/options/vehicle-makes', params: [] },
              {
                width: 50,
              },
            ),
            select(
              'carModel',
              c.tr('carModel.label'),
              { url: '/api/options/vehicle-models/:carMake', params: ['carMake'] },
              { width: 50 },
            ),
            select(
              'carYear',
              c.tr('carYear.label'),
              { url: '/api/options/vehicle-years/:carModel', params: ['carModel'] },
              { width: 50 },
            ),
            select(
              'carTrim',
              c.tr('carTrim.label'),
              { url: '/api/options/vehicle-trims/:carModel', params: ['carModel'] },
              { width: 50 },
            ),
          ],
        },
        {
          title: c.tr('vehicle.step2'),
          fields: [
            date(
              'firstRegistrationDate',
              c.tr('firstRegistrationDate.label'),
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
                hint: c.tr('firstRegistrationDate.hint'),
              },
            ),
            amount(
              'carValue',
              c.tr('carValue.label'),
              { min: 5_000, max: 5_000_000 },
              {
                width: 50,
                maxLength: 7,
                hint: c.tr('carValue.hint'),
                suggestion: {
                  url: '/api/options/vehicle-value/:carModel/:carYear',
                  params: ['carModel', 'carYear'],
                },
              },
            ),
            select('registrationEmirate', c.tr('registrationEmirate.label'), 'emirates'),
          ],
        },
      ),
      nextButton: nextButton(c.common('button.continue'), 1),
    },
    {
      formKey: 'car.driver',
      stage: 2,
      title: c.tr('driver.title'),
      screens: screens(
        {
          title: c.tr('driver.step1'),
          fields: [
            dob('driverDob', c.tr('driverDob.label'), 18, 76, { width: 50 }),
            select('nationality', c.tr('nationality.label'), 'nationalities', { width: 50 }),
            select('uaeDrivingExperience', c.tr('uaeDrivingExperience.label'), 'drivingExperience', {
              width: 50,
            }),
            select('noClaimYears', c.tr('noClaimYears.label'), 'noClaimYears', {
              width: 50,
              hint: c.tr('noClaimYears.hint'),
            }),
          ],
        },
        {
          // Skipped unless there are claim-free years to prove (docs/product/journeys.md: screens whose fields all fail their
          // constraint are skipped).
          title: c.tr('driver.step2'),
          fields: [
            radio(c, 'noClaimProof', c.tr('noClaimProof.label'), 'proofTypes', {
              constraints: 'noClaimYears > 0',
              hint: c.tr('noClaimProof.hint'),
            }),
          ],
        },
        {
          title: c.tr('driver.step3'),
          fields: [
            date('policyExpiryDate', c.tr('policyExpiryDate.label'), 'CURRENT_DATE-30d', 'CURRENT_DATE+90d', {
              hint: c.tr('policyExpiryDate.hint'),
            }),
          ],
        },
      ),
      nextButton: nextButton(c.common('button.continue'), 2),
    },
    {
      formKey: 'car.contact',
      stage: 3,
      screens: screens(contactScreen(c)),
      nextButton: nextButton(c.common('button.getQuotes'), 3),
    },
  ],
};
