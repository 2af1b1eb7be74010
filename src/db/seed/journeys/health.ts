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
      title: c.tr('Who needs cover?', 'من يحتاج إلى التغطية؟'),
      screens: screens(
        {
          title: c.tr('Who would you like to insure?', 'من تريد أن تؤمّن عليه؟'),
          fields: [
            {
              fieldId: 'insuredMembers',
              label: c.tr('Members to insure', 'الأفراد المراد التأمين عليهم'),
              fieldType: 'memberDetails',
              hint: c.tr(
                'Add each person with their date of birth and gender.',
                'أضف كل شخص مع تاريخ ميلاده وجنسه.',
              ),
              members: [
                { id: 'self', label: c.tr('Myself', 'أنا'), max: 1 },
                { id: 'spouse', label: c.tr('Spouse', 'الزوج / الزوجة'), max: 1 },
                { id: 'child', label: c.tr('Child', 'ابن / ابنة'), max: 6 },
                { id: 'parent', label: c.tr('Parent', 'أحد الوالدين'), max: 2 },
              ],
              validations: [REQUIRED, { type: 'miscellaneous', subType: 'member' }],
            },
          ],
        },
        {
          title: c.tr('Where do you live?', 'أين تقيم؟'),
          fields: [
            select('emirate', c.tr('Emirate of your visa', 'إمارة الإقامة'), 'emirates', { width: 50 }),
            select(
              'city',
              c.tr('City', 'المدينة'),
              { url: '/api/options/cities/:emirate', params: ['emirate'] },
              { width: 50 },
            ),
          ],
        },
        {
          title: c.tr('Salary and nationality', 'الراتب والجنسية'),
          fields: [
            radio(c, 'salaryBand', c.tr('Monthly salary', 'الراتب الشهري'), 'salaryBands', {
              hint: c.tr(
                'Your basic monthly salary as shown on your employment contract; it decides which plans apply to you.',
                'راتبك الأساسي الشهري كما يظهر في عقد العمل؛ وعلى أساسه تتحدد الخطط المتاحة لك.',
              ),
            }),
            note(
              'essentialBenefitsNote',
              c.tr(
                'In Dubai, a monthly salary up to AED 4,000 falls under the Essential Benefits Plan (EBP). Your employer must provide at least this cover.',
                'في دبي، يندرج الراتب الشهري حتى 4,000 درهم ضمن خطة المزايا الأساسية، ويجب على صاحب العمل توفير هذه التغطية على الأقل.',
              ),
              "emirate == 'dubai' and salaryBand == 'upTo4000'",
            ),
            select('nationality', c.tr('Nationality', 'الجنسية'), 'nationalities'),
          ],
        },
      ),
      nextButton: nextButton(c.tr('Continue', 'متابعة'), 1),
    },
    {
      formKey: 'health.contact',
      stage: 2,
      screens: screens(contactScreen(c)),
      nextButton: nextButton(c.tr('Get my quotes', 'احصل على عروض الأسعار'), 2),
    },
  ],
};
