import { PRODUCT } from '../../../shared/domain/products';
import { amount, contactScreen, dob, nextButton, radio, screens, select, type JourneyDef } from './build';

/** Term life insurance (product 5, decision 0008): age 18 to 65 at entry, gender, smoker, income, cover, term. */
export const termJourney: JourneyDef = {
  name: 'term',
  productId: PRODUCT.TERM_INSURANCE,
  journeyType: 1,
  pageTypeId: 0,
  forms: (c) => [
    {
      formKey: 'term.quote',
      stage: 1,
      title: c.tr('quote.title'),
      screens: screens(
        {
          title: c.tr('quote.step1'),
          fields: [
            dob('dateOfBirth', c.tr('dateOfBirth.label'), 18, 66),
            radio(c, 'gender', c.tr('gender.label'), 'genders', { width: 50 }),
            radio(c, 'smoker', c.tr('smoker.label'), 'smokers', {
              width: 50,
              hint: c.tr('smoker.hint'),
            }),
          ],
        },
        {
          title: c.tr('quote.step2'),
          fields: [
            amount('monthlyIncome', c.tr('monthlyIncome.label'), { min: 1 }),
            select('coverAmount', c.tr('coverAmount.label'), 'termCoverAmounts', { width: 50 }),
            select('policyTerm', c.tr('policyTerm.label'), 'policyTerms', { width: 50 }),
          ],
        },
        contactScreen(c),
      ),
      nextButton: nextButton(c.common('button.getQuotes'), 1),
    },
  ],
};
