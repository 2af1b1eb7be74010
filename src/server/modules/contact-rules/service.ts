import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { LeadWorkStatus } from '../../../shared/contracts/console-leads';
import {
  CONTACT_ERROR_CODES as E,
  type AttemptOutcome,
  type ContactChannel,
  type TAttemptRequest,
} from '../../../shared/contracts/contact-rules';
import { tFor } from '../../../shared/i18n/catalogues';
import { HttpError } from '../../plugins/errors';
import type { ConsoleService, Staff } from '../console/service';
import { leadVisibleTo, setLeadStatus } from '../console-leads/access';
import { contactDecision, type ContactDecision, type ContactFacts } from './domain/rules';
import { dncEntry, importDnc } from './dnc';
import { attemptsOf, auditIn, contactFactsOf, insertAttempt } from './repo';

/** Which outcomes each channel can have: a message is sent (or answered with a refusal), a call is picked up or not. */
const OUTCOMES_OF: Record<ContactChannel, readonly AttemptOutcome[]> = {
  call: ['answered', 'no_answer', 'refused', 'callback_booked'],
  message: ['message_sent', 'refused'],
};

/** The lead's desk status after an attempt (decision 0114's statuses). */
const STATUS_AFTER: Record<AttemptOutcome, LeadWorkStatus> = {
  refused: 'do_not_contact',
  no_answer: 'no_answer',
  callback_booked: 'callback_booked',
  answered: 'contacted',
  message_sent: 'contacted',
};

const minuteText = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** A decision in the staff's words (the console shows it beside the disabled button). */
function decisionView(d: ContactDecision, facts: ContactFacts, lang: Lang) {
  if (d.allowed) return { allowed: true, reason: null, message: null, nextAllowedAt: null };
  const t = tFor(lang);
  const time = d.nextAllowedAt
    ? new Intl.DateTimeFormat(lang === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB', {
        timeZone: 'Asia/Dubai',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(d.nextAllowedAt)
    : null;
  const reason = t(`consoleContact:reasons.${d.reason}`, {
    from: minuteText(facts.window.callFromMinute),
    to: minuteText(facts.window.callToMinute),
  });
  return {
    allowed: false,
    reason: d.reason,
    message: time ? `${reason} ${t('consoleContact:next', { time })}` : reason,
    nextAllowedAt: d.nextAllowedAt?.toISOString() ?? null,
  };
}

const notFound = () => new HttpError(404, E.LEAD_NOT_FOUND, 'There is no such lead.');

type Lang = 'en' | 'ar';

/**
 * The contact rules' console work (decision 0115): a lead's decisions and history, recording an attempt (checked by
 * the rules in the same transaction, the lead row and its number locked, the status and the audit row beside it),
 * the do-not-call list. Agents reach only the leads `leadVisibleTo` allows (else 404, decision 0114).
 */
export function contactService(db: Db, deps: { console: ConsoleService; now: () => Date }) {
  const { now } = deps;
  return {
    async view(staff: Staff, id: number, lang: Lang, fromHash: string) {
      if (!(await leadVisibleTo(db, staff, id))) throw notFound();
      const found = await contactFactsOf(db, id, false);
      if (!found) throw notFound();
      const at = now();
      const attempts = await attemptsOf(db, id);
      await deps.console.audit({
        staffId: staff.id,
        action: 'lead.contact.read',
        target: `lead:${id}`,
        fromHash,
        details: { attempts: attempts.length },
      });
      const view = (c: ContactChannel) =>
        decisionView(contactDecision(found.facts, c, at), found.facts, lang);
      return {
        call: view('call'),
        message: view('message'),
        attempts: attempts.map((a) => ({
          ...a,
          at: a.at.toISOString(),
          callbackAt: a.callbackAt?.toISOString() ?? null,
        })),
      };
    },

    /** The attempt recorded, or the rules' refusal in the staff's words (nothing stored). */
    async record(staff: Staff, id: number, body: TAttemptRequest, lang: Lang, fromHash: string) {
      if (!OUTCOMES_OF[body.channel].includes(body.outcome))
        throw new HttpError(
          422,
          E.INVALID_ATTEMPT,
          `A ${body.channel} cannot have the outcome ${body.outcome}.`,
        );
      const at = now();
      const callbackAt = body.callbackAt ? new Date(body.callbackAt) : null;
      if ((body.outcome === 'callback_booked') !== (callbackAt !== null) || (callbackAt && callbackAt <= at))
        throw new HttpError(
          422,
          E.INVALID_CALLBACK,
          'A booked callback needs a callback time in the future (and only a booked callback has one).',
        );
      if (!(await leadVisibleTo(db, staff, id))) throw notFound();
      const result = await db.transaction(async (tx) => {
        const found = await contactFactsOf(tx, id, true);
        if (!found) return null;
        const decision = contactDecision(found.facts, body.channel, at);
        if (!decision.allowed)
          return { refused: decisionView(decision, found.facts, lang), attemptId: 0, status: null };
        const attemptId = await insertAttempt(tx, {
          leadId: id,
          staffId: staff.id,
          channel: body.channel,
          outcome: body.outcome,
          at,
          callbackAt,
          note: body.note ? body.note : null,
        });
        const status = STATUS_AFTER[body.outcome];
        await setLeadStatus(tx, id, status, staff.id, at);
        if (callbackAt)
          // The desk's callback time (console_lead_work, decision 0114), set with the status above.
          await tx.execute(
            sql`update console_lead_work set callback_at = ${callbackAt} where lead_id = ${id}`,
          );
        await auditIn(tx, {
          at,
          staffId: staff.id,
          action: 'lead.contact.attempt',
          target: `lead:${id}`,
          fromHash,
          details: { attemptId, channel: body.channel, outcome: body.outcome },
        });
        return { refused: null, attemptId, status };
      });
      if (!result) throw notFound();
      if (result.refused) {
        await deps.console.audit({
          staffId: staff.id,
          action: 'lead.contact.refused',
          target: `lead:${id}`,
          fromHash,
          details: { channel: body.channel, reason: result.refused.reason ?? '' },
        });
        return { refused: result.refused } as const;
      }
      return { refused: null, id: result.attemptId, status: result.status, at: at.toISOString() } as const;
    },

    async importDnc(staff: Staff, csv: string, fromHash: string) {
      // The list's rows and the import's audit row commit together or not at all.
      return db.transaction(async (tx) => {
        const result = await importDnc(tx, csv, now());
        await deps.console.audit(
          {
            staffId: staff.id,
            action: 'dnc.import',
            target: `dnc:${result.batchId}`,
            fromHash,
            details: {
              imported: result.imported,
              alreadyListed: result.alreadyListed,
              invalid: result.invalidCount,
            },
          },
          tx,
        );
        return result;
      });
    },

    async checkDnc(staff: Staff, n: string, fromHash: string) {
      const entry = await dncEntry(db, n);
      await deps.console.audit({
        staffId: staff.id,
        action: 'dnc.check',
        fromHash,
        details: { listed: entry !== null },
      });
      return entry;
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
