import type { FastifyBaseLogger } from 'fastify';
import { tFor } from '../../../shared/i18n/catalogues';
import { formatDayMonthYear } from '../../../shared/i18n/date-format';
import { contentLang, localized } from '../../../shared/i18n/localized';
import type { LangCode } from '../../../shared/domain/locales';
import type { SmsAdapter } from '../otp/sms';
import { loggableError } from '../../plugins/errors';
import { addDays, reminderDecision, uaeClock, WAIT_REASONS, type WaitReason } from './domain/timing';
import { renewalLink } from './link';
import type { ClaimedRow, Exec, RenewalsRepo, ReminderMessageFacts } from './repo';
import { stopLink } from './stop-link';

/**
 * How a reminder leaves (decision 0089), called inside the transaction that marks it sent:
 * - `outbox` (development): the sms_outbox row and the state change commit together, so a kill anywhere sends it
 *   exactly once;
 * - `adapter` (a provider): the provider call with an idempotency key per (policy, stage); the row is marked sent
 *   only after the provider accepted it. A kill after the provider accepted and before the commit sends it again on
 *   the next run with the same key: once with a provider that honours the key, at worst twice with one that does not.
 */
export type ReminderSender =
  { kind: 'outbox'; count?: (result: 'sent' | 'failed') => void } | { kind: 'adapter'; sms: SmsAdapter };

export type RenewalsDeps = {
  repo: RenewalsRepo;
  sender: ReminderSender;
  origin: string;
  keys: { renewal: Buffer; stop: Buffer };
  clock: () => Date;
  log: FastifyBaseLogger;
  /** Tests only: runs right after a claim commits (a throw here is a kill between claim and send). */
  afterClaim?: (reminderId: number) => Promise<void> | void;
};

export type TickReport = { claimed: number; sent: number; skipped: number; waiting: number; failed: number };

const WAITS: ReadonlySet<string> = new Set<WaitReason>(WAIT_REASONS);

/** The insurer's name in the holder's language (the catalogue's), else the policy's own. */
function insurerName(
  f: Pick<ReminderMessageFacts, 'insurerName' | 'policyInsurerName'>,
  lang: LangCode,
): string {
  if (f.insurerName) return localized(f.insurerName, lang);
  return f.policyInsurerName ?? '';
}

/** The reminder SMS in the holder's language, with its renewal link and its 'Stop reminders' link. */
export function reminderText(
  f: ReminderMessageFacts,
  deps: Pick<RenewalsDeps, 'origin' | 'keys'>,
  now: Date,
): string {
  const lang = contentLang(f.language);
  const t = tFor(lang);
  return t('renewals:reminder.sms', {
    brand: t('common:brand'),
    product: t(`products.${f.productId}`),
    insurer: insurerName(f, lang),
    date: formatDayMonthYear(f.endDate, lang) ?? f.endDate,
    url: renewalLink({
      origin: deps.origin,
      key: deps.keys.renewal,
      policyPublicId: f.publicId,
      productId: f.productId,
      lang,
      now,
    }),
    stopUrl: stopLink({ origin: deps.origin, key: deps.keys.stop, policyPublicId: f.publicId, lang }),
  });
}

type Delivery = 'sent' | 'skipped' | 'waiting' | 'failed' | 'gone';

/**
 * The renewal radar's job (decision 0089): each run claims the reminders due now by the timing rules and delivers
 * them. A claim is its own transaction (the unique (policy, stage) row, state 'claimed'); a delivery is another
 * (the claimed row locked, the rules checked again, the SMS sent, the row marked 'sent'). A claimed row left by a
 * kill, a failed send or a closed window is delivered by a later run, never twice (the row's lock and state).
 */
export function renewalsService(deps: RenewalsDeps) {
  const { repo, log } = deps;

  async function deliver(row: ClaimedRow, now: Date): Promise<Delivery> {
    const today = uaeClock(now).day;
    try {
      return await repo.transaction(async (tx): Promise<Delivery> => {
        await repo.lockNumber(tx, row.mobileNumber);
        const claimed = await repo.lockClaimed(tx, row.id);
        if (!claimed) return 'gone';
        const facts = await repo.facts(tx, claimed.policyId, today, claimed.id);
        if (!facts) return 'gone';
        const decision = reminderDecision(facts, now);
        if (!decision.send) {
          if (WAITS.has(decision.reason)) return 'waiting';
          await repo.markSkipped(tx, claimed.id, decision.reason);
          return 'skipped';
        }
        if (decision.stage !== claimed.stage) {
          // A later stage is due now: this one's window has passed.
          await repo.markSkipped(tx, claimed.id, 'window_passed');
          return 'skipped';
        }
        const message = await repo.messageFacts(tx, claimed.policyId);
        if (!message) return 'gone';
        await send(tx, claimed, reminderText(message, deps, now));
        await repo.markSent(tx, claimed.id, decision.day);
        return 'sent';
      });
    } catch (err) {
      // The row stays claimed (the transaction rolled back): the next run tries again with the same key.
      log.warn({ err: loggableError(err), reminder: row.id }, 'renewal reminder not sent');
      return 'failed';
    }
  }

  async function send(tx: Exec, row: ClaimedRow, text: string): Promise<void> {
    const sender = deps.sender;
    if (sender.kind === 'outbox') {
      await repo.outboxInsert(tx, row.mobileNumber, text);
      sender.count?.('sent');
      return;
    }
    await sender.sms.send(row.mobileNumber, text, {
      idempotencyKey: `renewal-reminder-${row.policyId}-${row.stage}`,
    });
  }

  /** Claims the policy's due stage, if any: the claimed row, or null. */
  async function claim(policyId: number, mobileNumber: string, now: Date): Promise<ClaimedRow | null> {
    const today = uaeClock(now).day;
    return repo.transaction(async (tx) => {
      await repo.lockNumber(tx, mobileNumber);
      const facts = await repo.facts(tx, policyId, today);
      if (!facts) return null;
      const decision = reminderDecision(facts, now);
      if (!decision.send) return null;
      const id = await repo.claim(tx, {
        policyId,
        stage: decision.stage,
        day: decision.day,
        mobileNumber: facts.mobileNumber,
        passed: decision.passed,
      });
      return id === null ? null : { id, policyId, stage: decision.stage, mobileNumber: facts.mobileNumber };
    });
  }

  return {
    /** One run at `now` (the injected clock by default): rows left claimed first, then what is due now. */
    async tick(now: Date = deps.clock()): Promise<TickReport> {
      const report: TickReport = { claimed: 0, sent: 0, skipped: 0, waiting: 0, failed: 0 };
      const count = (d: Delivery) => {
        if (d !== 'gone') report[d]++;
      };
      for (const row of await repo.claimed()) count(await deliver(row, now));
      const today = uaeClock(now).day;
      for (const c of await repo.candidates(addDays(today, 1), addDays(today, 30))) {
        const row = await claim(c.policyId, c.mobileNumber, now);
        if (!row) continue;
        report.claimed++;
        await deps.afterClaim?.(row.id);
        count(await deliver(row, now));
      }
      if (report.claimed + report.sent + report.skipped + report.failed > 0)
        log.info({ ...report }, 'renewal reminders run');
      return report;
    },

    /** The policy a stop token names, as the stop page shows it; undefined for an unknown one. */
    async stopView(publicId: string) {
      return repo.policyByPublicId(publicId);
    },

    /** 'Stop reminders' (the link's POST): true when this call stopped them. */
    async stop(policyId: number): Promise<boolean> {
      return repo.stop(policyId);
    },
  };
}

export type RenewalsService = ReturnType<typeof renewalsService>;
