import { DOCUMENT_MAX_BYTES, DOCUMENT_MIMES } from '../../../shared/contracts/documents';
import { OCR_FETCH_URL } from '../../../shared/contracts/ocr';
import { PRODUCT } from '../../../shared/domain/products';
import { EMIRATES_ID_RULES } from '../../../shared/rules/inputs';
import { MSG } from '../../../shared/rules/messages';
import {
  amount,
  contactScreen,
  dob,
  multiSelect,
  nextButton,
  radio,
  REQUIRED,
  screens,
  select,
  text,
  type Ctx,
  type FieldInput,
  type JourneyDef,
} from './build';

/**
 * The lighter journeys of decision 0008: one form each, one or two screens of questions and the contact screen,
 * posted to POST /api/enquiry.
 */
function single(
  name: string,
  productId: number,
  title: (c: Ctx) => string,
  questions: (c: Ctx) => { title: string; fields: FieldInput[] }[],
  button: 'quotes' | 'offers' | 'apply' = 'quotes',
): JourneyDef {
  return {
    name,
    productId,
    journeyType: 1,
    pageTypeId: 0,
    forms: (c) => [
      {
        formKey: `${name}.apply`,
        stage: 1,
        title: title(c),
        // An application is not a quote request: its contact screen says who gets in touch about it.
        screens: screens(
          ...questions(c),
          contactScreen(
            c,
            button === 'apply'
              ? c.tr('How can the bank reach you about your application?', 'كيف يتواصل معك البنك بشأن طلبك؟')
              : undefined,
          ),
        ),
        nextButton: nextButton(
          button === 'quotes'
            ? c.tr('Get my quotes', 'احصل على عروض الأسعار')
            : button === 'apply'
              ? c.tr('Send my application', 'أرسل طلبي')
              : c.tr('See my offers', 'اعرض العروض المتاحة'),
          1,
        ),
      },
    ],
  };
}

/** Loans: monthly debt repayments already made (the 50 % debt burden rule, decision 0018). */
const existingRepayments = (c: Ctx): FieldInput =>
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
  );

/** Loans: date of birth, nationality and existing repayments (age at maturity 65 / 70, debt burden). */
const borrowerFields = (c: Ctx): FieldInput[] => [
  dob('dateOfBirth', c.tr('Date of birth', 'تاريخ الميلاد'), 21, 65, { width: 50 }),
  select('nationality', c.tr('Nationality', 'الجنسية'), 'nationalities', { width: 50 }),
  existingRepayments(c),
];

const salary = (c: Ctx, min = 1): FieldInput =>
  amount('monthlySalary', c.tr('Monthly salary (AED)', 'الراتب الشهري (درهم)'), { min });

export const investmentJourney = single(
  'investment',
  PRODUCT.INVESTMENT,
  (c) => c.tr('Investment plans', 'خطط الاستثمار'),
  (c) => [
    {
      title: c.tr('What are you investing for?', 'ما هدفك من الاستثمار؟'),
      fields: [
        radio(c, 'investmentGoal', c.tr('Your goal', 'هدفك'), 'investmentGoals'),
        amount(
          'monthlyInvestment',
          c.tr('Monthly amount (AED)', 'المبلغ الشهري (درهم)'),
          { min: 500, max: 1_000_000 },
          {
            width: 50,
          },
        ),
        select('investmentHorizon', c.tr('Invest for', 'مدة الاستثمار'), 'investmentHorizons', { width: 50 }),
      ],
    },
  ],
);

export const criticalIllnessJourney = single(
  'criticalIllness',
  PRODUCT.CRITICAL_ILLNESS,
  (c) => c.tr('Critical illness cover', 'تأمين الأمراض الخطيرة'),
  (c) => [
    {
      title: c.tr('About you', 'عنك'),
      fields: [
        dob('dateOfBirth', c.tr('Date of birth', 'تاريخ الميلاد'), 18, 66),
        radio(c, 'gender', c.tr('Gender', 'الجنس'), 'genders', { width: 50 }),
        radio(c, 'smoker', c.tr('Do you smoke?', 'هل تدخن؟'), 'smokers', { width: 50 }),
        select(
          'coverAmount',
          c.tr('Lump sum on diagnosis', 'المبلغ المقطوع عند التشخيص'),
          'criticalIllnessCover',
        ),
      ],
    },
  ],
);

