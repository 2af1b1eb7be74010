import { INVESTMENT_GOALS, type TInvestmentInput } from '../../contracts/quotes';
import type { CalendarDate } from '../../rules/dates';
import { AnswerReader, asInt, asOneOf } from '../answers';
import type { AdapterResult, Answers } from '../engine';

/**
 * The investment journey's answers (src/db/seed/journeys/lighter.ts) → the engine's input: the monthly amount, the
 * horizon ('20' is the journey's '20 years or more', projected over 20 years) and the goal.
 */
export const INVESTMENT_ANSWER_IDS = {
  monthlyInvestment: 'monthlyInvestment',
  investmentHorizon: 'investmentHorizon',
  investmentGoal: 'investmentGoal',
} as const;

export type InvestmentAnswersContext = { today: CalendarDate };

export function investmentInputFromAnswers(
  answers: Answers,
  _ctx: InvestmentAnswersContext,
): AdapterResult<TInvestmentInput> {
  const r = new AnswerReader(answers);
  const ids = INVESTMENT_ANSWER_IDS;
  const contributionAed = r.required(ids.monthlyInvestment, asInt(1, 10_000_000));
  const termYears = r.required(ids.investmentHorizon, asInt(1, 50));
  const goal = r.required(ids.investmentGoal, asOneOf(INVESTMENT_GOALS));
  return r.result(() => ({
    contributionAed: contributionAed as number,
    frequency: 'monthly',
    termYears: termYears as number,
    goal: goal as TInvestmentInput['goal'],
  }));
}
