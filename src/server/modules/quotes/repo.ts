import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import {
  enquiryAccess,
  devices,
  enquiries,
  insurers,
  plans,
  quoteRuns,
  quotes,
  rateTables,
  vehicleMakes,
  vehicleModels,
} from '../../../db/schema';
import type { TDecline, TPremiumBreakdown, TRankedQuote } from '../../../shared/contracts/quotes';
import type { RunOptions } from './domain/pricing';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Exec = Db | Tx;

export type EnquiryForQuotes = {
  id: number;
  publicId: string;
  deviceId: number;
  countryProductId: number;
  status: string;
  answers: Record<string, unknown>;
  /** The enquiry's number while proved by its code (decision 0017); null otherwise. */
  verifiedMobile: string | null;
  /** SHA-256 of the stored answers' text, when read with it (runs.answersHashOf memoises on it). */
  answersDigest?: string;
};

export type RunRow = {
  id: number;
  enquiryId: number;
  productId: number;
  answersHash: string;
  options: RunOptions;
  status: 'processing' | 'done';
  insurerCount: number;
  pricedCount: number;
  pricedProviderIds: number[];
  declines: TDecline[];
  pricedAt: Date;
  validUntil: Date;
};

export type QuoteRow = {
  id: number;
  publicId: string;
  runId: number;
  enquiryId: number;
  planId: number;
  providerId: number;
  productId: number;
  breakdown: TPremiumBreakdown;
  totalFils: number;
  pricedAt: Date;
  validUntil: Date;
  priority: number | null;
  sponsored: boolean;
  ranking: TRankedQuote | null;
};

/** An enquiry a device may read, with its current (newest) run as it was read. */
export type ReadableEnquiry = { enquiry: EnquiryForQuotes; currentRun: RunRow | undefined };

export type NewQuote = { publicId: string; breakdown: TPremiumBreakdown };

/** Raw queries leave timestamps as text: the row mappers make them Dates. */
const date = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

const RUN_COLUMNS = sql`id, enquiry_id as "enquiryId", product_id as "productId", answers_hash as "answersHash",
  options, status, insurer_count as "insurerCount", priced_count as "pricedCount",
  priced_provider_ids as "pricedProviderIds", declines, priced_at as "pricedAt", valid_until as "validUntil"`;

/** An enquiry its device may read ($1 device uuid, $2 public id), with its current run: repo.readableEnquiry. */
const READABLE_ENQUIRY = sql`select e.id, e.public_id as "publicId", e.device_id as "deviceId",
    e.country_product_id as "countryProductId", e.status, e.answers,
    encode(sha256(convert_to(e.answers::text, 'UTF8')), 'hex') as "answersDigest",
    case when e.mobile_verified_at is not null then e.mobile_number end as "verifiedMobile",
    (select to_jsonb(r) from (select ${RUN_COLUMNS} from ${quoteRuns} where enquiry_id = e.id
      order by id desc limit 1) r) as "currentRun"
  from ${enquiries} e join ${devices} d on d.device_uuid = $1
  where e.public_id = $2
    and (e.device_id = d.id or exists (select 1 from ${enquiryAccess} a
      where a.enquiry_id = e.id and a.device_id = d.id))`;
const readableEnquiryText = new PgDialect().sqlToQuery(READABLE_ENQUIRY).sql;

const QUOTE_COLUMNS = sql`q.id, q.public_id as "publicId", q.run_id as "runId", q.enquiry_id as "enquiryId",
  q.plan_id as "planId", q.provider_id as "providerId", q.product_id as "productId", q.breakdown,
  q.total_fils as "totalFils", q.priced_at as "pricedAt", q.valid_until as "validUntil", q.priority,
  q.sponsored, q.ranking`;

const runOf = (r: RunRow): RunRow => ({ ...r, pricedAt: date(r.pricedAt), validUntil: date(r.validUntil) });
const quoteOf = (r: QuoteRow): QuoteRow => ({
  ...r,
  pricedAt: date(r.pricedAt),
  validUntil: date(r.validUntil),
});

