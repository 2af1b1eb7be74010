import { EMIRATES, HEALTH_RELATIONS, type THealthInput } from '../../contracts/quotes';
import type { CalendarDate } from '../../rules/dates';
import { AnswerReader, ageOn, asOneOf, asRows } from '../answers';
import type { AdapterResult, Answers } from '../engine';

/** The health journey's answers (src/db/seed/journeys/health.ts) → the health engine's input. */
export const HEALTH_ANSWER_IDS = {
  insuredMembers: 'insuredMembers',
  emirate: 'emirate',
  salaryBand: 'salaryBand',
} as const;

/** docs/product/quotes.md genders: '1' male, '2' female. */
const GENDER_OF_ID = { '1': 'male', '2': 'female' } as const;

export type HealthAnswersContext = {
  /** Today's UAE date: members' ages are taken on it (cover starts on purchase). */
  today: CalendarDate;
};

export function healthInputFromAnswers(
  answers: Answers,
  ctx: HealthAnswersContext,
): AdapterResult<THealthInput> {
  const r = new AnswerReader(answers);
  const ids = HEALTH_ANSWER_IDS;
  const members = r.required(ids.insuredMembers, (v) => {
    const rows = asRows(v);
    if (!rows || rows.length > 12) return undefined;
    const out: THealthInput['members'] = [];
    for (const row of rows) {
      const relation = asOneOf(HEALTH_RELATIONS)(row.id ?? row.memberId);
      const age = ageOn(row.dateOfBirth, ctx.today);
      const gender =
        typeof row.gender === 'string' ? GENDER_OF_ID[row.gender as keyof typeof GENDER_OF_ID] : undefined;
      if (!relation || age === undefined || age > 120 || !gender) return undefined;
      out.push({ relation, age, gender });
    }
    return out;
  });
  const emirate = r.required(ids.emirate, asOneOf(EMIRATES));
  const salary = r.raw(ids.salaryBand);
  const salaryBand = typeof salary === 'string' && salary.length <= 32 ? salary : null;

  return r.result(() => ({
    emirate: emirate as THealthInput['emirate'],
    members: members as THealthInput['members'],
    salaryBand,
  }));
}
