import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { TRatings } from '../../../shared/contracts/reviews';

/** A published review as stored (the service picks the language's texts and the bank's name). */
export type ReviewRow = {
  id: number;
  productId: number;
  providerId: number | null;
  providerNames: Record<string, string> | null;
  userName: string;
  city: string;
  lang: string;
  title: string;
  body: string;
  texts: Record<string, { title?: string; text?: string; userName?: string; city?: string }>;
  easeRating: number;
  clarityRating: number;
  speedRating: number;
  supportRating: number;
  publishedAt: Date;
};

export type ReviewFilter = { productId: number; providerId?: number | null; rating?: number };

export type SummaryRow = {
  total: number;
  overall: number | null;
  ease: number | null;
  clarity: number | null;
  speed: number | null;
  support: number | null;
  s1: number;
  s2: number;
  s3: number;
  s4: number;
  s5: number;
};

export type NewReview = TRatings & {
  productId: number;
  providerId: number | null;
  mobileHash: string;
  userName: string;
  city: string;
  lang: string;
  title: string;
  body: string;
};

/** A review's average as SQL: (sum of the four keys) / 4. */
const AVG = sql`((r.ease_rating + r.clarity_rating + r.speed_rating + r.support_rating)::numeric / 4)`;

function where(f: ReviewFilter): SQL {
  const parts: SQL[] = [sql`r.status = 'published'`, sql`r.product_id = ${f.productId}`];
  if (f.providerId === null) parts.push(sql`r.provider_id is null`);
  else if (f.providerId !== undefined) parts.push(sql`r.provider_id = ${f.providerId}`);
  // A star filter matches the reviews whose average rounds to it (4.5 → 5, 4.25 → 4).
  if (f.rating !== undefined) parts.push(sql`round(${AVG}) = ${f.rating}`);
  return sql.join(parts, sql` and `);
}

/** Reviews' SQL: every query is parameterised; only published rows are ever read for visitors. */
export function reviewsRepo(db: Db) {
  return {
    /** Averages of the published reviews (overall = mean of the reviews' averages), and counts per rounded star. */
    async summary(f: ReviewFilter): Promise<SummaryRow> {
      const r = await db.execute<SummaryRow>(sql`
        select count(*)::int as total,
          avg(${AVG})::float8 as overall,
          avg(r.ease_rating)::float8 as ease, avg(r.clarity_rating)::float8 as clarity,
          avg(r.speed_rating)::float8 as speed, avg(r.support_rating)::float8 as support,
          count(*) filter (where round(${AVG}) = 1)::int as s1,
          count(*) filter (where round(${AVG}) = 2)::int as s2,
          count(*) filter (where round(${AVG}) = 3)::int as s3,
          count(*) filter (where round(${AVG}) = 4)::int as s4,
          count(*) filter (where round(${AVG}) = 5)::int as s5
        from reviews r where ${where({ productId: f.productId, providerId: f.providerId })}`);
      const row = r.rows[0];
      if (!row) throw new Error('summary without a row');
      return row;
    },

    /** One page of published reviews, newest first, and the filtered total. */
    async list(f: ReviewFilter, skip: number, limit: number): Promise<{ rows: ReviewRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        db.execute<ReviewRow>(sql`
          select r.id, r.product_id as "productId", r.provider_id as "providerId", b.data->'name' as "providerNames",
            r.user_name as "userName", r.city, r.lang, r.title, r.body, r.texts,
            r.ease_rating as "easeRating", r.clarity_rating as "clarityRating", r.speed_rating as "speedRating",
            r.support_rating as "supportRating", r.published_at as "publishedAt"
          from reviews r left join banks b on b.id = r.provider_id
          where ${where(f)}
          order by r.published_at desc, r.id desc
          offset ${skip} limit ${limit}`),
        db.execute<{ n: number }>(sql`select count(*)::int as n from reviews r where ${where(f)}`),
      ]);
      return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
    },

    /** The banks with published reviews of a product (the provider filter's choices). */
    async providers(productId: number): Promise<{ id: number; names: Record<string, string>; n: number }[]> {
      const r = await db.execute<{ id: number; names: Record<string, string>; n: number }>(sql`
        select b.id, b.data->'name' as names, count(*)::int as n
        from reviews r join banks b on b.id = r.provider_id
        where r.status = 'published' and r.product_id = ${productId}
        group by b.id order by b.id`);
      return r.rows;
    },

    async bankExists(id: number): Promise<boolean> {
      const r = await db.execute(sql`select 1 from banks where id = ${id}`);
      return r.rows.length > 0;
    },

    /** Stores a pending review; false when this number already reviewed this product. */
    async insert(n: NewReview): Promise<{ id: number } | null> {
      const r = await db.execute<{ id: number }>(sql`
        insert into reviews (product_id, provider_id, mobile_hash, user_name, city, lang, title, body,
          ease_rating, clarity_rating, speed_rating, support_rating, status)
        values (${n.productId}, ${n.providerId}, ${n.mobileHash}, ${n.userName}, ${n.city}, ${n.lang}, ${n.title},
          ${n.body}, ${n.easeRating}, ${n.clarityRating}, ${n.speedRating}, ${n.supportRating}, 'pending')
        on conflict (product_id, mobile_hash) do nothing
        returning id::int as id`);
      return r.rows[0] ?? null;
    },

    /**
     * Moves a pending review to published or rejected; answers its product, or null when there is no such review,
     * or 'moderated' when it is no longer pending. `record` (the console's audit row) is written in the same
     * transaction: the decision and its row commit together or not at all.
     */
    async moderate(
      id: number,
      to: 'published' | 'rejected',
      reason: string | null,
      record: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<void>,
    ): Promise<{ productId: number } | null | 'moderated'> {
      return db.transaction(async (tx) => {
        const r = await tx.execute<{ productId: number }>(sql`
          update reviews set status = ${to}, reject_reason = ${reason}, moderated_at = now(),
            published_at = case when ${to} = 'published' then now() else null end
          where id = ${id} and status = 'pending'
          returning product_id as "productId"`);
        if (r.rows[0]) {
          await record(tx);
          return r.rows[0];
        }
        const exists = await tx.execute(sql`select 1 from reviews where id = ${id}`);
        return exists.rows.length > 0 ? 'moderated' : null;
      });
    },

    /** New versions for page-cache tags (the trigger function of migration 0014 notifies every node). */
    async bumpTags(tags: string[]): Promise<void> {
      await db.$client.query('select page_cache_bump($1::text[])', [tags]);
    },
  };
}

export type ReviewsRepo = ReturnType<typeof reviewsRepo>;
