import { EMIRATES, type TGroupHealthInput } from '../../contracts/quotes';
import type { CalendarDate } from '../../rules/dates';
import { AnswerReader, asBoolean, asInt, asOneOf } from '../answers';
import type { AdapterResult, Answers } from '../engine';

/**
 * The group health journey's answers (src/db/seed/journeys/lighter.ts) → the engine's input. The journey asks the
 * number of employees, the licence's emirate and whether they are insured today; it does not ask their ages:
 * `averageAge` is stored only when the quotes page asks it.
 */
export const GROUP_HEALTH_ANSWER_IDS = {
  employeeCount: 'employeeCount',
  emirate: 'emirate',
  currentlyInsured: 'currentlyInsured',
  averageAge: 'averageAge',
} as const;

/**
 * Documented default (decision 0012 'Group health'), reported in `defaulted` so the quotes page can say the price
 * assumes it: an average age of 35, a typical working-age group (the 35–39 band of the per-employee table).
 */
export const GROUP_HEALTH_DEFAULTS = { averageAge: 35 } as const;

export type GroupHealthAnswersContext = { today: CalendarDate };

export function groupHealthInputFromAnswers(
  answers: Answers,
  _ctx: GroupHealthAnswersContext,
): AdapterResult<TGroupHealthInput> {
  const r = new AnswerReader(answers);
  const ids = GROUP_HEALTH_ANSWER_IDS;
  const employeeCount = r.required(ids.employeeCount, asInt(1, 100_000));
  const emirate = r.required(ids.emirate, asOneOf(EMIRATES));
  const insured = r.raw(ids.currentlyInsured);
  const currentlyInsured = insured === undefined ? null : (asBoolean(insured) ?? null);
  const averageAge = r.optional(ids.averageAge, asInt(16, 80), GROUP_HEALTH_DEFAULTS.averageAge);
  return r.result(() => ({
    employeeCount: employeeCount as number,
    averageAge,
    emirate: emirate as TGroupHealthInput['emirate'],
    currentlyInsured,
  }));
}
