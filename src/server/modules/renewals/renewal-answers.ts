import type { TFieldValue } from '../../../shared/contracts/journey';
import { PRODUCT } from '../../../shared/domain/products';
import { CAR_ANSWER_IDS } from '../../../shared/quotes/car/answers';
import { COVER_START_ANSWER } from '../../../shared/quotes/cover-start';
import { TRAVEL_ANSWER_IDS } from '../../../shared/quotes/travel/answers';
import {
  compareDates,
  formatDate,
  fromDayNumber,
  parseDate,
  toDayNumber,
  type CalendarDate,
} from '../../../shared/rules/dates';

/**
 * A policy's stored answers with time moved on to its renewal (decision 0090). Pure: the caller gives the policy's
 * end date and whether a claim was recorded.
 *
 * - Every product: `coverStartDate` = the day after the end date. The quotes module prices an enquiry on that day
 *   (shared/quotes/cover-start.ts), and the engines take ages there: the driver, the car (from its model year or
 *   first registration) and every insured member are as old as they will be when the renewed cover starts. No
 *   date of birth or model year is rewritten: what an insurer is later sent stays true.
 * - Car: no-claim years + 1 (at most 5, the journey's top option) when no claim was recorded, and the current
 *   policy's expiry date (the journey's `policyExpiryDate`) = the end date.
 * - Travel: the same trip length again from the cover start (travellers' ages are taken on departure).
 * - Health and home: the cover start only (home's price depends on no date).
 */

/** The journey's top no-claim option ('5': five years or more). */
export const MAX_NO_CLAIM_YEARS = 5;

export type RenewalShift = {
  answers: Record<string, TFieldValue>;
  coverStart: CalendarDate;
  /** Car: the no-claim years before and after (equal when a claim was recorded or already at the top). */
  noClaimYears?: { from: number; to: number };
};

const DMY = 'DD/MM/YYYY';
const addDays = (d: CalendarDate, n: number) => fromDayNumber(toDayNumber(d) + n);

function shiftedNoClaims(
  raw: unknown,
  claimRecorded: boolean,
): { value: TFieldValue; from: number; to: number } | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < 0 || n > MAX_NO_CLAIM_YEARS) return undefined;
  const to = claimRecorded ? n : Math.min(MAX_NO_CLAIM_YEARS, n + 1);
  // The answer keeps its stored kind: an option id ('2') stays a string.
  return { value: typeof raw === 'number' ? to : String(to), from: n, to };
}

function shiftedTrip(raw: unknown, start: CalendarDate): TFieldValue | undefined {
  if (!Array.isArray(raw) || raw.length !== 2 || typeof raw[0] !== 'string' || typeof raw[1] !== 'string')
    return undefined;
  const from = parseDate(raw[0], DMY);
  const to = parseDate(raw[1], DMY);
  if (!from || !to || compareDates(to, from) < 0) return undefined;
  const days = toDayNumber(to) - toDayNumber(from);
  return [formatDate(start, DMY), formatDate(addDays(start, days), DMY)];
}

export function renewalAnswers(
  productId: number,
  answers: Readonly<Record<string, TFieldValue>>,
  policy: { endDate: CalendarDate; claimRecorded: boolean },
): RenewalShift {
  const coverStart = addDays(policy.endDate, 1);
  const out: Record<string, TFieldValue> = { ...answers, [COVER_START_ANSWER]: formatDate(coverStart, DMY) };
  const shift: RenewalShift = { answers: out, coverStart };
  if (productId === PRODUCT.CAR_INSURANCE) {
    const ncd = shiftedNoClaims(answers[CAR_ANSWER_IDS.noClaimYears], policy.claimRecorded);
    if (ncd) {
      out[CAR_ANSWER_IDS.noClaimYears] = ncd.value;
      shift.noClaimYears = { from: ncd.from, to: ncd.to };
    }
    out.policyExpiryDate = formatDate(policy.endDate, DMY);
  } else if (productId === PRODUCT.TRAVEL_INSURANCE) {
    const trip = shiftedTrip(answers[TRAVEL_ANSWER_IDS.travelDates], coverStart);
    if (trip) out[TRAVEL_ANSWER_IDS.travelDates] = trip;
  }
  return shift;
}
