import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Localized } from '../../../shared/i18n/localized';
import type { ReminderFacts, ReminderStage } from './domain/timing';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The app's database or an open transaction. */
export type Exec = Pick<Tx, 'execute'>;

export type Candidate = { policyId: number; mobileNumber: string };

export type ClaimedRow = {
  id: number;
  policyId: number;
  stage: ReminderStage;
  mobileNumber: string;
};

/** What the reminder SMS says about its policy. */
export type ReminderMessageFacts = {
  publicId: string;
  productId: number;
  endDate: string;
  /** The enquiry's language (the policy holder's): en when the policy has no enquiry. */
  language: string;
  insurerName: Localized | null;
  /** The insurer's name as the policy's own data has it (demo policies without a catalogue insurer). */
  policyInsurerName: string | null;
};

type FactsRow = {
  status: string;
  end_date: string | null;
  reminder_consent_at: Date | null;
  reminders_stopped_at: Date | null;
  call_from_minute: number;
  call_to_minute: number;
  suppressed: boolean;
  stages_done: number[] | null;
  reminded_today: boolean;
};

/**
 * Renewal reminders (decision 0089): the rows that say a policy's stage was claimed, sent or skipped, and the
 * facts the timing rules read. Every write runs inside a transaction holding the number's lock (`lockNumber`), so
 * 'one a day per number' holds across workers and nodes.
 */
