import { compareDates, parseDate, type CalendarDate } from '../rules/dates';
import { lookupValue } from '../rules/values';
import type { Answers } from './engine';

/**
 * A renewal enquiry's cover start (decision 0090): the answer no journey asks, written only when a renewal page
 * copies a policy's answers. The engines take ages (driver, car, members) on the day they are given as `today`,
 * so a renewal is priced on the day its cover starts, the day after the policy ends, when that is later than today.
 */
export const COVER_START_ANSWER = 'coverStartDate';

/** The day an enquiry is priced on: its cover start when answered and later than `today`, else `today`. */
export function pricingDay(answers: Answers, today: CalendarDate): CalendarDate {
  const raw = lookupValue(answers, COVER_START_ANSWER);
  const start = typeof raw === 'string' ? parseDate(raw, 'DD/MM/YYYY') : null;
  return start && compareDates(start, today) > 0 ? start : today;
}
