import type { TField, TFieldValue } from '../../../shared/contracts/journey';
import { validateFields } from '../../../shared/rules/engine';
import { isEmiratesId, isMaskedEmiratesId, maskEmiratesId } from '../../../shared/rules/inputs';
import { MSG } from '../../../shared/rules/messages';
import { NO_RANGE_FAILURE, rangeSourceRule } from '../../../shared/rules/range-source';
import type { RuleFailure, ValidationRule } from '../../../shared/rules/types';
import { isPresent } from '../../../shared/rules/values';
import { fillPlaceholders } from '../../../shared/rules/placeholders';
import { contactShapeOk, type Contacts } from './contact';
import { isMaskedContact, maskMatches } from '../../lib/masking';
import type { EnquiryRow } from './repo';

/**
 * The answer checks of a submission (decision 0028), as pure functions of the form, the answers and what the
 * service looked up for them (option lists, ranges, the device's documents, the enquiry a masked contact came
 * from): no database, no clock (`today` is passed), so they are unit-tested on their own.
 */

/** U+0000 cannot be stored in text or jsonb; it is dropped from every answer before anything else. */
function stripNul(value: TFieldValue): TFieldValue {
  if (typeof value === 'string') return value.replaceAll('\u0000', '');
  if (Array.isArray(value)) {
    return value.map((item) =>
      typeof item === 'string'
        ? item.replaceAll('\u0000', '')
        : Object.fromEntries(
            Object.entries(item).map(([k, v]) => [
              k.replaceAll('\u0000', ''),
              typeof v === 'string' ? v.replaceAll('\u0000', '') : v,
            ]),
          ),
    ) as TFieldValue;
  }
  return value;
}

/** The submitted answers without U+0000, in a map. */
export function sentAnswers(values: Record<string, TFieldValue>): Map<string, TFieldValue> {
  const out = new Map<string, TFieldValue>();
  for (const [k, v] of Object.entries(values)) out.set(k, stripNul(v));
  return out;
}

/** docs/product/journeys.md 'number-type fields … store the parsed integer'. */
function normalise(field: TField, value: TFieldValue): TFieldValue {
  if (field.inputKind === 'number' && typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value)) {
    const num = Number(value.trim());
    if (Number.isSafeInteger(num)) return num;
  }
  return value;
}

const invalidContactKey = (trackingId: string) =>
  trackingId === 'mobileNumber' || trackingId === 'altMobileNumber'
    ? MSG.mobile.invalid
    : trackingId === 'email'
      ? MSG.glossary.emailInvalid
      : MSG.invalidValue;

/** docs/product/journeys.md: an upload answer names a document this device uploaded for this field, nothing else. */
const DOCUMENT_FAILURE: RuleFailure = {
  valid: false,
  type: 'miscellaneous',
  messageKey: 'documents:errors.notYours',
  params: {},
};

/** A masked Emirates ID that is not the mask of the number stored on this device's enquiry. */
const EMIRATES_ID_FAILURE: RuleFailure = {
  valid: false,
  type: 'regex',
  messageKey: MSG.emiratesId.invalid,
  params: {},
};

const contactFailure = (trackingId: string): RuleFailure => ({
  valid: false,
  type: 'regex',
  messageKey: invalidContactKey(trackingId),
  params: {},
});

const OPTION_FAILURE: RuleFailure = {
  valid: false,
  type: 'miscellaneous',
  messageKey: MSG.option,
  params: {},
};
const CHOICE_TYPES: ReadonlySet<string> = new Set(['select', 'radio', 'multiSelect', 'checkBox']);

/** Every chosen id (one, or each of a list) is an option id. */
function answerIsAmong(value: TFieldValue, ids: ReadonlySet<string>): boolean {
  const chosen = Array.isArray(value) ? value : [value];
  return chosen.every((c) => (typeof c === 'string' || typeof c === 'number') && ids.has(String(c)));
}

/**
 * Whether a present answer is one the field offers: an id of its options (a single id for select and radio,
 * ids for multiSelect), or true/false for a check box without options. Any other field type: not a choice.
 */
function answerFits(f: TField, value: TFieldValue, ids: ReadonlySet<string> | undefined): boolean {
  if (f.fieldType === 'checkBox' && !ids)
    return typeof value === 'boolean' || value === 'true' || value === 'false';
  if (!CHOICE_TYPES.has(f.fieldType)) return true;
  // The contract (ZField) refuses a choice field without options; should one reach here, accept nothing.
  if (!ids) return false;
  if (f.fieldType === 'multiSelect' && !Array.isArray(value)) return false;
  if ((f.fieldType === 'select' || f.fieldType === 'radio') && Array.isArray(value)) return false;
  return answerIsAmong(value, ids);
}

