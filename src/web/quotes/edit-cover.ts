import type { TField, TFieldOption, TFieldValue } from '../../shared/contracts/journey';
import { rangeSourceUrl, type NumberRange } from '../../shared/rules/range-source';

/**
 * 'Edit your cover' on the quotes page (decision 0014 'Edit without starting over'): the pure rules of the panel.
 * The panel renders a product's hidden options form (`car.quoteOptions`, served by GET /api/user_form/:formKey),
 * prefilled from the enquiry's own answers (GET /api/enquiries/:id), and submits it with the form's own action,
 * so the answers are stored through the journey's server-side rule check. No zod here (decision 0014: the quotes
 * page checks answers with plain guards).
 */

/** The panel's field kinds: what the options forms use. */
export type EditFieldKind = 'radio' | 'select' | 'multiSelect' | 'number';

export type EditField = {
  id: string;
  kind: EditFieldKind;
  label: string;
  hint?: string | undefined;
  width: number;
  options: TFieldOption[];
  maxLength?: number | undefined;
  /** The definition as served, for the rule engine (validations, constraints, rangeSource). */
  field: TField;
};

export type OptionsForm = {
  formKey: string;
  title: string;
  submitLabel: string;
  action: { url: string; method: 'POST' | 'PUT' };
  fields: EditField[];
};

/** What the panel holds: option ids, id lists, and the number input's text as typed. */
export type EditValues = Record<string, string | string[]>;

export type { NumberRange };

const asObject = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

function optionsOf(v: unknown): TFieldOption[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((o) => {
    const x = asObject(o);
    const id = str(x?.id);
    const label = str(x?.label);
    return id && label ? [{ id, label }] : [];
  });
}

function kindOf(f: Record<string, unknown>): EditFieldKind | undefined {
  if (f.fieldType === 'radio' || f.fieldType === 'select' || f.fieldType === 'multiSelect')
    return f.fieldType;
  if (f.fieldType === 'input' && f.inputKind === 'number') return 'number';
  return undefined;
}

/** Only this site's API takes the answers (an action from data must never send them elsewhere). */
const SAME_SITE_API = /^\/api\/[A-Za-z0-9_\-/.]*$/;

/**
 * The options form of a `{jsonData:{userForm:{forms:[form]}}}` answer, checked loosely (the server parsed it with
 * ZForm): undefined when it is not a hidden form, its action leaves the site's API, or a field is of a kind the
 * panel does not render (the panel would otherwise submit without an answer the server requires).
 */
export function optionsFormOf(body: unknown): OptionsForm | undefined {
  const userForm = asObject(asObject(asObject(body)?.jsonData)?.userForm);
  const form = Array.isArray(userForm?.forms) ? asObject(userForm.forms[0]) : undefined;
  const next = asObject(form?.nextButton);
  const action = asObject(next?.action);
  const url = str(action?.url);
  const method = action?.method;
  const formKey = str(form?.formKey);
  if (!form || form.hidden !== true || !formKey || !url || !SAME_SITE_API.test(url)) return undefined;
  if (method !== 'PUT' && method !== 'POST') return undefined;
  const fields: EditField[] = [];
  for (const screen of Array.isArray(form.screens) ? form.screens : []) {
    const list = asObject(screen)?.fields;
    for (const raw of Array.isArray(list) ? list : []) {
      const f = asObject(raw);
      const id = str(f?.fieldId);
      const label = str(f?.label);
      const kind = f ? kindOf(f) : undefined;
      if (!f || !id || !label || !kind) return undefined;
      const options = optionsOf(f.options);
      if (kind !== 'number' && options.length === 0) return undefined;
      fields.push({
        id,
        kind,
        label,
        hint: str(f.hint),
        width: typeof f.width === 'number' ? f.width : 100,
        options,
        maxLength: typeof f.maxLength === 'number' ? f.maxLength : undefined,
        field: {
          ...(f as TField),
          validations: Array.isArray(f.validations) ? (f.validations as TField['validations']) : [],
        },
      });
    }
  }
  if (fields.length === 0) return undefined;
  return {
    formKey,
    title: str(form.title) ?? '',
    submitLabel: str(next?.label) ?? '',
    action: { url, method },
    fields,
  };
}

