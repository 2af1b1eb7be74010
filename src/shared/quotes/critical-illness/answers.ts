import type { Gender, TCriticalIllnessInput } from '../../contracts/quotes';
import type { CalendarDate } from '../../rules/dates';
import { AnswerReader, ageOn, asBoolean, asGender, asInt, type Parse } from '../answers';
import type { AdapterResult, Answers } from '../engine';

/**
 * The critical illness journey's answers (src/db/seed/journeys/lighter.ts) → the engine's input. The journey asks
 * the date of birth, gender, smoker and cover; it does not ask a term (`policyTerm` is stored only when the quotes
 * page changes it).
 */
export const CRITICAL_ILLNESS_ANSWER_IDS = {
  dateOfBirth: 'dateOfBirth',
  gender: 'gender',
  smoker: 'smoker',
  coverAmount: 'coverAmount',
  policyTerm: 'policyTerm',
} as const;

/**
 * docs/product/quotes.md: 'Critical illness default age 30, cover 100000, term 5'. Gender and smoking are not in the spec's
 * defaults; when unanswered the engine assumes a male non-smoker (the profile the landing tabs show), and says so
 * in `defaulted`.
 */
export const CRITICAL_ILLNESS_DEFAULTS = {
  age: 30,
  coverAed: 100_000,
  termYears: 5,
  gender: 'male',
  smoker: false,
} as const satisfies Pick<TCriticalIllnessInput, 'age' | 'coverAed' | 'termYears' | 'gender' | 'smoker'>;

export type CriticalIllnessAnswersContext = {
  /** Today's UAE date: the age at entry is taken on it. */
  today: CalendarDate;
  /**
   * The quotes body's `age`, `cover` and `term` (docs/product/quotes.md 'Critical illness: age, cover, term'): the visitor's
   * choices on the quotes page, which take precedence over the stored answers.
   */
  body?: { age?: number | undefined; cover?: number | undefined; term?: number | undefined } | undefined;
};

const AGE = asInt(0, 100);
const COVER = asInt(1_000, 100_000_000);
const TERM = asInt(1, 50);

export function criticalIllnessInputFromAnswers(
  answers: Answers,
  ctx: CriticalIllnessAnswersContext,
): AdapterResult<TCriticalIllnessInput> {
  const r = new AnswerReader(answers);
  const ids = CRITICAL_ILLNESS_ANSWER_IDS;
  const d = CRITICAL_ILLNESS_DEFAULTS;
  const body = ctx.body ?? {};

  /** Body value, else the answer, else the default (recorded in `defaulted` under `name`). */
  function pick<T>(name: string, bodyValue: unknown, fieldId: string, parse: Parse<T>, fallback: T): T {
    if (bodyValue !== undefined) {
      const parsed = parse(bodyValue);
      if (parsed === undefined) r.invalid.push(name);
      return parsed ?? fallback;
    }
    return r.optional(fieldId, parse, fallback, name);
  }

  const age = pick(
    'age',
    body.age,
    ids.dateOfBirth,
    (v) => (typeof v === 'number' ? AGE(v) : ageOn(v, ctx.today)),
    d.age,
  );
  const coverAed = pick('coverAed', body.cover, ids.coverAmount, COVER, d.coverAed);
  const termYears = pick('termYears', body.term, ids.policyTerm, TERM, d.termYears);
  const gender = r.optional<Gender>(ids.gender, asGender, d.gender);
  const smoker = r.optional(ids.smoker, asBoolean, d.smoker);

  return r.result(() => ({ age, gender, smoker, coverAed, termYears }));
}
