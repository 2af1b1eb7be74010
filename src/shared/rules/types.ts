/**
 * Validation rules and field constraints as data (docs/ARCHITECTURE.md#principle-3: form definitions,
 * validations and constraints are JSON checked by zod at seed time and at load). The schemas check what
 * can be checked before a visitor types: patterns compile, date formats and bounds parse, constraint
 * expressions fit the grammar.
 */
import { z } from 'zod';
import { compileDateFormat, parseDateBound, DATE_BOUND_TYPES, type DateBoundType } from './dates';
import { compilePattern, MAX_PATTERN_LENGTH } from './pattern';
import { checkConstraint } from './constraints/evaluate';
import { FORBIDDEN_NAMES } from './values';
import type { MessageKey } from './messages';

/** docs/product/journeys.md constants: 'validation types required, regex, range, date, miscellaneous'. */
export const RULE_TYPES = ['required', 'regex', 'range', 'date', 'miscellaneous'] as const;
/** docs/product/journeys.md constants: 'subtypes age, date, number, member, unique, length'. */
export const RULE_SUBTYPES = ['age', 'date', 'number', 'member', 'unique', 'length'] as const;

export type RuleType = (typeof RULE_TYPES)[number];
export type RuleSubType = (typeof RULE_SUBTYPES)[number];

/** A field id as used in rules and constraints: an identifier of the constraint language, never a prototype name. */
export const ZFieldRef = z
  .string()
  .regex(/^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/, 'must be an identifier')
  .refine((s) => !FORBIDDEN_NAMES.has(s), 'reserved name');

/** Numbers may arrive as JSON numbers or numeric strings in legacy definitions. */
const ZBound = z.union([z.number().finite(), z.string().max(64)]);

export const ZValidationRule = z
  .strictObject({
    type: z.enum(RULE_TYPES),
    subType: z.enum(RULE_SUBTYPES).nullish(),
    /** A message key ('journeys:car.nameInvalid') or literal text in the page language. Absent: the engine's key. */
    errorMessage: z.string().min(1).max(300).nullish(),
    /** regex: the pattern, bare or as /source/flags. */
    pattern: z.string().min(1).max(MAX_PATTERN_LENGTH).nullish(),
    /** range: numbers (age, number) or date bounds (date); miscellaneous length: counts. */
    min: ZBound.nullish(),
    max: ZBound.nullish(),
    /** range, subtype date: date bounds (take precedence over min / max). */
    minDate: ZBound.nullish(),
    maxDate: ZBound.nullish(),
    /** What an anchor-less minDate / maxDate is relative to: CURRENT_DATE (default), START_DATE or DATE. */
    minDateType: z.enum(DATE_BOUND_TYPES).nullish(),
    maxDateType: z.enum(DATE_BOUND_TYPES).nullish(),
    /** date / range date / range age: the value's date format (DD, D, MM, M, MMM, YYYY and separators). */
    format: z.string().min(1).max(32).nullish(),
    /** miscellaneous member: member id(s) that must be among the entries. */
    requiredId: z
      .union([z.string().max(64), z.number(), z.array(z.union([z.string().max(64), z.number()])).max(20)])
      .nullish(),
    /** range date: the field whose value is START_DATE when the value itself is not a date range. */
    startField: ZFieldRef.nullish(),
    /** miscellaneous unique: other fields the value must differ from (alternate mobile vs mobile). */
    compareWith: z.array(ZFieldRef).max(20).nullish(),
  })
  .superRefine((rule, ctx) => {
    const issue = (message: string, path: string): void => {
      ctx.addIssue({ code: 'custom', message, path: [path] });
    };
    if (rule.format != null && !compileDateFormat(rule.format)) issue('unknown date format', 'format');
    const numeric = (key: 'min' | 'max', integer: boolean): number | undefined => {
      const raw = rule[key];
      if (raw == null || raw === '') return undefined;
      const n = typeof raw === 'number' ? raw : Number(raw.trim());
      if (!Number.isFinite(n) || (integer && !Number.isInteger(n))) {
        issue(integer ? 'must be a whole number' : 'must be a number', key);
        return undefined;
      }
      return n;
    };
    switch (rule.type) {
      case 'regex':
        if (rule.pattern == null) issue('a regex rule needs a pattern', 'pattern');
        else if (!compilePattern(rule.pattern)) issue('pattern is not a valid regular expression', 'pattern');
        break;
      case 'range': {
        const sub = rule.subType ?? 'number';
        if (sub !== 'age' && sub !== 'date' && sub !== 'number') {
          issue('range subtype must be age, date or number', 'subType');
        } else if (sub === 'date') {
          const check = (
            key: 'minDate' | 'maxDate' | 'min' | 'max',
            type: DateBoundType | null | undefined,
          ): void => {
            const raw = rule[key];
            if (raw != null && raw !== '' && !parseDateBound(raw, type ?? 'CURRENT_DATE'))
              issue('not a date bound', key);
          };
          check('minDate', rule.minDateType);
          check('maxDate', rule.maxDateType);
          check('min', rule.minDateType);
          check('max', rule.maxDateType);
        } else {
          const min = numeric('min', sub === 'age');
          const max = numeric('max', sub === 'age');
          if (sub === 'age' && min !== undefined && min < 0) issue('age must not be negative', 'min');
          if (min !== undefined && max !== undefined && (sub === 'age' ? min >= max : min > max)) {
            issue('min must be below max', 'max');
          }
        }
        break;
      }
      case 'miscellaneous': {
        const sub = rule.subType;
        if (sub !== 'member' && sub !== 'unique' && sub !== 'length') {
          issue('miscellaneous subtype must be member, unique or length', 'subType');
        } else if (sub === 'length') {
          const min = numeric('min', true);
          const max = numeric('max', true);
          if ((min ?? 0) < 0 || (max ?? 0) < 0) issue('a length is never negative', 'min');
          if (min !== undefined && max !== undefined && min > max) issue('min must not exceed max', 'max');
        }
        break;
      }
      default:
        break;
    }
  });

