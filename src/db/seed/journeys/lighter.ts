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
          contactScreen(c, button === 'apply' ? c.common('contact.titleApplication') : undefined),
        ),
        nextButton: nextButton(
          button === 'quotes'
            ? c.common('button.getQuotes')
            : button === 'apply'
              ? c.common('button.sendApplication')
              : c.common('button.seeOffers'),
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
    c.tr('existingRepayments.label'),
    { min: 0, max: 1_000_000 },
    {
      hint: c.tr('existingRepayments.hint'),
    },
  );

/** Loans: date of birth, nationality and existing repayments (age at maturity 65 / 70, debt burden). */
const borrowerFields = (c: Ctx): FieldInput[] => [
  dob('dateOfBirth', c.tr('dateOfBirth.label'), 21, 65, { width: 50 }),
  select('nationality', c.tr('nationality.label'), 'nationalities', { width: 50 }),
  existingRepayments(c),
];

const salary = (c: Ctx, min = 1): FieldInput => amount('monthlySalary', c.tr('monthlySalary.label'), { min });

export const investmentJourney = single(
  'investment',
  PRODUCT.INVESTMENT,
  (c) => c.tr('apply.title'),
  (c) => [
    {
      title: c.tr('apply.step1'),
      fields: [
        radio(c, 'investmentGoal', c.tr('investmentGoal.label'), 'investmentGoals'),
        amount(
          'monthlyInvestment',
          c.tr('monthlyInvestment.label'),
          { min: 500, max: 1_000_000 },
          {
            width: 50,
          },
        ),
        select('investmentHorizon', c.tr('investmentHorizon.label'), 'investmentHorizons', { width: 50 }),
      ],
    },
  ],
);

export const criticalIllnessJourney = single(
  'criticalIllness',
  PRODUCT.CRITICAL_ILLNESS,
  (c) => c.tr('apply.title'),
  (c) => [
    {
      title: c.tr('apply.step1'),
      fields: [
        dob('dateOfBirth', c.tr('dateOfBirth.label'), 18, 66),
        radio(c, 'gender', c.tr('gender.label'), 'genders', { width: 50 }),
        radio(c, 'smoker', c.tr('smoker.label'), 'smokers', { width: 50 }),
        select('coverAmount', c.tr('coverAmount.label'), 'criticalIllnessCover'),
      ],
    },
  ],
);

export const bikeJourney = single(
  'bike',
  PRODUCT.BIKE_INSURANCE,
  (c) => c.tr('apply.title'),
  (c) => [
    {
      title: c.tr('apply.step1'),
      fields: [
        select('bikeMake', c.tr('bikeMake.label'), 'bikeMakes', { width: 50 }),
        // Years up to next year from GET /api/options/years/1990 (a number rule cannot say 'up to next year').
        select(
          'bikeYear',
          c.tr('bikeYear.label'),
          { url: '/api/options/years/1990', params: [] },
          {
            width: 50,
          },
        ),
        amount(
          'bikeValue',
          c.tr('bikeValue.label'),
          { min: 2_000, max: 500_000 },
          {
            width: 50,
          },
        ),
        select('registrationEmirate', c.tr('registrationEmirate.label'), 'emirates', {
          width: 50,
        }),
        radio(c, 'bikeUse', c.tr('bikeUse.label'), 'bikeUses'),
      ],
    },
    {
      title: c.tr('apply.step2'),
      fields: [dob('riderDob', c.tr('riderDob.label'), 18, 71)],
    },
  ],
);

