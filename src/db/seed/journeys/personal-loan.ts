import { PRODUCT } from '../../../shared/domain/products';
import { amount, contactScreen, dob, nextButton, screens, select, type JourneyDef } from './build';

/**
 * Personal loan (product 8, decision 0008): salary, employer category, amount, tenure (UAE personal loans run at
 * most 48 months), existing monthly repayments.
 */
export const personalLoanJourney: JourneyDef = {
  name: 'personalLoan',
  productId: PRODUCT.PERSONAL_LOANS,
  journeyType: 1,
  pageTypeId: 0,
  forms: (c) => [
    {
      formKey: 'personalLoan.apply',
      stage: 1,
      title: c.tr('apply.title'),
      screens: screens(
        {
          title: c.tr('apply.step1'),
          fields: [
            amount(
              'monthlySalary',
              c.tr('monthlySalary.label'),
              { min: 3_000 },
              {
                hint: c.tr('monthlySalary.hint'),
              },
            ),
            select('employerCategory', c.tr('employerCategory.label'), 'employerCategories'),
            // Decision 0018: the age at the loan's end and the nationality's age limit (65 / 70).
            dob('dateOfBirth', c.tr('dateOfBirth.label'), 21, 65, { width: 50 }),
            select('nationality', c.tr('nationality.label'), 'nationalities', { width: 50 }),
          ],
        },
        {
          title: c.tr('apply.step2'),
          fields: [
            amount(
              'loanAmount',
              c.tr('loanAmount.label'),
              { min: 10_000, max: 3_000_000 },
              {
                width: 50,
              },
            ),
            select('loanTenure', c.tr('loanTenure.label'), 'loanTenures', { width: 50 }),
            amount(
              'existingRepayments',
              c.tr('existingRepayments.label'),
              { min: 0, max: 1_000_000 },
              {
                hint: c.tr('existingRepayments.hint'),
              },
            ),
          ],
        },
        contactScreen(c),
      ),
      nextButton: nextButton(c.common('button.seeOffers'), 1),
    },
  ],
};