/** A choice field whose options come from a url (filled with the answers), so the service looks them up. */
export function optionsUrlOf(f: TField, answers: Record<string, TFieldValue>): string | null | undefined {
  if (!CHOICE_TYPES.has(f.fieldType) || f.options || !f.optionsSource) return undefined;
  return fillPlaceholders(f.optionsSource.url, answers);
}

/** The enquiry a masked contact or Emirates ID stands for (same device only: the service finds it). */
export type MaskSource = Pick<
  EnquiryRow,
  'answers' | 'name' | 'email' | 'mobileNumber' | 'altMobileNumber' | 'mobileVerifiedAt'
>;

/** Whether some answer is a masked value, so the enquiry it came from is needed. */
export function needsMaskSource(
  fields: readonly TField[],
  values: ReadonlyMap<string, TFieldValue>,
): boolean {
  return fields.some((f) => {
    const v = values.get(f.fieldId);
    if (f.inputKind === 'emiratesId' && isMaskedEmiratesId(v)) return true;
    return !!f.trackingId && isMaskedContact(f.trackingId, v);
  });
}

export type Unmasked = {
  values: Map<string, TFieldValue>;
  /** Masks that stand for nothing this device stored. */
  errors: Map<string, RuleFailure>;
  /** The masked number was proved on the enquiry it came from. */
  carriedVerification: boolean;
};

/**
 * docs/product/journeys.md 'Cache resets': a masked contact stands for the value stored on the enquiry it came from, and only on
 * the same device. Decision 0021: a masked Emirates ID sent back unchanged keeps the stored number; any other mask is
 * invalid.
 */
export function unmask(
  fields: readonly TField[],
  sent: ReadonlyMap<string, TFieldValue>,
  source: MaskSource | undefined,
): Unmasked {
  const values = new Map(sent);
  const errors = new Map<string, RuleFailure>();
  let carriedVerification = false;
  for (const f of fields) {
    const v = values.get(f.fieldId);
    if (f.inputKind === 'emiratesId' && isMaskedEmiratesId(v)) {
      const kept = source?.answers[f.fieldId];
      if (isEmiratesId(kept) && maskEmiratesId(kept) === v) values.set(f.fieldId, kept);
      else errors.set(f.fieldId, EMIRATES_ID_FAILURE);
      continue;
    }
    if (!f.trackingId || !isMaskedContact(f.trackingId, v)) continue;
    const storedValue = source ? source[f.trackingId] : null;
    if (source && storedValue !== null && maskMatches(f.trackingId, v, storedValue)) {
      values.set(f.fieldId, storedValue);
      if (f.trackingId === 'mobileNumber' && source.mobileVerifiedAt) carriedVerification = true;
    } else {
      errors.set(f.fieldId, contactFailure(f.trackingId));
    }
  }
  return { values, errors, carriedVerification };
}

/** The answers rules see: the enquiry's stored ones, overridden by this submission's. */
export function contextAnswers(
  stored: Record<string, TFieldValue> | undefined,
  values: ReadonlyMap<string, TFieldValue>,
): Map<string, unknown> {
  const ctx = new Map<string, unknown>(Object.entries(stored ?? {}));
  for (const [k, v] of values) ctx.set(k, v);
  return ctx;
}

type RuleContext = Parameters<typeof validateFields>[1];

export type AnswerCheckInput = {
  fields: readonly TField[];
  /** This submission's answers, unmasked. */
  values: ReadonlyMap<string, TFieldValue>;
  /** Failures found before (masks that stand for nothing). */
  errors: ReadonlyMap<string, RuleFailure>;
  /** Stored answers and these together (constraints and cross-field rules read them). */
  context: ReadonlyMap<string, unknown>;
  /** Each rangeSource field's range for these answers; null: its url serves none. */
  ranges: ReadonlyMap<string, { min: number; max: number } | null>;
  /** Each optionsSource choice field's option ids for these answers (empty: an unfillable or unknown url). */
  optionIds: ReadonlyMap<string, ReadonlySet<string>>;
  /** `${fieldId}/${documentId}` of the documents this device uploaded. */
  ownedDocuments: ReadonlySet<string>;
  /** The UAE calendar day (date rules), from the caller's clock. */
  today: RuleContext['today'];
  utm: RuleContext['utm'];
};