export const bikeJourney = single(
  'bike',
  PRODUCT.BIKE_INSURANCE,
  (c) => c.tr('Your motorbike', 'دراجتك النارية'),
  (c) => [
    {
      title: c.tr('Which bike would you like to insure?', 'ما الدراجة التي تريد تأمينها؟'),
      fields: [
        select('bikeMake', c.tr('Make', 'الشركة المصنّعة'), 'bikeMakes', { width: 50 }),
        // Years up to next year from GET /api/options/years/1990 (a number rule cannot say 'up to next year').
        select(
          'bikeYear',
          c.tr('Model year', 'سنة الصنع'),
          { url: '/api/options/years/1990', params: [] },
          {
            width: 50,
          },
        ),
        amount(
          'bikeValue',
          c.tr('Bike value (AED)', 'قيمة الدراجة (درهم)'),
          { min: 2_000, max: 500_000 },
          {
            width: 50,
          },
        ),
        select('registrationEmirate', c.tr('Emirate of registration', 'إمارة التسجيل'), 'emirates', {
          width: 50,
        }),
        radio(c, 'bikeUse', c.tr('How is the bike used?', 'كيف تُستخدم الدراجة؟'), 'bikeUses'),
      ],
    },
    {
      title: c.tr('About the rider', 'عن السائق'),
      fields: [dob('riderDob', c.tr('Rider date of birth', 'تاريخ ميلاد السائق'), 18, 71)],
    },
  ],
);

export const homeInsuranceJourney = single(
  'homeInsurance',
  PRODUCT.HOME_INSURANCE,
  (c) => c.tr('Home insurance', 'تأمين المنزل'),
  (c) => [
    {
      title: c.tr('Tell us about your home', 'أخبرنا عن منزلك'),
      fields: [
        radio(c, 'homeOwnership', c.tr('Do you own or rent?', 'هل تملك المنزل أم تستأجره؟'), 'homeOwnership'),
        radio(c, 'propertyType', c.tr('Property type', 'نوع العقار'), 'propertyTypes'),
        select('emirate', c.tr('Emirate', 'الإمارة'), 'emirates'),
      ],
    },
    {
      title: c.tr('What should we cover?', 'ما الذي نغطيه؟'),
      fields: [
        amount('contentsValue', c.tr('Value of your belongings (AED)', 'قيمة مقتنياتك (درهم)'), {
          min: 10_000,
          max: 5_000_000,
        }),
        amount(
          'buildingValue',
          c.tr('Rebuilding cost of the home (AED)', 'تكلفة إعادة بناء المنزل (درهم)'),
          { min: 100_000, max: 50_000_000 },
          { constraints: "homeOwnership == 'owner'" },
        ),
      ],
    },
  ],
);

export const smeJourney = single(
  'sme',
  PRODUCT.SME_INSURANCE,
  (c) => c.tr('Business insurance', 'تأمين الأعمال'),
  (c) => [
    {
      title: c.tr('About your business', 'عن نشاطك التجاري'),
      fields: [
        text('companyName', c.tr('Company name', 'اسم الشركة')),
        select('businessActivity', c.tr('Business activity', 'النشاط التجاري'), 'businessActivities', {
          width: 50,
        }),
        select('employeeBand', c.tr('Number of employees', 'عدد الموظفين'), 'employeeBands', { width: 50 }),
        select('emirate', c.tr('Emirate of your trade licence', 'إمارة الرخصة التجارية'), 'emirates'),
      ],
    },
    {
      title: c.tr('What would you like to cover?', 'ما الذي تريد تغطيته؟'),
      fields: [multiSelect(c, 'smeCoverTypes', c.tr('Cover needed', 'التغطية المطلوبة'), 'smeCoverTypes')],
    },
  ],
);

