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
      title: c.tr('Personal loan', 'القرض الشخصي'),
      screens: screens(
        {
          title: c.tr('Your income', 'دخلك'),
          fields: [
            amount(
              'monthlySalary',
              c.tr('Monthly salary (AED)', 'الراتب الشهري (درهم)'),
              { min: 3_000 },
              {
                hint: c.tr(
                  'Most banks ask for at least AED 5,000 a month; some accept from AED 3,000.',
                  'تشترط معظم البنوك راتباً لا يقل عن 5,000 درهم شهرياً، ويقبل بعضها من 3,000 درهم.',
                ),
              },
            ),
            select('employerCategory', c.tr('Employer type', 'نوع جهة العمل'), 'employerCategories'),
            // Decision 0018: the age at the loan's end and the nationality's age limit (65 / 70).
            dob('dateOfBirth', c.tr('Date of birth', 'تاريخ الميلاد'), 21, 65, { width: 50 }),
            select('nationality', c.tr('Nationality', 'الجنسية'), 'nationalities', { width: 50 }),
          ],
        },
        {
          title: c.tr('Your loan', 'قرضك'),
          fields: [
            amount(
              'loanAmount',
              c.tr('Loan amount (AED)', 'مبلغ القرض (درهم)'),
              { min: 10_000, max: 3_000_000 },
              {
                width: 50,
              },
            ),
            select('loanTenure', c.tr('Repay over', 'مدة السداد'), 'loanTenures', { width: 50 }),
            amount(
              'existingRepayments',
              c.tr('Existing monthly repayments (AED)', 'الأقساط الشهرية الحالية (درهم)'),
              { min: 0, max: 1_000_000 },
              {
                hint: c.tr(
                  'Loans and credit card payments you already make each month. Enter 0 if none.',
                  'أقساط القروض وبطاقات الائتمان التي تدفعها حالياً كل شهر. أدخل 0 إن لم يوجد.',
                ),
              },
            ),
          ],
        },
        contactScreen(c),
      ),
      nextButton: nextButton(c.tr('See my offers', 'اعرض العروض المتاحة'), 1),
    },
  ],
};