/** SQL of the quotes module (docs/ARCHITECTURE.md#principle-6: routes never touch SQL). */
export function quotesRepo(db: Db) {
  async function first<T>(ex: Exec, query: SQL): Promise<T | undefined> {
    const r = await ex.execute<T & Record<string, unknown>>(query);
    return r.rows[0] as T | undefined;
  }

  return {
    db,

    async deviceIdByUuid(deviceUuid: string): Promise<number | undefined> {
      const r = await first<{ id: number }>(
        db,
        sql`select id from ${devices} where device_uuid = ${deviceUuid}`,
      );
      return r?.id;
    },

    async enquiry(publicId: string): Promise<EnquiryForQuotes | undefined> {
      return first<EnquiryForQuotes>(
        db,
        sql`select id, public_id as "publicId", device_id as "deviceId", country_product_id as "countryProductId",
              status, answers,
              case when mobile_verified_at is not null then mobile_number end as "verifiedMobile"
              from ${enquiries} where public_id = ${publicId}`,
      );
    },

    /**
     * The enquiry if the device may read it (decision 0017): the device that created it, or one
     * holding an access grant (it proved the enquiry's number, decision 0017); with its current run. One round
     * trip: every quotes call starts here.
     */
    /**
     * Keep my doctor (decision 0095): the chosen hospitals saved in the enquiry's answers (`hospitalIds`, left out
     * of the answers hash); an empty choice removes the key.
     */
    async saveHospitalIds(enquiryId: number, hospitalIds: readonly number[]): Promise<void> {
      await db.execute(sql`update ${enquiries} set answers = case when ${hospitalIds.length} = 0
          then answers - 'hospitalIds'
          else jsonb_set(answers, '{hospitalIds}', ${JSON.stringify(hospitalIds)}::jsonb) end,
        updated_at = now() where id = ${enquiryId}`);
    },

    async readableEnquiry(publicId: string, deviceUuid: string): Promise<ReadableEnquiry | undefined> {
      // Every quotes call starts here: a named statement, so PostgreSQL parses and plans it once per connection
      // and the query text is rendered once (decision 0013 'CPU per request').
      const r = await db.$client.query<EnquiryForQuotes & { currentRun: RunRow | null }>({
        name: 'quotes-readable-enquiry',
        text: readableEnquiryText,
        values: [deviceUuid, publicId],
      });
      const row = r.rows[0];
      if (!row) return undefined;
      const { currentRun, ...enquiry } = row;
      return { enquiry, currentRun: currentRun ? runOf(currentRun) : undefined };
    },

    /** Raw catalogue documents of a product (the service checks each with its schema). */
    async catalogue(
      productId: number,
    ): Promise<{ insurers: unknown[]; plans: unknown[]; tables: unknown[] }> {
      const ins = await db.execute<{ data: unknown }>(sql`select data from ${insurers} order by id`);
      const pl = await db.execute<{ document: unknown }>(
        sql`select document from ${plans} where product_id = ${productId} and not is_hidden order by id`,
      );
      // The newest version of each table.
      const tb = await db.execute<{ data: unknown }>(sql`
        select distinct on (id) data from ${rateTables} where product_id = ${productId} order by id, version desc`);
      return {
        insurers: ins.rows.map((r) => r.data),
        plans: pl.rows.map((r) => r.document),
        tables: tb.rows.map((r) => r.data),
      };
    },

    async insurerBySlug(slug: string): Promise<unknown> {
      const r = await first<{ data: unknown }>(db, sql`select data from ${insurers} where slug = ${slug}`);
      return r?.data;
    },

    /** Body type of an answered car model key ('toyota-camry', make 'toyota'). */
    async bodyTypeOf(makeSlug: string, modelKey: string): Promise<string | undefined> {
      const r = await first<{ bodyType: string }>(
        db,
        sql`select m.body_type as "bodyType" from ${vehicleModels} m join ${vehicleMakes} k on k.id = m.make_id
            where k.slug = ${makeSlug} and k.slug || '-' || m.slug = ${modelKey}`,
      );
      return r?.bodyType;
    },

    /** Names of a make and model (the model by key 'toyota-camry' or by slug 'camry'). */
    async vehicle(
      makeSlug: string,
      model: string,
    ): Promise<{ make: string; makeAr: string; model: string; trims: string[] } | undefined> {
      return first(
        db,
        sql`select k.name as make, k.name_ar as "makeAr", m.name as model, m.trims
            from ${vehicleModels} m join ${vehicleMakes} k on k.id = m.make_id
            where k.slug = ${makeSlug} and (m.slug = ${model} or k.slug || '-' || m.slug = ${model})`,
      );
    },

    /**
     * Runs `fn` in a transaction holding the enquiry's pricing lock: two requests (or a request and the job)
     * never price the same enquiry at once; the second sees the first's run.
     */
    async withEnquiryLock<T>(enquiryId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('quotes.enquiry'), ${enquiryId})`);
        return fn(tx);
      });
    },

    async runById(id: number): Promise<RunRow | undefined> {
      const r = await first<RunRow>(db, sql`select ${RUN_COLUMNS} from ${quoteRuns} where id = ${id}`);
      return r && runOf(r);
    },

    /** The enquiry's current (newest) run. */
    async currentRun(ex: Exec, enquiryId: number): Promise<RunRow | undefined> {
      const r = await first<RunRow>(
        ex,
        sql`select ${RUN_COLUMNS} from ${quoteRuns} where enquiry_id = ${enquiryId} order by id desc limit 1`,
      );
      return r && runOf(r);
    },

    async insertRun(
      ex: Exec,
      run: {
        enquiryId: number;
        productId: number;
        answersHash: string;
        options: RunOptions;
        insurerCount: number;
        pricedAt: Date;
        validUntil: Date;
      },
    ): Promise<RunRow> {
      const r = await first<RunRow>(
        ex,
        sql`insert into ${quoteRuns} (enquiry_id, product_id, answers_hash, options, status, insurer_count,
              priced_at, valid_until)
            values (${run.enquiryId}, ${run.productId}, ${run.answersHash}, ${JSON.stringify(run.options)}::jsonb,
              'processing', ${run.insurerCount}, ${run.pricedAt.toISOString()}, ${run.validUntil.toISOString()})
            returning ${RUN_COLUMNS}`,
      );
      if (!r) throw new Error('quote run insert returned no row');
      return runOf(r);
    },

    /**
     * One insurer's results: its priced plans become quote rows (unranked) and its declines join the run's;
     * the insurer counts as priced. Nothing happens if the insurer was already recorded (a resumed job).
     */
    async recordInsurer(
      ex: Exec,
      run: RunRow,
      providerId: number,
      priced: NewQuote[],
      declined: TDecline[],
    ): Promise<boolean> {
      const updated = await ex.execute(sql`
        update ${quoteRuns} set priced_count = priced_count + 1,
          priced_provider_ids = array_append(priced_provider_ids, ${providerId}::int),
          declines = declines || ${JSON.stringify(declined)}::jsonb
        where id = ${run.id} and status = 'processing' and not (${providerId}::int = any(priced_provider_ids))`);
      if ((updated.rowCount ?? 0) === 0) return false;
      if (priced.length === 0) return true;
      const values = priced.map(
        (
          q,
        ) => sql`(${q.publicId}, ${run.id}, ${run.enquiryId}, ${q.breakdown.planId}, ${q.breakdown.providerId},
          ${run.productId}, ${JSON.stringify(q.breakdown.inputs)}::jsonb, ${JSON.stringify(q.breakdown)}::jsonb,
          ${q.breakdown.totalFils}, ${run.pricedAt.toISOString()}, ${run.validUntil.toISOString()})`,
      );
      await ex.execute(sql`
        insert into ${quotes} (public_id, run_id, enquiry_id, plan_id, provider_id, product_id, inputs, breakdown,
          total_fils, priced_at, valid_until)
        values ${sql.join(values, sql`, `)}`);
      return true;
    },

    /** Stores the ranking of every quote of the run and marks it done. */
    async finishRun(ex: Exec, runId: number, ranked: readonly TRankedQuote[]): Promise<void> {
      if (ranked.length > 0) {
        const values = ranked.map(
          (r) => sql`(${r.planId}::int, ${r.priority}::int, ${r.score}::int, ${r.sponsored}::boolean,
            ${JSON.stringify(r)}::jsonb)`,
        );
        await ex.execute(sql`
          update ${quotes} q set priority = v.priority, score = v.score, sponsored = v.sponsored, ranking = v.ranking
          from (values ${sql.join(values, sql`, `)}) as v(plan_id, priority, score, sponsored, ranking)
          where q.run_id = ${runId} and q.plan_id = v.plan_id`);
      }
      await ex.execute(sql`update ${quoteRuns} set status = 'done' where id = ${runId}`);
    },

    async runQuotes(ex: Exec, runId: number): Promise<QuoteRow[]> {
      const r = await ex.execute<QuoteRow & Record<string, unknown>>(
        sql`select ${QUOTE_COLUMNS} from ${quotes} q where q.run_id = ${runId} order by q.plan_id`,
      );
      return r.rows.map(quoteOf);
    },

    async quoteByPublicId(publicId: string): Promise<QuoteRow | undefined> {
      const r = await first<QuoteRow>(
        db,
        sql`select ${QUOTE_COLUMNS} from ${quotes} q where q.public_id = ${publicId}`,
      );
      return r && quoteOf(r);
    },

    /** Whether the device holds an access grant to the enquiry (it proved the enquiry's number, decision 0017). */
    async hasAccess(enquiryId: number, deviceId: number): Promise<boolean> {
      const r = await db.execute(
        sql`select 1 from ${enquiryAccess} where enquiry_id = ${enquiryId} and device_id = ${deviceId}`,
      );
      return r.rows.length > 0;
    },

    async enquiryById(id: number): Promise<EnquiryForQuotes | undefined> {
      return first<EnquiryForQuotes>(
        db,
        sql`select id, public_id as "publicId", device_id as "deviceId", country_product_id as "countryProductId",
              status, answers,
              case when mobile_verified_at is not null then mobile_number end as "verifiedMobile"
              from ${enquiries} where id = ${id}`,
      );
    },

    /**
     * Changes whenever a seed (or an editor) writes the product's catalogue: the newest write and the row counts
     * of insurers, the product's plans and its rate tables. The starting prices compare it to drop their cache.
     */
    async catalogueStamp(productId: number): Promise<string> {
      const r = await first<{ stamp: string }>(
        db,
        sql`select concat_ws('|',
              (select max(updated_at)::text || ':' || count(*) from ${insurers}),
              (select max(updated_at)::text || ':' || count(*) from ${plans} where product_id = ${productId}),
              (select max(updated_at)::text || ':' || count(*) from ${rateTables} where product_id = ${productId})
            ) as stamp`,
      );
      return r?.stamp ?? '';
    },
  };
}

export type QuotesRepo = ReturnType<typeof quotesRepo>;
