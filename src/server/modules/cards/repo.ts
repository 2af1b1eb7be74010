import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { banks, bankingLookups, creditCards } from '../../../db/schema';
import type { CardSort } from '../../../shared/contracts/credit-cards-api-constants';

/** Each order ends with the listing order, then id, so pages never overlap (decision 0070). */
function orderOf(sort: CardSort | undefined, alias: 'm' | 'p'): SQL {
  const a = sql.raw(alias);
  if (sort === 'annualFee') return sql`${a}.annual_fee_fils, ${a}.priority, ${a}.id`;
  if (sort === 'minSalary') return sql`${a}.min_income_fils, ${a}.priority, ${a}.annual_fee_fils, ${a}.id`;
  return sql`${a}.priority, ${a}.annual_fee_fils, ${a}.id`;
}

/** A card of a listing page: its document, its bank's, and the lookup ids the row holds. */
export type CardRow = { card: unknown; bank: unknown; rewardTypeId: number; featureIds: number[] };

export type CardPage = { total: number; rows: CardRow[] };

/**
 * One listing query: the cards a monthly income is eligible for (minimum income at most the income), narrowed by the
 * filters, in listing order (priority, then annual fee, then id), one page of them and how many there are in all.
 */
export type CardQuery = {
  incomeFils: number;
  bankIds: readonly number[];
  /** Every one of these features (a card without one of them is left out). */
  featureIds: readonly number[];
  rewardTypeIds: readonly number[];
  cardType: string | undefined;
  /** Only the cards marked popular (docs/product/cards.md: substituted when nothing matches). */
  popularOnly: boolean;
  /** Absent: the listing order (decision 0070). */
  sort?: CardSort | undefined;
  skip: number;
  limit: number;
};

/** What the filter lists and their checks are built from: lookups, and the ids live cards use. */
export type FilterSource = {
  banks: unknown[];
  lookups: unknown[];
  usedBankIds: number[];
  usedFeatureIds: number[];
  usedRewardTypeIds: number[];
};

/** SQL of the credit cards listing (docs/ARCHITECTURE.md#principle-6: routes never touch SQL). */
export function cardsRepo(db: Db) {
  function conditions(q: CardQuery): SQL {
    const parts: SQL[] = [sql`not c.is_hidden`, sql`c.min_income_fils <= ${q.incomeFils}::bigint`];
    if (q.bankIds.length > 0) parts.push(sql`c.bank_id = any(${sql.param([...q.bankIds])}::int[])`);
    if (q.featureIds.length > 0) parts.push(sql`c.feature_ids @> ${sql.param([...q.featureIds])}::int[]`);
    if (q.rewardTypeIds.length > 0)
      parts.push(sql`c.reward_type_id = any(${sql.param([...q.rewardTypeIds])}::int[])`);
    if (q.cardType !== undefined) parts.push(sql`c.banking = ${q.cardType}`);
    if (q.popularOnly) parts.push(sql`c.is_popular`);
    return sql.join(parts, sql` and `);
  }

  return {
    /**
     * The count and the page in one round trip: the count row always comes back (a page past the end still says
     * how many there are), joined with the page's rows when there are any.
     */
    async page(q: CardQuery): Promise<CardPage> {
      const r = await db.execute<{
        total: number;
        card: unknown;
        bank: unknown;
        rewardTypeId: number | null;
        featureIds: number[] | null;
      }>(sql`
        with matched as (
          select c.id, c.priority, c.annual_fee_fils, c.min_income_fils from ${creditCards} c where ${conditions(q)}
        )
        select t.total, p.card, p.bank, p."rewardTypeId", p."featureIds"
        from (select count(*)::int as total from matched) t
        left join lateral (
          select c.data as card, b.data as bank, c.reward_type_id as "rewardTypeId",
                 c.feature_ids as "featureIds", m.priority, m.annual_fee_fils, m.min_income_fils, m.id
          from matched m
          join ${creditCards} c on c.id = m.id
          join ${banks} b on b.id = c.bank_id
          order by ${orderOf(q.sort, 'm')}
          limit ${q.limit} offset ${q.skip}
        ) p on true
        order by ${orderOf(q.sort, 'p')}`);
      const total = r.rows[0]?.total ?? 0;
      const rows: CardRow[] = [];
      for (const row of r.rows) {
        if (row.card === null || row.card === undefined) continue;
        rows.push({
          card: row.card,
          bank: row.bank,
          rewardTypeId: row.rewardTypeId ?? 0,
          featureIds: row.featureIds ?? [],
        });
      }
      return { total, rows };
    },

    async filterSource(): Promise<FilterSource> {
      const [b, l, used] = await Promise.all([
        db.execute<{ data: unknown }>(sql`select data from ${banks} order by id`),
        db.execute<{ data: unknown }>(
          sql`select data from ${bankingLookups} where kind in ('cardFeature', 'rewardType') order by kind, id`,
        ),
        db.execute<{
          bankIds: number[] | null;
          featureIds: number[] | null;
          rewardTypeIds: number[] | null;
        }>(sql`
          select
            (select array_agg(distinct bank_id) from ${creditCards} where not is_hidden) as "bankIds",
            (select array_agg(distinct f) from ${creditCards}, unnest(feature_ids) f where not is_hidden)
              as "featureIds",
            (select array_agg(distinct reward_type_id) from ${creditCards} where not is_hidden)
              as "rewardTypeIds"`),
      ]);
      const u = used.rows[0];
      return {
        banks: b.rows.map((r) => r.data),
        lookups: l.rows.map((r) => r.data),
        usedBankIds: u?.bankIds ?? [],
        usedFeatureIds: u?.featureIds ?? [],
        usedRewardTypeIds: u?.rewardTypeIds ?? [],
      };
    },

    async bankBySlug(slug: string): Promise<unknown> {
      const r = await db.execute<{ data: unknown }>(sql`select data from ${banks} where slug = ${slug}`);
      return r.rows[0]?.data;
    },
  };
}

export type CardsRepo = ReturnType<typeof cardsRepo>;
