import type { z } from 'zod';
import type { ZField, ZForm, ZScreen } from '../../../shared/contracts/journey';
import { GLOSSARY_EMAIL_RULES, mobileRules, PERSON_NAME_RULES } from '../../../shared/rules/inputs';
import type { ValidationRule } from '../../../shared/rules/types';
import { optionsOf, type ListKey } from '../options';
import { localized } from '../../../shared/i18n/localized';

/**
 * Helpers that write journey definitions once for both languages (decision 0008). A journey is a function of a
 * translator `tr(en, ar)`, so the English and Arabic definitions cannot differ in structure, ids or rules, only
 * in their labels. hi and ml are served the English definition (FormsService falls back to en).
 */

export type SeedLang = 'en' | 'ar';
export type FieldInput = z.input<typeof ZField>;
export type ScreenInput = z.input<typeof ZScreen>;
export type FormInput = z.input<typeof ZForm>;

export type Ctx = { lang: SeedLang; tr: (en: string, ar: string) => string };

export type JourneyDef = {
  /** For tests and the report. */
  name: string;
  productId: number;
  journeyType: number;
  pageTypeId: number;
  forms: (c: Ctx) => FormInput[];
};

export const ctxFor = (lang: SeedLang): Ctx => ({ lang, tr: (en, ar) => localized({ en, ar }, lang) });

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
  return field(id, label, 'radio', o, { options: optionsOf(list, c.lang) });
}

export function multiSelect(c: Ctx, id: string, label: string, list: ListKey, o: Common = {}): FieldInput {
  return field(id, label, 'multiSelect', o, { options: optionsOf(list, c.lang) });
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
    title: title ?? c.tr('Where should we send your quotes?', 'أين نرسل إليك عروض الأسعار؟'),
    fields: [
      {
        fieldId: 'name',
        label: c.tr('Full name', 'الاسم الكامل'),
        fieldType: 'input',
        inputKind: 'name',
        trackingId: 'name',
        maxLength: 60,
        placeholder: c.tr('As on your Emirates ID', 'كما هو في الهوية الإماراتية'),
        // Decision 0029: letters of any script, hyphens and apostrophes; each message says what is wrong.
        validations: [...PERSON_NAME_RULES],
      },
      {
        fieldId: 'email',
        label: c.tr('Email address', 'البريد الإلكتروني'),
        fieldType: 'input',
        inputKind: 'email',
        trackingId: 'email',
        maxLength: 254,
        placeholder: 'name@example.com',
        validations: [REQUIRED, ...GLOSSARY_EMAIL_RULES.filter((r) => r.type !== 'required')],
      },
      {
        fieldId: 'mobileNumber',
        label: c.tr('Mobile number', 'رقم الهاتف المتحرك'),
        fieldType: 'mobile',
        trackingId: 'mobileNumber',
        placeholder: '5XXXXXXXX',
        hint: c.tr(
          'We send a one-time code to this number to confirm it.',
          'سنرسل رمزاً لمرة واحدة إلى هذا الرقم لتأكيده.',
        ),
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
