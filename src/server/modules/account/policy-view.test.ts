import { describe, expect, it } from 'vitest';
import { policyViewStatus, remindersOn } from './policy-view';

/** Decision 0088: the status the account shows, against the UAE day. */
const at = (
  status: 'pending' | 'active' | 'declined' | 'cancelled',
  end: string | null,
  today = '2026-11-29',
) => policyViewStatus({ status, end_date: end, today });

describe('policyViewStatus (decision 0088)', () => {
  it('reads an active policy against the day: active, expiring soon within 30 days, expired after the end date', () => {
    expect(at('active', '2026-12-30')).toEqual({ status: 'active', daysLeft: 31 });
    expect(at('active', '2026-12-29')).toEqual({ status: 'expiring', daysLeft: 30 });
    // The end date is the last day of cover.
    expect(at('active', '2026-11-29')).toEqual({ status: 'expiring', daysLeft: 0 });
    expect(at('active', '2026-11-28')).toEqual({ status: 'expired', daysLeft: -1 });
    // Across a month and a year end.
    expect(at('active', '2027-01-01', '2026-12-31')).toEqual({ status: 'expiring', daysLeft: 1 });
  });

  it('says being issued for a pending purchase, keeps cancelled, and does not list a declined one', () => {
    expect(at('pending', null)).toEqual({ status: 'issuing', daysLeft: null });
    expect(at('cancelled', '2027-06-01')).toMatchObject({ status: 'cancelled' });
    expect(at('declined', null)).toBeNull();
  });

  it('has reminders on only with consent and no stop', () => {
    expect(remindersOn({ reminder_consent_at: new Date(), reminders_stopped_at: null })).toBe(true);
    expect(remindersOn({ reminder_consent_at: new Date(), reminders_stopped_at: new Date() })).toBe(false);
    expect(remindersOn({ reminder_consent_at: null, reminders_stopped_at: null })).toBe(false);
  });
});
