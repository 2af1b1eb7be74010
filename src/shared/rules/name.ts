/**
 * The one name rule, used by every name field: the callback card, the glossary form, talk-to-expert and the journeys
 * (rule engine, through `NAME_RULE` in inputs.ts) and the plain widgets (`isName`, no engine). Letters of any script
 * with their marks, single spaces, hyphens and apostrophes (ASCII or ’) between parts (decision 0029: 'Mohammed
 * Al-Mansouri' and "Sarah O'Neil" are names), at least 2 letters, at most 100 characters. Markup, angle brackets,
 * URLs, digits, e-mail addresses and control or direction characters never pass, so nothing a visitor types as a
 * name can reach the CRM as markup (decision 0029, 'One rule for every name field'). Failing it is the spec's
 * INVALID_NAME: 'Invalid Name'.
 */

export const NAME_MAX_LENGTH = 100;

/** The pattern's source (flag u). */
export const NAME_PATTERN = `^(?=(?:[^\\p{L}]*\\p{L}){2})(?=.{2,${NAME_MAX_LENGTH}}$)[\\p{L}\\p{M}]+(?:[ '’-][\\p{L}\\p{M}]+)*$`;

/** The same pattern as the rule engine reads it in form definitions ('/source/flags'). */
export const NAME_RULE_PATTERN = `/${NAME_PATTERN}/u`;

const NAME = new RegExp(NAME_PATTERN, 'u');

/** Whether a name (already trimmed by the caller) passes the one rule. */
export function isName(value: string): boolean {
  return NAME.test(value);
}
