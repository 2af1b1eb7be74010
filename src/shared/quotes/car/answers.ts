import {
  BODY_TYPES,
  CAR_ADD_ONS,
  CAR_COVER_TYPES,
  DRIVING_EXPERIENCE,
  EMIRATES,
  type BodyType,
  type TCarInput,
} from '../../contracts/quotes';
import { wholeYearsBetween, compareDates, type CalendarDate } from '../../rules/dates';
import { AnswerReader, ageOn, asBoolean, asDate, asIdList, asInt, asOneOf } from '../answers';
import type { AdapterResult, Answers } from '../engine';

/**
 * The car journey's answers (src/db/seed/journeys/car.ts) → the car engine's input. Field ids below are the
 * journey's; the last four are not asked by the journey and are stored only when the quotes page changes them.
 */
export const CAR_ANSWER_IDS = {
  carValue: 'carValue',
  carYear: 'carYear',
  firstRegistrationDate: 'firstRegistrationDate',
  registrationEmirate: 'registrationEmirate',
  driverDob: 'driverDob',
  uaeDrivingExperience: 'uaeDrivingExperience',
  noClaimYears: 'noClaimYears',
  coverType: 'coverType',
  agencyRepair: 'agencyRepair',
  excess: 'excess',
  addOns: 'addOns',
} as const;

/**
 * Documented defaults (decision 0012) for what the journey does not ask: comprehensive cover (what most visitors
 * compare; third-party plans are still listed), garage repair, the insurer's standard excess, no add-ons, and a
 * sedan when the catalogue gives no body type.
 */
export const CAR_DEFAULTS = {
  coverType: 'comprehensive',
  agencyRepair: false,
  excessAed: null,
  addOns: [],
  bodyType: 'sedan',
} as const satisfies Pick<TCarInput, 'coverType' | 'agencyRepair' | 'excessAed' | 'addOns' | 'bodyType'>;

/** The quotes page's excess option for 'the insurer's own standard excess' (the same as no answer). */
export const CAR_STANDARD_EXCESS = 'standard';

export type CarAnswersContext = {
  /** Today's UAE date (ages and the vehicle's age); passed in, never read from a clock. */
  today: CalendarDate;
  /** The body type of the answered model (`carModel`), looked up in the vehicle catalogue by the caller. */
  bodyType?: BodyType | undefined;
};

export function carInputFromAnswers(answers: Answers, ctx: CarAnswersContext): AdapterResult<TCarInput> {
  const r = new AnswerReader(answers);
  const ids = CAR_ANSWER_IDS;
  const vehicleValueAed = r.required(ids.carValue, asInt(5_000, 5_000_000));

  // Age of the vehicle: from the first registration (the Mulkiya date) when answered, else from the model year.
  let vehicleAgeYears: number | undefined;
  if (r.raw(ids.firstRegistrationDate) !== undefined) {
    vehicleAgeYears = r.required(ids.firstRegistrationDate, (v) => {
      const date = asDate()(v);
      if (!date || compareDates(date, ctx.today) > 0) return undefined;
      const years = wholeYearsBetween(date, ctx.today);
      return years <= 60 ? years : undefined;
    });
  } else {
    const year = r.required(ids.carYear, asInt(ctx.today.year - 60, ctx.today.year + 1));
    vehicleAgeYears = year === undefined ? undefined : Math.max(0, ctx.today.year - year);
  }

  const emirate = r.required(ids.registrationEmirate, asOneOf(EMIRATES));
  const driverAge = r.required(ids.driverDob, (v) => {
    const age = ageOn(v, ctx.today);
    return age !== undefined && age >= 17 && age <= 100 ? age : undefined;
  });
  const uaeLicence = r.required(ids.uaeDrivingExperience, asOneOf(DRIVING_EXPERIENCE));
  const noClaimYears = r.required(ids.noClaimYears, asInt(0, 5));

  const coverType = r.optional(ids.coverType, asOneOf(CAR_COVER_TYPES), CAR_DEFAULTS.coverType);
  const agencyRepair = r.optional(ids.agencyRepair, asBoolean, CAR_DEFAULTS.agencyRepair);
  const excessAed = r.optional<number | null>(
    ids.excess,
    (v) => (v === CAR_STANDARD_EXCESS ? null : asInt(0, 100_000)(v)),
    CAR_DEFAULTS.excessAed,
    'excessAed',
  );
  const addOns = r.optional(ids.addOns, asIdList(CAR_ADD_ONS), [...CAR_DEFAULTS.addOns]);
  const bodyType = ctx.bodyType && BODY_TYPES.includes(ctx.bodyType) ? ctx.bodyType : CAR_DEFAULTS.bodyType;
  if (bodyType !== ctx.bodyType) r.defaulted.push('bodyType');

  return r.result(() => ({
    vehicleValueAed: vehicleValueAed as number,
    vehicleAgeYears: vehicleAgeYears as number,
    bodyType,
    emirate: emirate as TCarInput['emirate'],
    driverAge: driverAge as number,
    uaeLicence: uaeLicence as TCarInput['uaeLicence'],
    noClaimYears: noClaimYears as number,
    coverType,
    agencyRepair,
    excessAed,
    addOns,
  }));
}
