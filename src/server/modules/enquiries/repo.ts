import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from '../../../db/client';
import * as schema from '../../../db/schema';
import { banks, creditCards, devices, documents, enquiries, enquiryAccess, visits } from '../../../db/schema';
import type { TFieldValue } from '../../../shared/contracts/journey';
import type { SqlClient } from '../../lib/job-queue';
import { JOBS_SCHEMA } from '../../lib/job-queue';
import type { Contacts } from './contact';
import { isConnectionError } from '../../../db/connection-errors';

export type EnquiryStatus = 'draft' | 'submitted' | 'processing' | 'ready' | 'failed';

export type EnquiryRow = {
  id: number;
  publicId: string;
  deviceId: number;
  countryProductId: number;
  stage: number;
  formKeys: string[];
  answers: Record<string, TFieldValue>;
  name: string | null;
  email: string | null;
  mobileNumber: string | null;
  altMobileNumber: string | null;
  /** As PostgreSQL writes it (drizzle leaves timestamps of raw queries as text); only its presence matters. */
  mobileVerifiedAt: string | null;
  status: EnquiryStatus;
  result: unknown;
  /** The readable reference (decision 0028); null for an enquiry stored before references, until first shown. */
  reference: string | null;
  /** Results links sent by SMS so far (decision 0028). */
  resultsLinkSends: number;
};

export type Utm = { utmSource?: string; utmMedium?: string; utmTerm?: string; utmCampaign?: string };

type Common = {
  visitId?: number;
  sourceId: number;
  journeyType: number;
  language: string;
  utm: Utm;
  contacts: Contacts;
  /** The number was proved by an OTP in this request (or carried from the enquiry it was masked from). */
  mobileVerified: boolean;
  status: EnquiryStatus;
  /** The consent text version when the visitor ticked the optional marketing consent, else absent (decision 0035). */
  marketingConsentVersion?: string | undefined;
};

export type NewEnquiry = Common & {
  publicId: string;
  deviceId: number;
  /** The creating request's Idempotency-Key, if it had one. */
  idempotencyKey?: string | undefined;
  countryProductId: number;
  stage: number;
  formKeys: string[];
  answers: Record<string, TFieldValue>;
};

export type EnquiryPatch = Omit<Common, 'journeyType'> & {
  /** Absent: the enquiry keeps its journey type (a hidden form edits answers of any journey type). */
  journeyType?: number | undefined;
  /** Highest completed stage so far is kept (greatest). */
  stage: number;
  /** Appended when the submission completed its form. */
  completedFormKey?: string;
  answers: Record<string, TFieldValue>;
  /** Answers of fields now switched off by their constraint. */
  removeAnswers: string[];
};

export type EnquiryTx = {
  insert(e: NewEnquiry): Promise<number>;
  update(id: number, p: EnquiryPatch): Promise<void>;
  /** Marks the device's uploaded documents named by the answers as this enquiry's. */
  linkDocuments(enquiryId: number, deviceId: number, documentIds: string[]): Promise<void>;
  /**
   * Runs `work` on the transaction's client (sending a job commits or rolls back with the enquiry) inside a
   * savepoint: when it fails, only its own writes are undone and the transaction goes on without them.
   */
  attempt(work: (client: SqlClient) => Promise<unknown>): Promise<{ ok: true } | { ok: false; err: unknown }>;
};

const INT4_MAX = 2_147_483_647;
/** PostgreSQL text and jsonb cannot hold U+0000 (a crafted body must not become a database error). */
const n = (v: string | undefined | null) => (v == null ? null : v.replaceAll('\u0000', ''));
const visitOf = (v: number | undefined) => (v !== undefined && v <= INT4_MAX ? v : null);

const COLUMNS = sql`id, public_id as "publicId", device_id as "deviceId", country_product_id as "countryProductId",
  stage, form_keys as "formKeys", answers, name, email, mobile_number as "mobileNumber",
  alt_mobile_number as "altMobileNumber", mobile_verified_at as "mobileVerifiedAt", status, result, reference,
  results_link_sends as "resultsLinkSends"`;

/**
 * A failed write's error names its SQL parameters (drizzle puts them in the message), which hold contact
 * values: they must not reach the logs.
 */
