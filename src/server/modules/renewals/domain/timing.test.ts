import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  insideContactWindow,
  reminderDecision,
  stageFor,
  uaeClock,
  type ReminderFacts,
} from './timing';

/** The injected clock: a UAE wall-clock time (Asia/Dubai is UTC+4 all year). */
const uae = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+04:00`);

const END = '2027-03-31';
const before = (days: number) => addDays(END, -days);

const facts = (over: Partial<ReminderFacts> = {}): ReminderFacts => ({
  status: 'active',
  endDate: END,
  reminderConsentAt: new Date('2026-03-01T08:00:00Z'),
  remindersStoppedAt: null,
  callFromMinute: 540,
  callToMinute: 1080,
  suppressed: false,
  stagesDone: [],
  numberRemindedToday: false,
  ...over,
});

describe('UAE clock', () => {
  it('reads the day and minute in Asia/Dubai, not UTC', () => {
    // 21:30 UTC is 01:30 the next day in Dubai.
    expect(uaeClock(new Date('2026-12-31T21:30:00Z'))).toEqual({ day: '2027-01-01', minute: 90 });
    expect(uaeClock(uae('2027-03-01', '09:00'))).toEqual({ day: '2027-03-01', minute: 540 });
  });

  it('counts calendar days across months and leap years', () => {
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-03-31', '2027-03-01')).toBe(-30);
    expect(addDays('2027-03-31', -30)).toBe('2027-03-01');
  });
});

describe('stages', () => {
  it('30, 14 and 3 days before the end date, each due until the next one', () => {
    expect(stageFor(31)).toBeNull();
    expect(stageFor(30)).toBe(30);
    expect(stageFor(15)).toBe(30);
    expect(stageFor(14)).toBe(14);
    expect(stageFor(4)).toBe(14);
    expect(stageFor(3)).toBe(3);
    expect(stageFor(1)).toBe(3);
    expect(stageFor(0)).toBeNull();
    expect(stageFor(-1)).toBeNull();
  });
});

describe('reminderDecision with an injected clock', () => {
  it('31 days before: not yet', () => {
    expect(reminderDecision(facts(), uae(before(31), '10:00'))).toEqual({ send: false, reason: 'not_due' });
  });

  it('30 days before: the 30-day reminder', () => {
    expect(reminderDecision(facts(), uae(before(30), '10:00'))).toEqual({
      send: true,
      stage: 30,
      day: before(30),
      daysLeft: 30,
      passed: [],
    });
  });

  it('29 days before: nothing once the 30-day reminder went out; it, if it was missed', () => {
    expect(reminderDecision(facts({ stagesDone: [30] }), uae(before(29), '10:00'))).toEqual({
      send: false,
      reason: 'stage_done',
    });
    expect(reminderDecision(facts(), uae(before(29), '10:00'))).toMatchObject({ send: true, stage: 30 });
  });

  it('14 days before: the 14-day reminder; a 30-day one never sent is passed, not sent late', () => {
    expect(reminderDecision(facts({ stagesDone: [30] }), uae(before(14), '10:00'))).toMatchObject({
      send: true,
      stage: 14,
      passed: [],
    });
    expect(reminderDecision(facts(), uae(before(14), '10:00'))).toMatchObject({
      send: true,
      stage: 14,
      passed: [30],
    });
  });

  it('3 days before: the 3-day reminder, never a stage twice, nothing on or after the end date', () => {
    expect(reminderDecision(facts({ stagesDone: [30, 14] }), uae(before(3), '10:00'))).toMatchObject({
      send: true,
      stage: 3,
      daysLeft: 3,
    });
    expect(reminderDecision(facts({ stagesDone: [30, 14] }), uae(before(1), '17:59'))).toMatchObject({
      send: true,
      stage: 3,
    });
    expect(reminderDecision(facts({ stagesDone: [30, 14, 3] }), uae(before(2), '10:00'))).toEqual({
      send: false,
      reason: 'stage_done',
    });
    expect(reminderDecision(facts(), uae(END, '10:00'))).toEqual({ send: false, reason: 'ended' });
    expect(reminderDecision(facts(), uae(addDays(END, 1), '10:00'))).toEqual({
      send: false,
      reason: 'ended',
    });
  });

  it('only between 09:00 and 18:00 UAE time', () => {
    const day = before(30);
    expect(reminderDecision(facts(), uae(day, '08:59'))).toEqual({ send: false, reason: 'outside_hours' });
    expect(reminderDecision(facts(), uae(day, '09:00'))).toMatchObject({ send: true });
    expect(reminderDecision(facts(), uae(day, '17:59'))).toMatchObject({ send: true });
    expect(reminderDecision(facts(), uae(day, '18:00'))).toEqual({ send: false, reason: 'outside_hours' });
    // 10:00 in UTC is 14:00 in Dubai (inside); 15:00 UTC is 19:00 (outside): the machine's zone plays no part.
    expect(reminderDecision(facts(), new Date(`${day}T10:00:00Z`))).toMatchObject({ send: true });
    expect(reminderDecision(facts(), new Date(`${day}T15:00:00Z`))).toEqual({
      send: false,
      reason: 'outside_hours',
    });
  });

  it("only inside the visitor's call window", () => {
    const window = { callFromMinute: 16 * 60, callToMinute: 17 * 60 + 30 };
    const day = before(14);
    expect(reminderDecision(facts(window), uae(day, '10:00'))).toEqual({
      send: false,
      reason: 'outside_call_window',
    });
    expect(reminderDecision(facts(window), uae(day, '16:00'))).toMatchObject({ send: true, stage: 14 });
    expect(reminderDecision(facts(window), uae(day, '17:30'))).toEqual({
      send: false,
      reason: 'outside_call_window',
    });
    expect(insideContactWindow(17 * 60, window)).toEqual({ ok: true });
  });

  it('at most one a day per number: two policies of one number due the same day', () => {
    const now = uae(before(30), '10:00');
    // The first policy's reminder is claimed; the second policy of the number waits for another day.
    expect(reminderDecision(facts(), now)).toMatchObject({ send: true });
    expect(reminderDecision(facts({ numberRemindedToday: true }), now)).toEqual({
      send: false,
      reason: 'one_a_day',
    });
    // The next day it goes (its stage is still due: 29 days left is inside the 30-day window).
    expect(reminderDecision(facts(), uae(before(29), '10:00'))).toMatchObject({ send: true, stage: 30 });
  });

  it('never when stopped, suppressed, without consent or when the policy is not active', () => {
    const now = uae(before(30), '10:00');
    expect(reminderDecision(facts({ remindersStoppedAt: new Date() }), now)).toEqual({
      send: false,
      reason: 'stopped',
    });
    expect(reminderDecision(facts({ suppressed: true }), now)).toEqual({ send: false, reason: 'suppressed' });
    expect(reminderDecision(facts({ reminderConsentAt: null }), now)).toEqual({
      send: false,
      reason: 'no_consent',
    });
    for (const status of ['pending', 'declined', 'cancelled'])
      expect(reminderDecision(facts({ status }), now)).toEqual({ send: false, reason: 'not_active' });
    expect(reminderDecision(facts({ endDate: null }), now)).toEqual({ send: false, reason: 'not_active' });
  });
});
