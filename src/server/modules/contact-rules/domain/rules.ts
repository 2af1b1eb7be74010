/**
 * When may a person contact a visitor (decision 0115, docs/product/leads.md): the one source for the console's Call
 * and Message actions and the renewal reminders' hours (decision 0089). Pure: `now` is passed in, never read here.
 * Times are read in Asia/Dubai (UTC+4 all year: the UAE has no daylight saving).
 */

import type {
  AttemptOutcome,
  ContactChannel,
  ContactReason,
} from '../../../../shared/contracts/contact-rules';

export const UAE_TIME_ZONE = 'Asia/Dubai';

/** Contact hours in minutes after midnight, UAE time: 09:00 (inclusive) to 18:00 (exclusive). */
export const CONTACT_HOURS = { fromMinute: 9 * 60, toMinute: 18 * 60 } as const;

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: UAE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The UAE calendar day (YYYY-MM-DD) and minute of the day (0-1439) at `now`. */
export function uaeClock(now: Date): { day: string; minute: number } {
  const parts = clockFormat.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** The visitor's own window, minutes after midnight UAE time (leads.call_from_minute / call_to_minute). */
export type CallWindow = { callFromMinute: number; callToMinute: number };

/** Whether a UAE minute of the day is inside contact hours and inside the visitor's own call window. */
export function insideContactWindow(
  minute: number,
  window: CallWindow,
): { ok: true } | { ok: false; reason: 'outside_hours' | 'outside_call_window' } {
  if (minute < CONTACT_HOURS.fromMinute || minute >= CONTACT_HOURS.toMinute)
    return { ok: false, reason: 'outside_hours' };
  if (minute < window.callFromMinute || minute >= window.callToMinute)
    return { ok: false, reason: 'outside_call_window' };
  return { ok: true };
}

/** What the rules know about one lead and its number at the moment of asking. */
export type ContactFacts = {
  /** The visitor's consent on the lead (decision 0030): a lead without a version predates recorded consent. */
  consent: { at: Date | null; version: string | null; withdrawnAt: Date | null };
  /** The number is suppressed ('Stop all contact' in 'Who has my number', decision 0044). */
  suppressed: boolean;
  /** The number is on the do-not-call list (dnc_numbers, standing in for the DNCR). */
  dnc: boolean;
  window: CallWindow;
  /** Every attempt recorded on the lead (any order). */
  attempts: readonly { at: Date; outcome: AttemptOutcome }[];
};

export type ContactDecision =
  | { allowed: true }
  | {
      allowed: false;
      reason: ContactReason;
      /** The first moment the rules allow it again; null when waiting never helps. */
      nextAllowedAt: Date | null;
    };

const MINUTE_MS = 60_000;
/** Asia/Dubai is UTC+4 all year. */
const UAE_OFFSET_MINUTES = 4 * 60;

/** The instant of `minute` on the UAE day `day` (YYYY-MM-DD). */
function uaeInstant(day: string, minute: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + (minute - UAE_OFFSET_MINUTES) * MINUTE_MS);
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The first moment at or after `now` inside contact hours and the visitor's window, on a day without an unanswered
 * attempt (only today can have one: attempts are never in the future). Null when the window is empty.
 */
function nextOpening(now: Date, window: CallWindow, unansweredToday: boolean): Date | null {
  const from = Math.max(CONTACT_HOURS.fromMinute, window.callFromMinute);
  const to = Math.min(CONTACT_HOURS.toMinute, window.callToMinute);
  if (from >= to) return null;
  const { day, minute } = uaeClock(now);
  if (!unansweredToday && minute < from) return uaeInstant(day, from);
  if (!unansweredToday && minute < to) return now;
  return uaeInstant(nextDay(day), from);
}

/**
 * Whether a person may contact the lead's visitor on `channel` at `now`. Calls and messages obey the same rules
 * (the UAE's rules for marketing cover both); the channel is an input so a difference would live here. The order is
 * the order of what matters most: the visitor's word, the number's lists, a refusal, then the clock.
 */
export function contactDecision(f: ContactFacts, channel: ContactChannel, now: Date): ContactDecision {
  void channel;
  const never = (reason: ContactReason): ContactDecision => ({ allowed: false, reason, nextAllowedAt: null });
  if (f.consent.withdrawnAt !== null) return never('CONSENT_WITHDRAWN');
  if (f.consent.at === null || f.consent.version === null) return never('NO_CONSENT');
  if (f.suppressed) return never('SUPPRESSED');
  if (f.dnc) return never('DNC');
  if (f.attempts.some((a) => a.outcome === 'refused')) return never('REFUSED');
  const { day, minute } = uaeClock(now);
  const unansweredToday = f.attempts.some((a) => a.outcome === 'no_answer' && uaeClock(a.at).day === day);
  const window = insideContactWindow(minute, f.window);
  const reason: ContactReason | null = !window.ok
    ? window.reason === 'outside_hours'
      ? 'OUTSIDE_HOURS'
      : 'OUTSIDE_WINDOW'
    : unansweredToday
      ? 'UNANSWERED_TODAY'
      : null;
  if (reason === null) return { allowed: true };
  return { allowed: false, reason, nextAllowedAt: nextOpening(now, f.window, unansweredToday) };
}
