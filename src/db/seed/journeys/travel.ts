import { PRODUCT } from '../../../shared/domain/products';
import { MSG } from '../../../shared/rules/messages';
import { contactScreen, dob, nextButton, radio, REQUIRED, screens, select, type JourneyDef } from './build';

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
      title: c.tr('trip.title'),
      screens: screens(
        {
          title: c.tr('trip.step1'),
          fields: [
            radio(c, 'tripType', c.tr('tripType.label'), 'tripTypes'),
            select('travelRegion', c.tr('travelRegion.label'), 'travelRegions'),
            {
              fieldId: 'travelDates',
              label: c.tr('travelDates.label'),
              fieldType: 'dateRange',
              placeholder: 'DD/MM/YYYY',
              hint: c.tr('travelDates.hint'),
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
          title: c.tr('trip.step2'),
          fields: [
            radio(c, 'travelCategory', c.tr('travelCategory.label'), 'travelCategories'),
            dob('travellerDob', c.tr('travellerDob.label'), 0, 81, {
              constraints: 'travelCategory == 5',
            }),
            {
              fieldId: 'familyTravellers',
              label: c.tr('familyTravellers.label'),
              fieldType: 'memberDetails',
              hint: c.tr('familyTravellers.hint'),
              members: [
                { id: 'adult', label: c.tr('familyTravellers.member.adult'), max: 2 },
                { id: 'child', label: c.tr('familyTravellers.member.child'), max: 6 },
              ],
              constraints: 'travelCategory == 1',
              validations: [REQUIRED, { type: 'miscellaneous', subType: 'member', requiredId: 'adult' }],
            },
            {
              fieldId: 'groupTravellers',
              label: c.tr('groupTravellers.label'),
              fieldType: 'memberDetails',
              hint: c.tr('groupTravellers.hint'),
              members: [{ id: 'traveller', label: c.tr('groupTravellers.member.traveller'), max: 12 }],
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
      nextButton: nextButton(c.common('button.getQuotes'), 1),
    },
  ],
};
