import { describe, expect, it } from 'vitest';
import type { TFilterField } from '../../shared/contracts/quotes-api';
import { createTranslator } from '../../shared/i18n/translator';
import rulesEn from '../../shared/i18n/locales/en/rules.json';
import rulesAr from '../../shared/i18n/locales/ar/rules.json';
import {
  answersOf,
  changedAnswers,
  contextAnswers,
  digitsOf,
  optionsFormOf,
  prefillValues,
  rangeUrls,
  serverFieldErrors,
  submissionOf,
  type OptionsForm,
} from './edit-cover';
import { checkOptions } from './edit-cover-rules';
import { followAnswers } from './filters';
import { initialListState, listReducer } from './list';
import { quotesFixture, responseFixture } from './quotes.fixture';

/** A hidden options form as GET /api/user_form/:formKey serves it (the shape of the seeded car.quoteOptions). */
const FORM_ANSWER = {
  jsonData: {
    userForm: {
      productId: 1,
      journeyType: 1,
      pageTypeId: 0,
      language: 'en',
      forms: [
        {
          formKey: 'car.quoteOptions',
          stage: 4,
          hidden: true,
          title: 'Edit your cover',
          screens: [
            {
              stepNo: 1,
              fields: [
                {
                  fieldId: 'coverType',
                  label: 'Cover type',
                  fieldType: 'radio',
                  width: 100,
                  value: 'comprehensive',
                  validations: [{ type: 'required' }],
                  options: [
                    { id: 'comprehensive', label: 'Comprehensive' },
                    { id: 'thirdParty', label: 'Third party' },
                  ],
                },
                {
                  fieldId: 'agencyRepair',
                  label: 'Repairs',
                  fieldType: 'radio',
                  width: 100,
                  value: 'no',
                  validations: [{ type: 'required' }],
                  constraints: 'firstRegistrationDate > CURRENT_DATE - 6y',
                  options: [
                    { id: 'no', label: 'At an approved garage' },
                    { id: 'yes', label: 'At the agency (dealer)' },
                  ],
                },
                {
                  fieldId: 'carValue',
                  label: 'Car value (AED)',
                  fieldType: 'input',
                  inputKind: 'number',
                  width: 50,
                  maxLength: 7,
                  validations: [
                    { type: 'required' },
                    { type: 'range', subType: 'number', min: 5000, max: 5000000 },
                  ],
                  rangeSource: {
                    url: '/api/options/vehicle-value/:carModel/:carYear',
                    params: ['carModel', 'carYear'],
                  },
                },
                {
                  fieldId: 'excess',
                  label: 'Excess',
                  fieldType: 'select',
                  width: 50,
                  value: 'standard',
                  validations: [{ type: 'required' }],
                  options: [
                    { id: 'standard', label: "The insurer's standard excess" },
                    { id: '1000', label: 'AED 1,000' },
                  ],
                },
                {
                  fieldId: 'addOns',
                  label: 'Add-ons',
                  fieldType: 'multiSelect',
                  width: 100,
                  value: [],
                  validations: [],
                  options: [
                    { id: 'roadsideAssistance', label: 'Roadside assistance' },
                    { id: 'omanCover', label: 'Oman cover' },
                  ],
                },
              ],
            },
          ],
          nextButton: { label: 'Update prices', action: { url: '/api/prequote_enquiry/4', method: 'PUT' } },
        },
      ],
    },
  },
};

const TODAY = { year: 2026, month: 6, day: 15 };
/** A three-year-old Camry's stored answers (earlier forms), as GET /api/enquiries/:id reads them back. */
const ANSWERS = {
  carModel: 'toyota-camry',
  carYear: '2023',
  firstRegistrationDate: '10/03/2023',
  carValue: 85_000,
  excess: '750',
  addOns: ['omanCover'],
  mobileNumber: '*****4567',
};

function form(): OptionsForm {
  const f = optionsFormOf(FORM_ANSWER);
  if (!f) throw new Error('fixture did not parse');
  return f;
}