function withoutParams(err: unknown): Error {
  const cause = (err as { cause?: { code?: unknown } }).cause;
  const code = typeof cause?.code === 'string' ? cause.code : 'unknown';
  // A lost connection stays recognisable (503, decision 0021), still without the parameters.
  if (isConnectionError(err))
    return Object.assign(new Error('enquiry write failed: the database connection was lost'), {
      code: code === 'unknown' ? 'ECONNRESET' : code,
    });
  // A PostgreSQL message may quote a value too ('invalid input syntax …: "…"'): the SQLSTATE code only.
  return new Error(`enquiry write failed (SQLSTATE ${code})`);
}

/** A client that runs SQL: the pool's drizzle or a transaction's. */
type Exec = Pick<Db, 'execute'>;

/**
 * A reference not yet used (decision 0028). Under one key the permutation never repeats, so the first value is
 * free; only after the server secret changed could a new reference equal an old one, and then the next is taken.
 */
async function freshReference(exec: Exec, referenceOf: (n: bigint) => string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const r = await exec.execute<{ n: string }>(sql`select nextval('enquiry_reference_seq')::text as n`);
    const ref = referenceOf(BigInt(r.rows[0]?.n ?? '0'));
    const taken = await exec.execute(sql`select 1 from ${enquiries} where reference = ${ref}`);
    if (taken.rows.length === 0) return ref;
  }
  throw new Error('no free enquiry reference');
}

/**
 * Runs `work` on a transaction's client inside a savepoint: when it fails, only its own writes are undone and the
 * transaction goes on (an enquiry is kept when its job could not be sent; the sweep sends it later).
 */
async function inSavepoint(
  client: SqlClient,
  work: (client: SqlClient) => Promise<unknown>,
): Promise<{ ok: true } | { ok: false; err: unknown }> {
  await client.query('savepoint enquiry_job');
  try {
    await work(client);
    await client.query('release savepoint enquiry_job');
    return { ok: true };
  } catch (err) {
    await client.query('rollback to savepoint enquiry_job');
    return { ok: false, err };
  }
}

async function insertEnquiry(exec: Exec, e: NewEnquiry, referenceOf: (n: bigint) => string): Promise<number> {
  const r = await exec.execute<{ id: number }>(sql`
      insert into ${enquiries} (public_id, device_id, visit_id, country_product_id, source_id, journey_type,
        language, stage, form_keys, answers, name, email, mobile_number, alt_mobile_number,
        mobile_verified_at, status, utm_source, utm_medium, utm_term, utm_campaign, idempotency_key, reference,
        marketing_consent_at, marketing_consent_version)
      values (${e.publicId}, ${e.deviceId},
        (select id from ${visits} where id = ${visitOf(e.visitId)}::int and device_id = ${e.deviceId}),
        ${e.countryProductId}, ${e.sourceId}, ${e.journeyType}, ${e.language}, ${e.stage},
        ${sql.param(e.formKeys)}::text[], ${JSON.stringify(e.answers)}::jsonb, ${n(e.contacts.name)},
        ${n(e.contacts.email)}, ${n(e.contacts.mobileNumber)}, ${n(e.contacts.altMobileNumber)},
        ${e.mobileVerified ? sql`now()` : null}, ${e.status}, ${n(e.utm.utmSource)}, ${n(e.utm.utmMedium)},
        ${n(e.utm.utmTerm)}, ${n(e.utm.utmCampaign)}, ${e.idempotencyKey ?? null},
        ${await freshReference(exec, referenceOf)},
        ${e.marketingConsentVersion ? sql`now()` : null}, ${e.marketingConsentVersion ?? null})
      returning id`);
  const row = r.rows[0];
  if (!row) throw new Error('enquiry insert returned no row');
  return row.id;
}

