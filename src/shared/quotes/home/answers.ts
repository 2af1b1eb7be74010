import { EMIRATES, HOME_OWNERSHIP, PROPERTY_TYPES, type THomeInput } from '../../contracts/quotes';
import type { CalendarDate } from '../../rules/dates';
import { AnswerReader, asInt, asOneOf } from '../answers';
import type { AdapterResult, Answers } from '../engine';

/**
 * The home journey's answers (src/db/seed/journeys/lighter.ts) → the home engine's input. The rebuilding cost is
 * asked of owners only (its constraint is `homeOwnership == 'owner'`): a tenant insures contents only.
 */
export const HOME_ANSWER_IDS = {
  homeOwnership: 'homeOwnership',
  propertyType: 'propertyType',
  emirate: 'emirate',
  contentsValue: 'contentsValue',
  buildingValue: 'buildingValue',
} as const;

/** Every product's adapter takes today's date (home does not need it: nothing here depends on the date). */
export type HomeAnswersContext = { today: CalendarDate };

export function homeInputFromAnswers(answers: Answers, _ctx: HomeAnswersContext): AdapterResult<THomeInput> {
  const r = new AnswerReader(answers);
  const ids = HOME_ANSWER_IDS;
  const ownership = r.required(ids.homeOwnership, asOneOf(HOME_OWNERSHIP));
  const propertyType = r.required(ids.propertyType, asOneOf(PROPERTY_TYPES));
  const emirate = r.required(ids.emirate, asOneOf(EMIRATES));
  const contentsValueAed = r.required(ids.contentsValue, asInt(0, 20_000_000));
  // A tenant's stale building answer (asked before they switched to 'rent') is ignored, as the form hides it.
  const buildingValueAed =
    ownership === 'owner' ? r.required(ids.buildingValue, asInt(0, 100_000_000)) : ownership ? 0 : undefined;
  if (
    buildingValueAed !== undefined &&
    contentsValueAed !== undefined &&
    buildingValueAed + contentsValueAed === 0
  ) {
    r.invalid.push(ids.contentsValue);
  }
  return r.result(() => ({
    ownership: ownership as THomeInput['ownership'],
    propertyType: propertyType as THomeInput['propertyType'],
    emirate: emirate as THomeInput['emirate'],
    buildingValueAed: buildingValueAed as number,
    contentsValueAed: contentsValueAed as number,
  }));
}
