import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { devices, enquiries, enquiryAccess, policies, quotes, tickets } from '../../../db/schema';
import type { TFieldValue } from '../../../shared/contracts/journey';
import { newPublicId } from '../../lib/public-id';

// The renewal page's SQL (decision 0090): the policy a link names, who may open it, and the renewal enquiry.

/** The 'Help with a claim' query type (account.json issue.2): the only claim record the marketplace holds. */
export const CLAIM_ISSUE_TYPE = 2;

export type RenewalPolicy = {
  id: number;
  publicId: string;
  countryProductId: number;
  status: string;
  mobileNumber: string;
  /** YYYY-MM-DD. */
  endDate: string | null;
  insurerId: number | null;
  deviceId: number | null;
  enquiryId: number | null;
  /** The plan the policy was bought with (its quote's plan), if known. */
  planId: number | null;
};

export type SourceEnquiry = {
  id: number;
  publicId: string;
  countryProductId: number;
  sourceId: number;
  journeyType: number;
  formKeys: string[];
  stage: number;
  answers: Record<string, TFieldValue>;
  name: string | null;
  email: string | null;
  mobileNumber: string | null;
};

export function renewalPageRepo(db: Db) {
  return {
    async policy(publicId: string): Promise<RenewalPolicy | undefined> {
      const r = await db.execute<RenewalPolicy>(sql`
        select p.id, p.public_id as "publicId", p.country_product_id as "countryProductId", p.status,
               p.mobile_number as "mobileNumber", p.end_date::text as "endDate", p.insurer_id as "insurerId",
               p.device_id as "deviceId", p.enquiry_id as "enquiryId", q.plan_id as "planId"
          from ${policies} p left join ${quotes} q on q.id = p.quote_id
         where p.public_id = ${publicId}`);
      return r.rows[0];
    },

    async deviceId(deviceUuid: string): Promise<number | undefined> {
      const r = await db.execute<{ id: number }>(
        sql`select id from ${devices} where device_uuid = ${deviceUuid}`,
      );
      return r.rows[0]?.id;
    },

    async hasAccess(enquiryId: number, deviceId: number): Promise<boolean> {
      const r = await db.execute(
        sql`select 1 from ${enquiryAccess} where enquiry_id = ${enquiryId} and device_id = ${deviceId}`,
      );
      return r.rows.length > 0;
    },

    /** The number's code proved on this device: it may read the policy's enquiry (decision 0017's grant). */
    async grantAccess(enquiryId: number, deviceId: number): Promise<void> {
      await db.execute(sql`
        insert into ${enquiryAccess} (enquiry_id, device_id) values (${enquiryId}, ${deviceId})
        on conflict do nothing`);
    },

    /** A 'Help with a claim' query raised for the policy (the account's tickets). */
    async claimRecorded(policyId: number): Promise<boolean> {
      const r = await db.execute(
        sql`select 1 from ${tickets} where policy_id = ${policyId} and issue_type_id = ${CLAIM_ISSUE_TYPE} limit 1`,
      );
      return r.rows.length > 0;
    },

    async sourceEnquiry(id: number): Promise<SourceEnquiry | undefined> {
      const r = await db.execute<SourceEnquiry>(sql`
        select id, public_id as "publicId", country_product_id as "countryProductId", source_id as "sourceId",
               journey_type as "journeyType", form_keys as "formKeys", stage, answers, name, email,
               mobile_number as "mobileNumber"
          from ${enquiries} where id = ${id}`);
      return r.rows[0];
    },

    /**
     * This device's renewal enquiry for the policy: found by its key (`renewal:{policy}`), else copied from the
     * policy's enquiry with `answers`, under a lock so two tabs opening the link make one.
     */
    async renewalEnquiry(input: {
      policyPublicId: string;
      deviceId: number;
      source: SourceEnquiry;
      answers: Record<string, TFieldValue>;
      language: string;
      /** When the number was proved for this copy (the buying device, the account or the code). */
      provedAt: Date;
    }): Promise<string> {
      const key = `renewal:${input.policyPublicId}`;
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${key}:${input.deviceId}`}))`);
        const found = await tx.execute<{ publicId: string }>(sql`
          select public_id as "publicId" from ${enquiries}
           where device_id = ${input.deviceId} and idempotency_key = ${key}
           order by id desc limit 1`);
        const existing = found.rows[0]?.publicId;
        // The visitor's own edits on its quotes page are kept: the copy is made once per device.
        if (existing) return existing;
        const s = input.source;
        const publicId = newPublicId();
        await tx.insert(enquiries).values({
          publicId,
          deviceId: input.deviceId,
          countryProductId: s.countryProductId,
          sourceId: s.sourceId,
          journeyType: s.journeyType,
          language: input.language,
          stage: s.stage,
          formKeys: s.formKeys,
          answers: input.answers,
          name: s.name,
          email: s.email,
          mobileNumber: s.mobileNumber,
          mobileVerifiedAt: s.mobileNumber ? input.provedAt : null,
          status: 'submitted',
          idempotencyKey: key,
        });
        return publicId;
      });
    },
  };
}

export type RenewalPageRepo = ReturnType<typeof renewalPageRepo>;