describe('the options form answer', () => {
  it('reads a hidden form: fields by kind, the action and its label', () => {
    const f = form();
    expect(f.formKey).toBe('car.quoteOptions');
    expect(f.action).toEqual({ url: '/api/prequote_enquiry/4', method: 'PUT' });
    expect(f.submitLabel).toBe('Update prices');
    expect(f.fields.map((x) => [x.id, x.kind, x.width])).toEqual([
      ['coverType', 'radio', 100],
      ['agencyRepair', 'radio', 100],
      ['carValue', 'number', 50],
      ['excess', 'select', 50],
      ['addOns', 'multiSelect', 100],
    ]);
  });

  it('refuses what the panel cannot submit safely', () => {
    const edit = (patch: (f: Record<string, unknown>) => void) => {
      const copy = structuredClone(FORM_ANSWER) as unknown as {
        jsonData: { userForm: { forms: Record<string, unknown>[] } };
      };
      patch(copy.jsonData.userForm.forms[0] as Record<string, unknown>);
      return optionsFormOf(copy);
    };
    expect(edit((f) => delete f.hidden)).toBeUndefined();
    expect(
      edit(
        (f) => (f.nextButton = { label: 'x', action: { url: 'https://evil.example/api', method: 'PUT' } }),
      ),
    ).toBeUndefined();
    expect(
      edit((f) => {
        const fields = (f.screens as { fields: Record<string, unknown>[] }[])[0]?.fields ?? [];
        fields.push({ fieldId: 'dob', label: 'Date of birth', fieldType: 'dobPicker', validations: [] });
      }),
    ).toBeUndefined();
    expect(optionsFormOf({})).toBeUndefined();
    expect(optionsFormOf(null)).toBeUndefined();
  });
});

describe('prefill and the submission', () => {
  it("starts from the enquiry's answers where they fit, else the field's default", () => {
    expect(prefillValues(form(), ANSWERS)).toEqual({
      coverType: 'comprehensive',
      agencyRepair: 'no',
      carValue: '85000',
      excess: 'standard', // '750' is not an option of the field
      addOns: ['omanCover'],
    });
    expect(prefillValues(form(), { coverType: 'thirdParty', addOns: ['jetpack'] })).toMatchObject({
      coverType: 'thirdParty',
      carValue: '',
      addOns: [],
    });
  });

  it('sends whole numbers, nulls for blanks, and the form, enquiry and product', () => {
    const values = { ...prefillValues(form(), ANSWERS), carValue: '90000' };
    expect(submissionOf(form(), 1, 'ABCDEFGHIJKLMNOPQRSTUVWX', values)).toEqual({
      countryProductId: 1,
      formKey: 'car.quoteOptions',
      enquiryId: 'ABCDEFGHIJKLMNOPQRSTUVWX',
      values: {
        coverType: 'comprehensive',
        agencyRepair: 'no',
        carValue: 90_000,
        excess: 'standard',
        addOns: ['omanCover'],
      },
    });
    expect(answersOf(form(), { ...values, carValue: '' }).carValue).toBeNull();
  });

  it('reads typed Arabic-Indic digits as digits and drops separators', () => {
    expect(digitsOf('٨٥٬٠٠٠')).toBe('85000');
    expect(digitsOf('۹۰,۰۰۰')).toBe('90000');
    expect(digitsOf('AED 75 000')).toBe('75000');
  });

  it("asks for the car value's range with the enquiry's model and year", () => {
    const values = prefillValues(form(), ANSWERS);
    expect(rangeUrls(form(), contextAnswers(ANSWERS, form(), values))).toEqual({
      carValue: '/api/options/vehicle-value/toyota-camry/2023',
    });
    expect(rangeUrls(form(), contextAnswers({}, form(), values))).toEqual({ carValue: null });
  });

  it('reads the server field errors by field and the changed answers', () => {
    expect(
      serverFieldErrors({
        code: 'RULE_FAILED',
        message: 'x',
        fieldErrors: [
          { fieldId: 'carValue', message: 'Please enter a number from 67000 to 82000', failure: {} },
          { fieldId: 'carValue', message: 'second' },
          { fieldId: 42, message: 'ignored' },
        ],
      }),
    ).toEqual({ carValue: 'Please enter a number from 67000 to 82000' });
    expect(serverFieldErrors('nope')).toEqual({});
    expect(
      changedAnswers(
        { coverType: 'comprehensive', addOns: [], carValue: 85_000 },
        { coverType: 'thirdParty', addOns: [], carValue: 85_000 },
      ),
    ).toEqual(['coverType']);
  });
});

