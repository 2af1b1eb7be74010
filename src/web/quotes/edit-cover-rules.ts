import { validateFields } from '../../shared/rules/engine';
import type { CalendarDate } from '../../shared/rules/dates';
import { NO_RANGE_FAILURE, rangeSourceRule, type NumberRange } from '../../shared/rules/range-source';
import type { RuleFailure } from '../../shared/rules/types';
import { isPresent } from '../../shared/rules/values';
import { answersOf, contextAnswers, type EditValues, type OptionsForm } from './edit-cover';

/**
 * The panel's check with the one rule engine (docs/ARCHITECTURE.md#principle-2), over the same definition the server
 * re-checks: each field's rules, its constraint against the enquiry's other answers (agency repair only for a car
 * young enough), and a rangeSource's catalogue range as a number range rule. Loaded with the panel's own chunk.
 */

export type EditCheck = {
  /** Failures of active fields, by field id (translated by the `rules` catalogue). */
  errors: Record<string, RuleFailure>;
  /** Fields whose constraint is off for these answers: hidden, and removed from the enquiry by the server. */
  inactive: ReadonlySet<string>;
};

/**
 * `ranges`: per rangeSource field, the range its url served, null when it served none (nothing fits), undefined
 * while it is unknown (the server still checks it).
 */
export function checkOptions(
  form: OptionsForm,
  values: EditValues,
  answers: Readonly<Record<string, unknown>>,
  ranges: Readonly<Record<string, NumberRange | null | undefined>>,
  today: CalendarDate,
): EditCheck {
  const sent = answersOf(form, values);
  const context = new Map<string, unknown>(Object.entries(contextAnswers(answers, form, values)));
  const result = validateFields(
    form.fields.map((f) => {
      const range = ranges[f.id];
      return {
        fieldId: f.id,
        fieldType: f.field.fieldType,
        value: sent[f.id],
        validations: range ? [...f.field.validations, rangeSourceRule(range)] : f.field.validations,
        constraints: f.field.constraints ?? null,
      };
    }),
    { today, values: context },
  );
  const errors: Record<string, RuleFailure> = {};
  for (const e of result.errors) errors[e.fieldId] = e.failure;
  const inactive = new Set(result.inactive);
  for (const f of form.fields) {
    if (ranges[f.id] === null && !inactive.has(f.id) && !errors[f.id] && isPresent(sent[f.id]))
      errors[f.id] = NO_RANGE_FAILURE;
  }
  return { errors, inactive };
}
