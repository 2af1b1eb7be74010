import { PRODUCT } from '../../../shared/domain/products';
import { MSG } from '../../../shared/rules/messages';
import { contactScreen, dob, nextButton, radio, REQUIRED, screens, select, type JourneyDef } from './build';

const GET_QUOTES = ['Get my quotes', 'احصل على عروض الأسعار'] as const;

/**
 * Travel insurance (product 2, decision 0008): trip type, region and dates (a date range of at most one year from
 * its start, docs/product/journeys.md 'relative macros up to one year from the start date'), the travellers by category
 * (Individual 5, Family 1, Groups 3) with their dates of birth (ages), then contact details.
 */
export const travelJourney: JourneyDef = {
  name: 'travel',
  productId: PRODUCT.TRAVEL_INSURANCE,
  journeyType: 1,
  pageTypeId: 0,
  forms: (c) => [
    {
      formKey: 'travel.trip',
      stage: 1,
      title: c.tr('Your trip', 'رحلتك'),
      screens: screens(
        {
          title: c.tr('Where and when are you travelling?', 'إلى أين ومتى ستسافر؟'),
          fields: [
            radio(c, 'tripType', c.tr('Trip type', 'نوع الرحلة'), 'tripTypes'),
            select('travelRegion', c.tr('Destination', 'الوجهة'), 'travelRegions'),
            {
              fieldId: 'travelDates',
              label: c.tr('Travel dates', 'تواريخ السفر'),
              fieldType: 'dateRange',
              placeholder: 'DD/MM/YYYY',
              hint: c.tr(
                'Cover can start today and last up to one year.',
                'يمكن أن تبدأ التغطية اليوم وتستمر حتى سنة واحدة.',
              ),
              validations: [
                REQUIRED,
                {
                  type: 'miscellaneous',
                  subType: 'length',
                  min: 2,
                  max: 2,
                  errorMessage: MSG.range.date.invalid,
                },
                {
                  type: 'range',
                  subType: 'date',
                  minDate: 'CURRENT_DATE',
                  maxDate: 'START_DATE+1y',
                  format: 'DD/MM/YYYY',
                },
              ],
            },
          ],
        },
        {
          title: c.tr('Who is travelling?', 'من سيسافر؟'),
          fields: [
            radio(c, 'travelCategory', c.tr('Travelling as', 'السفر بصفة'), 'travelCategories'),
            dob('travellerDob', c.tr('Your date of birth', 'تاريخ ميلادك'), 0, 81, {
              constraints: 'travelCategory == 5',
            }),
            {
              fieldId: 'familyTravellers',
              label: c.tr('Family members travelling', 'أفراد العائلة المسافرون'),
              fieldType: 'memberDetails',
              hint: c.tr('Add everyone with their date of birth.', 'أضف الجميع مع تواريخ ميلادهم.'),
              members: [
                { id: 'adult', label: c.tr('Adult', 'بالغ'), max: 2 },
                { id: 'child', label: c.tr('Child', 'طفل'), max: 6 },
              ],
              constraints: 'travelCategory == 1',
              validations: [REQUIRED, { type: 'miscellaneous', subType: 'member', requiredId: 'adult' }],
            },
            {
              fieldId: 'groupTravellers',
              label: c.tr('Travellers in the group', 'المسافرون ضمن المجموعة'),
              fieldType: 'memberDetails',
              hint: c.tr('Add every traveller with their date of birth.', 'أضف كل مسافر مع تاريخ ميلاده.'),
              members: [{ id: 'traveller', label: c.tr('Traveller', 'مسافر'), max: 12 }],
              constraints: 'travelCategory == 3',
              validations: [
                REQUIRED,
                { type: 'miscellaneous', subType: 'member' },
                { type: 'miscellaneous', subType: 'length', min: 2, max: 12 },
              ],
            },
          ],
        },
        contactScreen(c),
      ),
      nextButton: nextButton(c.tr(...GET_QUOTES), 1),
    },
  ],
};