describe('the one rule engine in the panel', () => {
  const t = (lang: 'en' | 'ar') =>
    createTranslator(lang, { [lang]: { rules: lang === 'en' ? rulesEn : rulesAr } }, { defaultNs: 'rules' })
      .t;

  it('checks the catalogue range as a number range rule, in the page language', () => {
    const values = { ...prefillValues(form(), ANSWERS), carValue: '90000' };
    const range = { carValue: { min: 67_000, max: 82_000 } };
    const check = checkOptions(form(), values, ANSWERS, range, TODAY);
    const failure = check.errors.carValue;
    expect(failure).toMatchObject({ type: 'range', subType: 'number', params: { min: 67_000, max: 82_000 } });
    expect(failure && t('en')(failure.messageKey, failure.params)).toBe(
      'Please enter a number from 67000 to 82000',
    );
    expect(failure && t('ar')(failure.messageKey, failure.params)).toMatch(/67000.*82000/);
    expect(checkOptions(form(), { ...values, carValue: '75000' }, ANSWERS, range, TODAY).errors).toEqual({});
    // Unknown range (not answered yet): the form's own rules only; no range served: nothing fits.
    expect(checkOptions(form(), values, ANSWERS, { carValue: undefined }, TODAY).errors).toEqual({});
    expect(checkOptions(form(), values, ANSWERS, { carValue: null }, TODAY).errors.carValue).toMatchObject({
      messageKey: 'rules:invalidValue',
    });
    expect(
      checkOptions(form(), { ...values, carValue: '' }, ANSWERS, range, TODAY).errors.carValue,
    ).toMatchObject({
      messageKey: 'rules:required',
    });
  });

  it("offers agency repair only while the car is young enough (the field's constraint on earlier answers)", () => {
    const values = prefillValues(form(), ANSWERS);
    expect(checkOptions(form(), values, ANSWERS, {}, TODAY).inactive.has('agencyRepair')).toBe(false);
    const old = { ...ANSWERS, firstRegistrationDate: '10/03/2019' };
    expect(checkOptions(form(), values, old, {}, TODAY).inactive.has('agencyRepair')).toBe(true);
  });
});

describe('the list follows a changed cover type', () => {
  const coverField: TFilterField = {
    id: 'coverType',
    type: 'dropdown',
    label: 'Cover type',
    required: false,
    value: null,
    options: [
      { id: 'comprehensive', name: 'Comprehensive' },
      { id: 'thirdParty', name: 'Third party' },
    ],
    fetchOptions: null,
    journeyId: null,
    isSearchable: false,
    errorMessage: '',
    searchedText: '',
    isHidden: false,
  };
  const insurer: TFilterField = { ...coverField, id: 'insurer', type: 'multiSelect', options: [] };

  it('sets the list filter when the cover type changed, keeping the other filters', () => {
    expect(
      followAnswers(
        [coverField, insurer],
        { insurer: ['3'] },
        { insurer: ['3'] },
        { coverType: 'thirdParty', carValue: 80_000 },
        ['coverType', 'carValue'],
      ),
    ).toEqual({
      values: { insurer: ['3'], coverType: 'thirdParty' },
      filters: { insurer: ['3'], coverType: 'thirdParty' },
    });
  });

  it('changes nothing when the cover type did not change or the list has no such filter', () => {
    expect(followAnswers([coverField], {}, {}, { coverType: 'thirdParty' }, ['carValue'])).toBeNull();
    expect(followAnswers([insurer], {}, {}, { coverType: 'thirdParty' }, ['coverType'])).toBeNull();
    expect(followAnswers([coverField], {}, {}, { coverType: 'hovercraft' }, ['coverType'])).toBeNull();
  });
});

describe('re-pricing in place (the list reducer)', () => {
  it('keeps the loaded list on screen while the new prices load, then replaces it', () => {
    const first = responseFixture({ quotes: quotesFixture(3), totalCount: 3, itemCount: 3 });
    let s = listReducer(initialListState('RECOMMENDED'), { type: 'request', enquiryId: 'E', append: false });
    s = listReducer(s, { type: 'answer', response: first, append: false });
    expect(s.phase).toBe('loaded');
    const refreshing = listReducer(s, { type: 'request', enquiryId: 'E', append: false, refresh: true });
    expect(refreshing.phase).toBe('loaded');
    expect(refreshing.quotes).toHaveLength(3);
    // Without `refresh` a new first page shows the skeletons, as before.
    expect(listReducer(s, { type: 'request', enquiryId: 'E', append: false }).phase).toBe('loading');
    const repriced = quotesFixture(2, 10).map((q) => ({ ...q, premium: q.premium + 100 }));
    const after = listReducer(refreshing, {
      type: 'answer',
      response: responseFixture({ quotes: repriced, totalCount: 2, itemCount: 2 }),
      append: false,
    });
    expect(after.quotes.map((q) => q.premium)).toEqual(repriced.map((q) => q.premium));
  });
});
