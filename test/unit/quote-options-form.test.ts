import { describe, expect, it } from 'vitest';
import { ZForm, type TField } from '../../src/shared/contracts/journey';
import { QUOTE_OPTIONS_FORM_KEYS } from '../../src/shared/contracts/journey-constants';
import { CAR_ADD_ONS } from '../../src/shared/contracts/quotes';
import { CAR_DEFAULTS, carInputFromAnswers } from '../../src/shared/quotes/car';
import { checkConstraint } from '../../src/shared/rules/constraints/evaluate';
import { formsIn } from '../../src/db/seed/journeys/build';
import { LANG_CODES, type LangCode } from '../../src/shared/domain/locales';
import { formSeeds, JOURNEYS } from '../../src/db/seed/journeys/index';
import {
  CAR_AGENCY_MAX_AGE_YEARS,
  CAR_EXCESS_OPTIONS_AED,
  HIDDEN_FORMS,
} from '../../src/db/seed/journeys/quote-options';
import { carJourney } from '../../src/db/seed/journeys/car';
import { carRatesSeed } from '../../src/db/seed/quotes/rates/car';
import { optionsFormOf, prefillValues, submissionOf } from '../../src/web/quotes/edit-cover';
import { checkOptions } from '../../src/web/quotes/edit-cover-rules';

/**
 * The seeded hidden form `car.quoteOptions` (decision 0014) against what it must agree with: the car journey (the
 * same car value rules and catalogue url, constraints over its answers), the rate tables (excess amounts, the
 * oldest car any insurer repairs at the agency), the car engine's adapter (every option id reads), and the quotes
 * page's panel (which renders and checks exactly this definition).
 */

const TODAY = { year: 2026, month: 6, day: 15 };
const fieldsOf = (form: { screens: { fields: TField[] }[] }) => form.screens.flatMap((s) => s.fields);
const seeded = (lang: LangCode) => {
  const row = formSeeds().find((r) => r.formKey === 'car.quoteOptions' && r.language === lang);
  if (!row) throw new Error('car.quoteOptions is not seeded');
  return row;
};
const vehicleValue = () => {
  const vehicle = formsIn(carJourney, 'en')[0];
  const f = vehicle ? fieldsOf(ZForm.parse(vehicle)).find((x) => x.fieldId === 'carValue') : undefined;
  if (!f) throw new Error('no carValue');
  return f;
};

describe('car.quoteOptions, the hidden form of the car quotes page', () => {
  it('is seeded in every language under the key the quotes page asks for, hidden, one stage past the journey', () => {
    expect(QUOTE_OPTIONS_FORM_KEYS[1]).toBe('car.quoteOptions');
    for (const lang of LANG_CODES) {
      const row = seeded(lang);
      expect(row).toMatchObject({ productId: 1, journeyType: 1, pageTypeId: 0, stage: 4 });
      expect(row.definition.hidden).toBe(true);
      expect(row.definition.nextButton.action).toEqual({
        url: '/api/prequote_enquiry/4',
        method: 'PUT',
        urlParams: [],
      });
    }
    expect(formsIn(carJourney, 'en')).toHaveLength(3);
    // Not a journey: the journey tests (consecutive stages, contact screen last) never see it.
    expect(JOURNEYS.some((j) => HIDDEN_FORMS.includes(j))).toBe(false);
    // The languages differ only in their texts.
    const ids = (lang: LangCode) =>
      fieldsOf(seeded(lang).definition).map((f) => [f.fieldId, f.options?.map((o) => o.id)]);
    for (const lang of LANG_CODES) expect(ids(lang)).toEqual(ids('en'));
  });

  it("keeps the vehicle form's car value rules and adds the catalogue's range for the model and year", () => {
    const value = fieldsOf(seeded('en').definition).find((f) => f.fieldId === 'carValue');
    expect(value?.validations).toEqual(vehicleValue().validations);
    expect(value?.rangeSource).toEqual(vehicleValue().suggestion);
    expect(value?.rangeSource?.url).toBe('/api/options/vehicle-value/:carModel/:carYear');
  });

  it('offers what the rate tables price: their excess amounts, the add-ons, agency repair up to the oldest car', () => {
    const fields = fieldsOf(seeded('en').definition);
    const byId = (id: string) => fields.find((f) => f.fieldId === id);
    expect(CAR_EXCESS_OPTIONS_AED).toEqual([350, 500, 1_000, 2_000]);
    expect(byId('excess')?.options?.map((o) => o.id)).toEqual([
      'standard',
      ...CAR_EXCESS_OPTIONS_AED.map(String),
    ]);
    expect(byId('addOns')?.options?.map((o) => o.id)).toEqual([...CAR_ADD_ONS]);
    expect(byId('coverType')?.options?.map((o) => o.id)).toEqual(['comprehensive', 'thirdParty']);
    const maxAges = carRatesSeed.flatMap((t) =>
      t.rules.filter((r) => r.id === 'agencyRepairVehicleAge').map((r) => r.max),
    );
    expect(maxAges).toHaveLength(carRatesSeed.length);
    expect(CAR_AGENCY_MAX_AGE_YEARS).toBe(Math.max(...maxAges.map(Number)));
    const constraint = byId('agencyRepair')?.constraints;
    expect(constraint).toBe(`firstRegistrationDate > CURRENT_DATE - ${CAR_AGENCY_MAX_AGE_YEARS + 1}y`);
    const checked = checkConstraint(String(constraint));
    expect(checked.ok && checked.fields).toEqual(['firstRegistrationDate']);
    const journeyFields = new Set(
      formsIn(carJourney, 'en')
        .flatMap((f) => fieldsOf(ZForm.parse(f)))
        .map((f) => f.fieldId),
    );
    expect(journeyFields.has('firstRegistrationDate')).toBe(true);
  });

  it('starts from the engine defaults, and every option it stores is read by the car adapter', () => {
    const panel = optionsFormOf({ jsonData: { userForm: { forms: [seeded('en').definition] } } });
    if (!panel) throw new Error('the panel does not read the seeded form');
    const start = prefillValues(panel, {});
    expect(start).toEqual({
      coverType: CAR_DEFAULTS.coverType,
      agencyRepair: 'no',
      carValue: '',
      excess: 'standard',
      addOns: [],
    });
    const journey = {
      carYear: '2024',
      firstRegistrationDate: '01/02/2024',
      registrationEmirate: 'dubai',
      driverDob: '20/05/1990',
      uaeDrivingExperience: 'over2Years',
      noClaimYears: '2',
    };
    const byId = (id: string) => panel.fields.find((f) => f.id === id);
    for (const cover of byId('coverType')?.options ?? [])
      for (const agency of byId('agencyRepair')?.options ?? [])
        for (const excess of byId('excess')?.options ?? []) {
          const values = {
            ...start,
            coverType: cover.id,
            agencyRepair: agency.id,
            excess: excess.id,
            carValue: '80000',
            addOns: (byId('addOns')?.options ?? []).map((o) => o.id),
          };
          const sent = submissionOf(panel, 1, 'ABCDEFGHIJKLMNOPQRSTUVWX', values).values;
          const r = carInputFromAnswers({ ...journey, ...sent }, { today: TODAY });
          expect(r.ok, JSON.stringify(sent)).toBe(true);
          expect(
            checkOptions(panel, values, journey, { carValue: { min: 70_000, max: 90_000 } }, TODAY).errors,
          ).toEqual({});
        }
  });
});