async function updateEnquiry(exec: Exec, id: number, p: EnquiryPatch): Promise<void> {
  const mobile = n(p.contacts.mobileNumber);
  await exec.execute(sql`
      update ${enquiries} set
        visit_id = coalesce(
          (select v.id from ${visits} v where v.id = ${visitOf(p.visitId)}::int and v.device_id = enquiries.device_id),
          visit_id),
        source_id = ${p.sourceId},
        journey_type = coalesce(${p.journeyType ?? null}::int, journey_type),
        language = ${p.language},
        stage = greatest(stage, ${p.stage}),
        form_keys = case
          when ${p.completedFormKey ?? null}::text is null or ${p.completedFormKey ?? null}::text = any(form_keys)
            then form_keys
          else array_append(form_keys, ${p.completedFormKey ?? null}::text) end,
        answers = (answers - ${sql.param(p.removeAnswers)}::text[]) || ${JSON.stringify(p.answers)}::jsonb,
        name = coalesce(${n(p.contacts.name)}, name),
        email = coalesce(${n(p.contacts.email)}, email),
        mobile_verified_at = case
          when ${p.mobileVerified} then now()
          when ${mobile}::text is not null and ${mobile}::text is distinct from mobile_number then null
          else mobile_verified_at end,
        mobile_number = coalesce(${mobile}, mobile_number),
        alt_mobile_number = coalesce(${n(p.contacts.altMobileNumber)}, alt_mobile_number),
        status = ${p.status},
        utm_source = coalesce(${n(p.utm.utmSource)}, utm_source),
        utm_medium = coalesce(${n(p.utm.utmMedium)}, utm_medium),
        utm_term = coalesce(${n(p.utm.utmTerm)}, utm_term),
        utm_campaign = coalesce(${n(p.utm.utmCampaign)}, utm_campaign),
        marketing_consent_at = case when ${p.marketingConsentVersion ?? null}::text is not null
          then now() else marketing_consent_at end,
        marketing_consent_version = coalesce(${p.marketingConsentVersion ?? null}::text, marketing_consent_version),
        marketing_consent_withdrawn_at = case when ${p.marketingConsentVersion ?? null}::text is not null
          then null else marketing_consent_withdrawn_at end,
        updated_at = now()
      where id = ${id}`);
}

