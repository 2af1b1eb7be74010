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
      title: c.tr('Term life cover', 'التأمين على الحياة لأجل'),
      screens: screens(
        {
          title: c.tr('About you', 'عنك'),
          fields: [
            dob('dateOfBirth', c.tr('Date of birth', 'تاريخ الميلاد'), 18, 66),
            radio(c, 'gender', c.tr('Gender', 'الجنس'), 'genders', { width: 50 }),
            radio(c, 'smoker', c.tr('Do you smoke?', 'هل تدخن؟'), 'smokers', {
              width: 50,
              hint: c.tr(
                'Including cigarettes, shisha, vapes or any tobacco in the last 12 months.',
                'بما في ذلك السجائر أو الشيشة أو السجائر الإلكترونية أو أي تبغ خلال آخر 12 شهراً.',
              ),
            }),
          ],
        },
        {
          title: c.tr('Your cover', 'تغطيتك'),
          fields: [
            amount('monthlyIncome', c.tr('Monthly income (AED)', 'الدخل الشهري (درهم)'), { min: 1 }),
            select('coverAmount', c.tr('Cover amount', 'مبلغ التغطية'), 'termCoverAmounts', { width: 50 }),
            select('policyTerm', c.tr('Cover for', 'مدة التغطية'), 'policyTerms', { width: 50 }),
          ],
        },
        contactScreen(c),
      ),
      nextButton: nextButton(c.tr('Get my quotes', 'احصل على عروض الأسعار'), 1),
    },
  ],
};
