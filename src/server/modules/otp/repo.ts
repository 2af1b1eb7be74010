import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { otpCodes, otpEvents, otpNumberProofs, smsOutbox } from '../../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** Advisory lock classes, so a number's lock and an IP's lock never share a key (no lock-order cycle). */
const LOCK_NUMBER = 7301;
const LOCK_IP = 7302;
const LOCK_DEVICE = 7303;

export type EventKind = 'send' | 'fail';

/** Events inside a window, with the ages (seconds, database clock) of the oldest and newest of them. */
export type WindowStats = { count: number; oldestAge: number; newestAge: number };

export type PendingCode = { id: number; codeHmac: string; failedAttempts: number; expired: boolean };

export type NewCode = {
  mobileNumber: string;
  purpose: string;
  requestRef: string;
  codeHmac: string;
  ttlSeconds: number;
};

/** What the service may do inside one transaction (all times come from the database clock). */
function txRepo(tx: Executor) {
  return {
    /**
     * Serialises every send and check of one number (and the sends of one IP) so that two concurrent
     * requests cannot both pass a limit that only one of them may use.
     */
    async lockNumber(mobileNumber: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NUMBER}, hashtext(${mobileNumber}))`);
    },

    async lockIp(ipHash: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_IP}, hashtext(${ipHash}))`);
    },

    async lockDevice(deviceUuid: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_DEVICE}, hashtext(${deviceUuid}))`);
    },

    async windowStats(
      kind: EventKind,
      by: { mobileNumber?: string; ipHash?: string; deviceUuid?: string },
      seconds: number,
    ): Promise<WindowStats> {
      const parts = [
        ...(by.mobileNumber !== undefined ? [sql`${otpEvents.mobileNumber} = ${by.mobileNumber}`] : []),
        ...(by.ipHash !== undefined ? [sql`${otpEvents.ipHash} = ${by.ipHash}`] : []),
        ...(by.deviceUuid !== undefined ? [sql`${otpEvents.deviceUuid} = ${by.deviceUuid}`] : []),
      ];
      if (parts.length === 0) throw new Error('windowStats needs a number, an address or a device');
      const key = sql.join(parts, sql` and `);
      const r = await tx.execute<{ count: number; oldest_age: number | null; newest_age: number | null }>(sql`
        select count(*)::int as count,
               extract(epoch from now() - min(${otpEvents.createdAt}))::float8 as oldest_age,
               extract(epoch from now() - max(${otpEvents.createdAt}))::float8 as newest_age
          from ${otpEvents}
         where ${key} and ${otpEvents.kind} = ${kind}
           and ${otpEvents.createdAt} > now() - make_interval(secs => ${seconds})`);
      const row = r.rows[0];
      return { count: row?.count ?? 0, oldestAge: row?.oldest_age ?? 0, newestAge: row?.newest_age ?? 0 };
    },

    /** The device that last proved the number by a code (decision 0043), if any. */
    async provedBy(mobileNumber: string): Promise<string | null> {
      const r = await tx.execute<{ device_uuid: string }>(sql`
        select device_uuid from ${otpNumberProofs} where ${otpNumberProofs.mobileNumber} = ${mobileNumber}`);
      return r.rows[0]?.device_uuid ?? null;
    },

    async recordProof(mobileNumber: string, deviceUuid: string): Promise<void> {
      await tx.execute(sql`
        insert into ${otpNumberProofs} (mobile_number, device_uuid) values (${mobileNumber}, ${deviceUuid})
        on conflict (mobile_number) do update set device_uuid = excluded.device_uuid, proved_at = now()`);
    },

    async insertEvent(
      kind: EventKind,
      mobileNumber: string,
      ipHash: string,
      deviceUuid: string,
    ): Promise<void> {
      await tx.insert(otpEvents).values({ kind, mobileNumber, ipHash, deviceUuid });
    },

    /**
     * A new code supersedes the unconsumed codes of the same number, purpose and request; the number's
     * expired codes and events older than `keepSeconds` go too (nothing reads them any more).
     */
    async supersedeAndPrune(c: Omit<NewCode, 'codeHmac' | 'ttlSeconds'>, keepSeconds: number): Promise<void> {
      await tx.execute(sql`
        delete from ${otpCodes}
         where ${otpCodes.mobileNumber} = ${c.mobileNumber}
           and ((${otpCodes.purpose} = ${c.purpose} and ${otpCodes.requestRef} = ${c.requestRef}
                 and ${otpCodes.consumedAt} is null)
                or ${otpCodes.expiresAt} < now() - make_interval(secs => ${keepSeconds}))`);
      await tx.execute(sql`
        delete from ${otpEvents}
         where ${otpEvents.mobileNumber} = ${c.mobileNumber}
           and ${otpEvents.createdAt} < now() - make_interval(secs => ${keepSeconds})`);
    },

    async insertCode(c: NewCode): Promise<number> {
      const r = await tx.execute<{ id: number }>(sql`
        insert into ${otpCodes} (mobile_number, purpose, request_ref, code_hmac, expires_at)
        values (${c.mobileNumber}, ${c.purpose}, ${c.requestRef}, ${c.codeHmac},
                now() + make_interval(secs => ${c.ttlSeconds}))
        returning id`);
      const id = r.rows[0]?.id;
      if (id === undefined) throw new Error('otp code insert returned no row');
      return id;
    },

    /** The newest unconsumed code of a number, purpose and request, locked for the check. */
    async latestPending(
      mobileNumber: string,
      purpose: string,
      requestRef: string,
    ): Promise<PendingCode | null> {
      const r = await tx.execute<{
        id: number;
        code_hmac: string;
        failed_attempts: number;
        expired: boolean;
      }>(sql`
        select id, code_hmac, failed_attempts, ${otpCodes.expiresAt} <= now() as expired
          from ${otpCodes}
         where ${otpCodes.mobileNumber} = ${mobileNumber} and ${otpCodes.purpose} = ${purpose}
           and ${otpCodes.requestRef} = ${requestRef} and ${otpCodes.consumedAt} is null
         order by ${otpCodes.createdAt} desc, ${otpCodes.id} desc
         limit 1
         for update`);
      const row = r.rows[0];
      return row
        ? { id: row.id, codeHmac: row.code_hmac, failedAttempts: row.failed_attempts, expired: row.expired }
        : null;
    },

    /** Whether the number's newest code sent in the last `seconds` has been used (consumed by a right check). */
    async newestCodeUsed(mobileNumber: string, seconds: number): Promise<boolean> {
      const r = await tx.execute<{ used: boolean }>(sql`
        select ${otpCodes.consumedAt} is not null as used
          from ${otpCodes}
         where ${otpCodes.mobileNumber} = ${mobileNumber}
           and ${otpCodes.createdAt} > now() - make_interval(secs => ${seconds})
         order by ${otpCodes.createdAt} desc, ${otpCodes.id} desc
         limit 1`);
      return r.rows[0]?.used === true;
    },

    /** Single use: only an unconsumed code can be consumed (false if another check got there first). */
    async consume(id: number): Promise<boolean> {
      const r = await tx.execute(sql`
        update ${otpCodes} set consumed_at = now() where id = ${id} and consumed_at is null`);
      return (r.rowCount ?? 0) === 1;
    },

    async recordWrongTry(id: number): Promise<void> {
      await tx.execute(sql`
        update ${otpCodes} set failed_attempts = failed_attempts + 1 where id = ${id}`);
    },
  };
}

export type OtpTxRepo = ReturnType<typeof txRepo>;

export function otpRepo(db: Db) {
  return {
    transaction<T>(fn: (repo: OtpTxRepo) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(txRepo(tx)));
    },
    /** Withdraws a code whose SMS could not be delivered. */
    async deleteCode(id: number): Promise<void> {
      await db.delete(otpCodes).where(eq(otpCodes.id, id));
    },
  };
}

export type OtpRepo = ReturnType<typeof otpRepo>;

export type OutboxMessage = { mobileNumber: string; body: string; createdAt: Date };

/** Reads the development SMS outbox (the outbox adapter writes it). */
export function devOutboxRepo(db: Db) {
  return {
    async latest(limit: number, mobileNumber?: string): Promise<OutboxMessage[]> {
      return db
        .select({
          mobileNumber: smsOutbox.mobileNumber,
          body: smsOutbox.body,
          createdAt: smsOutbox.createdAt,
        })
        .from(smsOutbox)
        .where(mobileNumber === undefined ? undefined : eq(smsOutbox.mobileNumber, mobileNumber))
        .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
        .limit(limit);
    },
  };
}

export type DevOutboxRepo = ReturnType<typeof devOutboxRepo>;
