import type { TTermInput } from '../../contracts/quotes';
import type { CalendarDate } from '../../rules/dates';
import { AnswerReader, ageOn, asBoolean, asGender, asInt } from '../answers';
import type { AdapterResult, Answers } from '../engine';

/** The term journey's answers (src/db/seed/journeys/term.ts) → the term engine's input. */
export const TERM_ANSWER_IDS = {
  dateOfBirth: 'dateOfBirth',
  gender: 'gender',
  smoker: 'smoker',
  monthlyIncome: 'monthlyIncome',
  coverAmount: 'coverAmount',
  policyTerm: 'policyTerm',
} as const;

export type TermAnswersContext = {
  /** Today's UAE date: the age at entry is taken on it. */
  today: CalendarDate;
};

export function termInputFromAnswers(answers: Answers, ctx: TermAnswersContext): AdapterResult<TTermInput> {
  const r = new AnswerReader(answers);
  const ids = TERM_ANSWER_IDS;
  const age = r.required(ids.dateOfBirth, (v) => {
    const a = ageOn(v, ctx.today);
    return a !== undefined && a <= 100 ? a : undefined;
  });
  const gender = r.required(ids.gender, asGender);
  const smoker = r.required(ids.smoker, asBoolean);
  const monthlyIncomeAed = r.required(ids.monthlyIncome, asInt(1, 100_000_000));
  const coverAed = r.required(ids.coverAmount, asInt(1_000, 100_000_000));
  const termYears = r.required(ids.policyTerm, asInt(1, 50));
  return r.result(() => ({
    age: age as number,
    gender: gender as TTermInput['gender'],
    smoker: smoker as boolean,
    coverAed: coverAed as number,
    termYears: termYears as number,
    monthlyIncomeAed: monthlyIncomeAed as number,
  }));
}
