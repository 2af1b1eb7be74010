import type { z } from 'zod';
import type { ZField, ZForm, ZScreen } from '../../../shared/contracts/journey';
import type { LangCode } from '../../../shared/domain/locales';
import { GLOSSARY_EMAIL_RULES, mobileRules, PERSON_NAME_RULES } from '../../../shared/rules/inputs';
import type { ValidationRule } from '../../../shared/rules/types';
import { MissingTexts, textOf } from '../data/texts';
import { optionsOf, type ListKey } from '../options';

/**
 * Helpers that write journey definitions once for every language (decisions 0008, 0077). A journey is a function of
 * a context whose `tr('carMake.label')` answers the text of that key in the language's file
 * `content/<lang>/journeys/<journey>.json` (`common('contact.title')`: `content/<lang>/journeys/common.json`, the
 * contact screen and the buttons every journey shares). Structure, ids and rules live here once, so the
 * definitions of the languages cannot differ in them, only in their texts; no visitor text is written in code.
 */

export type SeedLang = LangCode;
export type FieldInput = z.input<typeof ZField>;
export type ScreenInput = z.input<typeof ZScreen>;
export type FormInput = z.input<typeof ZForm>;

type Vars = Readonly<Record<string, string | number>>;

export type Ctx = {
  lang: LangCode;
  /** The text of `key` in this journey's file, its `{{name}}`s filled from `vars`. */
  tr: (key: string, vars?: Vars) => string;
  /** A text every journey shares (`journeys/common`). */
  common: (key: string) => string;
  /** The same language and report, reading another journey's file (a form that reuses that journey's questions). */
  for: (file: string) => Ctx;
  /** Texts the language lacks, by file and key (a text missing answers ''); option lists embedded report here too. */
  missing: MissingTexts;
};

export type JourneyDef = {
  /** For tests and the report; also the name of its texts file unless `texts` says another. */
  name: string;
  /** The file of its texts, `content/<lang>/journeys/<texts>.json` (a variant reads its base journey's). */
  texts?: string;
  productId: number;
  journeyType: number;
  pageTypeId: number;
  forms: (c: Ctx) => FormInput[];
};

/** The folder-relative name of a journey's texts file ('journeys/car'). */
export const journeyTextsFile = (name: string): string => `journeys/${name}`;
const COMMON_TEXTS = 'common';

const filled = (text: string, vars?: Vars): string =>
  vars ? text.replace(/\{\{(\w+)\}\}/g, (m, name: string) => String(vars[name] ?? m)) : text;

/** The context of a journey's texts file in a language; missing texts are recorded in `missing`. */
export function ctxFor(lang: LangCode, file: string, missing: MissingTexts = new MissingTexts()): Ctx {
  const read = (f: string, key: string) => textOf(lang, journeyTextsFile(f), key, missing) ?? '';
  return {
    lang,
    tr: (key, vars) => filled(read(file, key), vars),
    common: (key) => read(COMMON_TEXTS, key),
    for: (other) => ctxFor(lang, other, missing),
    missing,
  };
}

/** A journey's forms in a language (before parsing), its missing texts recorded in `missing`. */
export const formsIn = (j: JourneyDef, lang: LangCode, missing?: MissingTexts): FormInput[] =>
  j.forms(ctxFor(lang, j.texts ?? j.name, missing));

export const REQUIRED: ValidationRule = { type: 'required' };
/** Dates are entered and stored as DD/MM/YYYY (docs/product/journeys.md default date format). */
export const DATE_PLACEHOLDER = 'DD/MM/YYYY';

type Common = Partial<Pick<FieldInput, 'hint' | 'placeholder' | 'width' | 'constraints' | 'value'>> & {
  rules?: ValidationRule[];
  optional?: boolean;
};

function field(
  id: string,
  label: string,
  fieldType: FieldInput['fieldType'],
  o: Common,
  extra: Partial<FieldInput>,
): FieldInput {
  const { rules = [], optional = false, ...rest } = o;
  return {
    fieldId: id,
    label,
    fieldType,
    validations: optional ? rules : [REQUIRED, ...rules],
    ...rest,
    ...extra,
  };
}

/** A drop-down whose options come from GET /api/options/<listKey> (or another options url with params). */
export function select(
  id: string,
  label: string,
  source: ListKey | { url: string; params: string[] },
  o: Common = {},
): FieldInput {
  const optionsSource = typeof source === 'string' ? { url: `/api/options/${source}`, params: [] } : source;
  return field(id, label, 'select', o, { optionsSource });
}

