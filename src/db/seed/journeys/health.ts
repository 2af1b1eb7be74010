import { PRODUCT } from '../../../shared/domain/products';
import { contactScreen, nextButton, note, radio, REQUIRED, screens, select, type JourneyDef } from './build';

/**
 * Health insurance (product 3, decision 0008): the members to insure, where they live, salary band and nationality,
 * then contact details in a second form. Each member entry is `{id: kind, dateOfBirth: 'DD/MM/YYYY', gender:
 * '1' | '2'}` (docs/product/journeys.md genders). Dubai's Essential Benefits Plan note appears only for Dubai and the lowest
 * salary band (DHA: employees earning up to AED 4,000 a month fall under the EBP).
 */
export const healthJourney: JourneyDef = {
  name: 'health',
  productId: PRODUCT.HEALTH_INSURANCE,
  journeyType: 1,
  pageTypeId: 0,
  forms: (c) => [
    {
      formKey: 'health.members',
      stage: 1,
      title: c.tr('members.title'),
      screens: screens(
        {
          title: c.tr('members.step1'),
          fields: [
            {
              fieldId: 'insuredMembers',
              label: c.tr('insuredMembers.label'),
              fieldType: 'memberDetails',
              hint: c.tr('insuredMembers.hint'),
              members: [
                { id: 'self', label: c.tr('insuredMembers.member.self'), max: 1 },
                { id: 'spouse', label: c.tr('insuredMembers.member.spouse'), max: 1 },
                { id: 'child', label: c.tr('insuredMembers.member.child'), max: 6 },
                { id: 'parent', label: c.tr('insuredMembers.member.parent'), max: 2 },
              ],
              validations: [REQUIRED, { type: 'miscellaneous', subType: 'member' }],
            },
          ],
        },
        {
          title: c.tr('members.step2'),
          fields: [
            select('emirate', c.tr('emirate.label'), 'emirates', { width: 50 }),
            select(
              'city',
              c.tr('city.label'),
              { url: '/api/options/cities/:emirate', params: ['emirate'] },
              { width: 50 },
            ),
          ],
        },
        {
          title: c.tr('members.step3'),
          fields: [
            radio(c, 'salaryBand', c.tr('salaryBand.label'), 'salaryBands', {
              hint: c.tr('salaryBand.hint'),
            }),
            note(
              'essentialBenefitsNote',
              c.tr('essentialBenefitsNote.label'),
              "emirate == 'dubai' and salaryBand == 'upTo4000'",
            ),
            select('nationality', c.tr('nationality.label'), 'nationalities'),
          ],
        },
      ),
      nextButton: nextButton(c.common('button.continue'), 1),
    },
    {
      formKey: 'health.contact',
      stage: 2,
      screens: screens(contactScreen(c)),
      nextButton: nextButton(c.common('button.getQuotes'), 2),
    },
  ],
};
