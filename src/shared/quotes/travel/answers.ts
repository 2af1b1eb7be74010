import {
  TRAVEL_CATEGORY_OF_ID,
  TRAVEL_REGIONS,
  TRIP_TYPES,
  type TTravelInput,
  type TravelCategory,
} from '../../contracts/quotes';
import { compareDates, toDayNumber, type CalendarDate } from '../../rules/dates';
import { AnswerReader, ageOn, asDate, asOneOf, asRows } from '../answers';
import type { AdapterResult, Answers } from '../engine';

/** The travel journey's answers (src/db/seed/journeys/travel.ts) → the travel engine's input. */
export const TRAVEL_ANSWER_IDS = {
  tripType: 'tripType',
  travelRegion: 'travelRegion',
  travelDates: 'travelDates',
  travelCategory: 'travelCategory',
  travellerDob: 'travellerDob',
  familyTravellers: 'familyTravellers',
  groupTravellers: 'groupTravellers',
} as const;

export type TravelAnswersContext = {
  /** Today's UAE date (ages fall back to it when the travel dates are unusable). */
  today: CalendarDate;
};

/** Rows of a travellers field whose kinds are `kinds`; ages on the day of departure. */
function travellersOf(kinds: readonly ('adult' | 'child' | 'traveller')[], on: CalendarDate) {
  return (v: unknown): TTravelInput['travellers'] | undefined => {
    const rows = asRows(v);
    if (!rows || rows.length > 12) return undefined;
    const out: TTravelInput['travellers'] = [];
    for (const row of rows) {
      const kind = asOneOf(kinds)(row.id ?? row.memberId);
      const age = ageOn(row.dateOfBirth, on);
      if (!kind || age === undefined || age > 120) return undefined;
      out.push({ kind, age });
    }
    return out;
  };
}

export function travelInputFromAnswers(
  answers: Answers,
  ctx: TravelAnswersContext,
): AdapterResult<TTravelInput> {
  const r = new AnswerReader(answers);
  const ids = TRAVEL_ANSWER_IDS;
  const tripType = r.required(ids.tripType, asOneOf(TRIP_TYPES));
  const region = r.required(ids.travelRegion, asOneOf(TRAVEL_REGIONS));
  // dateRange answers are [start, end] in DD/MM/YYYY; both days count (a 1-day trip starts and ends the same day).
  const dates = r.required(ids.travelDates, (v) => {
    if (!Array.isArray(v) || v.length !== 2) return undefined;
    const start = asDate()(v[0]);
    const end = asDate()(v[1]);
    if (!start || !end || compareDates(end, start) < 0) return undefined;
    const days = toDayNumber(end) - toDayNumber(start) + 1;
    return days <= 366 ? { start, days } : undefined;
  });
  const category = r.required<TravelCategory>(ids.travelCategory, (v) =>
    typeof v === 'string' || typeof v === 'number' ? TRAVEL_CATEGORY_OF_ID[String(v)] : undefined,
  );
  const departure = dates?.start ?? ctx.today;
  let travellers: TTravelInput['travellers'] | undefined;
  if (category === 'individual') {
    const age = r.required(ids.travellerDob, (v) => {
      const a = ageOn(v, departure);
      return a !== undefined && a <= 120 ? a : undefined;
    });
    travellers = age === undefined ? undefined : [{ kind: 'adult', age }];
  } else if (category === 'family') {
    travellers = r.required(ids.familyTravellers, travellersOf(['adult', 'child'], departure));
  } else if (category === 'group') {
    travellers = r.required(ids.groupTravellers, travellersOf(['traveller'], departure));
  }

  return r.result(() => ({
    tripType: tripType as TTravelInput['tripType'],
    region: region as TTravelInput['region'],
    days: (dates as { days: number }).days,
    category: category as TravelCategory,
    travellers: travellers as TTravelInput['travellers'],
  }));
}