export function enquiriesRepo(db: Db, opts: { referenceOf: (sequenceValue: bigint) => string }) {
  return {
    async deviceByUuid(deviceUuid: string): Promise<{ id: number; sourceId: number } | undefined> {
      const r = await db.execute<{ id: number; sourceId: number }>(
        sql`select id, source_id as "sourceId" from ${devices} where device_uuid = ${deviceUuid}`,
      );
      return r.rows[0];
    },

    /**
     * The enquiry a device's request with this Idempotency-Key created within the key's lifetime, if any. A key
     * reused after it expired is a new request (decision 0010), so older enquiries do not count.
     */
    async byCreatingKey(deviceId: number, key: string, ttlSeconds: number): Promise<EnquiryRow | undefined> {
      const r = await db.execute<EnquiryRow>(
        sql`select ${COLUMNS} from ${enquiries}
            where device_id = ${deviceId} and idempotency_key = ${key}
              and created_at >= now() - make_interval(secs => ${ttlSeconds})
            order by id desc limit 1`,
      );
      return r.rows[0];
    },

    async byPublicId(publicId: string): Promise<EnquiryRow | undefined> {
      const r = await db.execute<EnquiryRow>(
        sql`select ${COLUMNS} from ${enquiries} where public_id = ${publicId}`,
      );
      return r.rows[0];
    },

    /** The enquiry with this readable reference (decision 0028: naming it grants nothing; callers check access). */
    async byReference(reference: string): Promise<EnquiryRow | undefined> {
      const r = await db.execute<EnquiryRow>(
        sql`select ${COLUMNS} from ${enquiries} where reference = ${reference}`,
      );
      return r.rows[0];
    },

    /** The enquiry's reference, given now if it was stored before references existed (decision 0028). */
    async ensureReference(id: number): Promise<string> {
      for (let i = 0; i < 5; i++) {
        const ref = await freshReference(db, opts.referenceOf);
        const r = await db.execute<{ reference: string | null }>(sql`
          update ${enquiries} set reference = coalesce(reference, ${ref}) where id = ${id} returning reference`);
        const got = r.rows[0]?.reference;
        if (got) return got;
      }
      throw new Error('enquiry reference not given');
    },

    /**
     * Takes one of the enquiry's results-link sends (decision 0028): the count after it, or null when `max` were
     * sent already. One statement, so two requests at once cannot both take the last one.
     */
    async takeResultsLinkSend(id: number, max: number): Promise<number | null> {
      const r = await db.execute<{ sends: number }>(sql`
        update ${enquiries} set results_link_sends = results_link_sends + 1
        where id = ${id} and results_link_sends < ${max}
        returning results_link_sends as sends`);
      return r.rows[0]?.sends ?? null;
    },

    /** Gives a send back when the SMS did not go out. */
    async returnResultsLinkSend(id: number): Promise<void> {
      await db.execute(sql`
        update ${enquiries} set results_link_sends = results_link_sends - 1
        where id = ${id} and results_link_sends > 0`);
    },

    /** A credit card of the catalogue with its bank's name (the application's result: docs/product/cards.md). */
    async creditCard(
      id: number,
    ): Promise<
      | { name: { en: string; ar: string }; bankName: { en: string; ar: string }; minIncomeFils: number }
      | undefined
    > {
      const r = await db.execute<{
        name: { en: string; ar: string };
        bankName: { en: string; ar: string };
        minIncomeFils: number;
      }>(sql`
        select c.data->'name' as name, b.data->'name' as "bankName", c.min_income_fils as "minIncomeFils"
        from ${creditCards} c join ${banks} b on b.id = c.bank_id
        where c.id = ${id} and not c.is_hidden`);
      return r.rows[0];
    },

    /** Whether the device holds an access grant to the enquiry (it proved the enquiry's number, decision 0017). */
    async hasAccess(enquiryId: number, deviceId: number): Promise<boolean> {
      const r = await db.execute(
        sql`select 1 from ${enquiryAccess} where enquiry_id = ${enquiryId} and device_id = ${deviceId}`,
      );
      return r.rows.length > 0;
    },

    /** Records that the device proved the enquiry's number (once; a repeat keeps the first time). */
    async grantAccess(enquiryId: number, deviceId: number): Promise<void> {
      await db.execute(sql`
        insert into ${enquiryAccess} (enquiry_id, device_id) values (${enquiryId}, ${deviceId})
        on conflict do nothing`);
    },

    /** One transaction on one client: the enquiry rows and any job sent through `client` commit together. */
    async transaction<T>(fn: (tx: EnquiryTx) => Promise<T>): Promise<T> {
      const client = await db.$client.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const txDb = drizzle(client, { schema });
        const result = await fn({
          attempt: (work) => inSavepoint(client, work),
          insert: (e) => insertEnquiry(txDb, e, opts.referenceOf),
          async linkDocuments(enquiryId, deviceId, documentIds) {
            await txDb.execute(sql`
              update ${documents} set enquiry_id = ${enquiryId}
              where device_id = ${deviceId} and public_id = any(${sql.param(documentIds)}::text[])`);
          },
          update: (id, p) => updateEnquiry(txDb, id, p),
        });
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        // A client whose connection broke is destroyed, not handed to the next request.
        if (isConnectionError(err)) broken = err instanceof Error ? err : new Error('connection lost');
        throw withoutParams(err);
      } finally {
        client.release(broken);
      }
    },

    /** The background job's outcome; only an enquiry still waiting for it changes. */
    async finish(publicId: string, status: 'ready' | 'failed', result: unknown): Promise<boolean> {
      const r = await db.execute(sql`
        update ${enquiries} set status = ${status}, result = ${JSON.stringify(result ?? null)}::jsonb,
          updated_at = now()
        where public_id = ${publicId} and status = 'processing'`);
      return (r.rowCount ?? 0) > 0;
    },

    /**
     * Enquiries left 'processing' with no live job (sent by a node without the job schema, or a job lost
     * some other way): the sweep sends them again. A job committed with its enquiry is always visible with it.
     */
    async processingWithoutJob(queues: string[], graceSeconds: number, limit = 100): Promise<string[]> {
      const r = await db.execute<{ publicId: string }>(sql`
        select e.public_id as "publicId" from ${enquiries} e
        where e.status = 'processing' and e.updated_at < now() - make_interval(secs => ${graceSeconds})
          and not exists (
            select 1 from ${sql.identifier(JOBS_SCHEMA)}.job j
            where j.name = any(${sql.param(queues)}::text[]) and j.data->>'enquiryId' = e.public_id
              and j.state in ('created', 'retry', 'active'))
        order by e.updated_at limit ${limit}`);
      return r.rows.map((row) => row.publicId);
    },
  };
}

export type EnquiriesRepo = ReturnType<typeof enquiriesRepo>;
