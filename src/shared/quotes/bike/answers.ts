import {
  BIKE_ENGINE_BANDS,
  BIKE_USES,
  CAR_COVER_TYPES,
  EMIRATES,
  type BikeEngineBand,
  type BikeUse,
  type TBikeInput,
} from '../../contracts/quotes';
import type { CalendarDate } from '../../rules/dates';
import { AnswerReader, ageOn, asInt, asOneOf } from '../answers';
import type { AdapterResult, Answers } from '../engine';

/**
 * The bike journey's answers (src/db/seed/journeys/lighter.ts) → the bike engine's input. The journey does not ask
 * the engine size or the cover type: `engineBand` and `coverType` are stored only when the quotes page changes
 * them.
 */
export const BIKE_ANSWER_IDS = {
  bikeValue: 'bikeValue',
  bikeYear: 'bikeYear',
  registrationEmirate: 'registrationEmirate',
  bikeUse: 'bikeUse',
  riderDob: 'riderDob',
  engineBand: 'engineBand',
  coverType: 'coverType',
} as const;

/**
 * Documented defaults (decision 0012 'Bike'), reported in `defaulted`: comprehensive cover (a preference; third-party
 * plans are still listed), and an engine of 150 cc or less for delivery bikes (the UAE delivery fleet) or of
 * 401–800 cc for personal use (the middle of the leisure market).
 */
export const BIKE_DEFAULTS = {
  coverType: 'comprehensive',
  engineBandByUse: { delivery: 'upTo150', personal: '401To800' },
} as const satisfies {
  coverType: TBikeInput['coverType'];
  engineBandByUse: Record<BikeUse, BikeEngineBand>;
};

export type BikeAnswersContext = {
  /** Today's UAE date (the rider's age and the bike's age). */
  today: CalendarDate;
};

export function bikeInputFromAnswers(answers: Answers, ctx: BikeAnswersContext): AdapterResult<TBikeInput> {
  const r = new AnswerReader(answers);
  const ids = BIKE_ANSWER_IDS;
  const bikeValueAed = r.required(ids.bikeValue, asInt(1_000, 2_000_000));
  const year = r.required(ids.bikeYear, asInt(ctx.today.year - 60, ctx.today.year + 1));
  const emirate = r.required(ids.registrationEmirate, asOneOf(EMIRATES));
  const use = r.required(ids.bikeUse, asOneOf(BIKE_USES));
  const riderAge = r.required(ids.riderDob, (v) => {
    const age = ageOn(v, ctx.today);
    return age !== undefined && age >= 16 && age <= 100 ? age : undefined;
  });
  const engineBand = r.optional<BikeEngineBand>(
    ids.engineBand,
    asOneOf(BIKE_ENGINE_BANDS),
    BIKE_DEFAULTS.engineBandByUse[use ?? 'personal'],
  );
  const coverType = r.optional(ids.coverType, asOneOf(CAR_COVER_TYPES), BIKE_DEFAULTS.coverType);

  return r.result(() => ({
    bikeValueAed: bikeValueAed as number,
    bikeAgeYears: Math.max(0, ctx.today.year - (year as number)),
    engineBand,
    riderAge: riderAge as number,
    emirate: emirate as TBikeInput['emirate'],
    use: use as BikeUse,
    coverType,
  }));
}