export const carLoanJourney = single(
  'carLoan',
  PRODUCT.CAR_LOANS,
  (c) => c.tr('Car loan', 'قرض السيارة'),
  (c) => [
    {
      title: c.tr('About the car and your income', 'عن السيارة ودخلك'),
      fields: [
        radio(c, 'carCondition', c.tr('New or used?', 'جديدة أم مستعملة؟'), 'carConditions'),
        amount(
          'carPrice',
          c.tr('Car price (AED)', 'سعر السيارة (درهم)'),
          { min: 20_000, max: 3_000_000 },
          {
            width: 50,
          },
        ),
        amount(
          'downPayment',
          c.tr('Down payment (AED)', 'الدفعة المقدمة (درهم)'),
          { min: 0, max: 3_000_000 },
          {
            width: 50,
            hint: c.tr(
              'UAE banks usually finance up to 80% of the price, so plan for at least 20% down.',
              'تموّل البنوك في الإمارات عادةً حتى 80% من السعر، لذا خطط لدفعة مقدمة لا تقل عن 20%.',
            ),
          },
        ),
        salary(c, 3_000),
        select('loanTenure', c.tr('Repay over', 'مدة السداد'), 'carLoanTenures'),
      ],
    },
    {
      // Decision 0018: what the UAE lending rules read (age at the loan's end, debt burden).
      title: c.tr('About you', 'عنك'),
      fields: [...borrowerFields(c)],
    },
  ],
  'offers',
);

export const homeLoanJourney = single(
  'homeLoan',
  PRODUCT.HOME_LOANS,
  (c) => c.tr('Home loan', 'التمويل العقاري'),
  (c) => [
    {
      title: c.tr('About the property', 'عن العقار'),
      fields: [
        radio(c, 'propertyStatus', c.tr('Property status', 'حالة العقار'), 'propertyStatuses'),
        select('emirate', c.tr('Emirate', 'الإمارة'), 'emirates', { width: 50 }),
        amount(
          'propertyValue',
          c.tr('Property price (AED)', 'سعر العقار (درهم)'),
          { min: 300_000, max: 50_000_000 },
          {
            width: 50,
          },
        ),
        amount('loanAmount', c.tr('Loan amount (AED)', 'مبلغ التمويل (درهم)'), {
          min: 100_000,
          max: 40_000_000,
        }),
      ],
    },
    {
      title: c.tr('About you', 'عنك'),
      fields: [
        radio(c, 'residencyStatus', c.tr('Residency', 'الإقامة'), 'residencyStatuses'),
        salary(c, 10_000),
        radio(
          c,
          'propertyOrder',
          c.tr('Is this your first property?', 'هل هذا عقارك الأول؟'),
          'propertyOrders',
        ),
        select('mortgageTenure', c.tr('Repay over', 'مدة السداد'), 'mortgageTenures', { width: 50 }),
        dob('dateOfBirth', c.tr('Date of birth', 'تاريخ الميلاد'), 21, 70, { width: 50 }),
        existingRepayments(c),
      ],
    },
  ],
  'offers',
);

export const bankAccountJourney = single(
  'bankAccount',
  PRODUCT.BANK_ACCOUNTS,
  (c) => c.tr('Bank account', 'الحساب البنكي'),
  (c) => [
    {
      title: c.tr('Which account are you looking for?', 'ما الحساب الذي تبحث عنه؟'),
      fields: [
        radio(c, 'accountType', c.tr('Account type', 'نوع الحساب'), 'accountTypes'),
        salary(c),
        select('employerCategory', c.tr('Employer type', 'نوع جهة العمل'), 'employerCategories'),
      ],
    },
    {
      title: c.tr('Your Emirates ID', 'هويتك الإماراتية'),
      fields: [
        {
          fieldId: 'emiratesIdFront',
          label: c.tr('Emirates ID (front)', 'الهوية الإماراتية (الوجه الأمامي)'),
          fieldType: 'upload',
          // The upload rules (docs/product/journeys.md: no cropped or photocopied ID, no blur, flat background) are shown by
          // the upload field itself; the answer is the id POST /api/documents returns.
          upload: {
            accept: [...DOCUMENT_MIMES],
            maxBytes: DOCUMENT_MAX_BYTES,
            url: '/api/documents',
            // Decision 0027: the card is read and its number suggested for the field below.
            ocrData: {
              url: OCR_FETCH_URL,
              docIdFields: ['emiratesIdFront'],
              docType: 'emiratesId',
              fill: { idNumber: 'emiratesId', fullName: 'name' },
            },
          },
          validations: [REQUIRED],
        },
        {
          fieldId: 'emiratesId',
          label: c.tr('Emirates ID number', 'رقم الهوية الإماراتية'),
          fieldType: 'input',
          inputKind: 'emiratesId',
          placeholder: '784-XXXX-XXXXXXX-X',
          // Read from the card above and offered as a suggestion (decision 0027); typed when it cannot be read.
          validations: [...EMIRATES_ID_RULES],
        },
      ],
    },
  ],
  'offers',
);

