import { describe, expect, it } from 'vitest';
import { contactDecision, type ContactFacts } from './rules';

/** An instant at a UAE wall-clock time (UTC+4, no daylight saving). */
const uae = (day: string, time: string) => new Date(`${day}T${time}:00+04:00`);

const facts = (over: Partial<ContactFacts> = {}): ContactFacts => ({
  consent: { at: uae('2026-11-28', '10:00'), version: 'v1', withdrawnAt: null },
  suppressed: false,
  dnc: false,
  window: { callFromMinute: 9 * 60, callToMinute: 18 * 60 },
  attempts: [],
  ...over,
});

describe('contact rules (decision 0115)', () => {
  it('contact hours are 9:00 to 18:00 in Asia/Dubai: 8:59 and 18:00 refused, 9:00 and 17:59 allowed', () => {
    const at8_59 = contactDecision(facts(), 'call', uae('2026-11-29', '08:59'));
    expect(at8_59).toEqual({
      allowed: false,
      reason: 'OUTSIDE_HOURS',
      nextAllowedAt: uae('2026-11-29', '09:00'),
    });
    expect(contactDecision(facts(), 'call', uae('2026-11-29', '09:00'))).toEqual({ allowed: true });
    expect(contactDecision(facts(), 'message', uae('2026-11-29', '17:59'))).toEqual({ allowed: true });
    expect(contactDecision(facts(), 'message', uae('2026-11-29', '18:00'))).toEqual({
      allowed: false,
      reason: 'OUTSIDE_HOURS',
      nextAllowedAt: uae('2026-11-30', '09:00'),
    });
    // 05:00 UTC is 09:00 in Dubai: the machine's zone plays no part.
    expect(contactDecision(facts(), 'call', new Date('2026-11-29T05:00:00Z'))).toEqual({ allowed: true });
    expect(contactDecision(facts(), 'call', new Date('2026-11-29T04:59:00Z')).allowed).toBe(false);
  });

  it("outside the visitor's own window: refused until the window opens, today or tomorrow", () => {
    const window = { callFromMinute: 14 * 60, callToMinute: 16 * 60 };
    expect(contactDecision(facts({ window }), 'call', uae('2026-11-29', '10:00'))).toEqual({
      allowed: false,
      reason: 'OUTSIDE_WINDOW',
      nextAllowedAt: uae('2026-11-29', '14:00'),
    });
    expect(contactDecision(facts({ window }), 'call', uae('2026-11-29', '14:00'))).toEqual({
      allowed: true,
    });
    expect(contactDecision(facts({ window }), 'call', uae('2026-11-29', '16:00'))).toEqual({
      allowed: false,
      reason: 'OUTSIDE_WINDOW',
      nextAllowedAt: uae('2026-11-30', '14:00'),
    });
  });

  it('consent withdrawn, no consent, suppressed, DNC and a refusal refuse for good (no next time)', () => {
    const now = uae('2026-11-29', '11:00');
    const cases: [Partial<ContactFacts>, string][] = [
      [
        {
          consent: { at: uae('2026-11-28', '10:00'), version: 'v1', withdrawnAt: uae('2026-11-28', '12:00') },
        },
        'CONSENT_WITHDRAWN',
      ],
      [{ consent: { at: uae('2026-11-28', '10:00'), version: null, withdrawnAt: null } }, 'NO_CONSENT'],
      [{ suppressed: true }, 'SUPPRESSED'],
      [{ dnc: true }, 'DNC'],
      [{ attempts: [{ at: uae('2026-10-01', '10:00'), outcome: 'refused' }] }, 'REFUSED'],
    ];
    for (const [over, reason] of cases)
      for (const channel of ['call', 'message'] as const)
        expect(contactDecision(facts(over), channel, now), reason).toEqual({
          allowed: false,
          reason,
          nextAllowedAt: null,
        });
    // The visitor's word comes first: withdrawn and on the DNC list reads as withdrawn.
    expect(
      contactDecision(
        facts({ dnc: true, consent: { at: null, version: null, withdrawnAt: uae('2026-11-28', '12:00') } }),
        'call',
        now,
      ),
    ).toMatchObject({ reason: 'CONSENT_WITHDRAWN' });
  });

  it('an unanswered attempt today refuses until tomorrow 9:00; answered ones and yesterday do not count', () => {
    const unanswered = [{ at: uae('2026-11-29', '09:30'), outcome: 'no_answer' as const }];
    expect(contactDecision(facts({ attempts: unanswered }), 'call', uae('2026-11-29', '15:00'))).toEqual({
      allowed: false,
      reason: 'UNANSWERED_TODAY',
      nextAllowedAt: uae('2026-11-30', '09:00'),
    });
    expect(contactDecision(facts({ attempts: unanswered }), 'call', uae('2026-11-30', '09:00'))).toEqual({
      allowed: true,
    });
    const answered = [{ at: uae('2026-11-29', '09:30'), outcome: 'answered' as const }];
    expect(contactDecision(facts({ attempts: answered }), 'call', uae('2026-11-29', '15:00'))).toEqual({
      allowed: true,
    });
  });

  it('the day is the UAE day, across midnight: 17:30 Dubai and the next UTC-evening are different days', () => {
    // 13:30Z is 17:30 in Dubai on the 29th; 21:00Z on the 29th is already 01:00 on the 30th in Dubai.
    const attempts = [{ at: new Date('2026-11-29T13:30:00Z'), outcome: 'no_answer' as const }];
    expect(contactDecision(facts({ attempts }), 'call', new Date('2026-11-29T21:00:00Z'))).toEqual({
      allowed: false,
      reason: 'OUTSIDE_HOURS',
      nextAllowedAt: uae('2026-11-30', '09:00'),
    });
    // 23:59 Dubai on the 29th, with an unanswered attempt that day: next opening is the 30th, not the 29th's.
    expect(contactDecision(facts({ attempts }), 'call', uae('2026-11-29', '23:59'))).toMatchObject({
      nextAllowedAt: uae('2026-11-30', '09:00'),
    });
    // Before 9:00 on a day with an unanswered attempt the day before: today at 9:00.
    expect(contactDecision(facts({ attempts }), 'call', uae('2026-11-30', '00:30'))).toMatchObject({
      reason: 'OUTSIDE_HOURS',
      nextAllowedAt: uae('2026-11-30', '09:00'),
    });
    // New Year's Eve: the UAE day turns at 20:00Z.
    const nye = [{ at: new Date('2026-12-31T12:00:00Z'), outcome: 'no_answer' as const }];
    expect(contactDecision(facts({ attempts: nye }), 'call', uae('2027-01-01', '09:00'))).toEqual({
      allowed: true,
    });
  });
});
