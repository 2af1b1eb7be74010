import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { TDeleteCounts, TWithdrawCounts } from '../../../shared/contracts/my-data';

type Localized = { en: string; ar: string } | null;

export type LeadRow = {
  public_id: string;
  source: string;
  country_product_id: number;
  plan_name: Localized;
  provider_name: Localized;
  created_at: Date;
  consent_version: string | null;
  consent_at: Date;
  call_from_minute: number;
  call_to_minute: number;
  channel: 'call' | 'whatsapp' | 'email';
  consent_withdrawn_at: Date | null;
  consent_withdrawn_reason: string | null;
  outbox_state: 'pending' | 'delivered' | 'dead' | 'withdrawn' | 'suppressed' | null;
  delivered_at: Date | null;
};

export type EnquiryRow = {
  public_id: string;
  country_product_id: number;
  reference: string | null;
  created_at: Date;
  marketing_consent_at: Date | null;
  marketing_consent_version: string | null;
  marketing_consent_withdrawn_at: Date | null;
  kept_for_policy: boolean;
};

export type ContactAttemptRow = {
  public_id: string;
  at: Date;
  channel: 'call' | 'message';
  outcome: 'answered' | 'no_answer' | 'refused' | 'callback_booked' | 'message_sent';
};

export type ActionRow = {
  action: 'view' | 'withdraw' | 'delete' | 'lift';
  detail: Record<string, unknown>;
  created_at: Date;
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Exec = Pick<Tx, 'execute'>;

/**
 * The leads held for a number: stored with it, or on an enquiry whose number was proved by its code (as the
 * account shows them, decision 0031). `l` is the lead, `e` its enquiry (left joined).
 */
const leadOfNumber = (n: string): SQL =>
  sql`(l.mobile_number = ${n} or (e.mobile_number = ${n} and e.mobile_verified_at is not null))`;

/** Public ids erased by earlier deletions of this number (kept in data_actions.detail). */
const erasedIds = (n: string, key: 'leadIds' | 'enquiryIds'): SQL => sql`
  select jsonb_array_elements_text(a.detail->${key}) from data_actions a
  where a.mobile_number = ${n} and a.action = 'delete'`;

/**
 * "Who has my number" (decision 0033). Every statement filters by the number the session proved: another
 * number's rows are never read or changed (IDOR).
 */
export function myDataRepo(db: Db) {
  const withdraw = async (tx: Exec, n: string): Promise<TWithdrawCounts> => {
    const ids = sql`select l.id from leads l left join enquiries e on e.id = l.enquiry_id where ${leadOfNumber(n)}`;
    const leads = await tx.execute(sql`
      update leads set consent_withdrawn_at = now(), consent_withdrawn_reason = 'visitor'
      where consent_withdrawn_at is null and id in (${ids})`);
    // A job holding a row's lock finishes first; the state is re-checked on the row it left (read committed).
    const outbox = await tx.execute(sql`
      update lead_outbox set state = 'withdrawn' where state = 'pending' and lead_id in (${ids})`);
    // Every enquiry with the number: withdrawing stops contact to the number, whoever typed it.
    const enquiries = await tx.execute(sql`
      update enquiries set marketing_consent_withdrawn_at = now(), updated_at = now()
      where mobile_number = ${n} and marketing_consent_at is not null and marketing_consent_withdrawn_at is null`);
    // Decision 0089: renewal reminders stop for good (lifting the suppression later does not restart them; the
    // account's switch does).
    await tx.execute(sql`
      update policies set reminders_stopped_at = now(), updated_at = now()
      where mobile_number = ${n} and reminder_consent_at is not null and reminders_stopped_at is null`);
    // Decision 0044: the number stays suppressed after this, whoever types it later, until the number lifts it.
    await tx.execute(sql`
      insert into contact_suppressions (mobile_number, reason) values (${n}, 'visitor')
      on conflict (mobile_number) where lifted_at is null do nothing`);
    return {
      leadsWithdrawn: leads.rowCount ?? 0,
      outboxWithdrawn: outbox.rowCount ?? 0,
      enquiriesWithdrawn: enquiries.rowCount ?? 0,
    };
  };

  const record = (tx: Exec, n: string, action: ActionRow['action'], detail: Record<string, unknown>) =>
    tx.execute(sql`
      insert into data_actions (mobile_number, action, detail)
      values (${n}, ${action}, ${JSON.stringify(detail)}::jsonb)`);

  /** One number's withdrawals and deletions run one at a time (two clicks, two tabs). */
  const lockNumber = (tx: Exec, n: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`my-data:${n}`}, 0))`);

  return {
    async leads(n: string): Promise<LeadRow[]> {
      const r = await db.execute<LeadRow>(sql`
        select l.public_id, l.source, l.country_product_id, p.document->'name' as plan_name,
          i.data->'name' as provider_name, l.created_at, l.consent_version, l.consent_at, l.call_from_minute,
          l.call_to_minute, l.channel, l.consent_withdrawn_at, l.consent_withdrawn_reason,
          o.state as outbox_state, o.delivered_at
        from leads l
        left join enquiries e on e.id = l.enquiry_id
        left join plans p on p.id = l.plan_id
        left join insurers i on i.id = l.provider_id
        left join lead_outbox o on o.lead_id = l.id
        where ${leadOfNumber(n)}
        order by l.created_at desc, l.id desc limit 200`);
      return r.rows;
    },

    /** Enquiries whose number was proved by its code (an unproved number may be anyone's: decision 0031). */
    async enquiries(n: string): Promise<EnquiryRow[]> {
      const r = await db.execute<EnquiryRow>(sql`
        select e.public_id, e.country_product_id, e.reference, e.created_at, e.marketing_consent_at,
          e.marketing_consent_version, e.marketing_consent_withdrawn_at,
          exists (select 1 from policies p where p.mobile_number = ${n}
                  and p.country_product_id = e.country_product_id) as kept_for_policy
        from enquiries e
        where e.mobile_number = ${n} and e.mobile_verified_at is not null
        order by e.created_at desc, e.id desc limit 200`);
      return r.rows;
    },

    async erased(n: string): Promise<{ leads: Set<string>; enquiries: Set<string> }> {
      const [l, e] = await Promise.all([
        db.execute<{ id: string }>(sql`select x as id from (${erasedIds(n, 'leadIds')}) as t(x)`),
        db.execute<{ id: string }>(sql`select x as id from (${erasedIds(n, 'enquiryIds')}) as t(x)`),
      ]);
      return { leads: new Set(l.rows.map((r) => r.id)), enquiries: new Set(e.rows.map((r) => r.id)) };
    },

    /** Each call or message about the number's contact requests (decision 0115), never the staff member. */
    async contactAttempts(n: string): Promise<ContactAttemptRow[]> {
      const r = await db.execute<ContactAttemptRow>(sql`
        select l.public_id, a.at, a.channel, a.outcome
        from contact_attempts a join leads l on l.id = a.lead_id left join enquiries e on e.id = l.enquiry_id
        where ${leadOfNumber(n)}
        order by a.at desc, a.id desc limit 200`);
      return r.rows;
    },

    async actions(n: string): Promise<ActionRow[]> {
      const r = await db.execute<ActionRow>(sql`
        select action, detail, created_at from data_actions
        where mobile_number = ${n} order by created_at desc, id desc limit 100`);
      return r.rows;
    },

    /** The number's latest suppression (decision 0044), active or lifted, if it ever had one. */
    async suppression(n: string): Promise<{ since: Date; liftedAt: Date | null } | null> {
      const r = await db.execute<{ since: Date | string; lifted_at: Date | string | null }>(sql`
        select created_at as since, lifted_at from contact_suppressions where mobile_number = ${n}
        order by created_at desc, id desc limit 1`);
      const row = r.rows[0];
      return row
        ? { since: new Date(row.since), liftedAt: row.lifted_at === null ? null : new Date(row.lifted_at) }
        : null;
    },

    /**
     * Lifts the number's suppression (decision 0044): the number, proved by its code, asks to be contacted again.
     * Leads held while it was suppressed stay held (they came without proof); later ones are delivered.
     */
    async lift(n: string): Promise<{ lifted: number }> {
      return db.transaction(async (tx) => {
        await lockNumber(tx, n);
        const r = await tx.execute(sql`
          update contact_suppressions set lifted_at = now() where mobile_number = ${n} and lifted_at is null`);
        const lifted = r.rowCount ?? 0;
        await record(tx, n, 'lift', { lifted });
        return { lifted };
      });
    },

    async recordView(n: string, detail: Record<string, unknown>): Promise<void> {
      await record(db, n, 'view', detail);
    },

    /** Withdraws every consent of the number and records it, in one transaction. */
    async withdraw(n: string): Promise<TWithdrawCounts> {
      return db.transaction(async (tx) => {
        await lockNumber(tx, n);
        const counts = await withdraw(tx, n);
        await record(tx, n, 'withdraw', { ...counts });
        return counts;
      });
    },

    /**
     * Withdraws, then erases what the law does not require us to keep (decision 0033), in one transaction:
     * enquiries and leads on a product the number holds a policy for are kept; the others lose their personal
     * fields (enquiry answers, documents, quotes; a lead's name, e-mail, income, address hash, price). What proves
     * consent and its withdrawal (who, when, which text, which receiver) stays.
     */
    async erase(n: string): Promise<{ withdrawn: TWithdrawCounts; deleted: TDeleteCounts }> {
      return db.transaction(async (tx) => {
        await lockNumber(tx, n);
        const withdrawn = await withdraw(tx, n);
        await record(tx, n, 'withdraw', { ...withdrawn, automatic: true });

        const policyProducts = sql`select p.country_product_id from policies p where p.mobile_number = ${n}`;
        const enq = await tx.execute<{ id: number; public_id: string; consent: boolean; kept: boolean }>(sql`
          select e.id, e.public_id, e.marketing_consent_at is not null as consent,
            e.country_product_id in (${policyProducts}) as kept
          from enquiries e
          where e.mobile_number = ${n} and e.mobile_verified_at is not null
            and e.public_id not in (${erasedIds(n, 'enquiryIds')})
          for update`);
        const toErase = enq.rows.filter((r) => !r.kept);
        const ids = toErase.map((r) => r.id);
        const idList = ids.length
          ? sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )
          : sql`null`;

        // The leads first: they keep their number (the consent's subject) when their enquiry goes.
        const leads = await tx.execute<{ public_id: string }>(sql`
          update leads l set
            mobile_number = coalesce(l.mobile_number, e.mobile_number),
            name = null, email = null, income = null, ip_hash = null, idempotency_key = null,
            total_fils = null, breakdown = null, quote_id = null,
            utm_source = null, utm_medium = null, utm_campaign = null, utm_term = null, utm_content = null
          from leads l2 left join enquiries e on e.id = l2.enquiry_id
          where l2.id = l.id and ${leadOfNumber(n)}
            and l.country_product_id not in (${policyProducts})
            and l.public_id not in (${erasedIds(n, 'leadIds')})
          returning l.public_id`);
        const leadsKept = await tx.execute<{ n: number }>(sql`
          select count(*)::int as n from leads l left join enquiries e on e.id = l.enquiry_id
          where ${leadOfNumber(n)} and l.country_product_id in (${policyProducts})`);

        const docs = await tx.execute(sql`delete from documents where enquiry_id in (${idList})`);
        const quotes = await tx.execute(sql`delete from quotes where enquiry_id in (${idList})`);
        await tx.execute(sql`delete from quote_runs where enquiry_id in (${idList})`);
        await tx.execute(sql`delete from enquiry_access where enquiry_id in (${idList})`);
        // Without a marketing consent nothing in the enquiry needs keeping: it goes. With one, the row is reduced
        // to the consent record (number, reference, product, dates, consent text version, withdrawal).
        const gone = toErase.filter((r) => !r.consent).map((r) => r.id);
        const kept = toErase.filter((r) => r.consent).map((r) => r.id);
        if (gone.length)
          await tx.execute(
            sql`delete from enquiries where id in (${sql.join(
              gone.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          );
        if (kept.length)
          await tx.execute(sql`
            update enquiries set answers = '{}'::jsonb, form_keys = '{}', name = null, email = null,
              alt_mobile_number = null, result = null, idempotency_key = null, visit_id = null,
              utm_source = null, utm_medium = null, utm_term = null, utm_campaign = null, pb_source = null,
              updated_at = now()
            where id in (${sql.join(
              kept.map((id) => sql`${id}`),
              sql`, `,
            )})`);

        const deleted: TDeleteCounts = {
          leadsErased: leads.rowCount ?? 0,
          enquiriesErased: toErase.length,
          documentsDeleted: docs.rowCount ?? 0,
          quotesDeleted: quotes.rowCount ?? 0,
          enquiriesKept: enq.rows.length - toErase.length,
          leadsKept: leadsKept.rows[0]?.n ?? 0,
        };
        await record(tx, n, 'delete', {
          ...deleted,
          // Ids only (never the erased data): the page marks these rows as erased.
          leadIds: leads.rows.map((r) => r.public_id),
          enquiryIds: toErase.map((r) => r.public_id),
        });
        return { withdrawn, deleted };
      });
    },
  };
}

export type MyDataRepo = ReturnType<typeof myDataRepo>;
