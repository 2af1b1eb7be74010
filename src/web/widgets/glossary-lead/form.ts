import {
  sanitizeMobileInput,
  validateGlossaryEmail,
  validateGlossaryName,
  validateMobile,
} from '../../../shared/rules/inputs';
import type { RuleResult } from '../../../shared/rules/types';

/** The glossary lead form's fields (docs/product/leads.md 'Glossary lead form'). */
export type GlossaryLeadValues = { name: string; email: string; mobile: string; consent: boolean };
export type GlossaryField = 'name' | 'email' | 'mobile';

/** The messages the server hands the widget, already translated (rules catalogue, docs/product/leads.md wording). */
export type GlossaryLeadData = {
  productId: number;
  messages: { name: string; email: string; mobile: string; failed: string; sent: string };
};

const VALIDATORS: Record<GlossaryField, (v: string) => RuleResult> = {
  name: validateGlossaryName,
  email: validateGlossaryEmail,
  mobile: (v) => validateMobile(v, 'glossary'),
};

/**
 * The error a field shows: none while it is empty (docs/product/leads.md 'Errors show only once a field is non-empty'),
 * the field's message while it is invalid.
 */
export function fieldError(field: GlossaryField, value: string): boolean {
  if (value === '') return false;
  const r = VALIDATORS[field](value);
  return !r.valid && !r.silent;
}

/** docs/product/leads.md: submit is enabled only when all three are non-empty and valid, the box is ticked, and not while sending. */
export function canSubmit(values: GlossaryLeadValues, submitting: boolean): boolean {
  if (submitting || !values.consent) return false;
  return (['name', 'email', 'mobile'] as const).every(
    (f) => values[f] !== '' && VALIDATORS[f](values[f]).valid,
  );
}

export { sanitizeMobileInput };

/** POST /api/lead_details body (decision 0030: source 'glossary', name, e-mail, mobile, consent true). */
export function leadBody(values: GlossaryLeadValues, productId: number): Record<string, unknown> {
  return {
    source: 'glossary',
    countryProductId: productId,
    name: values.name.trim(),
    email: values.email.trim(),
    mobileNumber: values.mobile,
    consent: values.consent,
  };
}
