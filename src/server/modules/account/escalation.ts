import { ESCALATION } from '../../../shared/contracts/account';

/** The escalation rules of decision 0031, pure: (ticket state, asked level, database now). */
export type EscalationState = { status: string; escLevel: number; levelSince: Date; now: Date };
export type EscalationRefusal = {
  status: 409 | 422;
  code: 'TICKET_CLOSED' | 'ESCALATION_NOT_ALLOWED' | 'ESCALATION_LEVEL' | 'ESCALATION_TOO_SOON';
  messageKey: string;
  retryAfter?: number;
  values?: Record<string, string | number>;
};

/** When the next level may be asked for, or null when none is left (closed, or already at the top). */
export function nextEscalation(s: EscalationState): { level: number; availableAt: Date } | null {
  if (s.status === 'resolved' || s.status === 'closed' || s.escLevel >= ESCALATION.maxLevel) return null;
  const level = s.escLevel + 1;
  const waitMs = (ESCALATION.waitHours[level] ?? 0) * 3_600_000;
  return { level, availableAt: new Date(s.levelSince.getTime() + waitMs) };
}

export function escalationRefusal(s: EscalationState, target: number): EscalationRefusal | null {
  if (s.status === 'resolved' || s.status === 'closed')
    return { status: 409, code: 'TICKET_CLOSED', messageKey: 'account:errors.ticketClosed' };
  if (target < 1 || target > ESCALATION.maxLevel)
    return { status: 422, code: 'ESCALATION_NOT_ALLOWED', messageKey: 'account:errors.escalationNotAllowed' };
  const next = nextEscalation(s);
  if (!next || target !== next.level)
    return {
      status: 409,
      code: 'ESCALATION_LEVEL',
      messageKey: 'account:errors.escalationLevel',
      values: { level: next?.level ?? s.escLevel },
    };
  const waitS = Math.ceil((next.availableAt.getTime() - s.now.getTime()) / 1000);
  if (waitS > 0)
    return {
      status: 409,
      code: 'ESCALATION_TOO_SOON',
      messageKey: 'account:errors.escalationTooSoon',
      retryAfter: waitS,
      values: { hours: ESCALATION.waitHours[target] ?? 0 },
    };
  return null;
}
