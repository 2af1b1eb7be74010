import { describe, expect, it } from 'vitest';
import { ZForm, type TField, type TForm } from '../../src/shared/contracts/journey';
import { QUOTES_FIRST_JOURNEY_TYPE } from '../../src/shared/contracts/journey-constants';
import { checkConstraint } from '../../src/shared/rules/constraints/evaluate';
import { isScreenSkipped, validateField, validateFields } from '../../src/shared/rules/engine';
import { mobileRules } from '../../src/shared/rules/inputs';
import type { CalendarDate } from '../../src/shared/rules/dates';
import { JOURNEYS, formSeeds } from '../../src/db/seed/journeys/index';
import { formsIn } from '../../src/db/seed/journeys/build';
import { EMIRATE_IDS, OPTION_LIST_KEYS, optionListSeeds, ZOptionListSeed } from '../../src/db/seed/options';
import { LANG_CODES, type LangCode } from '../../src/shared/domain/locales';
import { vehicleCatalogueSeed, ZVehicleMakeSeed } from '../../src/db/seed/vehicles';
import { seedPages } from '../../src/db/seed/content/index';
import { OPTION_PATHS } from '../../src/server/modules/options/routes';
import { modelKey, modelYears, trimId, valueRange } from '../../src/server/modules/options/vehicle-value';
import { PRODUCT } from '../../src/shared/domain/products';

const TODAY: CalendarDate = { year: 2026, month: 6, day: 15 };

/** Every journey's forms in a language, parsed by the shared schema (decision 0008: 'validated by the schema in a test'). */
function formsOf(name: string, lang: LangCode): TForm[] {
  const j = JOURNEYS.find((x) => x.name === name);
  if (!j) throw new Error(name);
  return formsIn(j, lang).map((f) => ZForm.parse(f));
}
/** The script a language's labels are written in, where it is not the Latin one (a check that they are translated). */
const SCRIPT: Partial<Record<LangCode, RegExp>> = {
  ar: /[\u0600-\u06FF]/,
  hi: /[\u0900-\u097F]/,
  ml: /[\u0D00-\u0D7F]/,
};
const OTHER_LANGS = LANG_CODES.filter((l) => l !== 'en');
const optionRows = optionListSeeds();
const fieldsOf = (forms: TForm[]): TField[] => forms.flatMap((f) => f.screens.flatMap((s) => s.fields));
const constraintExpressions = (f: TField): string[] =>
  f.constraints == null
    ? []
    : typeof f.constraints === 'string'
      ? f.constraints.trim() === ''
        ? []
        : [f.constraints]
      : [...f.constraints.equations.map((e) => e.expression)];

const listKeys = new Set(OPTION_LIST_KEYS);
const routePatterns = Object.values(OPTION_PATHS).map(
  (p) => new RegExp('^' + p.replace(/:[A-Za-z]+/g, ':?[A-Za-z0-9_-]+') + '$'),
);