export type ValidationRule = z.infer<typeof ZValidationRule>;
export const ZValidationRules = z.array(ZValidationRule).max(20);

/** A boolean expression of the constraint language, checked against the grammar at load. */
export const ZConstraintExpression = z
  .string()
  .max(2000)
  .superRefine((expression, ctx) => {
    const checked = checkConstraint(expression);
    if (!checked.ok) ctx.addIssue({ code: 'custom', message: checked.error });
  });

/**
 * docs/product/journeys.md 'constraints (equations, masterEquation)'. Each equation is a named expression over the
 * answers; the master equation combines equation ids with and / or / not (all joined with `and` when absent).
 * A bare expression string is accepted too; a blank one means no constraint.
 */
export const ZFieldConstraints = z.union([
  // A blank string stands for no constraint, as in legacy definitions.
  z.string().regex(/^\s*$/),
  ZConstraintExpression,
  z
    .strictObject({
      equations: z.array(z.strictObject({ id: ZFieldRef, expression: ZConstraintExpression })).max(20),
      masterEquation: ZConstraintExpression.nullish(),
    })
    .superRefine((c, ctx) => {
      const ids = new Set(c.equations.map((e) => e.id));
      if (ids.size !== c.equations.length)
        ctx.addIssue({ code: 'custom', message: 'duplicate equation id', path: ['equations'] });
      if (c.masterEquation) {
        const checked = checkConstraint(c.masterEquation);
        if (checked.ok) {
          for (const name of checked.fields) {
            if (!ids.has(name)) {
              ctx.addIssue({ code: 'custom', message: `unknown equation ${name}`, path: ['masterEquation'] });
            }
          }
        }
      }
    }),
]);
export type FieldConstraints = z.infer<typeof ZFieldConstraints>;

/** Interpolation parameters of a message (numbers and formatted dates). */
export type MessageParams = Readonly<Record<string, string | number>>;

export interface RuleFailure {
  readonly valid: false;
  /** The failing rule's type (docs/product/journeys.md 'Each failing rule yields its own errorMessage and type'). */
  readonly type: RuleType;
  readonly subType?: RuleSubType;
  /** A key of the `rules` namespace, or a key from the form definition. Literal text arrives as MSG.custom + {text}. */
  readonly messageKey: MessageKey | (string & {});
  readonly params: MessageParams;
  /** The value blocks submission but no message is shown yet (docs/product/journeys.md: glossary errors show once a field is non-empty). */
  readonly silent?: true;
}

export type RuleResult = { readonly valid: true } | RuleFailure;

/** A failure as sent between server and browser (the server's answer to an invalid submission). */
export const ZRuleFailure = z.strictObject({
  valid: z.literal(false),
  type: z.enum(RULE_TYPES),
  subType: z.enum(RULE_SUBTYPES).optional(),
  messageKey: z.string().min(1).max(300),
  params: z.record(z.string(), z.union([z.string().max(300), z.number()])),
  silent: z.literal(true).optional(),
});