export const creditScoreJourney = single(
  'creditScore',
  PRODUCT.CREDIT_SCORE,
  (c) => c.tr('Your credit score', 'درجتك الائتمانية'),
  (c) => [
    {
      title: c.tr('Confirm who you are', 'أكّد هويتك'),
      fields: [
        {
          fieldId: 'emiratesId',
          label: c.tr('Emirates ID number', 'رقم الهوية الإماراتية'),
          fieldType: 'input',
          inputKind: 'emiratesId',
          placeholder: '784-XXXX-XXXXXXX-X',
          validations: [...EMIRATES_ID_RULES],
        },
        dob('dateOfBirth', c.tr('Date of birth', 'تاريخ الميلاد'), 18, 100),
        {
          fieldId: 'creditReportConsent',
          label: c.tr(
            'I agree that Sahel Compare may work out a demo credit score from my Emirates ID and my answers. No report is requested from a credit bureau.',
            'أوافق على أن يحسب ساحل كومبير درجة ائتمانية تجريبية من رقم هويتي الإماراتية وإجاباتي. لا يُطلب أي تقرير من مكتب ائتمان.',
          ),
          fieldType: 'checkBox',
          validations: [REQUIRED, { type: 'regex', pattern: '^true$', errorMessage: MSG.required }],
        },
      ],
    },
    {
      // Decision 0016: what the score model reads for anyone not in the (fictional) bureau.
      title: c.tr('Your credit today', 'وضعك الائتماني اليوم'),
      fields: [
        salary(c),
        radio(
          c,
          'creditCardCount',
          c.tr('Credit cards you hold', 'بطاقات الائتمان التي تملكها'),
          'creditCardCounts',
        ),
        amount(
          'creditCardLimit',
          c.tr('Their total credit limit (AED)', 'إجمالي حدودها الائتمانية (درهم)'),
          { min: 0, max: 10_000_000 },
          { width: 50, constraints: "creditCardCount != '0'" },
        ),
        amount(
          'creditCardBalance',
          c.tr('What you owe on them today (AED)', 'المبلغ المستحق عليها اليوم (درهم)'),
          { min: 0, max: 10_000_000 },
          { width: 50, constraints: "creditCardCount != '0'" },
        ),
        radio(c, 'activeLoanCount', c.tr('Loans you are repaying', 'القروض التي تسددها'), 'activeLoanCounts'),
        amount(
          'monthlyLoanRepayments',
          c.tr('Their monthly repayments (AED)', 'أقساطها الشهرية (درهم)'),
          { min: 0, max: 10_000_000 },
          { constraints: "activeLoanCount != '0'" },
        ),
        radio(
          c,
          'missedPayments',
          c.tr('Missed payments in the last 12 months', 'الدفعات الفائتة خلال آخر 12 شهراً'),
          'missedPaymentCounts',
        ),
        select(
          'creditHistoryYears',
          c.tr('How long you have had credit', 'منذ متى لديك ائتمان'),
          'creditHistoryYears',
          {
            width: 50,
          },
        ),
        select(
          'creditApplications',
          c.tr('New credit applications in the last 6 months', 'طلبات الائتمان الجديدة خلال آخر 6 أشهر'),
          'creditApplicationCounts',
          { width: 50 },
        ),
      ],
    },
  ],
  'offers',
);

export const internationalMortgageJourney = single(
  'internationalMortgage',
  PRODUCT.INTERNATIONAL_MORTGAGE,
  (c) => c.tr('International mortgage', 'التمويل العقاري الدولي'),
  (c) => [
    {
      title: c.tr('About the property abroad', 'عن العقار في الخارج'),
      fields: [
        select('propertyCountry', c.tr('Country of the property', 'دولة العقار'), 'mortgageCountries', {
          width: 50,
        }),
        radio(
          c,
          'mortgagePurpose',
          c.tr('What is the loan for?', 'ما الغرض من التمويل؟'),
          'mortgagePurposes',
        ),
        amount(
          'propertyValue',
          c.tr('Property value (AED)', 'قيمة العقار (درهم)'),
          { min: 100_000, max: 50_000_000 },
          {
            width: 50,
          },
        ),
        amount(
          'loanAmount',
          c.tr('Loan amount (AED)', 'مبلغ التمويل (درهم)'),
          { min: 50_000, max: 40_000_000 },
          {
            width: 50,
          },
        ),
        salary(c, 10_000),
        select('mortgageTenure', c.tr('Repay over', 'مدة السداد'), 'mortgageTenures', { width: 50 }),
      ],
    },
    {
      // Decision 0018: what the lending rules read (age at the loan's end, debt burden).
      title: c.tr('About you', 'عنك'),
      fields: [...borrowerFields(c)],
    },
  ],
  'offers',
);

