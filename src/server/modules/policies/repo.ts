import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { devices, enquiries, forms, insurers, plans, policies, quotes } from '../../../db/schema';
import { handoffs } from '../../../db/schema-sales';
import type { PolicyStatus } from '../../../shared/contracts/policies';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Exec = Db | Tx;

export type HolderRow = {
  name: string | null;
  email: string | null;
  mobile: string | null;
  verified: boolean;
};

export type PolicyRow = { id: number; publicId: string; status: PolicyStatus; quoteId: number | null };

export type NewPolicy = {
  publicId: string;
  mobile: string;
  productId: number;
  insurerId: number;
  quoteRowId: number;
  enquiryRowId: number;
  deviceId: number;
  premiumFils: number;
  vatFils: number;
  idempotencyKey: string | null;
  reminderConsentAt: Date | null;
};

export type NewHandoff = { idHash: string; insurerId: number; payload: unknown; expiresAt: Date };

export type PolicyReadRow = {
  publicId: string;
  status: PolicyStatus;
  productId: number;
  policyNumber: string | null;
  startDate: string | null;
  endDate: string | null;
  premiumFils: number | null;
  vatFils: number | null;
  data: unknown;
  insurer: unknown;
  plan: unknown;
};

/** The state of a handoff when it could not be consumed. */
export type HandoffState = 'unknown' | 'used' | 'expired';

