import { describe, expect, it } from 'vitest';
import { escalationRefusal, nextEscalation } from './escalation';

const now = new Date('2026-11-26T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('escalation rules (decision 0031)', () => {
  it('allows level 1 at once while the query is open', () => {
    const s = { status: 'open', escLevel: 0, levelSince: now, now };
    expect(escalationRefusal(s, 1)).toBeNull();
    expect(nextEscalation(s)).toEqual({ level: 1, availableAt: now });
  });

  it('allows level 2 only 48 hours after level 1, and only the next level', () => {
    const early = { status: 'escalated', escLevel: 1, levelSince: hoursAgo(47), now };
    expect(escalationRefusal(early, 2)).toMatchObject({ code: 'ESCALATION_TOO_SOON', retryAfter: 3600 });
    expect(escalationRefusal(early, 1)).toMatchObject({ code: 'ESCALATION_LEVEL' });
    expect(escalationRefusal({ ...early, levelSince: hoursAgo(48) }, 2)).toBeNull();
    expect(escalationRefusal({ status: 'open', escLevel: 0, levelSince: now, now }, 2)).toMatchObject({
      code: 'ESCALATION_LEVEL',
    });
  });

  it('has nothing beyond level 2 and nothing on a closed query', () => {
    const top = { status: 'escalated', escLevel: 2, levelSince: hoursAgo(100), now };
    expect(nextEscalation(top)).toBeNull();
    expect(escalationRefusal(top, 3)).toMatchObject({ status: 422, code: 'ESCALATION_NOT_ALLOWED' });
    expect(escalationRefusal({ ...top, status: 'closed' }, 3)).toMatchObject({ code: 'TICKET_CLOSED' });
    expect(nextEscalation({ status: 'resolved', escLevel: 0, levelSince: now, now })).toBeNull();
  });
});