export const groupHealthJourney = single(
  'groupHealth',
  PRODUCT.GROUP_HEALTH,
  (c) => c.tr('Group health insurance', 'التأمين الصحي الجماعي'),
  (c) => [
    {
      title: c.tr('About your company', 'عن شركتك'),
      fields: [
        text('companyName', c.tr('Company name', 'اسم الشركة')),
        amount(
          'employeeCount',
          c.tr('Employees to cover', 'عدد الموظفين المراد تغطيتهم'),
          { min: 2, max: 5_000 },
          {
            width: 50,
            maxLength: 4,
          },
        ),
        select('emirate', c.tr('Emirate of your trade licence', 'إمارة الرخصة التجارية'), 'emirates', {
          width: 50,
        }),
        radio(
          c,
          'currentlyInsured',
          c.tr('Do your employees have cover today?', 'هل لدى موظفيك تغطية حالياً؟'),
          'yesNo',
        ),
      ],
    },
  ],
);

/**
 * Credit card application (docs/product/cards.md 'Credit card apply'): the chosen card (prefilled from the
 * listing's 'Apply Now', `?planid=`), what the bank asks (income, employer, Emirates ID, nationality, date of
 * birth, consent to share), then the contact screen with the OTP. Stored as an enquiry naming the card.
 */
export const creditCardJourney = single(
  'creditCard',
  PRODUCT.CREDIT_CARDS,
  (c) => c.tr('Apply for a credit card', 'قدّم طلباً للحصول على بطاقة ائتمان'),
  (c) => [
    {
      title: c.tr('Your card and income', 'بطاقتك ودخلك'),
      fields: [
        {
          ...select('creditCardId', c.tr('Card', 'البطاقة'), 'creditCards'),
          prefillFromQuery: 'planid',
        },
        amount('monthlySalary', c.tr('Monthly income (AED)', 'الدخل الشهري (درهم)'), { min: 1 }),
        // Letters, spaces, dots, apostrophes and hyphens, as names are typed (a text box refuses spaces).
        {
          fieldId: 'employerName',
          label: c.tr('Employer', 'جهة العمل'),
          fieldType: 'input',
          inputKind: 'name',
          maxLength: 100,
          validations: [REQUIRED],
        },
      ],
    },
    {
      title: c.tr('About you', 'عنك'),
      fields: [
        {
          fieldId: 'emiratesId',
          label: c.tr('Emirates ID number', 'رقم الهوية الإماراتية'),
          fieldType: 'input',
          inputKind: 'emiratesId',
          placeholder: '784-XXXX-XXXXXXX-X',
          validations: [...EMIRATES_ID_RULES],
        },
        select('nationality', c.tr('Nationality', 'الجنسية'), 'nationalities', { width: 50 }),
        dob('dateOfBirth', c.tr('Date of birth', 'تاريخ الميلاد'), 21, 66, { width: 50 }),
        {
          fieldId: 'applicationConsent',
          label: c.tr(
            'I agree that Sahel Compare may pass my application to the bank of the card I chose (demo: no bank receives it).',
            'أوافق على أن يُرسل ساحل كومبير طلبي إلى بنك البطاقة التي اخترتها (تجريبي: لا يتسلمه أي بنك).',
          ),
          fieldType: 'checkBox',
          validations: [REQUIRED, { type: 'regex', pattern: '^true$', errorMessage: MSG.required }],
        },
      ],
    },
  ],
  'apply',
);

export const LIGHTER_JOURNEYS: readonly JourneyDef[] = [
  creditCardJourney,
  investmentJourney,
  criticalIllnessJourney,
  bikeJourney,
  homeInsuranceJourney,
  smeJourney,
  carLoanJourney,
  homeLoanJourney,
  bankAccountJourney,
  creditScoreJourney,
  internationalMortgageJourney,
  groupHealthJourney,
];