/** An answer as the panel holds it, if it fits the field (an id it offers, a list of them, a whole number). */
function fitting(field: EditField, v: unknown): string | string[] | undefined {
  const ids = new Set(field.options.map((o) => o.id));
  if (field.kind === 'multiSelect')
    return Array.isArray(v) && v.every((x) => typeof x === 'string' && ids.has(x)) ? [...v] : undefined;
  const text = typeof v === 'number' && Number.isFinite(v) ? String(v) : str(v);
  if (text === undefined || text.trim() === '') return undefined;
  if (field.kind === 'number') return /^\d{1,15}$/.test(text.trim()) ? text.trim() : undefined;
  return ids.has(text) ? text : undefined;
}

/**
 * The values the panel starts with: the enquiry's stored answer where it fits the field, else the field's own
 * default (`value`: the engine's defaults, decision 0012), else nothing chosen.
 */
export function prefillValues(form: OptionsForm, answers: Readonly<Record<string, unknown>>): EditValues {
  const out: EditValues = {};
  for (const f of form.fields) {
    const stored = Object.hasOwn(answers, f.id) ? fitting(f, answers[f.id]) : undefined;
    const fallback = fitting(f, f.field.value);
    out[f.id] = stored ?? fallback ?? (f.kind === 'multiSelect' ? [] : '');
  }
  return out;
}

/** A typed amount as Latin digits: Arabic-Indic digits read as digits, separators and other marks dropped. */
export function digitsOf(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '');
}

/** The answers to send: number inputs as whole numbers (docs/product/quotes.md), blanks as null, lists as they are. */
export function answersOf(form: OptionsForm, values: EditValues): Record<string, TFieldValue> {
  const out: Record<string, TFieldValue> = {};
  for (const f of form.fields) {
    const v = values[f.id];
    if (Array.isArray(v)) out[f.id] = [...v];
    else if (v === undefined || v.trim() === '') out[f.id] = null;
    else if (f.kind === 'number' && /^\d{1,15}$/.test(v.trim())) out[f.id] = Number(v.trim());
    else out[f.id] = v;
  }
  return out;
}

/** The hidden form's submission (ZEnquirySubmit): the form, the enquiry it edits and the answers. */
export function submissionOf(
  form: OptionsForm,
  productId: number,
  enquiryId: string,
  values: EditValues,
): { countryProductId: number; formKey: string; enquiryId: string; values: Record<string, TFieldValue> } {
  return { countryProductId: productId, formKey: form.formKey, enquiryId, values: answersOf(form, values) };
}

/** The answers with the panel's values on top: what constraints and range urls read (earlier forms' answers too). */
export function contextAnswers(
  answers: Readonly<Record<string, unknown>>,
  form: OptionsForm,
  values: EditValues,
): Record<string, TFieldValue> {
  return { ...(answers as Record<string, TFieldValue>), ...answersOf(form, values) };
}

/** The url each rangeSource field asks for its range with these answers (null: an answer it names is missing). */
export function rangeUrls(
  form: OptionsForm,
  answers: Readonly<Record<string, TFieldValue>>,
): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const f of form.fields) {
    const source = f.field.rangeSource;
    if (source) out[f.id] = rangeSourceUrl(source, answers);
  }
  return out;
}

/** The server's field errors of a RULE_FAILED answer (already in the request language), by field id. */
export function serverFieldErrors(body: unknown): Record<string, string> {
  const list = asObject(body)?.fieldErrors;
  const out: Record<string, string> = {};
  if (!Array.isArray(list)) return out;
  for (const item of list.slice(0, 50)) {
    const e = asObject(item);
    const id = str(e?.fieldId);
    const message = str(e?.message);
    if (id && message && !Object.hasOwn(out, id)) out[id] = message;
  }
  return out;
}

/** The changed answers (by field id) between two submissions: the island re-applies a changed cover type. */
export function changedAnswers(
  before: Readonly<Record<string, TFieldValue>>,
  after: Readonly<Record<string, TFieldValue>>,
): string[] {
  return Object.keys(after).filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k]));
}