export type AnswerCheck =
  | { ok: false; fieldErrors: { fieldId: string; failure: RuleFailure }[] }
  | {
      ok: true;
      /** Non-contact answers to store (number fields as integers). */
      answers: Record<string, TFieldValue>;
      /** Contact values for their own columns, trimmed. */
      contacts: Contacts;
      /** Fields switched off by their constraint: their stored answers go. */
      inactive: string[];
      /** Uploaded documents the answers name, to link to the enquiry. */
      documentIds: string[];
    };

/**
 * Every rule of every screen over the submitted answers (the browser's engine and definition, never
 * skipValidDirty), then what only the server checks: choices among the field's options, ranges served, documents
 * of this device, contact columns' shapes. Errors come back in the form's field order.
 */
export function checkAnswers(input: AnswerCheckInput): AnswerCheck {
  const { fields, values } = input;
  const fieldErrors = new Map(input.errors);

  // A rangeSource adds the range its url serves for these answers as a number range rule, as the browser does.
  const rulesOf = new Map<string, ValidationRule[]>();
  const unranged = new Set<string>();
  for (const f of fields) {
    if (!f.rangeSource) continue;
    const range = input.ranges.get(f.fieldId) ?? null;
    if (range) rulesOf.set(f.fieldId, [...f.validations, rangeSourceRule(range)]);
    else unranged.add(f.fieldId);
  }
  const validation = validateFields(
    fields.map((f) => ({
      fieldId: f.fieldId,
      fieldType: f.fieldType,
      value: values.get(f.fieldId),
      validations: rulesOf.get(f.fieldId) ?? f.validations,
      constraints: f.constraints ?? null,
    })),
    { today: input.today, values: new Map(input.context), utm: input.utm },
  );
  for (const e of validation.errors) if (!fieldErrors.has(e.fieldId)) fieldErrors.set(e.fieldId, e.failure);
  const inactive = new Set(validation.inactive);

  // Answers of choice fields must be among the field's options (inline, or the list its url serves now): a browser
  // only offers those, so anything else is an edited request. A rangeSource that serves no range accepts nothing.
  for (const f of fields) {
    const v = values.get(f.fieldId);
    if (inactive.has(f.fieldId) || fieldErrors.has(f.fieldId) || v === undefined || !isPresent(v)) continue;
    if (unranged.has(f.fieldId)) fieldErrors.set(f.fieldId, NO_RANGE_FAILURE);
    const ids = !CHOICE_TYPES.has(f.fieldType)
      ? undefined
      : f.options
        ? new Set(f.options.map((o) => o.id))
        : f.optionsSource
          ? (input.optionIds.get(f.fieldId) ?? new Set<string>())
          : undefined; // a single yes/no check box: answerFits checks it is a boolean
    if (!answerFits(f, v, ids)) fieldErrors.set(f.fieldId, OPTION_FAILURE);
  }

  const documentIds: string[] = [];
  for (const f of fields) {
    const v = values.get(f.fieldId);
    if (f.fieldType !== 'upload' || inactive.has(f.fieldId) || !isPresent(v)) continue;
    if (typeof v === 'string' && input.ownedDocuments.has(`${f.fieldId}/${v}`)) documentIds.push(v);
    else if (!fieldErrors.has(f.fieldId)) fieldErrors.set(f.fieldId, DOCUMENT_FAILURE);
  }

  const answers: Record<string, TFieldValue> = {};
  const contacts: Contacts = {};
  for (const f of fields) {
    const v = values.get(f.fieldId);
    if (inactive.has(f.fieldId) || v === undefined || fieldErrors.has(f.fieldId)) continue;
    if (f.trackingId) {
      if (!isPresent(v)) continue;
      // The contact columns hold what they are meant to, whatever the definition's own rules say.
      if (typeof v !== 'string' || !contactShapeOk(f.trackingId, v.trim())) {
        fieldErrors.set(f.fieldId, contactFailure(f.trackingId));
        continue;
      }
      contacts[f.trackingId] = v.trim();
    } else {
      answers[f.fieldId] = normalise(f, v);
    }
  }

  if (fieldErrors.size > 0)
    return {
      ok: false,
      fieldErrors: fields
        .filter((f) => fieldErrors.has(f.fieldId))
        .map((f) => ({ fieldId: f.fieldId, failure: fieldErrors.get(f.fieldId) as RuleFailure })),
    };
  return { ok: true, answers, contacts, inactive: [...inactive], documentIds };
}