/** Radio buttons with the options embedded from the same list data (short lists render without a fetch). */
export function radio(c: Ctx, id: string, label: string, list: ListKey, o: Common = {}): FieldInput {
  return field(id, label, 'radio', o, { options: optionsOf(list, c.lang, c.missing) });
}

export function multiSelect(c: Ctx, id: string, label: string, list: ListKey, o: Common = {}): FieldInput {
  return field(id, label, 'multiSelect', o, { options: optionsOf(list, c.lang, c.missing) });
}

/** A whole-number input (stored as the parsed integer, docs/product/journeys.md). */
export function amount(
  id: string,
  label: string,
  range: { min?: number; max?: number },
  o: Common & { suggestion?: FieldInput['suggestion']; maxLength?: number } = {},
): FieldInput {
  const { suggestion, maxLength = 9, rules = [], ...rest } = o;
  return field(
    id,
    label,
    'input',
    { ...rest, rules: [{ type: 'range', subType: 'number', ...range }, ...rules] },
    { inputKind: 'number', maxLength, ...(suggestion ? { suggestion } : {}) },
  );
}

export function text(id: string, label: string, o: Common & { maxLength?: number } = {}): FieldInput {
  const { maxLength = 100, ...rest } = o;
  return field(id, label, 'input', rest, { inputKind: 'text', maxLength });
}

/** Date of birth; age in whole years at least `min` and below `maxExclusive` (docs/product/journeys.md range age). */
export function dob(
  id: string,
  label: string,
  min: number,
  maxExclusive: number,
  o: Common = {},
): FieldInput {
  return field(
    id,
    label,
    'dobPicker',
    {
      placeholder: DATE_PLACEHOLDER,
      ...o,
      rules: [
        { type: 'range', subType: 'age', min, max: maxExclusive, format: 'DD/MM/YYYY' },
        ...(o.rules ?? []),
      ],
    },
    {},
  );
}

/** A calendar date between two bounds of the date-bound syntax (shared/rules/dates.ts). */
export function date(
  id: string,
  label: string,
  minDate: string,
  maxDate: string,
  o: Common = {},
): FieldInput {
  return field(
    id,
    label,
    'date',
    {
      placeholder: DATE_PLACEHOLDER,
      ...o,
      rules: [{ type: 'range', subType: 'date', minDate, maxDate, format: 'DD/MM/YYYY' }, ...(o.rules ?? [])],
    },
    {},
  );
}

/** An information note shown when its constraint holds (no answer is stored). */
export function note(id: string, label: string, constraints: string): FieldInput {
  return { fieldId: id, label, fieldType: 'miscellaneous', validations: [], constraints };
}

/** The screen every journey ends with (decision 0008): name, email and mobile with their contact tracking ids. */
export function contactScreen(c: Ctx, title?: string): { title: string; fields: FieldInput[] } {
  return {
    title: title ?? c.common('contact.title'),
    fields: [
      {
        fieldId: 'name',
        label: c.common('contact.name.label'),
        fieldType: 'input',
        inputKind: 'name',
        trackingId: 'name',
        maxLength: 60,
        placeholder: c.common('contact.name.placeholder'),
        // Decision 0029: letters of any script, hyphens and apostrophes; each message says what is wrong.
        validations: [...PERSON_NAME_RULES],
      },
      {
        fieldId: 'email',
        label: c.common('contact.email.label'),
        fieldType: 'input',
        inputKind: 'email',
        trackingId: 'email',
        maxLength: 254,
        placeholder: 'name@example.com',
        validations: [REQUIRED, ...GLOSSARY_EMAIL_RULES.filter((r) => r.type !== 'required')],
      },
      {
        fieldId: 'mobileNumber',
        label: c.common('contact.mobileNumber.label'),
        fieldType: 'mobile',
        trackingId: 'mobileNumber',
        placeholder: '5XXXXXXXX',
        hint: c.common('contact.mobileNumber.hint'),
        validations: mobileRules('journey'),
      },
    ],
  };
}

/**
 * Decision 0008 form actions: a journey's first form creates the enquiry (POST /api/enquiry); the form at stage N
 * of a multi-form journey updates it (PUT /api/prequote_enquiry/N).
 */
export function nextButton(label: string, stage: number): FormInput['nextButton'] {
  return {
    label,
    action:
      stage === 1
        ? { url: '/api/enquiry', method: 'POST' }
        : { url: `/api/prequote_enquiry/${stage}`, method: 'PUT' },
  };
}

/** Numbered screens (stepNo 1..n) from their fields. */
export function screens(...list: { title?: string; fields: FieldInput[] }[]): ScreenInput[] {
  return list.map((s, i) => ({ stepNo: i + 1, ...s }));
}