export const homeInsuranceJourney = single(
  'homeInsurance',
  PRODUCT.HOME_INSURANCE,
  (c) => c.tr('apply.title'),
  (c) => [
    {
      title: c.tr('apply.step1'),
      fields: [
        radio(c, 'homeOwnership', c.tr('homeOwnership.label'), 'homeOwnership'),
        radio(c, 'propertyType', c.tr('propertyType.label'), 'propertyTypes'),
        select('emirate', c.tr('emirate.label'), 'emirates'),
      ],
    },
    {
      title: c.tr('apply.step2'),
      fields: [
        amount('contentsValue', c.tr('contentsValue.label'), {
          min: 10_000,
          max: 5_000_000,
        }),
        amount(
          'buildingValue',
          c.tr('buildingValue.label'),
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
  (c) => c.tr('apply.title'),
  (c) => [
    {
      title: c.tr('apply.step1'),
      fields: [
        text('companyName', c.tr('companyName.label')),
        select('businessActivity', c.tr('businessActivity.label'), 'businessActivities', {
          width: 50,
        }),
        select('employeeBand', c.tr('employeeBand.label'), 'employeeBands', { width: 50 }),
        select('emirate', c.tr('emirate.label'), 'emirates'),
      ],
    },
    {
      title: c.tr('apply.step2'),
      fields: [multiSelect(c, 'smeCoverTypes', c.tr('smeCoverTypes.label'), 'smeCoverTypes')],
    },
  ],
);

export const carLoanJourney = single(
  'carLoan',
  PRODUCT.CAR_LOANS,
  (c) => c.tr('apply.title'),
  (c) => [
    {
      title: c.tr('apply.step1'),
      fields: [
        radio(c, 'carCondition', c.tr('carCondition.label'), 'carConditions'),
        amount(
          'carPrice',
          c.tr('carPrice.label'),
          { min: 20_000, max: 3_000_000 },
          {
            width: 50,
          },
        ),
        amount(
          'downPayment',
          c.tr('downPayment.label'),
          { min: 0, max: 3_000_000 },
          {
            width: 50,
            hint: c.tr('downPayment.hint'),
          },
        ),
        salary(c, 3_000),
        select('loanTenure', c.tr('loanTenure.label'), 'carLoanTenures'),
      ],
    },
    {
      // Decision 0018: what the UAE lending rules read (age at the loan's end, debt burden).
      title: c.tr('apply.step2'),
      fields: [...borrowerFields(c)],
    },
  ],
  'offers',
);

export const homeLoanJourney = single(
  'homeLoan',
  PRODUCT.HOME_LOANS,
  (c) => c.tr('apply.title'),
  (c) => [
    {
      title: c.tr('apply.step1'),
      fields: [
        radio(c, 'propertyStatus', c.tr('propertyStatus.label'), 'propertyStatuses'),
        select('emirate', c.tr('emirate.label'), 'emirates', { width: 50 }),
        amount(
          'propertyValue',
          c.tr('propertyValue.label'),
          { min: 300_000, max: 50_000_000 },
          {
            width: 50,
          },
        ),
        amount('loanAmount', c.tr('loanAmount.label'), {
          min: 100_000,
          max: 40_000_000,
        }),
      ],
    },
    {
      title: c.tr('apply.step2'),
      fields: [
        radio(c, 'residencyStatus', c.tr('residencyStatus.label'), 'residencyStatuses'),
        salary(c, 10_000),
        radio(c, 'propertyOrder', c.tr('propertyOrder.label'), 'propertyOrders'),
        select('mortgageTenure', c.tr('mortgageTenure.label'), 'mortgageTenures', { width: 50 }),
        dob('dateOfBirth', c.tr('dateOfBirth.label'), 21, 70, { width: 50 }),
        existingRepayments(c),
      ],
    },
  ],
  'offers',
);

export const bankAccountJourney = single(
  'bankAccount',
  PRODUCT.BANK_ACCOUNTS,
  (c) => c.tr('apply.title'),
  (c) => [
    {
      title: c.tr('apply.step1'),
      fields: [
        radio(c, 'accountType', c.tr('accountType.label'), 'accountTypes'),
        salary(c),
        select('employerCategory', c.tr('employerCategory.label'), 'employerCategories'),
      ],
    },
    {
      title: c.tr('apply.step2'),
      fields: [
        {
          fieldId: 'emiratesIdFront',
          label: c.tr('emiratesIdFront.label'),
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
          label: c.tr('emiratesId.label'),
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
  (c) => c.tr('apply.title'),
  (c) => [
    {
      title: c.tr('apply.step1'),
      fields: [
        {
          fieldId: 'emiratesId',
          label: c.tr('emiratesId.label'),
          fieldType: 'input',
          inputKind: 'emiratesId',
          placeholder: '784-XXXX-XXXXXXX-X',
          validations: [...EMIRATES_ID_RULES],
        },
        dob('dateOfBirth', c.tr('dateOfBirth.label'), 18, 100),
        {
          fieldId: 'creditReportConsent',
          label: c.tr('creditReportConsent.label'),
          fieldType: 'checkBox',
          validations: [REQUIRED, { type: 'regex', pattern: '^true$', errorMessage: MSG.required }],
        },
      ],
    },
    {
      // Decision 0016: what the score model reads for anyone not in the (fictional) bureau.
      title: c.tr('apply.step2'),
      fields: [
        salary(c),
        radio(c, 'creditCardCount', c.tr('creditCardCount.label'), 'creditCardCounts'),
        amount(
          'creditCardLimit',
          c.tr('creditCardLimit.label'),
          { min: 0, max: 10_000_000 },
          { width: 50, constraints: "creditCardCount != '0'" },
        ),
        amount(
          'creditCardBalance',
          c.tr('creditCardBalance.label'),
          { min: 0, max: 10_000_000 },
          { width: 50, constraints: "creditCardCount != '0'" },
        ),
        radio(c, 'activeLoanCount', c.tr('activeLoanCount.label'), 'activeLoanCounts'),
        amount(
          'monthlyLoanRepayments',
          c.tr('monthlyLoanRepayments.label'),
          { min: 0, max: 10_000_000 },
          { constraints: "activeLoanCount != '0'" },
        ),
        radio(c, 'missedPayments', c.tr('missedPayments.label'), 'missedPaymentCounts'),
        select('creditHistoryYears', c.tr('creditHistoryYears.label'), 'creditHistoryYears', {
          width: 50,
        }),
        select('creditApplications', c.tr('creditApplications.label'), 'creditApplicationCounts', {
          width: 50,
        }),
      ],
    },
  ],
  'offers',
);

export const internationalMortgageJourney = single(
  'internationalMortgage',
  PRODUCT.INTERNATIONAL_MORTGAGE,
  (c) => c.tr('apply.title'),
  (c) => [
    {
      title: c.tr('apply.step1'),
      fields: [
        select('propertyCountry', c.tr('propertyCountry.label'), 'mortgageCountries', {
          width: 50,
        }),
        radio(c, 'mortgagePurpose', c.tr('mortgagePurpose.label'), 'mortgagePurposes'),
        amount(
          'propertyValue',
          c.tr('propertyValue.label'),
          { min: 100_000, max: 50_000_000 },
          {
            width: 50,
          },
        ),
        amount(
          'loanAmount',
          c.tr('loanAmount.label'),
          { min: 50_000, max: 40_000_000 },
          {
            width: 50,
          },
        ),
        salary(c, 10_000),
        select('mortgageTenure', c.tr('mortgageTenure.label'), 'mortgageTenures', { width: 50 }),
      ],
    },
    {
      // Decision 0018: what the lending rules read (age at the loan's end, debt burden).
      title: c.tr('apply.step2'),
      fields: [...borrowerFields(c)],
    },
  ],
  'offers',
);

export const groupHealthJourney = single(
  'groupHealth',
  PRODUCT.GROUP_HEALTH,
  (c) => c.tr('apply.title'),
  (c) => [
    {
      title: c.tr('apply.step1'),
      fields: [
        text('companyName', c.tr('companyName.label')),
        amount(
          'employeeCount',
          c.tr('employeeCount.label'),
          { min: 2, max: 5_000 },
          {
            width: 50,
            maxLength: 4,
          },
        ),
        select('emirate', c.tr('emirate.label'), 'emirates', {
          width: 50,
        }),
        radio(c, 'currentlyInsured', c.tr('currentlyInsured.label'), 'yesNo'),
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
  (c) => c.tr('apply.title'),
  (c) => [
    {
      title: c.tr('apply.step1'),
      fields: [
        {
          ...select('creditCardId', c.tr('creditCardId.label'), 'creditCards'),
          prefillFromQuery: 'planid',
        },
        amount('monthlySalary', c.tr('monthlySalary.label'), { min: 1 }),
        // Letters, spaces, dots, apostrophes and hyphens, as names are typed (a text box refuses spaces).
        {
          fieldId: 'employerName',
          label: c.tr('employerName.label'),
          fieldType: 'input',
          inputKind: 'name',
          maxLength: 100,
          validations: [REQUIRED],
        },
      ],
    },
    {
      title: c.tr('apply.step2'),
      fields: [
        {
          fieldId: 'emiratesId',
          label: c.tr('emiratesId.label'),
          fieldType: 'input',
          inputKind: 'emiratesId',
          placeholder: '784-XXXX-XXXXXXX-X',
          validations: [...EMIRATES_ID_RULES],
        },
        select('nationality', c.tr('nationality.label'), 'nationalities', { width: 50 }),
        dob('dateOfBirth', c.tr('dateOfBirth.label'), 21, 66, { width: 50 }),
        {
          fieldId: 'applicationConsent',
          label: c.tr('applicationConsent.label'),
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