describe('seeded journeys', () => {
  it('covers every product of decision 0008, and credit cards (docs/product/cards.md), with one journey each', () => {
    const ids = JOURNEYS.filter((j) => j.journeyType === 1)
      .map((j) => j.productId)
      .sort((a, b) => a - b);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 18, 22, 31, 56]);
  });

  it('offers the quotes-first journey type (decision 0017) for car, travel and health only', () => {
    const variants = JOURNEYS.filter((j) => j.journeyType === QUOTES_FIRST_JOURNEY_TYPE);
    expect(variants.map((j) => j.productId).sort((a, b) => a - b)).toEqual([1, 2, 3]);
    for (const v of variants) {
      const base = JOURNEYS.find((j) => j.productId === v.productId && j.journeyType === 1)!;
      const asked = (d: typeof v) => fieldsOf(formsOf(d.name, 'en')).map((f) => f.fieldId);
      // The same questions as the default journey, without the contact screen.
      expect(asked(v)).toEqual(asked(base).filter((id) => !['name', 'email', 'mobileNumber'].includes(id)));
    }
  });

  it('every form parses with ZForm, in every language of LOCALES, with unique form keys', () => {
    const rows = formSeeds();
    for (const row of rows) expect(() => ZForm.parse(row.definition)).not.toThrow();
    const keys = rows.map((r) => `${r.formKey}|${r.language}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const lang of LANG_CODES)
      expect(
        rows.filter((r) => r.language === lang),
        lang,
      ).toHaveLength(rows.length / LANG_CODES.length);
  });

  for (const j of JOURNEYS) {
    describe(`${j.name} (product ${j.productId})`, () => {
      const en = formsOf(j.name, 'en');
      const fields = fieldsOf(en);
      const ids = new Set(fields.map((f) => f.fieldId));

      it('has consecutive stages from 1, the spec actions, and unique field ids across the journey', () => {
        expect(en.map((f) => f.stage)).toEqual(en.map((_, i) => i + 1));
        for (const f of en) {
          expect(f.formKey.startsWith(`${j.name.replace(/QuotesFirst$/, '')}.`)).toBe(true);
          expect(f.screens.map((s) => s.stepNo)).toEqual(f.screens.map((_, i) => i + 1));
          expect(f.nextButton.action).toEqual(
            f.stage === 1
              ? { url: '/api/enquiry', method: 'POST', urlParams: [] }
              : { url: `/api/prequote_enquiry/${f.stage}`, method: 'PUT', urlParams: [] },
          );
        }
        expect(ids.size).toBe(fields.length);
      });

      it('ends with a contact screen: name, email and mobile with their tracking ids and rules', () => {
        if (j.journeyType === QUOTES_FIRST_JOURNEY_TYPE) {
          // Decision 0017: the number is asked on the quotes page, never in this journey.
          expect(fields.filter((f) => f.trackingId !== undefined)).toEqual([]);
          return;
        }
        const last = en.at(-1)!;
        const contact = last.screens.at(-1)!.fields;
        const byTracking = (t: string) => contact.find((f) => f.trackingId === t);
        expect(byTracking('name')).toMatchObject({ fieldType: 'input', inputKind: 'name' });
        expect(byTracking('email')).toMatchObject({ fieldType: 'input', inputKind: 'email' });
        expect(byTracking('mobileNumber')).toMatchObject({ fieldType: 'mobile' });
        expect(byTracking('mobileNumber')?.validations).toEqual(mobileRules('journey'));
        for (const f of contact) expect(f.validations[0]?.type).toBe('required');
      });

      it('gives every answer field a required rule; notes hold no rules', () => {
        for (const f of fields) {
          if (f.fieldType === 'miscellaneous') expect(f.validations).toEqual([]);
          // A document read only to help fill the form (the Mulkiya, decision 0027) is optional.
          else if (f.fieldType === 'upload' && f.upload?.ocrData && f.validations.length === 0) continue;
          else
            expect(
              f.validations.some((r) => r.type === 'required'),
              f.fieldId,
            ).toBe(true);
        }
      });

      it('parses every constraint and refers only to its own fields', () => {
        for (const f of fields) {
          for (const expr of constraintExpressions(f)) {
            const checked = checkConstraint(expr);
            expect(checked, `${f.fieldId}: ${expr}`).toMatchObject({ ok: true });
            const names = checked.ok ? checked.fields : [];
            expect(
              names.filter((name) => !ids.has(name)),
              `${f.fieldId}: ${expr}`,
            ).toEqual([]);
          }
        }
      });

      it('names only option urls the router serves, with params of earlier fields', () => {
        const seen = new Set<string>();
        for (const f of fields) {
          for (const src of [f.optionsSource, f.suggestion]) {
            if (!src) continue;
            expect(
              routePatterns.some((re) => re.test(src.url)),
              src.url,
            ).toBe(true);
            const placeholders = [...src.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
            expect(placeholders).toEqual(src.params);
            for (const p of src.params) expect(seen.has(p), `${f.fieldId} needs ${p} first`).toBe(true);
            const list = /^\/api\/options\/([a-z][A-Za-z0-9]*)$/.exec(src.url)?.[1];
            if (list) expect(listKeys.has(list), list).toBe(true);
            // A city list needs an emirate answer, so its param must be an emirates select.
            if (src.url === '/api/options/cities/:emirate') {
              const emirate = fields.find((x) => x.fieldId === src.params[0]);
              expect(emirate?.optionsSource?.url).toBe('/api/options/emirates');
            }
          }
          if (f.fieldType === 'select' || f.fieldType === 'radio' || f.fieldType === 'multiSelect') {
            expect(Boolean(f.optionsSource) !== Boolean(f.options), f.fieldId).toBe(true);
          }
          if (f.options) expect(new Set(f.options.map((o) => o.id)).size).toBe(f.options.length);
          seen.add(f.fieldId);
        }
      });

      it.each(OTHER_LANGS)('has the same structure in %s, with labels in its script', (lang) => {
        const other = formsOf(j.name, lang);
        const strip = (forms: TForm[]) =>
          forms.map((f) => ({
            ...f,
            title: undefined,
            nextButton: { ...f.nextButton, label: undefined },
            screens: f.screens.map((s) => ({
              ...s,
              title: undefined,
              fields: s.fields.map((x) => ({
                ...x,
                label: undefined,
                hint: undefined,
                placeholder: undefined,
                options: x.options?.map((o) => o.id),
                members: x.members?.map((m) => ({ ...m, label: undefined })),
              })),
            })),
          }));
        expect(strip(other)).toEqual(strip(en));
        const script = SCRIPT[lang];
        if (!script) return;
        for (const f of fieldsOf(other)) expect(f.label, f.fieldId).toMatch(script);
        for (const f of other) expect(f.nextButton.label).toMatch(script);
      });

      it('has a published landing page at page type 0 in en and ar', () => {
        for (const language of ['en', 'ar'] as const) {
          const page = seedPages.find(
            (p) => p.productId === j.productId && p.pageTypeId === 0 && p.language === language,
          );
          expect(page?.status, `${j.name} ${language}`).toBe('published');
        }
      });
    });
  }
});

describe('car journey', () => {
  const forms = formsOf('car', 'en');
  const fields = fieldsOf(forms);
  const field = (id: string) => fields.find((f) => f.fieldId === id)!;

  it('has the three forms of decision 0008', () => {
    expect(forms.map((f) => f.formKey)).toEqual(['car.vehicle', 'car.driver', 'car.contact']);
  });

  it('accepts drivers from 18 up to and including 75', () => {
    const rules = field('driverDob').validations;
    const check = (dob: string) => validateField(dob, rules, { today: TODAY }).valid;
    expect(check('15/06/2008')).toBe(true); // 18 today
    expect(check('16/06/2008')).toBe(false); // 17
    expect(check('16/06/1950')).toBe(true); // 75
    expect(check('15/06/1950')).toBe(false); // 76 today
  });

  it('skips the proof screen unless there are claim-free years', () => {
    const proof = forms[1]!.screens.find((s) => s.fields.some((f) => f.fieldId === 'noClaimProof'))!;
    expect(proof.fields).toHaveLength(1);
    expect(proof.fields[0]?.options?.map((o) => o.id)).toEqual(['1', '2']);
    const skipped = (years: string | undefined) =>
      isScreenSkipped(proof.fields, { today: TODAY, values: new Map([['noClaimYears', years]]) });
    expect(skipped('0')).toBe(true);
    expect(skipped(undefined)).toBe(true);
    expect(skipped('1')).toBe(false);
    expect(skipped('5')).toBe(false);
  });

  it('suggests the car value from the catalogue by model and year', () => {
    expect(field('carValue').suggestion).toEqual({
      url: '/api/options/vehicle-value/:carModel/:carYear',
      params: ['carModel', 'carYear'],
    });
  });
});

describe('health journey', () => {
  const fields = fieldsOf(formsOf('health', 'en'));
  it('shows the Essential Benefits Plan note only for Dubai and the lowest salary band', () => {
    const screen = formsOf('health', 'en')[0]!.screens.find((s) =>
      s.fields.some((f) => f.fieldId === 'essentialBenefitsNote'),
    )!;
    const inactive = (emirate: string, band: string) =>
      validateFields(screen.fields, {
        today: TODAY,
        values: new Map([
          ['emirate', emirate],
          ['salaryBand', band],
        ]),
      }).inactive;
    expect(inactive('dubai', 'upTo4000')).not.toContain('essentialBenefitsNote');
    expect(inactive('dubai', 'from4001To12000')).toContain('essentialBenefitsNote');
    expect(inactive('sharjah', 'upTo4000')).toContain('essentialBenefitsNote');
  });

  it('takes self, spouse, children and parents, each complete', () => {
    const members = fields.find((f) => f.fieldType === 'memberDetails')!;
    expect(members.members?.map((m) => m.id)).toEqual(['self', 'spouse', 'child', 'parent']);
    const ok = [{ id: 'self', dateOfBirth: '01/01/1990', gender: '1' }];
    expect(validateField(ok, members.validations, { today: TODAY }).valid).toBe(true);
    expect(
      validateField([{ id: 'child', dateOfBirth: '', gender: '2' }], members.validations, { today: TODAY })
        .valid,
    ).toBe(false);
  });
});

describe('travel journey', () => {
  const fields = fieldsOf(formsOf('travel', 'en'));
  const dates = fields.find((f) => f.fieldId === 'travelDates')!;
  it('accepts trips of at most one year that start today or later', () => {
    const ok = (v: string[]) => validateField(v, dates.validations, { today: TODAY }).valid;
    expect(ok(['20/06/2026', '20/06/2027'])).toBe(true);
    expect(ok(['20/06/2026', '21/06/2027'])).toBe(false);
    expect(ok(['14/06/2026', '20/06/2026'])).toBe(false);
    expect(ok(['20/06/2026'])).toBe(false);
  });
  it('uses the travel categories Individual 5, Family 1, Groups 3', () => {
    expect(fields.find((f) => f.fieldId === 'travelCategory')?.options).toEqual([
      { id: '5', label: 'Individual' },
      { id: '1', label: 'Family' },
      { id: '3', label: 'Group' },
    ]);
  });
});

describe('option lists and vehicle catalogue', () => {
  it('every list parses in every language, with unique ids, the same ids in each, labels in its script', () => {
    for (const listKey of OPTION_LIST_KEYS) {
      const en = optionRows.find((l) => l.listKey === listKey && l.language === 'en');
      const ids = en?.options.map((o) => o.id) ?? [];
      expect(new Set(ids).size, listKey).toBe(ids.length);
      for (const lang of OTHER_LANGS) {
        const row = optionRows.find((l) => l.listKey === listKey && l.language === lang);
        expect(row, `${listKey} ${lang}`).toBeDefined();
        const parsed = ZOptionListSeed.parse(row);
        expect(parsed.options.map((o) => o.id)).toEqual(ids);
        const script = SCRIPT[lang];
        // The cards are named by the banking catalogue, brand first (decision 0078).
        if (script && listKey !== 'creditCards')
          for (const o of parsed.options)
            expect(o.label, `${listKey} ${o.id} ${lang}`).toMatch(
              new RegExp(`${script.source}|^AED|\\d|^[A-Z]`),
            );
      }
    }
    for (const e of EMIRATE_IDS) expect(listKeys.has(`cities.${e}`)).toBe(true);
    expect(optionRows.find((l) => l.listKey === 'genders' && l.language === 'en')?.options).toEqual([
      { id: '1', label: 'Male' },
      { id: '2', label: 'Female' },
    ]);
  });

  it('has at least 25 makes, unique model keys and trims, plausible values', () => {
    expect(vehicleCatalogueSeed.length).toBeGreaterThanOrEqual(25);
    const keys = new Set<string>();
    for (const m of vehicleCatalogueSeed) {
      ZVehicleMakeSeed.parse(m);
      expect(m.nameAr).toMatch(/[\u0600-\u06FF]/);
      for (const model of m.models) {
        const key = modelKey(m.slug, model.slug);
        expect(keys.has(key), key).toBe(false);
        keys.add(key);
        expect(key).toMatch(/^[a-z0-9-]{1,64}$/);
        const trims = model.trims.map(trimId);
        expect(new Set(trims).size, key).toBe(trims.length);
        expect(modelYears(model.firstYear, model.lastYear, 2026).length, key).toBeGreaterThan(0);
      }
    }
  });

  it('depreciates the suggested value with age and keeps a ±10% range', () => {
    expect(valueRange(100_000, 2026, 2026)).toEqual({ min: 90_000, max: 110_000 });
    const one = valueRange(100_000, 2025, 2026);
    expect(one).toEqual({ min: 72_000, max: 88_000 });
    const old = valueRange(100_000, 1990, 2026);
    expect(old.min).toBeGreaterThan(0);
    expect(old.min).toBeLessThan(old.max);
    expect(modelYears(2000, null, 2026)[0]).toBe(2026);
    expect(modelYears(2000, 2021, 2026)).toHaveLength(2021 - 2001 + 1);
  });
});

describe('product ids', () => {
  it('uses the product constants', () => {
    expect(JOURNEYS.find((j) => j.name === 'internationalMortgage')?.productId).toBe(
      PRODUCT.INTERNATIONAL_MORTGAGE,
    );
  });
});
