/**
 * When a renewal reminder may go out (decision 0089, docs/product/policies.md 'Renewal radar'). Pure: every function
 * takes `now` (never the machine's clock); the contact hours are the console's contact rules' (decision 0115). Times are read in Asia/Dubai (UTC+4 all year: the UAE has no daylight saving).
 */

import { insideContactWindow, uaeClock } from '../../contact-rules/domain/rules';

// The hours (09:00–18:00 Asia/Dubai, inside the visitor's window) come from the contact rules (decision 0115).
export { insideContactWindow, uaeClock, UAE_TIME_ZONE } from '../../contact-rules/domain/rules';

/** Days before policies.end_date a reminder is due, latest stage last. */
export const REMINDER_STAGES = [30, 14, 3] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

const DAY_MS = 86_400_000;

/** Calendar days from `from` to `to` (both YYYY-MM-DD): 1 for the next day, negative for an earlier one. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The day `days` calendar days after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The stage whose window holds a day with `daysLeft` days to the end date. A stage is due on its own day and, when
 * that day was missed (outside the window all day, the server down, consent given later), on each later day until
 * the next stage's day: 30 → days 30..15, 14 → days 14..4, 3 → days 3..1. On the end date and after: none.
 */
export function stageFor(daysLeft: number): ReminderStage | null {
  if (daysLeft > 30 || daysLeft < 1) return null;
  if (daysLeft >= 15) return 30;
  if (daysLeft >= 4) return 14;
  return 3;
}

/** What the rules need to know about one policy and its number. */
export type ReminderFacts = {
  status: string;
  /** YYYY-MM-DD, the last day of cover; null until issued. */
  endDate: string | null;
  /** policies.reminder_consent_at: set when the buyer ticked 'Remind me before renewal'. */
  reminderConsentAt: Date | null;
  /** policies.reminders_stopped_at: 'Stop reminders', the account switch, or a withdrawal in 'Who has my number'. */
  remindersStoppedAt: Date | null;
  callFromMinute: number;
  callToMinute: number;
  /** The number has an active contact_suppressions row (withdrawn in 'Who has my number', decision 0044). */
  suppressed: boolean;
  /** Stages of this policy with a renewal_reminders row in any state (claimed, sent, skipped). */
  stagesDone: readonly ReminderStage[];
  /** Another reminder to the same number (any policy) is sent or claimed for today's UAE day. */
  numberRemindedToday: boolean;
};

/** Why no reminder goes out now. The first group can change within the stage's window; the second cannot. */
export type WaitReason = 'outside_hours' | 'outside_call_window' | 'one_a_day' | 'not_due';
export type StopReason = 'not_active' | 'no_consent' | 'stopped' | 'suppressed' | 'ended' | 'stage_done';
export const WAIT_REASONS: readonly WaitReason[] = [
  'outside_hours',
  'outside_call_window',
  'one_a_day',
  'not_due',
];

export type ReminderDecision =
  | {
      send: true;
      stage: ReminderStage;
      /** The UAE day it goes out on (renewal_reminders.sent_on). */
      day: string;
      daysLeft: number;
      /** Earlier stages never sent whose window has passed: recorded as skipped, never sent later. */
      passed: ReminderStage[];
    }
  | { send: false; reason: WaitReason | StopReason };

/**
 * Whether a renewal reminder goes out for this policy at `now`, and which. The order of the checks is the order of
 * what matters most: the policy and the visitor's word first, then the calendar, then the hour, then the number's day.
 */
export function reminderDecision(f: ReminderFacts, now: Date): ReminderDecision {
  if (f.status !== 'active') return { send: false, reason: 'not_active' };
  if (f.reminderConsentAt === null) return { send: false, reason: 'no_consent' };
  if (f.remindersStoppedAt !== null) return { send: false, reason: 'stopped' };
  if (f.suppressed) return { send: false, reason: 'suppressed' };
  if (f.endDate === null) return { send: false, reason: 'not_active' };
  const { day, minute } = uaeClock(now);
  const daysLeft = daysBetween(day, f.endDate);
  if (daysLeft < 1) return { send: false, reason: 'ended' };
  const stage = stageFor(daysLeft);
  if (stage === null) return { send: false, reason: 'not_due' };
  if (f.stagesDone.includes(stage)) return { send: false, reason: 'stage_done' };
  const window = insideContactWindow(minute, f);
  if (!window.ok) return { send: false, reason: window.reason };
  if (f.numberRemindedToday) return { send: false, reason: 'one_a_day' };
  const passed = REMINDER_STAGES.filter((s) => s > stage && !f.stagesDone.includes(s));
  return { send: true, stage, day, daysLeft, passed };
}
