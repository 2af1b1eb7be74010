import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { analyticsEvents } from '../../../db/schema-analytics';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

/** The funnel's counts of one day, product, source and language (decision 0103). */
export type FunnelDbRow = {
  day: string;
  product_id: number;
  source_id: number;
  language: string;
  visits: number;
  journey_starts: number;
  submits: number;
  otp_verified: number;
  quotes_seen: number;
  leads_or_buys: number;
};

const PURGE_BATCH = 10_000;
/** The business reads its days in UAE time. */
const UAE = 'Asia/Dubai';

export function analyticsRepo(db: Db) {
  return {
    /**
     * Appends one visit's events; none when the visit does not exist (the foreign key refuses them, and the
     * caller's answer is the same either way, so it tells nothing about which visits exist).
     */
    async append(rows: NewAnalyticsEvent[]): Promise<number> {
      if (rows.length === 0) return 0;
      try {
        await db.insert(analyticsEvents).values(rows);
        return rows.length;
      } catch (err) {
        // drizzle wraps the driver's error: a foreign-key violation is the visit that does not exist.
        const e = err as { code?: string; cause?: { code?: string } };
        if ((e.cause?.code ?? e.code) === '23503') return 0;
        throw err;
      }
    },

    /** Deletes events older than `days` in batches (short locks on a large table); returns how many. */
    async purgeOlderThan(days: number): Promise<number> {
      let total = 0;
      for (;;) {
        const r = await db.execute(sql`
          delete from analytics_events where id in (
            select id from analytics_events where at < now() - make_interval(days => ${days}) limit ${PURGE_BATCH})`);
        const n = r.rowCount ?? 0;
        total += n;
        if (n < PURGE_BATCH) return total;
      }
    },

    /**
     * The funnel (docs/product/analytics.md 'The funnel'): every visit active in [from, to] (UAE days, both
     * included) through a browser event or an enquiry made then; its day and language are those of its first
     * activity in the range. Browser steps come from the events, the later steps from the enquiries the visit made in
     * the range (OTP proved, quotes priced, a lead or a policy on it, whenever that came).
     */
    async funnel(from: string, to: string, productId: number | undefined): Promise<FunnelDbRow[]> {
      const lo = sql`(${from}::date)::timestamp at time zone ${UAE}`;
      const hi = sql`(${to}::date + 1)::timestamp at time zone ${UAE}`;
      const r = await db.execute(sql`
        with enq as (
          select q.id, q.visit_id, q.created_at, q.language, q.mobile_verified_at
          from enquiries q
          where q.visit_id is not null and q.created_at >= ${lo} and q.created_at < ${hi}
        ),
        act as (
          select e.visit_id, e.at, e.language, e.name from analytics_events e
          where e.at >= ${lo} and e.at < ${hi}
          union all
          select enq.visit_id, enq.created_at, enq.language, 'enquiry' from enq
        ),
        per_visit as (
          select a.visit_id,
            min(a.at) as first_at,
            (array_agg(a.language order by a.at))[1] as language,
            bool_or(a.name in ('journeyTracking', 'phoneNumberCaptured', 'emailCaptured', 'formSubmitSuccess', 'formSubmitFailure', 'enquiry')) as started,
            bool_or(a.name in ('formSubmitSuccess', 'enquiry')) as submitted,
            bool_or(a.name = 'leadSubmitted') as lead_event
          from act a group by a.visit_id
        ),
        server_steps as (
          select enq.visit_id,
            bool_or(enq.mobile_verified_at is not null) as verified,
            bool_or(exists (select 1 from quote_runs r where r.enquiry_id = enq.id)) as quoted,
            bool_or(
              exists (select 1 from leads l where l.enquiry_id = enq.id)
              or exists (select 1 from policies p where p.enquiry_id = enq.id)
            ) as converted
          from enq group by enq.visit_id
        )
        select to_char((pv.first_at at time zone ${UAE})::date, 'YYYY-MM-DD') as day,
          v.country_product_id as product_id,
          v.source_id,
          pv.language,
          count(*)::int as visits,
          (count(*) filter (where pv.started))::int as journey_starts,
          (count(*) filter (where pv.submitted))::int as submits,
          (count(*) filter (where s.verified))::int as otp_verified,
          (count(*) filter (where s.quoted))::int as quotes_seen,
          (count(*) filter (where s.converted or pv.lead_event))::int as leads_or_buys
        from per_visit pv
        join visits v on v.id = pv.visit_id
        left join server_steps s on s.visit_id = pv.visit_id
        where ${productId ?? null}::int is null or v.country_product_id = ${productId ?? null}::int
        group by 1, 2, 3, 4
        order by 1, 2, 3, 4`);
      return r.rows as FunnelDbRow[];
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof analyticsRepo>;
