import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { PENDING_LISTED_HOURS } from '../../../shared/contracts/account-constants';
import type { PolicyRow } from './policy-view';

type TicketRow = {
  id: number;
  public_id: string;
  country_product_id: number;
  issue_type_id: number;
  policy_public_id: string | null;
  description: string;
  status: 'open' | 'escalated' | 'resolved' | 'closed';
  esc_level: number;
  created_at: Date;
  /** When the current level began (raised or last escalated), for the escalation wait. */
  level_since: Date;
  now: Date;
};

export type TicketEventRow = {
  kind: 'raised' | 'escalated';
  esc_level: number;
  comment: string | null;
  created_at: Date;
};
export type { TicketRow };

/**
 * What one number holds: every query filters by the signed-in number, so another number's record is simply not
 * found (IDOR → 404, decision 0031).
 */
export function accountRepo(db: Db) {
  const ticketSelect = sql`
    select t.id, t.public_id, t.country_product_id, t.issue_type_id, p.public_id as policy_public_id,
      t.description, t.status, t.esc_level, t.created_at,
      coalesce((select max(e.created_at) from ticket_events e where e.ticket_id = t.id), t.created_at) as level_since,
      now() as now
    from tickets t left join policies p on p.id = t.policy_id`;

  return {
    /** Enquiries whose number was proved by its code (an unproved number may be anyone's). */
    async enquiries(mobileNumber: string) {
      const r = await db.execute<{
        public_id: string;
        country_product_id: number;
        status: string;
        reference: string | null;
        created_at: Date;
      }>(sql`
        select public_id, country_product_id, status, reference, created_at from enquiries
        where mobile_number = ${mobileNumber} and mobile_verified_at is not null
        order by created_at desc limit 50`);
      return r.rows;
    },

    async leads(mobileNumber: string) {
      const r = await db.execute<{
        public_id: string;
        country_product_id: number;
        source: string;
        provider: { en: string; ar: string } | null;
        created_at: Date;
      }>(sql`
        select l.public_id, l.country_product_id, l.source, i.data->'name' as provider, l.created_at
        from leads l
        left join enquiries e on e.id = l.enquiry_id
        left join insurers i on i.id = l.provider_id
        where l.mobile_number = ${mobileNumber}
           or (e.mobile_number = ${mobileNumber} and e.mobile_verified_at is not null)
        order by l.created_at desc limit 50`);
      return r.rows;
    },

    /**
     * The number's policies (decision 0088) with their catalogue insurer and plan, the quote and the enquiry they
     * came from and the UAE day; a declined purchase is not listed, nor a pending one left for PENDING_LISTED_HOURS.
     */
    async policies(mobileNumber: string, publicId?: string): Promise<PolicyRow[]> {
      const r = await db.execute<PolicyRow>(sql`
        select p.id, p.public_id, p.country_product_id, p.status, p.policy_number, p.start_date::text,
          p.end_date::text, p.data, p.premium_fils, p.vat_fils, p.reminder_consent_at, p.reminders_stopped_at,
          i.data as insurer, pl.document as plan, q.public_id as quote_public_id, e.public_id as enquiry_public_id,
          (now() at time zone 'Asia/Dubai')::date::text as today
        from policies p
        left join insurers i on i.id = p.insurer_id
        left join quotes q on q.id = p.quote_id
        left join enquiries e on e.id = p.enquiry_id
        left join plans pl on pl.id = coalesce((p.data->>'planId')::int, q.plan_id)
        where p.mobile_number = ${mobileNumber}
          and ${publicId === undefined ? sql`true` : sql`p.public_id = ${publicId}`}
          and p.status <> 'declined'
          and (p.status <> 'pending' or p.created_at > now() - make_interval(hours => ${PENDING_LISTED_HOURS}))
        order by p.start_date desc nulls first, p.id`);
      return r.rows;
    },
    /** 'Remind me before renewal' (decision 0088): on records the consent now and lifts a stop; off records the stop. */
    async setReminders(mobileNumber: string, publicId: string, on: boolean): Promise<boolean> {
      const r = await db.execute<{ on: boolean }>(sql`
        update policies set
          reminder_consent_at = ${on ? sql`now()` : sql`reminder_consent_at`},
          reminders_stopped_at = ${on ? sql`null` : sql`now()`},
          updated_at = now()
        where public_id = ${publicId} and mobile_number = ${mobileNumber} and status = 'active'
        returning (reminder_consent_at is not null and reminders_stopped_at is null) as on`);
      return r.rows[0]?.on ?? false;
    },
    async policyId(mobileNumber: string, publicId: string): Promise<number | null> {
      const r = await db.execute<{ id: number }>(
        sql`select id from policies where public_id = ${publicId} and mobile_number = ${mobileNumber}`,
      );
      return r.rows[0]?.id ?? null;
    },

    async insertTicket(t: {
      publicId: string;
      mobileNumber: string;
      productId: number;
      issueTypeId: number;
      policyId: number | null;
      description: string;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        const r = await tx.execute<{ id: number }>(sql`
          insert into tickets (public_id, mobile_number, country_product_id, issue_type_id, policy_id, description)
          values (${t.publicId}, ${t.mobileNumber}, ${t.productId}, ${t.issueTypeId}, ${t.policyId}, ${t.description})
          returning id`);
        await tx.execute(
          sql`insert into ticket_events (ticket_id, kind) values (${r.rows[0]?.id}, 'raised')`,
        );
      });
    },

    async tickets(mobileNumber: string): Promise<TicketRow[]> {
      const r = await db.execute<TicketRow>(
        sql`${ticketSelect} where t.mobile_number = ${mobileNumber} order by t.created_at desc, t.id desc limit 100`,
      );
      return r.rows;
    },

    async ticket(mobileNumber: string, publicId: string): Promise<TicketRow | null> {
      const r = await db.execute<TicketRow>(
        sql`${ticketSelect} where t.mobile_number = ${mobileNumber} and t.public_id = ${publicId}`,
      );
      return r.rows[0] ?? null;
    },

    async events(ticketId: number): Promise<TicketEventRow[]> {
      const r = await db.execute<TicketEventRow>(sql`
        select kind, esc_level, comment, created_at from ticket_events
        where ticket_id = ${ticketId} order by created_at, id`);
      return r.rows;
    },

    /**
     * Escalates inside one transaction holding the ticket's row lock, so two clicks cannot both pass the rules:
     * `check` decides on the locked row (null = allowed).
     */
    async escalate<R>(
      mobileNumber: string,
      publicId: string,
      check: (row: TicketRow) => R | null,
      change: { escLevel: number; comment: string },
    ): Promise<{ found: false } | { found: true; refused: R | null }> {
      return db.transaction(async (tx) => {
        const lock = await tx.execute<{ id: number }>(sql`
          select id from tickets where mobile_number = ${mobileNumber} and public_id = ${publicId} for update`);
        if (!lock.rows[0]) return { found: false as const };
        const r = await tx.execute<TicketRow>(sql`${ticketSelect} where t.id = ${lock.rows[0].id}`);
        const row = r.rows[0];
        if (!row) return { found: false as const };
        const refused = check(row);
        if (refused !== null) return { found: true as const, refused };
        await tx.execute(sql`
          update tickets set esc_level = ${change.escLevel}, status = 'escalated', updated_at = now()
          where id = ${row.id}`);
        await tx.execute(sql`
          insert into ticket_events (ticket_id, kind, esc_level, comment)
          values (${row.id}, 'escalated', ${change.escLevel}, ${change.comment})`);
        return { found: true as const, refused: null };
      });
    },
  };
}

export type AccountRepo = ReturnType<typeof accountRepo>;