/** SQL of the policies module (docs/ARCHITECTURE.md#principle-6). */
export function policiesRepo(db: Db) {
  async function first<T>(ex: Exec, query: SQL): Promise<T | undefined> {
    const r = await ex.execute<T & Record<string, unknown>>(query);
    return r.rows[0] as T | undefined;
  }

  return {
    async deviceIdByUuid(deviceUuid: string): Promise<number | undefined> {
      return (
        await first<{ id: number }>(db, sql`select id from ${devices} where device_uuid = ${deviceUuid}`)
      )?.id;
    },

    /** The enquiry's contact: name, e-mail, its nine-digit number and whether it is proved now. */
    async holder(enquiryId: number): Promise<HolderRow | undefined> {
      return first<HolderRow>(
        db,
        sql`select name, email, mobile_number as mobile, mobile_verified_at is not null as verified
            from ${enquiries} where id = ${enquiryId}`,
      );
    },

    /** Form definitions of a product in these languages (journey forms and hidden ones), by stage. */
    async productForms(productId: number, languages: readonly string[]) {
      const r = await db.execute<{ language: string; definition: unknown }>(
        sql`select language, definition from ${forms}
            where product_id = ${productId} and language in (${sql.join(
              languages.map((l) => sql`${l}`),
              sql`, `,
            )}) order by stage, id`,
      );
      return r.rows;
    },

    /**
     * Buy's write, in one transaction under a lock on the device and quote: the device's policy for this
     * Idempotency-Key or this quote is found (pending: it gets a new handoff, earlier open ones are closed; any
     * other status: returned as is), or a pending policy is created; `payload` is made once the policy's public id
     * is known.
     */
    async buy(
      input: NewPolicy,
      handoff: (publicId: string) => NewHandoff,
      now: Date,
    ): Promise<{ policy: PolicyRow; created: boolean; handedOff: boolean }> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext('policies.buy'), ${input.deviceId}::int # ${input.quoteRowId}::int)`,
        );
        const cols = sql`id, public_id as "publicId", status, quote_id as "quoteId"`;
        const byKey = input.idempotencyKey
          ? await first<PolicyRow>(
              tx,
              sql`select ${cols} from ${policies}
                  where device_id = ${input.deviceId} and idempotency_key = ${input.idempotencyKey}`,
            )
          : undefined;
        const sameQuote = byKey && byKey.quoteId === input.quoteRowId ? byKey : undefined;
        const found =
          sameQuote ??
          (await first<PolicyRow>(
            tx,
            sql`select ${cols} from ${policies}
                where device_id = ${input.deviceId} and quote_id = ${input.quoteRowId}
                  and status in ('pending', 'active') order by id desc limit 1`,
          ));
        if (found && found.status !== 'pending') return { policy: found, created: false, handedOff: false };
        let policy = found;
        if (policy) {
          await tx.execute(sql`update ${policies} set reminder_consent_at = ${input.reminderConsentAt?.toISOString() ?? null},
              updated_at = ${now.toISOString()} where id = ${policy.id}`);
          await tx.execute(sql`update ${handoffs} set expires_at = ${now.toISOString()}, payload = '{}'::jsonb
              where policy_id = ${policy.id} and consumed_at is null and expires_at > ${now.toISOString()}`);
        } else {
          // A key already used by this device for another quote's purchase is not stored twice (unique per device).
          const key = byKey ? null : input.idempotencyKey;
          policy = await first<PolicyRow>(
            tx,
            sql`insert into ${policies} (public_id, mobile_number, country_product_id, status, insurer_id, quote_id,
                  enquiry_id, device_id, premium_fils, vat_fils, idempotency_key, reminder_consent_at)
                values (${input.publicId}, ${input.mobile}, ${input.productId}, 'pending', ${input.insurerId},
                  ${input.quoteRowId}, ${input.enquiryRowId}, ${input.deviceId}, ${input.premiumFils},
                  ${input.vatFils}, ${key}, ${input.reminderConsentAt?.toISOString() ?? null})
                returning ${cols}`,
          );
          if (!policy) throw new Error('policy insert returned no row');
        }
        const h = handoff(policy.publicId);
        await tx.execute(sql`insert into ${handoffs} (id_hash, policy_id, quote_id, insurer_id, payload, expires_at)
            values (${h.idHash}, ${policy.id}, ${input.quoteRowId}, ${h.insurerId}, ${JSON.stringify(h.payload)}::jsonb,
              ${h.expiresAt.toISOString()})`);
        return { policy, created: !found, handedOff: true };
      });
    },

    /**
     * The insurer's fetch: consumes the handoff (first fetch only, before it expires) and answers its proposal;
     * otherwise says why not. One statement decides, so two fetches at once cannot both succeed.
     */
    async consumeHandoff(
      idHash: string,
      insurerCode: string,
      now: Date,
    ): Promise<{ ok: true; payload: unknown } | { ok: false; state: HandoffState }> {
      const at = now.toISOString();
      // Once handed over, the proposal is not kept: the row keeps the purchase's link, not the personal data.
      const taken = await first<{ payload: unknown }>(
        db,
        sql`with open as (
              select h.id, h.payload from ${handoffs} h join ${insurers} i on i.id = h.insurer_id
              where h.id_hash = ${idHash} and i.slug = ${insurerCode}
                and h.consumed_at is null and h.expires_at > ${at}
              for update of h)
            update ${handoffs} h set consumed_at = ${at}, payload = '{}'::jsonb
            from open where h.id = open.id
            returning open.payload`,
      );
      if (taken) return { ok: true, payload: taken.payload };
      const row = await first<{ used: boolean; expired: boolean }>(
        db,
        sql`select h.consumed_at is not null as used, h.expires_at <= ${at} as expired
            from ${handoffs} h join ${insurers} i on i.id = h.insurer_id
            where h.id_hash = ${idHash} and i.slug = ${insurerCode}`,
      );
      if (!row) return { ok: false, state: 'unknown' };
      return { ok: false, state: row.used ? 'used' : row.expired ? 'expired' : 'unknown' };
    },

    /** A policy bought by this device, with its catalogue insurer and plan documents. */
    async policyOfDevice(publicId: string, deviceUuid: string): Promise<PolicyReadRow | undefined> {
      return first<PolicyReadRow>(
        db,
        sql`select p.public_id as "publicId", p.status, p.country_product_id as "productId",
              p.policy_number as "policyNumber", p.start_date::text as "startDate", p.end_date::text as "endDate",
              p.premium_fils as "premiumFils", p.vat_fils as "vatFils", p.data, i.data as insurer,
              pl.document as plan
            from ${policies} p
            join ${devices} d on d.id = p.device_id and d.device_uuid = ${deviceUuid}
            left join ${insurers} i on i.id = p.insurer_id
            left join ${quotes} q on q.id = p.quote_id
            left join ${plans} pl on pl.id = q.plan_id
            where p.public_id = ${publicId}`,
      );
    },
  };
}

export type PoliciesRepo = ReturnType<typeof policiesRepo>;