export function renewalsRepo(db: Db) {
  return {
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    /** One number's claims and deliveries run one at a time (transaction-scoped advisory lock). */
    async lockNumber(tx: Exec, mobileNumber: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`renewals:${mobileNumber}`}, 0))`);
    },

    /**
     * Policies that may have a reminder due between `fromDay` and `toDay` (UAE days): active, with consent, not
     * stopped, ending in that range. The rules decide; this only keeps the scan small (policies_end_date index).
     */
    async candidates(fromDay: string, toDay: string): Promise<Candidate[]> {
      const r = await db.execute<{ id: number; mobile_number: string }>(sql`
        select p.id, p.mobile_number from policies p
        where p.status = 'active' and p.reminder_consent_at is not null and p.reminders_stopped_at is null
          and p.end_date between ${fromDay}::date and ${toDay}::date
        order by p.end_date, p.id`);
      return r.rows.map((x) => ({ policyId: x.id, mobileNumber: x.mobile_number }));
    },

    /** Reminders claimed and not yet sent or skipped (a kill, a failed send, a wait for the window). */
    async claimed(): Promise<ClaimedRow[]> {
      const r = await db.execute<{ id: number; policy_id: number; stage: number; mobile_number: string }>(sql`
        select id, policy_id, stage, mobile_number from renewal_reminders where state = 'claimed' order by id`);
      return r.rows.map((x) => ({
        id: x.id,
        policyId: x.policy_id,
        stage: x.stage as ReminderStage,
        mobileNumber: x.mobile_number,
      }));
    },

    /**
     * The facts of one policy for the rules on `today`, locking the policy row ('Stop reminders' waits for a
     * delivery in progress, and a delivery sees a stop that committed first). `exceptReminder`: the claimed row
     * being delivered does not count as done or as today's reminder.
     */
    async facts(
      tx: Exec,
      policyId: number,
      today: string,
      exceptReminder = 0,
    ): Promise<(ReminderFacts & { mobileNumber: string }) | undefined> {
      const r = await tx.execute<FactsRow & { mobile_number: string }>(sql`
        select p.mobile_number, p.status, p.end_date::text as end_date, p.reminder_consent_at,
          p.reminders_stopped_at, p.call_from_minute, p.call_to_minute,
          exists (select 1 from contact_suppressions s
                  where s.mobile_number = p.mobile_number and s.lifted_at is null) as suppressed,
          (select array_agg(r.stage) from renewal_reminders r
            where r.policy_id = p.id and r.id <> ${exceptReminder}) as stages_done,
          exists (select 1 from renewal_reminders r
                  where r.mobile_number = p.mobile_number and r.sent_on = ${today}
                    and r.state in ('claimed', 'sent') and r.id <> ${exceptReminder}) as reminded_today
        from policies p where p.id = ${policyId}
        for update of p`);
      const row = r.rows[0];
      if (!row) return undefined;
      return {
        mobileNumber: row.mobile_number,
        status: row.status,
        endDate: row.end_date,
        reminderConsentAt: row.reminder_consent_at ? new Date(row.reminder_consent_at) : null,
        remindersStoppedAt: row.reminders_stopped_at ? new Date(row.reminders_stopped_at) : null,
        callFromMinute: row.call_from_minute,
        callToMinute: row.call_to_minute,
        suppressed: row.suppressed,
        stagesDone: (row.stages_done ?? []) as ReminderStage[],
        numberRemindedToday: row.reminded_today,
      };
    },

    /**
     * Claims a stage for `day`: the row exists once per (policy, stage), so a second claim finds it taken (null).
     * Earlier stages whose window passed unsent are recorded as skipped in the same transaction.
     */
    async claim(
      tx: Exec,
      input: {
        policyId: number;
        stage: ReminderStage;
        day: string;
        mobileNumber: string;
        passed: ReminderStage[];
      },
    ): Promise<number | null> {
      for (const stage of input.passed)
        await tx.execute(sql`
          insert into renewal_reminders (policy_id, stage, state, reason, mobile_number)
          values (${input.policyId}, ${stage}, 'skipped', 'window_passed', ${input.mobileNumber})
          on conflict (policy_id, stage) do nothing`);
      const r = await tx.execute<{ id: number }>(sql`
        insert into renewal_reminders (policy_id, stage, state, sent_on, mobile_number)
        values (${input.policyId}, ${input.stage}, 'claimed', ${input.day}, ${input.mobileNumber})
        on conflict (policy_id, stage) do nothing
        returning id`);
      return r.rows[0]?.id ?? null;
    },

    /** The claimed row, locked for its delivery; undefined once it was sent or skipped (by another worker). */
    async lockClaimed(tx: Exec, id: number): Promise<ClaimedRow | undefined> {
      const r = await tx.execute<{ id: number; policy_id: number; stage: number; mobile_number: string }>(sql`
        select id, policy_id, stage, mobile_number from renewal_reminders
        where id = ${id} and state = 'claimed' for update`);
      const x = r.rows[0];
      return x
        ? { id: x.id, policyId: x.policy_id, stage: x.stage as ReminderStage, mobileNumber: x.mobile_number }
        : undefined;
    },

    async markSent(tx: Exec, id: number, day: string): Promise<void> {
      await tx.execute(sql`
        update renewal_reminders set state = 'sent', sent_on = ${day}, reason = null, updated_at = now()
        where id = ${id}`);
    },

    async markSkipped(tx: Exec, id: number, reason: string): Promise<void> {
      await tx.execute(sql`
        update renewal_reminders set state = 'skipped', reason = ${reason}, sent_on = null, updated_at = now()
        where id = ${id}`);
    },

    /** Keeps a claimed row for a later try (a failed send): only its reason and time change. */
    async markWaiting(tx: Exec, id: number, reason: string): Promise<void> {
      await tx.execute(
        sql`update renewal_reminders set reason = ${reason}, updated_at = now() where id = ${id}`,
      );
    },

    async messageFacts(tx: Exec, policyId: number): Promise<ReminderMessageFacts | undefined> {
      const r = await tx.execute<{
        public_id: string;
        country_product_id: number;
        end_date: string;
        language: string | null;
        insurer_name: Localized | null;
        policy_insurer_name: string | null;
      }>(sql`
        select p.public_id, p.country_product_id, p.end_date::text as end_date, e.language,
          i.data->'name' as insurer_name, p.data->'insurer'->>'name' as policy_insurer_name
        from policies p
        left join enquiries e on e.id = p.enquiry_id
        left join insurers i on i.id = p.insurer_id
        where p.id = ${policyId}`);
      const x = r.rows[0];
      return x
        ? {
            publicId: x.public_id,
            productId: x.country_product_id,
            endDate: x.end_date,
            language: x.language ?? 'en',
            insurerName: x.insurer_name,
            policyInsurerName: x.policy_insurer_name,
          }
        : undefined;
    },

    /** The development outbox (decision 0007), written in the reminder's own transaction. */
    async outboxInsert(tx: Exec, mobileNumber: string, text: string): Promise<void> {
      await tx.execute(sql`insert into sms_outbox (mobile_number, body) values (${mobileNumber}, ${text})`);
    },

    /** The policy a stop link names. */
    async policyByPublicId(publicId: string): Promise<
      | {
          id: number;
          productId: number;
          endDate: string | null;
          stoppedAt: Date | null;
          language: string;
          insurerName: Localized | null;
          policyInsurerName: string | null;
        }
      | undefined
    > {
      const r = await db.execute<{
        id: number;
        country_product_id: number;
        end_date: string | null;
        reminders_stopped_at: Date | null;
        language: string | null;
        insurer_name: Localized | null;
        policy_insurer_name: string | null;
      }>(sql`
        select p.id, p.country_product_id, p.end_date::text as end_date, p.reminders_stopped_at, e.language,
          i.data->'name' as insurer_name, p.data->'insurer'->>'name' as policy_insurer_name
        from policies p
        left join enquiries e on e.id = p.enquiry_id
        left join insurers i on i.id = p.insurer_id
        where p.public_id = ${publicId}`);
      const x = r.rows[0];
      return x
        ? {
            id: x.id,
            productId: x.country_product_id,
            endDate: x.end_date,
            stoppedAt: x.reminders_stopped_at ? new Date(x.reminders_stopped_at) : null,
            language: x.language ?? 'en',
            insurerName: x.insurer_name,
            policyInsurerName: x.policy_insurer_name,
          }
        : undefined;
    },

    /** 'Stop reminders': true when this call stopped them, false when they were already stopped. */
    async stop(policyId: number): Promise<boolean> {
      const r = await db.execute(sql`
        update policies set reminders_stopped_at = now(), updated_at = now()
        where id = ${policyId} and reminders_stopped_at is null`);
      return (r.rowCount ?? 0) > 0;
    },
  };
}

export type RenewalsRepo = ReturnType<typeof renewalsRepo>;
