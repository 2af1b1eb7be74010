import {
  BUSINESS_ACTIVITIES,
  EMIRATES,
  EMPLOYEE_BANDS,
  SME_COVERS,
  type TSmeInput,
} from '../../contracts/quotes';
import type { CalendarDate } from '../../rules/dates';
import { AnswerReader, asIdList, asOneOf } from '../answers';
import type { AdapterResult, Answers } from '../engine';

/**
 * The SME journey's answers (src/db/seed/journeys/lighter.ts) → the SME engine's input. The journey asks the
 * business activity, the employee band, the licence's emirate and the covers; it does not ask a turnover, so the
 * engine does not rate on one. The quotes body for SME is empty (docs/product/quotes.md): everything comes from the answers.
 */
export const SME_ANSWER_IDS = {
  businessActivity: 'businessActivity',
  employeeBand: 'employeeBand',
  emirate: 'emirate',
  smeCoverTypes: 'smeCoverTypes',
} as const;

export type SmeAnswersContext = { today: CalendarDate };

export function smeInputFromAnswers(answers: Answers, _ctx: SmeAnswersContext): AdapterResult<TSmeInput> {
  const r = new AnswerReader(answers);
  const ids = SME_ANSWER_IDS;
  const activity = r.required(ids.businessActivity, asOneOf(BUSINESS_ACTIVITIES));
  const employeeBand = r.required(ids.employeeBand, asOneOf(EMPLOYEE_BANDS));
  const emirate = r.required(ids.emirate, asOneOf(EMIRATES));
  const covers = r.required(ids.smeCoverTypes, (v) => {
    const list = asIdList(SME_COVERS)(v);
    return list && list.length > 0 ? list : undefined;
  });
  return r.result(() => ({
    activity: activity as TSmeInput['activity'],
    employeeBand: employeeBand as TSmeInput['employeeBand'],
    emirate: emirate as TSmeInput['emirate'],
    covers: covers as TSmeInput['covers'],
  }));
}
