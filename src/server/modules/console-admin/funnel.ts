import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { TFunnelQuery } from '../../../shared/contracts/analytics';
import type { TConsoleFunnel } from '../../../shared/contracts/console-admin';
import { analyticsRepo } from '../analytics/repo';
import { analyticsService } from '../analytics/service';
import { uaeDayEnd, uaeDayStart } from './csv';

/**
 * The console's funnel (decision 0116): decision 0103's SQL over the stored events and the enquiries, quote runs,
 * leads and policies, with the outcome of the leads made in the range from the desk's statuses (a lead the desk has
 * not touched is `new`). Everything is counted by the database; the browser only draws it.
 */
export function consoleFunnel(db: Db) {
  const analytics = analyticsService(analyticsRepo(db));
  return async (q: TFunnelQuery): Promise<TConsoleFunnel> => {
    const [funnel, outcomes] = await Promise.all([
      analytics.funnel(q),
      db.execute<{ status: string; n: number }>(sql`
        select coalesce(w.status, 'new') as status, count(*)::int as n
        from leads l left join console_lead_work w on w.lead_id = l.id
        where l.created_at >= ${uaeDayStart(q.from)} and l.created_at < ${uaeDayEnd(q.to)}
          and (${q.productId ?? null}::int is null or l.country_product_id = ${q.productId ?? null}::int)
        group by 1 order by 1`),
    ]);
    return { ...funnel, outcomes: Object.fromEntries(outcomes.rows.map((r) => [r.status, r.n])) };
  };
}
